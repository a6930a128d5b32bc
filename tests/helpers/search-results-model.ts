import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { PropertySummary, SearchRequest, SearchResults } from '@contract/schemas/booking'
import { searchResultsMachine, type SearchResultsEvent } from '@machines/search-results.machine'
import type { BookingApi } from '../ui/helpers/fake-api'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The search-results machine's model: the search a results page starts with, what the visitor can
 * do there (another sort, retry), the call's outcomes, and fixtures of results the UI tests share.
 */

/** One search result; `n` makes the id, name and price differ. */
export function property(n: number, overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    id: `cancun-hotel-${n}`,
    kind: 'hotel',
    name: `Hotel ${n}`,
    stars: 4,
    rating: 8.6,
    reviewCount: 1234,
    destinationId: 'cancun-mx',
    destinationName: 'Cancún',
    countryCode: 'MX',
    address: `Blvd. Kukulcán km ${n}`,
    distanceKm: 2.3,
    distanceUnit: 'Km',
    image: { url: `/api/booking/images/cancun-hotel-${n}.svg`, alt: `The pool of Hotel ${n}` },
    amenities: ['wifi', 'pool', 'spa', 'gym', 'bar'],
    nightlyMinor: 10_000 + n * 100,
    totalMinor: 45_000 + n * 400,
    currency: 'USD',
    available: true,
    freeCancellation: false,
    ...overrides,
  }
}

/** A page of `count` results out of `total`, with facets. */
export function resultsPage({
  total = 3,
  page = 1,
  count = Math.min(total, 20),
  currency = 'USD',
  results,
}: {
  total?: number
  page?: number
  count?: number
  currency?: string
  results?: PropertySummary[]
} = {}): SearchResults {
  const list = results ?? Array.from({ length: count }, (_, i) => property((page - 1) * 20 + i + 1, { currency }))
  return {
    total,
    page,
    pageSize: 20,
    nights: 4,
    currency,
    centre: { name: 'Cancún', latitude: 21.16, longitude: -86.85 },
    results: list,
    facets: {
      price: total > 0 ? { min: 8_000, max: 42_000 } : null,
      stars:
        total > 0
          ? [
              { stars: 3, count: 1 },
              { stars: 4, count: 2 },
            ]
          : [],
      amenities:
        total > 0
          ? [
              { code: 'pool', count: 3 },
              { code: 'spa', count: 1 },
              { code: 'wifi', count: 3 },
            ]
          : [],
    },
  }
}

/** The search of /search-detail?destination=cancun-mx&checkIn=2026-12-10&checkOut=2026-12-14&rooms=1&adults=2&children=0. */
export const cancunRequest: SearchRequest = {
  kind: 'hotel',
  destination: 'cancun-mx',
  checkIn: '2026-12-10',
  checkOut: '2026-12-14',
  rooms: 1,
  adults: 2,
  children: 0,
  currency: 'USD',
  sort: 'recommended',
  page: 1,
  pageSize: 20,
}
export const cancunPath = '/search-detail?destination=cancun-mx&checkIn=2026-12-10&checkOut=2026-12-14&rooms=1&adults=2&children=0'

export const searchOutcomes = {
  found: resultsPage({ total: 3 }),
  none: resultsPage({ total: 0 }),
  offline: new ApiError('network', 'Failed to fetch'),
  broken: new ApiError('http', 'Internal server error', 500),
  unknownDestination: new ApiError('http', 'No destination atlantis-xx', 404, 'NOT_FOUND'),
}

type Snapshot = SnapshotFrom<typeof searchResultsMachine>

/** The other sort a visitor picks: between "rating" and "price-asc", so every change is a new search. */
export const otherSort = (request: SearchRequest) => (request.sort === 'rating' ? 'price-asc' : 'rating')

/** The events that can matter: the call's outcomes while loading, a retry after a failure, another sort anywhere. */
export function searchResultsEvents(state: Snapshot): SearchResultsEvent[] {
  const change = { type: 'search.change', request: { ...state.context.request, sort: otherSort(state.context.request) } }
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.search', output: searchOutcomes.found },
        { type: 'xstate.done.actor.search', output: searchOutcomes.none },
        { type: 'xstate.error.actor.search', error: searchOutcomes.offline },
        { type: 'xstate.error.actor.search', error: searchOutcomes.broken },
        { type: 'xstate.error.actor.search', error: searchOutcomes.unknownDestination },
        change,
      ]
    : state.matches('failed')
      ? [{ type: 'search.retry' }, change]
      : [change]
  return events as SearchResultsEvent[]
}

/**
 * The graph's key: the state, whether results are kept and how many, the error, and whether the
 * search was changed, so a path also changes it while the first search is in flight.
 */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  const changed = c.request.sort !== cancunRequest.sort
  return JSON.stringify({ value: state.value, results: c.results === null ? null : c.results.total, error: c.error, changed })
}

export const searchResultsInput = { request: cancunRequest }

/** The shortest path to every abstract state, replayed so each step holds its own snapshot. */
export function searchResultsPaths() {
  return getShortestPaths(searchResultsMachine, {
    input: searchResultsInput,
    events: searchResultsEvents,
    serializeState: (state) => abstractSnapshot(state as Snapshot),
  }).map((path) => replayed(searchResultsMachine, path, searchResultsInput))
}

/** The paths the machine test walks: the shortest ones, plus a step wherever that walks a transition none walks yet. */
export function searchResultsTestPaths(shortest = searchResultsPaths()) {
  return withEveryTransition(searchResultsMachine, shortest, searchResultsEvents)
}

/** Booking calls for the search pages' tests: the given ones, and calls these pages never make failing loudly. */
export function fakeBookingApi(overrides: Partial<BookingApi> = {}): BookingApi {
  const unused = (name: string) => async () => {
    throw new Error(`${name} is not a search page call`)
  }
  return {
    searchDestinations: async () => [],
    searchProperties: async () => resultsPage(),
    getProperty: unused('getProperty'),
    getQuote: unused('getQuote'),
    createReservation: unused('createReservation'),
    listReservations: unused('listReservations'),
    getReservation: unused('getReservation'),
    cancelReservation: unused('cancelReservation'),
    ...overrides,
  }
}
