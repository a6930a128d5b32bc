import { randomInt } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import {
  FLIGHT_LIMITS,
  type Airport,
  type FareRules,
  type FlightDetails,
  type FlightItinerary,
  type FlightOffer,
  type FlightSearchRequest,
  type FlightSearchResults,
  type FlightSelection,
  flightSearchRequest,
} from '@contract/schemas/flights'
import { addDays } from '@contract/calendar'
import type { ItemQuote } from '@contract/schemas/lines'
import type { z } from 'zod'
import { DomainError } from '../../errors'
import { ratesFor } from '../../services/booking/currencies'
import { cachedRead } from '../../services/read-cache'
import type { Organisation } from '../../services/organisation'
import { convertMinor } from '../../services/wallet/money'
import type { Tx } from '../../services/wallet/redeem'
import { FARE_CURRENCY } from '../../seed/data/flights'
import { flightAirlines, flightAirports, flightFares, flightHolds, flightItineraries } from '../../store/schema'
import type { Db } from '../../store/store'
import { SoldOutError } from '../store/errors'
import type { LineSupplier } from '../supplier'
import { utcToLocal } from '../../services/zoned'
import { checkTravellers, daysBetween, departureUtc, legPrices, minuteOf, tripPrices, type LegPrices } from './rules'

/** The code flight bookings keep: this store-backed supplier. */
export const FLIGHT_SUPPLIER_CODE = 'store-flights'
export const FLIGHT_PAGE_SIZE = 20
/** A return flight leaves at least this long after the outbound one lands. */
export const MIN_STAY_MINUTES = 120

type Search = z.output<typeof flightSearchRequest>
type ItineraryRow = typeof flightItineraries.$inferSelect
type FareRow = typeof flightFares.$inferSelect
type AirlineRow = typeof flightAirlines.$inferSelect
type Reference = { airports: Map<string, Airport>; airlines: Map<string, AirlineRow> }

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

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
 * The reference, read through the short-lived read cache; read again at once when `codes` names an
 * airport or airline it does not know (the schedule was changed since it was read).
 */
async function referenceOf(db: Db | Tx, codes: { airports?: string[]; airlines?: string[] } = {}): Promise<Reference> {
  // A booking reads its own, in its transaction.
  if (db instanceof PgTransaction) return loadReference(db)
  const cached = await cachedRead(db, 'flights:reference', () => loadReference(db))
  const known = (codes.airports ?? []).every((c) => cached.airports.has(c)) && (codes.airlines ?? []).every((c) => cached.airlines.has(c))
  return known ? cached : loadReference(db)
}

const airportOf = (ref: Reference, iata: string) => {
  const airport = ref.airports.get(iata)
  if (!airport) throw new DomainError('NOT_FOUND', `No airport ${iata} in the schedule`)
  return airport
}
const airlineOf = (ref: Reference, code: string) => {
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

const rulesOf = (fare: FareRow): FareRules => ({
  family: fare.family,
  cabinBags: fare.cabinBags,
  checkedBags: fare.checkedBags,
  checkedKg: fare.checkedKg,
  changeFeeMinor: fare.changeFeeMinor,
  refundable: fare.refundable,
  seatChoice: fare.seatChoice,
})

/** The trip's rules: the strictest of its legs' (a return's legs share a family, so they agree in practice). */
function tripRules(fares: FareRow[], convert: (minor: number) => number): FareRules {
  const rules = fares.map(rulesOf)
  const fees = rules.map((r) => r.changeFeeMinor)
  return {
    family: rules[0]!.family,
    cabinBags: Math.min(...rules.map((r) => r.cabinBags)),
    checkedBags: Math.min(...rules.map((r) => r.checkedBags)),
    checkedKg: Math.min(...rules.map((r) => r.checkedKg)),
    changeFeeMinor: fees.includes(null) ? null : convert(fees.reduce<number>((sum, fee) => sum + fee!, 0)),
    refundable: rules.every((r) => r.refundable),
    seatChoice: rules.every((r) => r.seatChoice),
  }
}

/** Seats of `fare` held on `date` (flight_holds_fare_date). */
const heldOn = (fareId: SQL | string, date: string) => sql`(
  select coalesce(sum(h.seats), 0)::int from ${flightHolds} h where h.fare_id = ${fareId} and h.travel_date = ${date}::date and h.status = 'HELD')`

/** One direction's itineraries of the day, with their UTC departure and local arrival, and their fares of the cabin with the seats left. */
function legQuery(from: string, to: string, date: string, cabin: string) {
  const departs = sql`((${date}::date + i.depart_minute * interval '1 minute') at time zone oa.time_zone)`
  return {
    itineraries: sql`select i.id, i.airline_code, i.stops, i.depart_minute, i.duration_minutes, ${departs} as dep,
        ((${departs} + i.duration_minutes * interval '1 minute') at time zone da.time_zone) as arr_local
      from ${flightItineraries} i
      join ${flightAirports} oa on oa.iata = i.origin
      join ${flightAirports} da on da.iata = i.destination
      where i.origin = ${from} and i.destination = ${to}`,
    fares: (legs: SQL) => sql`select f.itinerary_id, f.family, f.adult_minor, f.taxes_minor,
        f.seats - ${heldOn(sql`f.id`, date)} as left
      from ${flightFares} f where f.itinerary_id in (select id from ${legs}) and f.cabin = ${cabin}`,
  }
}

const minuteOfDay = (column: string) => sql.raw(`(extract(hour from ${column}) * 60 + extract(minute from ${column}))::int`)

/** An itinerary and a fare as `json_agg` answers their rows (the columns' own names). */
type ItineraryJson = {
  id: string
  airline_code: string
  origin: string
  destination: string
  stops: number
  depart_minute: number
  duration_minutes: number
  segments: ItineraryRow['segments']
}
type FareJson = {
  id: string
  itinerary_id: string
  cabin: FareRow['cabin']
  family: FareRow['family']
  adult_minor: number
  taxes_minor: number
  cabin_bags: number
  checked_bags: number
  checked_kg: number
  change_fee_minor: number | null
  refundable: boolean
  seat_choice: boolean
  seats: number
}
const itineraryRow = (i: ItineraryJson): ItineraryRow => ({
  id: i.id,
  airlineCode: i.airline_code,
  origin: i.origin,
  destination: i.destination,
  stops: i.stops,
  departMinute: i.depart_minute,
  durationMinutes: i.duration_minutes,
  segments: i.segments,
})
const fareRow = (f: FareJson): FareRow => ({
  id: f.id,
  itineraryId: f.itinerary_id,
  cabin: f.cabin,
  family: f.family,
  adultMinor: f.adult_minor,
  taxesMinor: f.taxes_minor,
  cabinBags: f.cabin_bags,
  checkedBags: f.checked_bags,
  checkedKg: f.checked_kg,
  changeFeeMinor: f.change_fee_minor,
  refundable: f.refundable,
  seatChoice: f.seat_choice,
  seats: f.seats,
})

type PairRow = {
  oid: string
  rid: string | null
  fares: { family: 'light' | 'standard' | 'flex'; left: number }[]
}

/**
 * The search in the store: the day's itineraries each way, their fares of the cabin with seats
 * for every passenger who sits (the day's holds taken off), a return's pairs (the return leaving
 * at least MIN_STAY_MINUTES after the outbound lands, one fare family both ways), filtered,
 * counted, ordered and paged in one statement, with the facets of every pair before the filters.
 */
async function searchPairs(db: Db, request: Search, now: Date) {
  const { adults, childAges, infants } = request.passengers
  const children = childAges.length
  const seated = adults + children
  const out = legQuery(request.from, request.to, request.departDate, request.cabin)
  const back = request.returnDate ? legQuery(request.to, request.from, request.returnDate, request.cabin) : null
  // The trip's price per option in the fare currency, as tripPrices computes it (rules.ts): what the search sorts by.
  const adultBase = back ? sql`(of.adult_minor + rf.adult_minor)` : sql`of.adult_minor`
  const childBase = back ? sql`(round(of.adult_minor * 0.75) + round(rf.adult_minor * 0.75))` : sql`round(of.adult_minor * 0.75)`
  const infantBase = back ? sql`(round(of.adult_minor * 0.1) + round(rf.adult_minor * 0.1))` : sql`round(of.adult_minor * 0.1)`
  const taxes = back ? sql`(of.taxes_minor + rf.taxes_minor)` : sql`of.taxes_minor`
  const total = sql`(${adults} * (${adultBase} + ${taxes}) + ${children} * (${childBase} + ${taxes}) + ${infants} * ${infantBase})::int`
  const earliest = new Date(now.getTime() + FLIGHT_LIMITS.closesMinutesBefore * 60_000).toISOString()
  const options = back
    ? sql`select o.id as oid, r.id as rid, of.family, ${total} as total, least(of.left, rf.left) as left
        from o join ofa of on of.itinerary_id = o.id
        join r on r.dep >= o.dep + (o.duration_minutes + ${MIN_STAY_MINUTES}) * interval '1 minute'
        join rfa rf on rf.itinerary_id = r.id and rf.family = of.family
        where o.dep >= ${earliest}::timestamptz and of.left >= ${seated} and rf.left >= ${seated}`
    : sql`select o.id as oid, null::text as rid, of.family, ${total} as total, of.left
        from o join ofa of on of.itinerary_id = o.id
        where o.dep >= ${earliest}::timestamptz and of.left >= ${seated}`
  const filters: SQL[] = [sql`true`]
  if (request.stops === 'direct') filters.push(sql`a.stops = 0`)
  const window = (column: SQL, w: { from: string; to: string } | null) => {
    if (w) filters.push(sql`${column} between ${minuteOf(w.from)} and ${minuteOf(w.to)}`)
  }
  window(sql`a.o_dep_min`, request.outboundDeparts)
  window(sql`a.o_arr_min`, request.outboundArrives)
  if (back) {
    window(sql`a.r_dep_min`, request.returnDeparts)
    window(sql`a.r_arr_min`, request.returnArrives)
  }
  if (request.airlines.length) {
    const codes = sql.join(
      request.airlines.map((c) => sql`${c}`),
      sql`, `,
    )
    filters.push(sql`a.o_airline in (${codes}) and (a.rid is null or a.r_airline in (${codes}))`)
  }
  const order = {
    price: sql`a.cheapest, a.duration, a.o_dep, a.oid, a.rid`,
    duration: sql`a.duration, a.cheapest, a.o_dep, a.oid, a.rid`,
    departure: sql`a.o_dep, a.cheapest, a.duration, a.oid, a.rid`,
  }[request.sort]
  const offset = (request.page - 1) * FLIGHT_PAGE_SIZE
  const [answer] = await rowsOf<{
    total: number
    pairs: PairRow[] | null
    itineraries: ItineraryJson[] | null
    fares: FareJson[] | null
    facets: { facet: string; value: string; count: number }[]
  }>(
    db,
    sql`
    with o as materialized (${out.itineraries}),
    ofa as materialized (${out.fares(sql`o`)}),
    ${back ? sql`r as materialized (${back.itineraries}), rfa as materialized (${back.fares(sql`r`)}),` : sql``}
    opts as materialized (${options}),
    pairs as (
      select oid, rid, min(total) as cheapest,
        json_agg(json_build_object('family', family, 'left', "left") order by total, family) as fares
      from opts group by oid, rid),
    avail as materialized (
      select p.*, o.airline_code as o_airline, ${back ? sql`r.airline_code` : sql`null::text`} as r_airline,
        ${back ? sql`greatest(o.stops, r.stops)` : sql`o.stops`} as stops,
        o.duration_minutes + ${back ? sql`r.duration_minutes` : sql`0`} as duration,
        o.dep as o_dep, o.depart_minute as o_dep_min, ${minuteOfDay('o.arr_local')} as o_arr_min,
        ${back ? sql`r.depart_minute` : sql`null::int`} as r_dep_min, ${back ? minuteOfDay('r.arr_local') : sql`null::int`} as r_arr_min
      from pairs p join o on o.id = p.oid ${back ? sql`join r on r.id = p.rid` : sql``}),
    matched as (select * from avail a where ${sql.join(filters, sql` and `)}),
    page as (select a.*, row_number() over (order by ${order}) as n from matched a order by ${order} limit ${FLIGHT_PAGE_SIZE} offset ${offset}),
    page_ids as (select oid as id from page union select rid from page where rid is not null)
    select
      (select count(*)::int from matched) as total,
      (select json_agg(json_build_object('oid', p.oid, 'rid', p.rid, 'fares', p.fares) order by p.n) from page p) as pairs,
      (select json_agg(i) from ${flightItineraries} i where i.id in (select id from page_ids)) as itineraries,
      (select json_agg(f) from ${flightFares} f where f.cabin = ${request.cabin} and f.itinerary_id in (select id from page_ids)) as fares,
      (select coalesce(json_agg(f), '[]'::json) from (
        select 'airlines' as facet, code as value, count(*)::int as count from (
          select distinct a.oid, a.rid, x.code from avail a cross join lateral (values (a.o_airline), (a.r_airline)) x(code) where x.code is not null) c
          group by code
        union all select 'stops', a.stops::text, count(*)::int from avail a group by a.stops
        order by 1, 2) f) as facets`,
  )
  return {
    total: answer?.total ?? 0,
    pairs: answer?.pairs ?? [],
    itineraries: (answer?.itineraries ?? []).map(itineraryRow),
    fares: (answer?.fares ?? []).map(fareRow),
    facets: answer?.facets ?? [],
  }
}

/** Refuses a trip that cannot be flown as asked: the same airport both ends, a date past or too far, a return before the outbound. */
function assertDates(request: { from: string; to: string; departDate: string; returnDate: string | null }, now: Date) {
  const bad = (message: string) => new DomainError('BAD_STAY', message)
  if (request.from === request.to) throw bad('The departure and arrival airports must differ.')
  const today = now.toISOString().slice(0, 10)
  // A day behind UTC somewhere on Earth is still today there: the earliest flights themselves are checked against the clock.
  if (request.departDate < addDays(today, -1)) throw bad('The departure date has passed.')
  if (request.departDate > addDays(today, FLIGHT_LIMITS.maxDaysAhead))
    throw bad(`Flights can be booked up to ${FLIGHT_LIMITS.maxDaysAhead} days ahead.`)
  if (request.returnDate !== null && request.returnDate < request.departDate)
    throw bad('The return must be on or after the departure date.')
  if (request.returnDate !== null && request.returnDate > addDays(today, FLIGHT_LIMITS.maxDaysAhead)) {
    throw bad(`Flights can be booked up to ${FLIGHT_LIMITS.maxDaysAhead} days ahead.`)
  }
}

/** One leg of a selection as the store has it: the itinerary and its fare of the cabin and family, with the seats left on the day. */
async function legOf(db: Db | Tx, leg: { itineraryId: string; date: string }, cabin: string, family: string, lock: boolean) {
  const [itinerary] = await db.select().from(flightItineraries).where(eq(flightItineraries.id, leg.itineraryId))
  if (!itinerary) throw new DomainError('NOT_FOUND', `No flight itinerary ${leg.itineraryId}`)
  const query = db
    .select()
    .from(flightFares)
    .where(
      and(
        eq(flightFares.itineraryId, itinerary.id),
        eq(flightFares.cabin, cabin as FareRow['cabin']),
        eq(flightFares.family, family as FareRow['family']),
      ),
    )
  const [fare] = lock ? await query.for('update') : await query
  if (!fare) throw new DomainError('NOT_FOUND', `This flight has no ${cabin} ${family} fare`)
  const [held] = await rowsOf<{ held: number }>(db, sql`select ${heldOn(fare.id, leg.date)} as held`)
  return { itinerary, fare, date: leg.date, left: fare.seats - (held?.held ?? 0) }
}

/** The flights of a selection, checked: the return flies back the same way after the outbound lands, every flight still open for booking. */
async function tripOf(db: Db | Tx, selection: FlightSelection, now: Date, lock: boolean) {
  const { outbound, inbound, cabin, family } = selection
  assertDates({ from: 'A', to: 'B', departDate: outbound.date, returnDate: inbound?.date ?? null }, now)
  // Locks in one order (by itinerary id), so two bookings of the same two flights queue rather than deadlock.
  const asked = [outbound, ...(inbound ? [inbound] : [])]
  const locked = new Map<typeof outbound, Awaited<ReturnType<typeof legOf>>>()
  for (const leg of [...asked].sort((a, b) => (a.itineraryId < b.itineraryId ? -1 : a.itineraryId > b.itineraryId ? 1 : 0))) {
    locked.set(leg, await legOf(db, leg, cabin, family, lock))
  }
  const legs = asked.map((leg) => locked.get(leg)!)
  const ref = await referenceOf(db, {
    airports: legs.flatMap((leg) => leg.itinerary.segments.flatMap((s) => [s.from, s.to])),
    airlines: legs.map((leg) => leg.itinerary.airlineCode),
  })
  const views = legs.map((leg) => itineraryOn(ref, leg.itinerary, leg.date))
  const [there, back] = views as [ReturnType<typeof itineraryOn>, ReturnType<typeof itineraryOn> | undefined]
  if (there.departsAt.getTime() < now.getTime() + FLIGHT_LIMITS.closesMinutesBefore * 60_000) {
    throw new DomainError('BAD_STAY', 'This flight leaves too soon to be booked.')
  }
  if (back) {
    if (back.from.iata !== there.to.iata || back.to.iata !== there.from.iata)
      throw new DomainError('BAD_INPUT', 'The return must fly back the same way.')
    if (back.departsAt.getTime() < there.arrivesAt.getTime() + MIN_STAY_MINUTES * 60_000) {
      throw new DomainError('BAD_STAY', 'The return flight leaves before the outbound one lands.')
    }
  }
  const countries = new Set(views.flatMap((v) => v.segments.flatMap((s) => [s.from.countryCode, s.to.countryCode])))
  return { legs, views, there, back, ref, international: countries.size > 1 }
}

const plain = ({ departsAt: _departs, arrivesAt: _arrives, ...view }: ReturnType<typeof itineraryOn>): FlightItinerary => view

const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newPnr = () => Array.from({ length: 6 }, () => PNR_LETTERS[randomInt(PNR_LETTERS.length)]).join('')
const newEticket = (prefix: string) => `${prefix}-${String(randomInt(1e9)).padStart(9, '0')}${randomInt(10)}`

/**
 * Flights from the store (issue 20): airports, airlines, daily itineraries, fares and seat holds in
 * the store's flight tables, seeded by server/seed/flights.ts. The search runs in SQL (searchPairs);
 * quotes price each passenger type from the fares and convert once per part into the asked
 * currency; a booking locks the fares' rows, so two bookings of the last seats queue and one gets
 * them, checks the passengers against the age rules on the days they fly, and issues a booking
 * reference and an e-ticket per passenger; a cancellation gives the seats back.
 */
export function flightLine(
  db: Db,
): LineSupplier<FlightSelection, { org: Organisation; request: FlightSearchRequest; now: Date }, FlightSearchResults, never> {
  return {
    line: 'flight',
    code: FLIGHT_SUPPLIER_CODE,
    details: async () => null,

    async search({ org, request: asked, now }) {
      const request: Search = flightSearchRequest.parse(asked)
      assertDates(request, now)
      const rates = await ratesFor(db, org, request.currency)
      const convert = (minor: number) => convertMinor(minor, rates.of(FARE_CURRENCY), rates.target)
      const found = await searchPairs(db, request, now)
      // The airports asked and every airport and airline the page names (a stop's airport among them); an unknown airport is 404.
      const ref = await referenceOf(db, {
        airports: [request.from, request.to, ...found.itineraries.flatMap((i) => i.segments.flatMap((s) => [s.from, s.to]))],
        airlines: found.itineraries.map((i) => i.airlineCode),
      })
      const from = airportOf(ref, request.from)
      const to = airportOf(ref, request.to)
      const byId = new Map(found.itineraries.map((row) => [row.id, row]))
      const counts = {
        adults: request.passengers.adults,
        children: request.passengers.childAges.length,
        infants: request.passengers.infants,
      }
      const fareRows = found.fares
      const fareOf = (itineraryId: string, family: string) => fareRows.find((f) => f.itineraryId === itineraryId && f.family === family)!
      const facets: FlightSearchResults['facets'] = { airlines: [], stops: [] }
      for (const row of found.facets) facets[row.facet as keyof typeof facets].push({ value: row.value, count: row.count })
      const offers = found.pairs.map((pair): FlightOffer => {
        const fares = pair.fares.map((option) => {
          const legFares = [fareOf(pair.oid, option.family), ...(pair.rid ? [fareOf(pair.rid, option.family)] : [])]
          const prices = tripPrices(legFares.map(legPrices), counts, convert)
          return {
            family: option.family,
            perPassenger: prices.perPassenger,
            totalMinor: prices.totalMinor,
            seatsLeft: option.left,
            rules: tripRules(legFares, convert),
          }
        })
        const cheapest = fares[0]!
        return {
          offerId: pair.rid ? `${pair.oid}@${request.departDate}+${pair.rid}@${request.returnDate}` : `${pair.oid}@${request.departDate}`,
          outbound: plain(itineraryOn(ref, byId.get(pair.oid)!, request.departDate)),
          inbound: pair.rid ? plain(itineraryOn(ref, byId.get(pair.rid)!, request.returnDate!)) : null,
          fromFamily: cheapest.family,
          pricePerAdultMinor: cheapest.perPassenger.adultMinor,
          totalMinor: cheapest.totalMinor,
          fares,
        }
      })
      return {
        from,
        to,
        currency: request.currency,
        total: found.total,
        page: request.page,
        pageSize: FLIGHT_PAGE_SIZE,
        offers,
        facets,
      }
    },

    async quote(context, selection): Promise<ItemQuote> {
      const counts = selection.passengers
      if (counts.infants > counts.adults)
        throw new DomainError('PASSENGERS_MISMATCH', 'Each infant travels on an adult’s lap: no more infants than adults.')
      if (counts.adults + counts.children > FLIGHT_LIMITS.maxPassengers) {
        throw new DomainError('PASSENGERS_MISMATCH', `At most ${FLIGHT_LIMITS.maxPassengers} passengers with a seat.`)
      }
      const trip = await tripOf(db, selection, context.now, false)
      const days = trip.views.map((v) => v.date)
      const types = selection.travellers.length ? checkTravellers(selection.travellers, counts, days, trip.international) : null
      const rates = await ratesFor(db, context.org, context.currency)
      const convert = (minor: number) => convertMinor(minor, rates.of(FARE_CURRENCY), rates.target)
      const legs: LegPrices[] = trip.legs.map((leg) => legPrices(leg.fare))
      const prices = tripPrices(legs, counts, convert)
      const rules = tripRules(
        trip.legs.map((leg) => leg.fare),
        convert,
      )
      const today = context.now.toISOString().slice(0, 10)
      const lastFree = addDays(trip.there.date, -1)
      const seated = counts.adults + counts.children
      const airline = trip.there.airline
      const details: FlightDetails = {
        line: 'flight',
        cabin: selection.cabin,
        family: selection.family,
        rules,
        outbound: plain(trip.there),
        inbound: trip.back ? plain(trip.back) : null,
        passengers: counts,
        perPassenger: prices.perPassenger,
        international: trip.international,
        bookingReference: null,
        tickets: selection.travellers.map((t, i) => ({
          name: `${t.lastName}/${t.firstName}`.toUpperCase(),
          type: types![i]!,
          eticket: null,
        })),
        image: imageOf(airline),
      }
      return {
        line: 'flight',
        product: null,
        title: `${trip.there.from.city} → ${trip.there.to.city}${trip.back ? ' and back' : ''}`,
        subtitle: `${airline.name} · ${selection.cabin} ${selection.family}`,
        image: imageOf(airline),
        startsOn: trip.there.date,
        endsOn: (trip.back ?? trip.there).arrives.local.slice(0, 10),
        travellers: { adults: counts.adults, children: counts.children + counts.infants },
        price: {
          currency: context.currency,
          baseMinor: prices.baseMinor,
          taxesMinor: prices.taxesMinor,
          feesMinor: 0,
          totalMinor: prices.totalMinor,
        },
        freeCancellationUntil: rules.refundable && lastFree >= today ? lastFree : null,
        details,
        selection,
        certificateRequired: false,
        bookable: trip.legs.every((leg) => leg.left >= seated),
        // Flights are paid by card when booked (issue 20).
        payNow: true,
      }
    },

    roomsOf: () => 0,

    async book(tx, { selection, now }) {
      // Outside a transaction the row locks would end with their statements, and two could take the last seat.
      if (!(tx instanceof PgTransaction)) throw new TypeError('flight holds must run inside the booking transaction')
      if (selection.travellers.length === 0) throw new DomainError('PASSENGERS_MISMATCH', 'Give every passenger’s name and date of birth.')
      const trip = await tripOf(tx, selection, now, true)
      const counts = selection.passengers
      const types = checkTravellers(
        selection.travellers,
        counts,
        trip.views.map((v) => v.date),
        trip.international,
      )
      const seated = counts.adults + counts.children
      for (const leg of trip.legs) if (leg.left < seated) throw new SoldOutError(leg.fare.id)
      const reference = newPnr()
      const prefix = trip.ref.airlines.get(trip.there.airline.code)!.ticketPrefix
      const tickets = selection.travellers.map((t, i) => ({
        name: `${t.lastName}/${t.firstName}`.toUpperCase(),
        type: types[i]!,
        eticket: newEticket(prefix),
      }))
      for (const leg of trip.legs) {
        await tx
          .insert(flightHolds)
          .values({ reference, fareId: leg.fare.id, travelDate: leg.date, seats: seated, tickets, status: 'HELD', createdAt: now })
      }
      return { reference, details: { bookingReference: reference, tickets } }
    },

    async cancel(tx, { reference, now }) {
      await tx
        .update(flightHolds)
        .set({ status: 'CANCELLED', cancelledAt: now })
        .where(and(eq(flightHolds.reference, reference), eq(flightHolds.status, 'HELD')))
    },
  }
}

/** Every airport of the schedule, for the search form: by city. */
export async function flightAirportList(db: Db): Promise<Airport[]> {
  const rows = await db.select().from(flightAirports).orderBy(flightAirports.city)
  return rows.map((a) => ({ iata: a.iata, name: a.name, city: a.city, countryCode: a.countryCode, timeZone: a.timeZone }))
}

/** The airline's tail, drawn by our own image route (no remote images). */
const imageOf = (airline: { code: string; name: string }) => ({ url: `/api/flights/images/${airline.code}.svg`, alt: airline.name })
