import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { StaySearchRequest, StaySearchResults, StaySummary } from '@contract/schemas/stays'
import { stayResultsMachine, type StayResultsEvent } from '@machines/stay-results.machine'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The stays results machine's model (issue 16): the search a results page starts with, what the
 * visitor can do there (another sort, retry), every outcome of the call, and fixtures of stays the
 * UI tests share.
 */

/** One stay; `n` makes the id, name and price differ. */
export function stay(n: number, overrides: Partial<StaySummary> = {}): StaySummary {
  return {
    id: `lisboa-stay-${n}`,
    name: `Alfama Flat ${n}`,
    type: n % 2 === 0 ? 'villa' : 'apartment',
    destinationName: 'Lisboa',
    countryCode: 'PT',
    locationText: 'In the Alfama',
    bedrooms: 1 + (n % 3),
    bathrooms: 1,
    beds: 2,
    maxGuests: 4,
    sizeSqm: 70,
    rating: 8.8,
    reviewCount: 120,
    image: { url: `/api/stays/images/lisboa-stay-${n}/1.svg`, alt: `The building of Alfama Flat ${n}` },
    amenities: ['wifi', 'kitchen', 'washer', 'pool', 'garden'],
    nightlyMinor: 10_000 + n * 100,
    totalMinor: 32_000 + n * 300,
    currency: 'USD',
    minNights: 2,
    freeCancellation: n % 2 === 1,
    coveredBy: null,
    ...overrides,
  }
}

/** A page of `count` stays out of `total`, with facets; a member's certificate when `certificate`. */
export function staysPage({
  total = 3,
  count = Math.min(total, 20),
  results,
  certificate = false,
}: {
  total?: number
  count?: number
  results?: StaySummary[]
  certificate?: boolean
} = {}): StaySearchResults {
  const list =
    results ?? Array.from({ length: count }, (_, i) => stay(i + 1, { coveredBy: certificate && i === 0 ? 'CERT-STY-0001' : null }))
  return {
    total,
    page: 1,
    pageSize: 20,
    nights: 3,
    currency: 'USD',
    destination: { id: 'lisboa-pt', name: 'Lisboa', countryCode: 'PT' },
    results: list,
    facets: {
      price: total > 0 ? { min: 10_100, max: 10_300 } : null,
      types: [
        { type: 'condo', count: 0 },
        { type: 'apartment', count: 2 },
        { type: 'villa', count: 1 },
        { type: 'house', count: 0 },
      ],
      bedrooms: [
        { bedrooms: 1, count: total },
        { bedrooms: 2, count: 2 },
        { bedrooms: 3, count: 1 },
        { bedrooms: 4, count: 0 },
        { bedrooms: 5, count: 0 },
      ],
      amenities:
        total > 0
          ? [
              { code: 'wifi', count: total },
              { code: 'pool', count: 1 },
            ]
          : [],
      covered: certificate ? 1 : null,
    },
    restricted: 2,
    certificate: certificate
      ? { cardCode: 'CERT-STY-0001', name: 'Complimentary stay certificate', valueMinor: 60_000, currency: 'USD' }
      : null,
  }
}

/** The search of /stays/search-details?destination=lisboa-pt&checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=0. */
export const lisbonRequest: StaySearchRequest = {
  destination: 'lisboa-pt',
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  adults: 2,
  children: 0,
  currency: 'USD',
  sort: 'recommended',
  page: 1,
  pageSize: 20,
}
export const lisbonPath = '/stays/search-details?destination=lisboa-pt&checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=0'

export const stayOutcomes = {
  found: staysPage({ total: 3 }),
  none: staysPage({ total: 0 }),
  offline: new ApiError('network', 'Failed to fetch'),
  broken: new ApiError('http', 'Internal server error', 500),
  unknownDestination: new ApiError('http', 'No destination atlantis-xx', 404, 'NOT_FOUND'),
  signedOut: new ApiError('http', 'Sign in to see the stays your certificate covers', 401, 'NOT_SIGNED_IN'),
}

type Snapshot = SnapshotFrom<typeof stayResultsMachine>

/** The other sort a visitor picks: between "rating" and "price-asc", so every change is a new search. */
export const otherSort = (request: StaySearchRequest) => (request.sort === 'rating' ? 'price-asc' : 'rating')

/** The events that can matter: the call's outcomes while loading, a retry after a failure, another sort anywhere. */
export function stayResultsEvents(state: Snapshot): StayResultsEvent[] {
  const change = { type: 'search.change', request: { ...state.context.request, sort: otherSort(state.context.request) } }
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.search', output: stayOutcomes.found },
        { type: 'xstate.done.actor.search', output: stayOutcomes.none },
        ...[stayOutcomes.offline, stayOutcomes.broken, stayOutcomes.unknownDestination, stayOutcomes.signedOut].map((error) => ({
          type: 'xstate.error.actor.search',
          error,
        })),
        change,
      ]
    : state.matches('failed')
      ? [{ type: 'search.retry' }, change]
      : [change]
  return events as StayResultsEvent[]
}

/** The graph's key: the state, whether stays are kept and how many, the error, and whether the search was changed. */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  const changed = c.request.sort !== lisbonRequest.sort
  return JSON.stringify({ value: state.value, results: c.results === null ? null : c.results.total, error: c.error, changed })
}

export const stayResultsInput = { request: lisbonRequest }

/** The shortest path to every abstract state, each extended where that walks a transition none walks yet. */
export function stayResultsPaths() {
  const shortest = getShortestPaths(stayResultsMachine, {
    input: stayResultsInput,
    events: stayResultsEvents,
    serializeState: (state) => abstractSnapshot(state as Snapshot),
  }).map((path) => replayed(stayResultsMachine, path, stayResultsInput))
  return withEveryTransition(stayResultsMachine, shortest, stayResultsEvents)
}
