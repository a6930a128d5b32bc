import { DomainError } from '../../errors'

/*
 * The payment-provider interface (issue 20): what the booking asks of whoever takes the card.
 * Every call that changes something carries an idempotency key, so a retry after a crash or a
 * timeout never takes money twice; every call is safe to repeat on a payment already in the
 * asked state. Amounts are integer minor units of `currency`.
 */

/** What the provider's side says of one payment. */
export type ProviderPaymentState = {
  ref: string
  status: 'authorised' | 'captured' | 'voided'
  amountMinor: number
  refundedMinor: number
}

export type AuthoriseRequest = {
  /** The idempotency key of this attempt: a second call with it answers the first's payment. */
  key: string
  amountMinor: number
  currency: string
  methodId: string
  /** Shown on the provider's dashboard and statement ("Demo Travel Club booking"). */
  description: string
  /** Ours, kept by the provider with the payment (the payment row's id and the booking's key). */
  metadata: Record<string, string>
}

/** A webhook the provider sent, read and checked: which payment it concerns and what happened. */
export type ProviderEvent = { id: string; type: string; paymentRef: string | null }

export interface PaymentProvider {
  /** `test` or `stripe`: stored on each payment, so a payment is finished by the provider that took it. */
  readonly name: string
  /** Puts a hold on the card for the amount (nothing captured yet). Throws PaymentDeclined when the card is refused. */
  authorise(request: AuthoriseRequest): Promise<ProviderPaymentState>
  /** Takes the held amount (a payment already captured is answered as it is). */
  capture(ref: string, key: string): Promise<ProviderPaymentState>
  /** Releases the hold (a payment already voided is answered as it is). */
  void(ref: string, key: string): Promise<ProviderPaymentState>
  /** Gives back part or all of a captured payment. */
  refund(request: { ref: string; amountMinor: number; key: string }): Promise<{ refundRef: string }>
  /** The payment as the provider holds it now. */
  lookup(ref: string): Promise<ProviderPaymentState>
  /**
   * Reads a webhook's body with its headers and checks its signature: a body that was not signed
   * with the provider's secret throws WebhookRefused. Null for a provider that sends none.
   */
  webhook?(rawBody: string, headers: Record<string, string | undefined>): Promise<ProviderEvent>
}

/** Why a card was refused, in the provider's words mapped to ours. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'not_a_test_card' | 'authentication_required'

/** The card was refused: the booking is not made and the member may try another card (402 PAYMENT_DECLINED). */
export class PaymentDeclined extends DomainError {
  constructor(
    readonly declineCode: DeclineCode,
    message: string,
  ) {
    super('PAYMENT_DECLINED', message)
    this.name = 'PaymentDeclined'
  }
}

/** A webhook whose signature does not check out (400 BAD_SIGNATURE): nothing of it is believed. */
export class WebhookRefused extends DomainError {
  constructor(message: string) {
    super('BAD_SIGNATURE', message)
    this.name = 'WebhookRefused'
  }
}
