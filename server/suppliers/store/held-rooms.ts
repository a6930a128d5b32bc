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

/** How long a search may answer availability from memory; bookings and quotes always read the store. */
export const SEARCH_HELD_TTL_MS = 2_000
const MAX_CACHED_STAYS = 500
const searchCaches = new WeakMap<Db, Map<string, { expires: number; held: Promise<HeldRooms> }>>()

/**
 * heldRooms for a search, shared for SEARCH_HELD_TTL_MS by the searches of the same dates: the
 * one store query a search makes, taken off the hot path when many visitors search at once. A
 * result list may show a room as free for up to two seconds after another process booked it;
 * the property page, the quote and the booking (under its lock) read the store itself. A
 * booking or cancellation made by this process clears the cache at once.
 */
export function searchHeldRooms(db: Db, stay: { checkIn: string; checkOut: string }): Promise<HeldRooms> {
  let cache = searchCaches.get(db)
  if (!cache) searchCaches.set(db, (cache = new Map()))
  const key = `${stay.checkIn}|${stay.checkOut}`
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.held
  if (cache.size >= MAX_CACHED_STAYS) cache.delete(cache.keys().next().value!)
  const entry = { expires: now + SEARCH_HELD_TTL_MS, held: heldRooms(db, stay) }
  cache.delete(key)
  cache.set(key, entry)
  entry.held.catch(() => cache.get(key) === entry && cache.delete(key))
  return entry.held
}

/** Forgets every cached search availability of this store (after a booking or a cancellation). */
export function forgetSearchHeldRooms(db: Db): void {
  searchCaches.get(db)?.clear()
}
