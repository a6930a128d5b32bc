import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { flightSearchAnswer, type FlightSearchRequest } from '@contract/schemas/flights'
import { FLIGHT_LIMITS } from '@contract/schemas/flights'
import { upsertJson } from '@server/seed/flights'
import { FARE_KINDS, type FareRow, type ItineraryRow } from '@server/seed/data/flights'
import { MIN_STAY_MINUTES } from '@server/suppliers/flights/rules'
import { utcToLocal } from '@server/services/zoned'
import { departureUtc, fareTotal, legPrices, minuteOf } from '@server/suppliers/flights/rules'
import { flightAirlines, flightAirports, flightFares, flightHolds, flightItineraries } from '@server/store/schema'
import { NOW } from './helpers/booking-api'
import { startTestApp, type TestApp } from './helpers/test-app'

/*
 * The flight search in the store (issue 20) against a brute-force search in plain code over a
 * small generated schedule: airports in time zones with half- and quarter-hour offsets and both
 * hemispheres' summer time, dates on the clock changes, fares of equal price (the tie-breaks),
 * seats partly held and holds cancelled, one-way and return, every filter and sort. Every page
 * of the answer, its count and its facets must be what the brute force finds.
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
})
afterAll(() => t.close())

const AIRPORTS = [
  { iata: 'LHR', timeZone: 'Europe/London', countryCode: 'GB' },
  { iata: 'JFK', timeZone: 'America/New_York', countryCode: 'US' },
  { iata: 'DEL', timeZone: 'Asia/Kolkata', countryCode: 'IN' },
  { iata: 'SYD', timeZone: 'Australia/Sydney', countryCode: 'AU' },
  { iata: 'AKL', timeZone: 'Pacific/Auckland', countryCode: 'NZ' },
  { iata: 'KTM', timeZone: 'Asia/Kathmandu', countryCode: 'NP' },
].map((a) => ({ ...a, name: a.iata, city: a.iata, latitude: 0, longitude: 0 }))
const AIRLINES = ['91', '92', '93']
/** Today (the tests' clock), the days of the clock changes in Europe, the US and Australia, and a winter day. */
const DATES = ['2026-06-01', '2026-06-02', '2026-10-04', '2026-10-25', '2026-11-01', '2027-01-15', '2027-04-04']
const CABINS = ['economy', 'premium', 'business'] as const

const itineraryArb = fc.record({
  origin: fc.nat(2),
  destination: fc.nat(2),
  via: fc.nat(2),
  airline: fc.nat(AIRLINES.length - 1),
  stops: fc.nat(1),
  // 05:00 to 23:55: no departure in a clock change's gap or overlap.
  departMinute: fc.integer({ min: 60, max: 287 }).map((n) => n * 5),
  first: fc.integer({ min: 6, max: 180 }).map((n) => n * 5),
  layover: fc.integer({ min: 12, max: 60 }).map((n) => n * 5),
  second: fc.integer({ min: 6, max: 180 }).map((n) => n * 5),
  fares: fc.array(
    fc.record({
      // Economy (the first three kinds) half the time.
      kind: fc.oneof(fc.nat(2), fc.nat(FARE_KINDS.length - 1)),
      // Few prices, so that totals tie and the tie-breaks decide.
      adultMinor: fc.constantFrom(10_000, 12_000, 15_000, 20_000),
      taxesMinor: fc.constantFrom(0, 2_500),
      seats: fc.nat(9),
    }),
    { minLength: 2, maxLength: 6 },
  ),
})

const scheduleArb = fc.record({
  airports: fc.shuffledSubarray(AIRPORTS, { minLength: 3, maxLength: 3 }),
  itineraries: fc.array(itineraryArb, { minLength: 8, maxLength: 20 }),
  holds: fc.array(
    fc.record({
      itinerary: fc.nat(19),
      fare: fc.nat(3),
      date: fc.nat(DATES.length - 1),
      seats: fc.integer({ min: 1, max: 3 }),
      held: fc.boolean(),
    }),
    { maxLength: 10 },
  ),
})

/** Mostly absent (each filter alone would leave little to compare), else any window of the day. */
const rarely = <T>(arb: fc.Arbitrary<T>, absent: T) =>
  fc.oneof({ arbitrary: fc.constant(absent), weight: 3 }, { arbitrary: arb, weight: 1 })
const windowArb = rarely<{ from: string; to: string } | null>(
  fc.record({ from: fc.nat(24 * 12 - 1), span: fc.nat(24 * 12) }).map(({ from, span }) => {
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
    return { from: clock(from * 5), to: clock(Math.min(1439, from * 5 + span * 5)) }
  }),
  null,
)

const requestArb = fc.record({
  /** The route of one of the schedule's itineraries (so that most searches have something to find). */
  route: fc.nat(19),
  date: fc.nat(DATES.length - 1),
  returnAfter: fc.option(fc.nat(2), { nil: null }),
  adults: fc.integer({ min: 1, max: 3 }),
  childAges: fc.array(fc.integer({ min: 2, max: 11 }), { maxLength: 2 }),
  infants: fc.nat(3),
  cabin: fc.constantFrom(...CABINS, 'economy', 'economy'),
  stops: fc.constantFrom('any', 'direct', 'max1'),
  outboundDeparts: windowArb,
  outboundArrives: windowArb,
  returnDeparts: windowArb,
  returnArrives: windowArb,
  airlines: rarely(fc.subarray(AIRLINES), []),
  sort: fc.constantFrom('price', 'duration', 'departure'),
})

type Schedule = {
  airports: typeof AIRPORTS
  itineraries: ItineraryRow[]
  fares: FareRow[]
  holds: { fareId: string; date: string; seats: number; held: boolean }[]
}

type Generated = typeof scheduleArb extends fc.Arbitrary<infer S> ? S : never

function scheduleOf(generated: Generated): Schedule {
  const iata = (i: number) => generated.airports[i]!.iata
  const itineraries: ItineraryRow[] = []
  const fares: FareRow[] = []
  generated.itineraries.forEach((g, n) => {
    if (g.origin === g.destination) return
    const id = `i${String(n).padStart(2, '0')}`
    const code = AIRLINES[g.airline]!
    const oneStop = g.stops === 1 && g.via !== g.origin && g.via !== g.destination
    const segment = (k: number, from: number, to: number, offsetMinutes: number, durationMinutes: number) => ({
      flightNumber: `${code} ${100 + n * 2 + k}`,
      from: iata(from),
      to: iata(to),
      offsetMinutes,
      durationMinutes,
      aircraft: 'Airbus A320neo',
    })
    const segments = oneStop
      ? [segment(0, g.origin, g.via, 0, g.first), segment(1, g.via, g.destination, g.first + g.layover, g.second)]
      : [segment(0, g.origin, g.destination, 0, g.first)]
    const durationMinutes = oneStop ? g.first + g.layover + g.second : g.first
    itineraries.push({
      id,
      airlineCode: code,
      origin: iata(g.origin),
      destination: iata(g.destination),
      stops: oneStop ? 1 : 0,
      departMinute: g.departMinute,
      durationMinutes,
      segments,
    })
    const seen = new Set<number>()
    g.fares.forEach((f) => {
      if (seen.has(f.kind)) return
      seen.add(f.kind)
      const kind = FARE_KINDS[f.kind]!
      fares.push({
        id: `${id}-f${f.kind}`,
        itineraryId: id,
        cabin: kind.cabin,
        family: kind.family,
        adultMinor: f.adultMinor,
        taxesMinor: f.taxesMinor,
        cabinBags: kind.cabinBags,
        checkedBags: kind.checkedBags,
        checkedKg: kind.checkedKg,
        changeFeeMinor: kind.changeFee,
        refundable: kind.refundable,
        seatChoice: kind.seatChoice,
        seats: f.seats,
      })
    })
  })
  const holds = generated.holds.flatMap((h) => {
    const itinerary = itineraries[h.itinerary % Math.max(1, itineraries.length)]
    const own = fares.filter((f) => f.itineraryId === itinerary?.id)
    const fare = own[h.fare % Math.max(1, own.length)]
    return fare ? [{ fareId: fare.id, date: DATES[h.date]!, seats: h.seats, held: h.held }] : []
  })
  return { airports: generated.airports, itineraries, fares, holds }
}

async function load(schedule: Schedule) {
  const db = t.store.db
  await db.execute(sql`delete from ${flightHolds}`)
  await db.execute(sql`delete from ${flightFares}`)
  await db.execute(sql`delete from ${flightItineraries}`)
  await db.execute(sql`delete from ${flightAirlines}`)
  await db.execute(sql`delete from ${flightAirports}`)
  await upsertJson(db, flightAirports, 'iata', schedule.airports)
  await upsertJson(
    db,
    flightAirlines,
    'code',
    AIRLINES.map((code) => ({ code, name: `Airline ${code}`, ticketPrefix: `9${code}` })),
  )
  await upsertJson(db, flightItineraries, 'id', schedule.itineraries)
  await upsertJson(db, flightFares, 'id', schedule.fares)
  for (const [i, h] of schedule.holds.entries()) {
    await db.insert(flightHolds).values({
      reference: `H${i}`,
      fareId: h.fareId,
      travelDate: h.date,
      seats: h.seats,
      tickets: [],
      status: h.held ? 'HELD' : 'CANCELLED',
      createdAt: NOW,
    })
  }
}

type Request = Required<
  Pick<FlightSearchRequest, 'from' | 'to' | 'departDate' | 'returnDate' | 'cabin' | 'stops' | 'airlines' | 'sort'>
> & {
  passengers: { adults: number; childAges: number[]; infants: number }
  outboundDeparts: { from: string; to: string } | null
  outboundArrives: { from: string; to: string } | null
  returnDeparts: { from: string; to: string } | null
  returnArrives: { from: string; to: string } | null
}

/** The search, the slow and obvious way: every itinerary, every fare, every pair, in plain code. */
function bruteForce(schedule: Schedule, request: Request) {
  const zone = (iata: string) => schedule.airports.find((a) => a.iata === iata)!.timeZone
  const counts = { adults: request.passengers.adults, children: request.passengers.childAges.length, infants: request.passengers.infants }
  const seated = counts.adults + counts.children
  const legs = (from: string, to: string, date: string) =>
    schedule.itineraries
      .filter((i) => i.origin === from && i.destination === to)
      .map((i) => {
        const dep = departureUtc(date, i.departMinute, zone(from))
        const arrLocal = utcToLocal(new Date(dep.getTime() + i.durationMinutes * 60_000), zone(to))
        const fares = schedule.fares
          .filter((f) => f.itineraryId === i.id && f.cabin === request.cabin)
          .map((f) => ({
            ...f,
            left: f.seats - schedule.holds.filter((h) => h.fareId === f.id && h.date === date && h.held).reduce((s, h) => s + h.seats, 0),
          }))
        return { ...i, dep, depMin: i.departMinute, arrMin: minuteOf(arrLocal.slice(11)), fares }
      })
  const earliest = NOW.getTime() + FLIGHT_LIMITS.closesMinutesBefore * 60_000
  const outs = legs(request.from, request.to, request.departDate).filter((o) => o.dep.getTime() >= earliest)
  const backs = request.returnDate ? legs(request.to, request.from, request.returnDate) : null
  type Pair = { o: (typeof outs)[number]; r: (typeof outs)[number] | null; fares: { family: string; total: number; left: number }[] }
  const pairs: Pair[] = []
  for (const o of outs) {
    for (const r of backs ?? [null]) {
      if (r && r.dep.getTime() < o.dep.getTime() + (o.durationMinutes + MIN_STAY_MINUTES) * 60_000) continue
      const fares = o.fares.flatMap((of) => {
        if (of.left < seated) return []
        if (!r) return [{ family: of.family, total: fareTotal([legPrices(of)], counts), left: of.left }]
        const rf = r.fares.find((f) => f.family === of.family)
        if (!rf || rf.left < seated) return []
        return [{ family: of.family, total: fareTotal([legPrices(of), legPrices(rf)], counts), left: Math.min(of.left, rf.left) }]
      })
      if (fares.length) pairs.push({ o, r, fares: fares.sort((a, b) => a.total - b.total || (a.family < b.family ? -1 : 1)) })
    }
  }
  const facets = { airlines: new Map<string, number>(), stops: new Map<string, number>() }
  for (const p of pairs) {
    for (const code of new Set([p.o.airlineCode, ...(p.r ? [p.r.airlineCode] : [])]))
      facets.airlines.set(code, (facets.airlines.get(code) ?? 0) + 1)
    const stops = String(Math.max(p.o.stops, p.r?.stops ?? 0))
    facets.stops.set(stops, (facets.stops.get(stops) ?? 0) + 1)
  }
  const within = (minute: number, w: { from: string; to: string } | null) => !w || (minute >= minuteOf(w.from) && minute <= minuteOf(w.to))
  const kept = pairs.filter(
    (p) =>
      (request.stops !== 'direct' || Math.max(p.o.stops, p.r?.stops ?? 0) === 0) &&
      within(p.o.depMin, request.outboundDeparts) &&
      within(p.o.arrMin, request.outboundArrives) &&
      (!p.r || (within(p.r.depMin, request.returnDeparts) && within(p.r.arrMin, request.returnArrives))) &&
      (request.airlines.length === 0 ||
        (request.airlines.includes(p.o.airlineCode) && (!p.r || request.airlines.includes(p.r.airlineCode)))),
  )
  const key = (p: Pair) => {
    const cheapest = p.fares[0]!.total
    const duration = p.o.durationMinutes + (p.r?.durationMinutes ?? 0)
    const dep = p.o.dep.getTime()
    return { price: [cheapest, duration, dep], duration: [duration, cheapest, dep], departure: [dep, cheapest, duration] }[request.sort]
  }
  kept.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)]
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!
    if (a.o.id !== b.o.id) return a.o.id < b.o.id ? -1 : 1
    return (a.r?.id ?? '') < (b.r?.id ?? '') ? -1 : (a.r?.id ?? '') > (b.r?.id ?? '') ? 1 : 0
  })
  const sorted = (m: Map<string, number>) => [...m].map(([value, count]) => ({ value, count })).sort((a, b) => (a.value < b.value ? -1 : 1))
  return {
    total: kept.length,
    offers: kept.map((p) => ({
      offerId: p.r ? `${p.o.id}@${request.departDate}+${p.r.id}@${request.returnDate}` : `${p.o.id}@${request.departDate}`,
      totalMinor: p.fares[0]!.total,
      fares: p.fares.map((f) => [f.family, f.total, f.left]),
    })),
    facets: { airlines: sorted(facets.airlines), stops: sorted(facets.stops) },
  }
}

it('finds what a brute-force search over the same schedule finds, in the same order', async () => {
  // How many searches found something: a property that compared only empty answers would prove nothing.
  const seen = { searches: 0, found: 0, returns: 0 }
  await fc.assert(
    fc.asyncProperty(scheduleArb, fc.array(requestArb, { minLength: 1, maxLength: 3 }), async (generated, requests) => {
      const schedule = scheduleOf(generated)
      await load(schedule)
      for (const r of requests) {
        const route = schedule.itineraries[r.route % schedule.itineraries.length]
        if (!route) continue
        const departDate = DATES[r.date]!
        const request: Request = {
          from: route.origin,
          to: route.destination,
          departDate,
          returnDate: r.returnAfter === null ? null : DATES[Math.min(DATES.length - 1, r.date + r.returnAfter)]!,
          passengers: { adults: r.adults, childAges: r.childAges, infants: Math.min(r.infants, r.adults) },
          cabin: r.cabin,
          stops: r.stops,
          outboundDeparts: r.outboundDeparts,
          outboundArrives: r.outboundArrives,
          returnDeparts: r.returnDeparts,
          returnArrives: r.returnArrives,
          airlines: r.airlines,
          sort: r.sort,
        }
        const expected = bruteForce(schedule, request)
        seen.searches++
        if (expected.total > 0) seen.found++
        if (expected.total > 0 && request.returnDate) seen.returns++
        const offers = []
        let answer
        for (let page = 1; ; page++) {
          const res = await t.post('/api/flights/search', { ...request, currency: 'USD', page })
          expect(res.status, await res.clone().text()).toBe(200)
          answer = flightSearchAnswer.parse(await res.json()).data
          offers.push(...answer.offers)
          if (page * answer.pageSize >= answer.total) break
        }
        expect(answer.total).toBe(expected.total)
        expect(answer.facets).toEqual(expected.facets)
        expect(
          offers.map((o) => ({
            offerId: o.offerId,
            totalMinor: o.totalMinor,
            fares: o.fares.map((f) => [f.family, f.totalMinor, f.seatsLeft]),
          })),
        ).toEqual(expected.offers)
        // Each offer's times are the itinerary's on its date, in each airport's own time zone.
        for (const o of offers) {
          const row = schedule.itineraries.find((i) => i.id === o.outbound.itineraryId)!
          const zone = (iata: string) => schedule.airports.find((a) => a.iata === iata)!.timeZone
          const dep = departureUtc(departDate, row.departMinute, zone(row.origin))
          expect(o.outbound.departs.local).toBe(utcToLocal(dep, zone(row.origin)))
          const arrives = utcToLocal(new Date(dep.getTime() + row.durationMinutes * 60_000), zone(row.destination))
          expect(o.outbound.arrives.local).toBe(arrives)
        }
      }
    }),
    // A fixed seed by default: the same schedules every run (FLIGHT_SEARCH_SEED tries others).
    { numRuns: Number(process.env.FLIGHT_SEARCH_RUNS ?? 80), seed: Number(process.env.FLIGHT_SEARCH_SEED ?? 2026) },
  )
  expect(seen.found).toBeGreaterThanOrEqual(10)
  expect(seen.returns).toBeGreaterThanOrEqual(3)
})
