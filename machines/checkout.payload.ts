import type { LegacyReservationRequest } from '@contract/schemas/reservations'
import { sanitiseEmail } from '@contract/schemas/auth'
import type { CheckoutContext } from '@machines/checkout.context'

/** "+1-868" → "+1868": the contract's dialling code is a plus and digits. */
const dialCode = (isdCode: string) => `+${isdCode.replace(/\D/g, '')}`

/**
 * The booking request of a checkout: the quote's stay and room, the guest, the wallet child's
 * selection (none for guests) and what the visitor saw, so the server can refuse a changed price.
 * The idempotency key is the checkout's own, the same on every retry.
 */
export function buildReservationRequest(c: CheckoutContext): LegacyReservationRequest {
  const quote = c.quote!
  const total = quote.offer.totalMinor
  return {
    idempotencyKey: c.idempotencyKey,
    propertyId: quote.property.id,
    roomTypeId: quote.offer.roomTypeId,
    checkIn: quote.checkIn,
    checkOut: quote.checkOut,
    rooms: quote.rooms,
    adults: quote.adults,
    children: quote.children,
    currency: quote.offer.currency,
    guest: {
      title: c.form.title as LegacyReservationRequest['guest']['title'],
      firstName: c.form.firstName.trim(),
      lastName: c.form.lastName.trim(),
      email: sanitiseEmail(c.form.email),
      phone: { isdCode: dialCode(c.form.phoneCountry.isdCode), number: c.form.phoneNumber },
    },
    specialRequests: c.form.specialRequests.trim(),
    wallet: c.wallet
      ? { certificate: c.wallet.certificate, discountCards: c.wallet.discountCards }
      : { certificate: null, discountCards: [] },
    expected: { totalMinor: total, amountDueMinor: c.wallet ? c.wallet.amountDueMinor : total },
    acceptTerms: true,
  }
}
