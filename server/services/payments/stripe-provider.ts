import type Stripe from 'stripe'
import { DomainError } from '../../errors'
import { PaymentDeclined, WebhookRefused, type DeclineCode, type PaymentProvider, type ProviderPaymentState } from './provider'

/** The code payments taken through Stripe keep. */
export const STRIPE_PROVIDER = 'stripe'

export type StripeSettings = {
  secretKey: string
  /** The signing secret of the webhook endpoint (whsec_…); without it webhooks are refused. */
  webhookSecret?: string
  /** Where the API is (tests: a local server answering the Payment Intents calls). Stripe's own by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

const KNOWN_DECLINES: readonly DeclineCode[] = ['card_declined', 'insufficient_funds', 'expired_card']

function stateOf(intent: Stripe.PaymentIntent): ProviderPaymentState {
  const charge = typeof intent.latest_charge === 'object' && intent.latest_charge !== null ? intent.latest_charge : null
  return {
    ref: intent.id,
    status: intent.status === 'succeeded' ? 'captured' : intent.status === 'canceled' ? 'voided' : 'authorised',
    amountMinor: intent.amount,
    refundedMinor: charge?.amount_refunded ?? 0,
  }
}

/** A call that did not reach Stripe or that Stripe failed: the booking is not made (502), nothing is charged. */
const unreachable = () =>
  new DomainError('PAYMENT_UNAVAILABLE', 'The payment service did not answer. Nothing was charged; please try again.')

type StripeErrors = typeof Stripe.errors

/** The Stripe error's own code when it refused a card; null for any other failure. */
function declineOf(error: unknown, errors: StripeErrors): DeclineCode | null {
  if (!(error instanceof errors.StripeCardError)) return null
  const code = (error.decline_code ?? error.code) as DeclineCode | undefined
  return code && KNOWN_DECLINES.includes(code) ? code : 'card_declined'
}

/** Whether Stripe refused a call because the payment is already past it (captured twice, voided after capture…). */
const unexpectedState = (error: unknown, errors: StripeErrors) =>
  error instanceof errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state'

/**
 * The Stripe provider (official `stripe` package, Payment Intents with manual capture): the card
 * is authorised when the booking is asked for, captured once the supplier has confirmed, and
 * cancelled (voided) if the booking fails. Each call carries our idempotency key. A card that
 * needs 3-D Secure is refused with `authentication_required` (the intent is cancelled): the
 * checkout does not run Stripe's authentication step yet (docs/decisions.md#stripe).
 *
 * The `stripe` package (~250 modules) is loaded by the first call, not with the server: a server
 * that takes no card meanwhile starts without it (issue 19, start time and memory).
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  let client: Promise<{ stripe: Stripe; errors: StripeErrors }> | undefined
  const connected = () =>
    (client ??= import('stripe').then(({ default: StripeClient }) => ({
      stripe: new StripeClient(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(settings.api ?? {}) }),
      errors: StripeClient.errors,
    })))
  const expanded = { expand: ['latest_charge'] }
  const retrieve = async (stripe: Stripe, ref: string) => stateOf(await stripe.paymentIntents.retrieve(ref, expanded))
  /** Runs `call` with the client; any failure but ours is "unreachable" (a failed load of the package is thrown as it is). */
  const guarded = async <T>(call: (stripe: Stripe, errors: StripeErrors) => Promise<T>): Promise<T> => {
    const { stripe, errors } = await connected()
    try {
      return await call(stripe, errors)
    } catch (error) {
      if (error instanceof DomainError) throw error
      throw unreachable()
    }
  }
  return {
    name: STRIPE_PROVIDER,
    authorise: (request) =>
      guarded(async (stripe, errors) => {
        let intent: Stripe.PaymentIntent
        try {
          intent = await stripe.paymentIntents.create(
            {
              amount: request.amountMinor,
              currency: request.currency.toLowerCase(),
              payment_method: request.methodId,
              capture_method: 'manual',
              confirm: true,
              description: request.description,
              metadata: request.metadata,
              ...expanded,
            },
            { idempotencyKey: request.key },
          )
        } catch (error) {
          const decline = declineOf(error, errors)
          if (decline) throw new PaymentDeclined(decline, (error as Error).message)
          throw error
        }
        if (intent.status === 'requires_capture' || intent.status === 'succeeded' || intent.status === 'canceled') return stateOf(intent)
        // requires_action (3-D Secure) or anything else not held: let go of it and refuse the card.
        await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `${request.key}-release` })
        throw new PaymentDeclined('authentication_required', 'This card asks for an authentication step the checkout cannot show yet.')
      }),
    capture: (ref, key) =>
      guarded(async (stripe, errors) => {
        try {
          return stateOf(await stripe.paymentIntents.capture(ref, expanded, { idempotencyKey: key }))
        } catch (error) {
          if (unexpectedState(error, errors)) return retrieve(stripe, ref)
          throw error
        }
      }),
    void: (ref, key) =>
      guarded(async (stripe, errors) => {
        try {
          return stateOf(await stripe.paymentIntents.cancel(ref, expanded, { idempotencyKey: key }))
        } catch (error) {
          if (unexpectedState(error, errors)) return retrieve(stripe, ref)
          throw error
        }
      }),
    refund: ({ ref, amountMinor, key }) =>
      guarded(async (stripe) => {
        const refund = await stripe.refunds.create({ payment_intent: ref, amount: amountMinor }, { idempotencyKey: key })
        return { refundRef: refund.id }
      }),
    lookup: (ref) => guarded((stripe) => retrieve(stripe, ref)),
    async webhook(rawBody, headers) {
      const signature = headers['stripe-signature']
      if (!settings.webhookSecret || !signature) throw new WebhookRefused('The webhook is not signed with our secret.')
      const { stripe } = await connected()
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret)
      } catch {
        throw new WebhookRefused('The webhook signature does not match.')
      }
      const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null }
      const intent = object.payment_intent
      const paymentRef =
        object.object === 'payment_intent' ? (object.id ?? null) : typeof intent === 'string' ? intent : (intent?.id ?? null)
      return { id: event.id, type: event.type, paymentRef }
    },
  }
}
