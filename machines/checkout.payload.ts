import type { CreateReservationRequest } from '@contract/schemas/reservations'
import { sanitiseEmail } from '@contract/schemas/auth'
import { LINE_CHECKOUT } from '@machines/checkout.lines'
import { paymentDue, type CheckoutContext } from '@machines/checkout.context'

/** "+1-868" → "+1868": the contract's dialling code is a plus and digits. */
const dialCode = (isdCode: string) => `+${isdCode.replace(/\D/g, '')}`

type Guest = CreateReservationRequest['guest']

/**
 * The booking request of a checkout (createReservationRequest): the quoted selection as its one
 * item with the wallet child's choice (none for guests and agents), the lead traveller, what the
 * line's own fields add, and what the visitor saw, so the server can refuse a changed price. The
 * idempotency key is the checkout's own, the same on every retry.
 */
export function buildReservationRequest(c: CheckoutContext): CreateReservationRequest {
  const quote = c.quote!
  const line = quote.selection.line
  const total = quote.price.totalMinor
  const wallet = c.wallet
    ? { certificate: c.wallet.certificate, discountCards: c.wallet.discountCards, cash: c.wallet.cash }
    : { certificate: null, discountCards: [], cash: null }
  const { selection = quote.selection, ...lineFields } = LINE_CHECKOUT[line].request(c.details, quote.selection)
  return {
    idempotencyKey: c.idempotencyKey,
    currency: quote.price.currency,
    items: [{ selection, wallet }],
    guest: {
      title: c.form.title as Guest['title'],
      firstName: c.form.firstName.trim(),
      lastName: c.form.lastName.trim(),
      email: sanitiseEmail(c.form.email),
      phone: { isdCode: dialCode(c.form.phoneCountry.isdCode), number: c.form.phoneNumber },
    },
    ...lineFields,
    // Someone else travels and the member asked to keep them: saved to their travellers once booked.
    ...(c.traveller === 'other' && c.saveTraveller ? { saveTraveller: true } : {}),
    // Summed over the items: one item today.
    expected: { totalMinor: total, amountDueMinor: c.wallet ? c.wallet.amountDueMinor : total },
    acceptTerms: true,
    // The card made in the payment step, for an item paid now (checkout.payment.ts).
    payment: paymentDue(c) && c.payment.methodId ? { methodId: c.payment.methodId } : null,
  }
}
