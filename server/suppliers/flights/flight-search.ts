import { sql, type SQL } from 'drizzle-orm'
import { FLIGHT_LIMITS, type flightSearchRequest } from '@contract/schemas/flights'
import { addDays } from '@contract/calendar'
import type { z } from 'zod'
import { DomainError } from '../../errors'
import { latestStart } from '../../services/booking/stay'
import { flightAirports, flightFares, flightHolds, flightItineraries } from '../../store/schema'
import { rowsOf } from '../../store/rows'
import type { Db } from '../../store/store'
import { MIN_STAY_MINUTES, minuteOf } from './rules'

/*
 * The flight search in the store (issue 20): a day's itineraries each way with the seats left on
 * their fares, a return's pairs, filtered, counted, ordered and paged in one statement.
 */

export const FLIGHT_PAGE_SIZE = 20

type Search = z.output<typeof flightSearchRequest>
type ItineraryRow = typeof flightItineraries.$inferSelect
type FareRow = typeof flightFares.$inferSelect

/** Seats of `fare` held on `date` (flight_holds_fare_date). */
export const heldOn = (fareId: SQL | string, date: string) => sql`(
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
export async function searchPairs(db: Db, request: Search, now: Date) {
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
export function assertDates(request: { from: string; to: string; departDate: string; returnDate: string | null }, now: Date) {
  const bad = (message: string) => new DomainError('BAD_STAY', message)
  if (request.from === request.to) throw bad('The departure and arrival airports must differ.')
  const today = now.toISOString().slice(0, 10)
  // A day behind UTC somewhere on Earth is still today there: the earliest flights themselves are checked against the clock.
  if (request.departDate < addDays(today, -1)) throw bad('The departure date has passed.')
  // And a day ahead of UTC somewhere is still within the schedule there (latestStart).
  const latest = latestStart(now, FLIGHT_LIMITS.maxDaysAhead)
  if (request.departDate > latest) throw bad(`Flights can be booked up to ${FLIGHT_LIMITS.maxDaysAhead} days ahead.`)
  if (request.returnDate !== null && request.returnDate < request.departDate)
    throw bad('The return must be on or after the departure date.')
  if (request.returnDate !== null && request.returnDate > latest) {
    throw bad(`Flights can be booked up to ${FLIGHT_LIMITS.maxDaysAhead} days ahead.`)
  }
}
