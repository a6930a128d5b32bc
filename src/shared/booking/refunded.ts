import { paidByCardOf, type ReservationItem } from '@contract/schemas/reservations'

/** What the cancelled items among `items` gave back to the booker's card (paidByCardOf each). */
export function refundedMinor(items: readonly ReservationItem[]): number {
  return items.reduce((sum, i) => sum + (i.status === 'CANCELLED' ? paidByCardOf(i) : 0), 0)
}
