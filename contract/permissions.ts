/*
 * The two permission rules (docs/rules.md#price-display, docs/rules.md#booking-permission), as plain functions the views and machines share.
 */

/** Prices show to guests always; to a signed-in user as the organisation's display-price setting says. */
export function showsPrices(signedIn: boolean, orgDisplayPrice: boolean): boolean {
  return !signedIn || orgDisplayPrice
}

/** Booking is allowed without a session when the external config says so; otherwise only with can_user_book 1. */
export function canBook(canBookingWithoutSession: boolean, profile: { can_user_book: number } | null): boolean {
  return canBookingWithoutSession || profile?.can_user_book === 1
}
