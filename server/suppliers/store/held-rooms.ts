import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import { supplierBookings } from '../../store/schema'
import type { Db } from '../../store/store'
import type { HeldRooms } from './pricing'

/**
 * The rooms held (status HELD) on each night of [checkIn, checkOut): one query, for every room
 * type or for the ones named (a property's, the one being booked). Nights outside the stay are
 * not counted.
 */
export async function heldRooms(db: Db, stay: { checkIn: string; checkOut: string }, roomTypeIds?: readonly string[]): Promise<HeldRooms> {
  const overlapping = and(
    eq(supplierBookings.status, 'HELD'),
    lt(supplierBookings.checkIn, stay.checkOut),
    gt(supplierBookings.checkOut, stay.checkIn),
    roomTypeIds === undefined ? undefined : inArray(supplierBookings.roomTypeId, [...roomTypeIds]),
  )
  const rows = await db
    .select({
      roomTypeId: supplierBookings.roomTypeId,
      checkIn: supplierBookings.checkIn,
      checkOut: supplierBookings.checkOut,
      rooms: supplierBookings.rooms,
    })
    .from(supplierBookings)
    .where(overlapping)
  const byRoom = new Map<string, typeof rows>()
  for (const row of rows) byRoom.set(row.roomTypeId, [...(byRoom.get(row.roomTypeId) ?? []), row])
  // Dates compare as text (yyyy-mm-dd); a booking holds the nights [checkIn, checkOut).
  return (id, night) => (byRoom.get(id) ?? []).reduce((sum, b) => (b.checkIn <= night && night < b.checkOut ? sum + b.rooms : sum), 0)
}
