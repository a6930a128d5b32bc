import type { Airport, FlightItinerary } from '@contract/schemas/flights'
import { DomainError } from '../../errors'
import { cachedOutsideTransaction } from '../../services/read-cache'
import { utcToLocal } from '../../services/zoned'
import type { Tx } from '../../services/wallet/redeem'
import { flightAirlines, flightAirports, type flightItineraries } from '../../store/schema'
import type { Db } from '../../store/store'
import { daysBetween, departureUtc } from './rules'

/*
 * The schedule's reference data (airports and airlines) and an itinerary as a traveller reads it:
 * each flight's local times at its airports, the days after the travel date, the layovers.
 */

type ItineraryRow = typeof flightItineraries.$inferSelect
type AirlineRow = typeof flightAirlines.$inferSelect
export type Reference = { airports: Map<string, Airport>; airlines: Map<string, AirlineRow> }

/** The airports and airlines (a few dozen rows, changed only by the seed): names and time zones for the page of offers. */
async function loadReference(db: Db | Tx): Promise<Reference> {
  const [airports, airlines] = await Promise.all([db.select().from(flightAirports), db.select().from(flightAirlines)])
  return {
    airports: new Map(
      airports.map((a) => [a.iata, { iata: a.iata, name: a.name, city: a.city, countryCode: a.countryCode, timeZone: a.timeZone }]),
    ),
    airlines: new Map(airlines.map((a) => [a.code, a])),
  }
}

/**
 * The reference, read through the short-lived read cache (a booking's through its transaction); read
 * again at once when `codes` names an airport or airline it does not know (the schedule changed since).
 */
export async function referenceOf(db: Db | Tx, codes: { airports?: string[]; airlines?: string[] } = {}): Promise<Reference> {
  const cached = await cachedOutsideTransaction(db, 'flights:reference', () => loadReference(db))
  const known = (codes.airports ?? []).every((c) => cached.airports.has(c)) && (codes.airlines ?? []).every((c) => cached.airlines.has(c))
  return known ? cached : loadReference(db)
}

export const airportOf = (ref: Reference, iata: string) => {
  const airport = ref.airports.get(iata)
  if (!airport) throw new DomainError('NOT_FOUND', `No airport ${iata} in the schedule`)
  return airport
}
export const airlineOf = (ref: Reference, code: string) => {
  const airline = ref.airlines.get(code)!
  return { code: airline.code, name: airline.name }
}

/** An itinerary on a date: each segment's local times at its airports, with the days after `date` ("+1"), and the layovers. */
export function itineraryOn(ref: Reference, row: ItineraryRow, date: string): FlightItinerary & { departsAt: Date; arrivesAt: Date } {
  const origin = airportOf(ref, row.origin)
  const departsAt = departureUtc(date, row.departMinute, origin.timeZone)
  const at = (instant: Date, airport: Airport) => {
    const local = utcToLocal(instant, airport.timeZone)
    return { local, dayOffset: daysBetween(date, local.slice(0, 10)) }
  }
  const segments = row.segments.map((s) => {
    const from = airportOf(ref, s.from)
    const to = airportOf(ref, s.to)
    const leaves = new Date(departsAt.getTime() + s.offsetMinutes * 60_000)
    const lands = new Date(leaves.getTime() + s.durationMinutes * 60_000)
    return {
      flightNumber: s.flightNumber,
      airline: airlineOf(ref, row.airlineCode),
      from,
      to,
      departs: at(leaves, from),
      arrives: at(lands, to),
      durationMinutes: s.durationMinutes,
      aircraft: s.aircraft,
    }
  })
  const layovers = row.segments.slice(1).map((next, i) => {
    const previous = row.segments[i]!
    return {
      airport: airportOf(ref, next.from),
      minutes: next.offsetMinutes - previous.offsetMinutes - previous.durationMinutes,
      airportChange: next.from !== previous.to,
    }
  })
  const arrivesAt = new Date(departsAt.getTime() + row.durationMinutes * 60_000)
  const destination = airportOf(ref, row.destination)
  return {
    itineraryId: row.id,
    date,
    airline: airlineOf(ref, row.airlineCode),
    from: origin,
    to: destination,
    departs: at(departsAt, origin),
    arrives: at(arrivesAt, destination),
    durationMinutes: row.durationMinutes,
    stops: row.stops,
    segments,
    layovers,
    departsAt,
    arrivesAt,
  }
}

/** An itinerary as the contract answers it, without the instants used to check it. */
export const plain = ({ departsAt: _departs, arrivesAt: _arrives, ...view }: ReturnType<typeof itineraryOn>): FlightItinerary => view

/** Every airport of the schedule, for the search form: by city. */
export async function flightAirportList(db: Db): Promise<Airport[]> {
  const rows = await db.select().from(flightAirports).orderBy(flightAirports.city)
  return rows.map((a) => ({ iata: a.iata, name: a.name, city: a.city, countryCode: a.countryCode, timeZone: a.timeZone }))
}

/** The airline's tail, drawn by our own image route (no remote images). */
export const imageOf = (airline: { code: string; name: string }) => ({ url: `/api/flights/images/${airline.code}.svg`, alt: airline.name })
