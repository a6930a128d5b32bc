import { eq } from 'drizzle-orm'
import type { CarStation } from '@contract/schemas/cars'
import { DomainError } from '../../errors'
import { BOOKING_READ_TTL_MS } from '../../services/booking/currencies'
import { cachedOutsideTransaction } from '../../services/read-cache'
import type { Tx } from '../../services/wallet/redeem'
import { localToUtc } from '../../services/zoned'
import { carStations, destinations } from '../../store/schema'
import type { Db } from '../../store/store'
import { assertOpen, clock, rentalDays } from './rental'

/*
 * The car stations (server/seed/cars.ts): read for a rental, its times checked against their hours,
 * and listed for the search form.
 */

type StationRow = typeof carStations.$inferSelect & { destinationName: string }
export const stationView = (s: StationRow): CarStation => ({
  id: s.id,
  name: s.name,
  kind: s.kind,
  iata: s.iata,
  address: s.address,
  destinationName: s.destinationName,
  opens: clock(s.opensMinute),
  closes: clock(s.closesMinute),
  timeZone: s.timeZone,
})

/** A station: every search and quote reads one or two, and stations change only with the seed (from memory for a few seconds). */
async function readStation(db: Db | Tx, id: string): Promise<StationRow> {
  const load = async () => {
    const [row] = await db
      .select({ station: carStations, destinationName: destinations.name })
      .from(carStations)
      .innerJoin(destinations, eq(destinations.id, carStations.destinationId))
      .where(eq(carStations.id, id))
    return row ? { ...row.station, destinationName: row.destinationName } : null
  }
  const station = await cachedOutsideTransaction(db, `cars:station:${id}`, load, BOOKING_READ_TTL_MS)
  if (!station) throw new DomainError('NOT_FOUND', `No car rental station ${id}`)
  return station
}

/** The rental as the stations allow it: both stations, open at the asked times, one destination; its UTC instants and days. */
export async function rentalOf(
  db: Db | Tx,
  request: { pickUpStationId: string; dropOffStationId: string; pickUpAt: string; dropOffAt: string },
  now: Date,
) {
  const pickUp = await readStation(db, request.pickUpStationId)
  const dropOff = request.dropOffStationId === pickUp.id ? pickUp : await readStation(db, request.dropOffStationId)
  if (dropOff.destinationId !== pickUp.destinationId) {
    throw new DomainError('ONE_WAY_NOT_OFFERED', `A car from ${pickUp.name} can be dropped off in ${pickUp.destinationName} only.`)
  }
  assertOpen(pickUp, request.pickUpAt, 'pick-up')
  assertOpen(dropOff, request.dropOffAt, 'drop-off')
  const from = localToUtc(request.pickUpAt, pickUp.timeZone)
  const to = localToUtc(request.dropOffAt, dropOff.timeZone)
  return { pickUp, dropOff, from, to, days: rentalDays(from, to, request.pickUpAt.slice(0, 10), now), oneWay: dropOff.id !== pickUp.id }
}

/** Every station, for the search form: by destination, the airport first. */
export async function carStationList(db: Db): Promise<CarStation[]> {
  const rows = await db
    .select({ station: carStations, destinationName: destinations.name })
    .from(carStations)
    .innerJoin(destinations, eq(destinations.id, carStations.destinationId))
    .orderBy(destinations.name, carStations.kind, carStations.name)
  return rows.map((row) => stationView({ ...row.station, destinationName: row.destinationName }))
}
