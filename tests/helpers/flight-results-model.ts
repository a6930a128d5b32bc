import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { Airport, FlightItinerary, FlightOffer, FlightSearchRequest, FlightSearchResults } from '@contract/schemas/flights'
import { flightResultsMachine, type FlightResultsEvent } from '@machines/flight-results.machine'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The flight-results machine's model: a return Lisbon ⇄ Barcelona for two adults, what the visitor
 * can do on the page (another sort, retry), the call's outcomes, and fixtures the UI tests share.
 */

export const lis: Airport = { iata: 'LIS', name: 'Lisbon Humberto Delgado', city: 'Lisbon', countryCode: 'PT', timeZone: 'Europe/Lisbon' }
export const bcn: Airport = { iata: 'BCN', name: 'Barcelona El Prat', city: 'Barcelona', countryCode: 'ES', timeZone: 'Europe/Madrid' }
export const mad: Airport = { iata: 'MAD', name: 'Madrid Barajas', city: 'Madrid', countryCode: 'ES', timeZone: 'Europe/Madrid' }
export const airlineA = { code: '07', name: 'Atlantica Air' }
export const airlineB = { code: '18', name: 'Iberis Wings' }

/** One way: direct (1 h 55 min, the clocks an hour apart), or one stop via Madrid (1 h 5 min on the ground) arriving after midnight (+1). */
export function flightWay(from: Airport, to: Airport, date: string, n: number, stop: boolean): FlightItinerary {
  const airline = n % 2 ? airlineA : airlineB
  const h = 6 + (n % 12)
  const dep = `${date}T${String(h).padStart(2, '0')}:30`
  const arr = `${date}T${String(h + 3).padStart(2, '0')}:25`
  if (!stop) {
    return {
      itineraryId: `it-${from.iata}-${to.iata}-${n}`.toLowerCase(),
      date,
      airline,
      from,
      to,
      departs: { local: dep, dayOffset: 0 },
      arrives: { local: arr, dayOffset: 0 },
      durationMinutes: 115,
      stops: 0,
      segments: [
        {
          flightNumber: `${airline.code}${100 + n}`,
          airline,
          from,
          to,
          departs: { local: dep, dayOffset: 0 },
          arrives: { local: arr, dayOffset: 0 },
          durationMinutes: 115,
          aircraft: 'Airbus A320',
        },
      ],
      layovers: [],
    }
  }
  const next = nextDay(date)
  return {
    itineraryId: `it-${from.iata}-${to.iata}-${n}`.toLowerCase(),
    date,
    airline,
    from,
    to,
    departs: { local: `${date}T21:10`, dayOffset: 0 },
    arrives: { local: `${next}T01:05`, dayOffset: 1 },
    durationMinutes: 235,
    stops: 1,
    segments: [
      {
        flightNumber: `${airline.code}${200 + n}`,
        airline,
        from,
        to: mad,
        departs: { local: `${date}T21:10`, dayOffset: 0 },
        arrives: { local: `${date}T23:20`, dayOffset: 0 },
        durationMinutes: 70,
        aircraft: 'Embraer E195',
      },
      {
        flightNumber: `${airline.code}${300 + n}`,
        airline,
        from: mad,
        to,
        departs: { local: `${next}T00:25`, dayOffset: 1 },
        arrives: { local: `${next}T01:05`, dayOffset: 1 },
        durationMinutes: 40,
        aircraft: 'Airbus A321',
      },
    ],
    layovers: [{ airport: mad, minutes: 65, airportChange: n === 3 }],
  }
}

function nextDay(date: string) {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

const rules = {
  light: { family: 'light', cabinBags: 1, checkedBags: 0, checkedKg: 0, changeFeeMinor: null, refundable: false, seatChoice: false },
  standard: { family: 'standard', cabinBags: 1, checkedBags: 1, checkedKg: 23, changeFeeMinor: 5_000, refundable: false, seatChoice: true },
  flex: { family: 'flex', cabinBags: 2, checkedBags: 2, checkedKg: 23, changeFeeMinor: 0, refundable: true, seatChoice: true },
} as const

/** A return offer for two adults: `n` makes the ids and times differ; odd n direct, even n one stop each way. */
export function flightOffer(n: number, { adults = 2, seatsLeft = 9 } = {}): FlightOffer {
  const stop = n % 2 === 0
  const outbound = flightWay(lis, bcn, '2026-12-11', n, stop)
  const inbound = flightWay(bcn, lis, '2026-12-18', n, stop)
  const base = 10_000 + n * 1_000
  const fares = (['light', 'standard', 'flex'] as const).map((family, i) => {
    const adultMinor = base + i * 4_000
    return {
      family,
      perPassenger: { adultMinor, childMinor: Math.round(adultMinor * 0.75), infantMinor: 2_000 },
      totalMinor: adults * adultMinor,
      seatsLeft: family === 'light' ? Math.min(seatsLeft, 1) : seatsLeft,
      rules: { ...rules[family] },
    }
  })
  return {
    offerId: `${outbound.itineraryId}@${outbound.date}+${inbound.itineraryId}@${inbound.date}`,
    outbound,
    inbound,
    fromFamily: 'light',
    pricePerAdultMinor: fares[0]!.perPassenger.adultMinor,
    totalMinor: fares[0]!.totalMinor,
    fares,
  }
}

/** `total` offers, the page's first `pageSize` of them. */
export function flightPage({ total = 3, currency = 'USD', page = 1 } = {}): FlightSearchResults {
  const offers = Array.from({ length: Math.min(total - (page - 1) * 20, 20) }, (_, i) => flightOffer((page - 1) * 20 + i + 1))
  return {
    from: lis,
    to: bcn,
    currency,
    total,
    page,
    pageSize: 20,
    offers,
    facets: {
      airlines: [
        { value: airlineA.code, count: Math.ceil(total / 2) },
        { value: airlineB.code, count: Math.floor(total / 2) },
      ],
      stops: [
        { value: '0', count: Math.ceil(total / 2) },
        { value: '1', count: Math.floor(total / 2) },
      ],
    },
  }
}

/** The search of lisbonFlightsPath, as the page asks for it. */
export const lisbonFlightRequest: FlightSearchRequest = {
  from: 'LIS',
  to: 'BCN',
  departDate: '2026-12-11',
  returnDate: '2026-12-18',
  passengers: { adults: 2, childAges: [], infants: 0 },
  cabin: 'economy',
  currency: 'USD',
  stops: 'any',
  outboundDeparts: null,
  outboundArrives: null,
  returnDeparts: null,
  returnArrives: null,
  airlines: [],
  sort: 'price',
  page: 1,
}
export const lisbonFlightsPath = '/flight/search-details?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2'

export const flightSearchOutcomes = {
  found: flightPage({ total: 3 }),
  none: flightPage({ total: 0 }),
  offline: new ApiError('network', 'Failed to fetch'),
  broken: new ApiError('http', 'Internal server error', 500),
  refused: new ApiError('http', 'The departure date is too far ahead.', 400, 'BAD_STAY'),
}

type Snapshot = SnapshotFrom<typeof flightResultsMachine>

/** The other sort a visitor picks: so every change is a new search. */
export const otherFlightSort = (request: FlightSearchRequest) => (request.sort === 'duration' ? 'price' : 'duration')

/** The events that can matter: the call's outcomes while loading, a retry where the page offers it, another sort anywhere. */
export function flightResultsEvents(state: Snapshot): FlightResultsEvent[] {
  const change = { type: 'search.change', request: { ...state.context.request, sort: otherFlightSort(state.context.request) } }
  const o = flightSearchOutcomes
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.search', output: o.found },
        { type: 'xstate.done.actor.search', output: o.none },
        { type: 'xstate.error.actor.search', error: o.offline },
        { type: 'xstate.error.actor.search', error: o.broken },
        { type: 'xstate.error.actor.search', error: o.refused },
        change,
      ]
    : state.matches('failed')
      ? // A refused trip is changed in the search form, not tried again.
        [...(state.context.error === 'TRIP_REFUSED' ? [] : [{ type: 'search.retry' }]), change]
      : [change]
  return events as FlightResultsEvent[]
}

/** The graph's key: the state, whether results are kept and how many, the error, and whether the search was changed. */
export function abstractFlightSnapshot(state: Snapshot): string {
  const c = state.context
  const changed = c.request.sort !== lisbonFlightRequest.sort
  return JSON.stringify({ value: state.value, results: c.results === null ? null : c.results.total, error: c.error, changed })
}

export const flightResultsInput = { request: lisbonFlightRequest }

/** The shortest path to every abstract state, each extended where that walks a transition none walks yet. */
export function flightResultsTestPaths() {
  const shortest = getShortestPaths(flightResultsMachine, {
    input: flightResultsInput,
    events: flightResultsEvents,
    serializeState: (state) => abstractFlightSnapshot(state as Snapshot),
  }).map((path) => replayed(flightResultsMachine, path, flightResultsInput))
  return withEveryTransition(flightResultsMachine, shortest, flightResultsEvents)
}
