import type { ReservationItem } from '@contract/schemas/reservations'

/**
 * What the cancelled items among `items` gave back to the booker's card: the amount due of each
 * item paid when booked (one paid later, at the property or counter, was never charged). Their
 * wallet cards are back in the wallet, whatever the payment.
 */
export function refundedMinor(items: readonly ReservationItem[]): number {
  return items.reduce((sum, i) => sum + (i.status === 'CANCELLED' && i.payWhen === 'now' ? i.amountDueMinor : 0), 0)
}
