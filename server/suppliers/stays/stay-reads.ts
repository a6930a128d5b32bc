import { and, asc, eq, gt, lt } from 'drizzle-orm'
import { addDays, compareDates } from '@contract/calendar'
import { BOOKING_READ_TTL_MS } from '../../services/booking/currencies'
import { cachedRead } from '../../services/read-cache'
import { destinations, stayBookings, stayUnits } from '../../store/schema'
import type { Db } from '../../store/store'
import { readSeasons, type StoredSeason } from '../store/inventory-reads'

/*
 * The rentals as the store keeps them, read when asked (nothing of the inventory stays in memory
 * but a destination's currencies for a few seconds): a unit with its destination's seasons, and
 * the nights its bookings hold.
 */

export type UnitRow = typeof stayUnits.$inferSelect
export type StoredUnit = { row: UnitRow; destinationName: string; countryCode: string; seasons: readonly StoredSeason[] }

/** A unit with its destination's name, country and seasons; null when the store has none by that id. */
export async function readUnit(db: Db, id: string): Promise<StoredUnit | null> {
  const [found] = await db
    .select({ row: stayUnits, destinationName: destinations.name, countryCode: destinations.countryCode })
    .from(stayUnits)
    .innerJoin(destinations, eq(destinations.id, stayUnits.destinationId))
    .where(eq(stayUnits.id, id))
  if (!found) return null
  const seasons = (await readSeasons(db, [found.row.destinationId])).get(found.row.destinationId) ?? []
  return { ...found, seasons }
}

/** The nights in [from, to) that the unit's held bookings take, in order. */
export async function bookedNights(db: Db, unitId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ checkIn: stayBookings.checkIn, checkOut: stayBookings.checkOut })
    .from(stayBookings)
    .where(
      and(eq(stayBookings.unitId, unitId), eq(stayBookings.status, 'HELD'), lt(stayBookings.checkIn, to), gt(stayBookings.checkOut, from)),
    )
    .orderBy(asc(stayBookings.checkIn))
  const nights: string[] = []
  for (const { checkIn, checkOut } of rows) {
    const start = compareDates(checkIn, from) < 0 ? from : checkIn
    for (let night = start; compareDates(night, checkOut) < 0 && compareDates(night, to) < 0; night = addDays(night, 1)) nights.push(night)
  }
  return nights
}

/** The currencies a destination's units are priced in (what its search converts from), kept a few seconds. */
export function unitCurrencies(db: Db, destinationId: string): Promise<string[]> {
  return cachedRead(
    db,
    `stays:currencies:${destinationId}`,
    async () =>
      (await db.selectDistinct({ currency: stayUnits.currency }).from(stayUnits).where(eq(stayUnits.destinationId, destinationId))).map(
        (r) => r.currency,
      ),
    BOOKING_READ_TTL_MS,
  )
}
