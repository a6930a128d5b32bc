import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { CarOffer, CarSearchRequest, CarSearchResults, CarStation } from '@contract/schemas/cars'
import { carResultsMachine, type CarResultsEvent } from '@machines/car-results.machine'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The car-results machine's model: the search a results page starts with, what the visitor can
 * do there (another sort, retry), the call's outcomes, and fixtures of results the UI tests share.
 */

export const cdgAirport: CarStation = {
  id: 'paris-fr-cdg-airport',
  name: 'Paris Charles de Gaulle Airport (CDG)',
  kind: 'airport',
  iata: 'CDG',
  address: 'Car rental centre, Paris Charles de Gaulle Airport',
  destinationName: 'Paris',
  opens: '00:00',
  closes: '24:00',
  timeZone: 'Europe/Paris',
}
export const parisCity: CarStation = {
  id: 'paris-fr-city',
  name: 'Paris city centre',
  kind: 'city',
  iata: null,
  address: '12 Market Street, Paris',
  destinationName: 'Paris',
  opens: '08:00',
  closes: '19:00',
  timeZone: 'Europe/Paris',
}

/** One car of the results; `n` makes the id, model and price differ; the odd ones have no online rate. */
export function carOffer(n: number, overrides: Partial<CarOffer> = {}): CarOffer {
  const perDay = 4_000 + n * 500
  return {
    offerId: `paris-fr-cdg-airport-sunroad-rentals-car-${n}`,
    supplierName: 'Sunroad Rentals',
    category: 'Compact',
    acriss: 'CDMR',
    model: `Model ${n}`,
    seats: 5,
    doors: 4,
    bags: 2,
    transmission: 'manual',
    fuel: 'petrol',
    mileageKmPerDay: null,
    included: ['collision-damage-waiver', 'theft-protection'],
    image: { url: '/api/cars/images/cdmr.svg', alt: `Model ${n}, Compact` },
    online: n % 2 ? null : { totalMinor: perDay * 3, perDayMinor: perDay },
    counter: { totalMinor: perDay * 3 + 1_500, perDayMinor: perDay + 500 },
    oneWayFeeMinor: 0,
    youngDriverFeeMinor: 0,
    freeCancellationUntil: '2026-12-08',
    ...overrides,
  }
}

/** A page of `total` cars (at most 20 a page), with facets. */
export function carPage({ total = 3, currency = 'USD' }: { total?: number; currency?: string } = {}): CarSearchResults {
  const offers = Array.from({ length: Math.min(20, total) }, (_, i) => carOffer(i + 1))
  const some = total > 0
  return {
    pickUp: cdgAirport,
    dropOff: cdgAirport,
    days: 3,
    currency,
    total,
    page: 1,
    pageSize: 20,
    offers,
    facets: {
      categories: some ? [{ value: 'Compact', count: total }] : [],
      suppliers: some ? [{ value: 'Sunroad Rentals', count: total }] : [],
      transmissions: some ? [{ value: 'manual', count: total }] : [],
    },
  }
}

/** The search of parisCarsPath, as the page asks for it. */
export const parisCarRequest: CarSearchRequest = {
  pickUpStationId: cdgAirport.id,
  dropOffStationId: null,
  pickUpAt: '2026-12-10T10:00',
  dropOffAt: '2026-12-13T10:00',
  driverAge: 30,
  currency: 'USD',
  categories: [],
  transmission: null,
  suppliers: [],
  priceMaxMinor: null,
  sort: 'price',
  page: 1,
}
export const parisCarsPath = `/cars/search-details?from=${cdgAirport.id}&pickUp=2026-12-10T10%3A00&dropOff=2026-12-13T10%3A00&age=30`

export const carSearchOutcomes = {
  found: carPage({ total: 3 }),
  none: carPage({ total: 0 }),
  offline: new ApiError('network', 'Failed to fetch'),
  broken: new ApiError('http', 'Internal server error', 500),
  closed: new ApiError('http', 'Paris city centre is open 08:00–19:00', 400, 'STATION_CLOSED'),
}

type Snapshot = SnapshotFrom<typeof carResultsMachine>

/** The other sort a visitor picks: between "category" and "supplier", so every change is a new search. */
export const otherCarSort = (request: CarSearchRequest) => (request.sort === 'category' ? 'supplier' : 'category')

/** The events that can matter: the call's outcomes while loading, a retry where the page offers it, another sort anywhere. */
export function carResultsEvents(state: Snapshot): CarResultsEvent[] {
  const change = { type: 'search.change', request: { ...state.context.request, sort: otherCarSort(state.context.request) } }
  const o = carSearchOutcomes
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.search', output: o.found },
        { type: 'xstate.done.actor.search', output: o.none },
        { type: 'xstate.error.actor.search', error: o.offline },
        { type: 'xstate.error.actor.search', error: o.broken },
        { type: 'xstate.error.actor.search', error: o.closed },
        change,
      ]
    : state.matches('failed')
      ? // A refused rental is changed in the search form, not tried again.
        [...(state.context.error === 'RENTAL_REFUSED' ? [] : [{ type: 'search.retry' }]), change]
      : [change]
  return events as CarResultsEvent[]
}

/** The graph's key: the state, whether results are kept and how many, the error, and whether the search was changed. */
export function abstractCarSnapshot(state: Snapshot): string {
  const c = state.context
  const changed = c.request.sort !== parisCarRequest.sort
  return JSON.stringify({ value: state.value, results: c.results === null ? null : c.results.total, error: c.error, changed })
}

export const carResultsInput = { request: parisCarRequest }

/** The shortest path to every abstract state, each extended where that walks a transition none walks yet. */
export function carResultsTestPaths() {
  const shortest = getShortestPaths(carResultsMachine, {
    input: carResultsInput,
    events: carResultsEvents,
    serializeState: (state) => abstractCarSnapshot(state as Snapshot),
  }).map((path) => replayed(carResultsMachine, path, carResultsInput))
  return withEveryTransition(carResultsMachine, shortest, carResultsEvents)
}
