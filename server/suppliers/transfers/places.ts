import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { TransferAirport, TransferPlace } from '@contract/schemas/transfers'
import { DomainError } from '../../errors'
import { BOOKING_READ_TTL_MS } from '../../services/booking/currencies'
import { cachedOutsideTransaction } from '../../services/read-cache'
import type { Tx } from '../../services/wallet/redeem'
import { localToUtc } from '../../services/zoned'
import { destinations, properties, transferAirports, transferPoints } from '../../store/schema'
import { rowsOf } from '../../store/rows'
import type { Db } from '../../store/store'
import { assertBookableTime, roadKm } from './ride'

/*
 * Where a transfer goes (server/seed/transfers.ts): the airports, the hotels and points of their
 * destinations, a ride between them checked, and the search form's list.
 */

/** Hotels the search form lists per airport (by the supplier's rank); a hotel asked for by id is always among them. */
export const TRANSFER_FORM_HOTELS = 60

type AirportRow = typeof transferAirports.$inferSelect & { destinationName: string }
type Located = TransferPlace & { destinationId: string; latitude: number; longitude: number }

export const airportView = (a: AirportRow) => ({ iata: a.iata, name: a.name, destinationName: a.destinationName, timeZone: a.timeZone })
export const placeView = (p: Located): TransferPlace => ({ id: p.id, kind: p.kind, name: p.name, address: p.address })

/** An airport: every search and quote reads one, and airports change only with the seed (from memory for a few seconds). */
async function readAirport(db: Db | Tx, iata: string): Promise<AirportRow> {
  const load = async () => {
    const [row] = await db
      .select({ airport: transferAirports, destinationName: destinations.name })
      .from(transferAirports)
      .innerJoin(destinations, eq(destinations.id, transferAirports.destinationId))
      .where(eq(transferAirports.iata, iata))
    return row ? { ...row.airport, destinationName: row.destinationName } : null
  }
  const airport = await cachedOutsideTransaction(db, `transfers:airport:${iata}`, load, BOOKING_READ_TTL_MS)
  if (!airport) throw new DomainError('NOT_FOUND', `No transfers from airport ${iata}`)
  return airport
}

/** The hotel or point a place id names; 404 when there is none. */
async function readPlace(db: Db | Tx, placeId: string): Promise<Located> {
  const [kind, id] = placeId.split(':') as ['hotel' | 'point', string]
  const [row] =
    kind === 'hotel'
      ? await db
          .select({
            name: properties.name,
            address: properties.address,
            destinationId: properties.destinationId,
            latitude: properties.latitude,
            longitude: properties.longitude,
          })
          .from(properties)
          .where(eq(properties.id, id))
      : await db
          .select({
            name: transferPoints.name,
            address: transferPoints.address,
            destinationId: transferPoints.destinationId,
            latitude: transferPoints.latitude,
            longitude: transferPoints.longitude,
          })
          .from(transferPoints)
          .where(eq(transferPoints.id, id))
  if (!row) throw new DomainError('NOT_FOUND', `No hotel or point ${placeId}`)
  return { id: placeId, kind, ...row }
}

/** The ride as asked: the airport, the place in its destination, the UTC start, the road distance. */
export async function rideOf(db: Db | Tx, asked: { airport: string; placeId: string; at: string }, now: Date) {
  const airport = await readAirport(db, asked.airport)
  const place = await readPlace(db, asked.placeId)
  if (place.destinationId !== airport.destinationId) {
    throw new DomainError('PLACE_NOT_SERVED', `Transfers from ${airport.name} go within ${airport.destinationName} only.`)
  }
  const startsAt = localToUtc(asked.at, airport.timeZone)
  assertBookableTime(startsAt, asked.at.slice(0, 10), now)
  return { airport, place, startsAt, km: roadKm(airport, place) }
}

/** Every airport with its destination's points and hotels (the first by rank, and `placeId`'s hotel wherever it ranks), for the search form. */
export async function transferAirportList(db: Db, placeId: string | null): Promise<TransferAirport[]> {
  const airports = await db
    .select({ airport: transferAirports, destinationName: destinations.name })
    .from(transferAirports)
    .innerJoin(destinations, eq(destinations.id, transferAirports.destinationId))
    .orderBy(asc(destinations.name))
  const destinationIds = airports.map((a) => a.airport.destinationId)
  const points = await db
    .select()
    .from(transferPoints)
    .where(inArray(transferPoints.destinationId, destinationIds))
    .orderBy(asc(transferPoints.id))
  const asked = placeId?.startsWith('hotel:') ? placeId.slice(6) : null
  const hotels = await rowsOf<{ id: string; name: string; address: string; destinationId: string }>(
    db,
    sql`select id, name, address, "destinationId" from (
      select p.id, p.name, p.address, p.destination_id as "destinationId",
        row_number() over (partition by p.destination_id order by p.rank, p.id) as n
      from ${properties} p) h
    where h.n <= ${TRANSFER_FORM_HOTELS} or h.id = ${asked}
    order by h.name`,
  )
  return airports.map(({ airport, destinationName }) => ({
    ...airportView({ ...airport, destinationName }),
    places: [
      ...points
        .filter((p) => p.destinationId === airport.destinationId)
        .map((p) => ({ id: `point:${p.id}`, kind: 'point' as const, name: p.name, address: p.address })),
      ...hotels
        .filter((h) => h.destinationId === airport.destinationId)
        .map((h) => ({ id: `hotel:${h.id}`, kind: 'hotel' as const, name: h.name, address: h.address })),
    ],
  }))
}
