import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { ActivitySearchRequest, ActivitySearchResults, ActivitySummary } from '@contract/schemas/activities'
import { activityResultsMachine, type ActivityResultsEvent } from '@machines/activity-results.machine'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The activity-results machine's model: the search a results page starts with, what the visitor
 * can do there (another sort, retry), the call's outcomes, and fixtures of results the UI tests share.
 */

/** One activity of the results; `n` makes the id, title and price differ. */
export function activity(n: number, overrides: Partial<ActivitySummary> = {}): ActivitySummary {
  return {
    id: `paris-activity-${n}`,
    title: `Paris activity ${n}`,
    destinationId: 'paris-fr',
    destinationName: 'Paris',
    countryCode: 'FR',
    categories: ['museum'],
    rating: 8.4,
    reviewCount: 320 + n,
    durationMinutes: 90,
    timesOfDay: ['morning'],
    image: { url: `/api/activities/images/paris-activity-${n}-0.svg`, alt: `Paris activity ${n}` },
    fromPriceMinor: 2_000 + n * 100,
    currency: 'USD',
    freeCancellation: true,
    available: true,
    ...overrides,
  }
}

/** A page of `count` activities out of `total`, with facets. */
export function activityPage({
  total = 3,
  page = 1,
  pageSize = 10,
  currency = 'USD',
  results,
}: {
  total?: number
  page?: number
  pageSize?: number
  currency?: string
  results?: ActivitySummary[]
} = {}): ActivitySearchResults {
  const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize))
  const list = results ?? Array.from({ length: count }, (_, i) => activity((page - 1) * pageSize + i + 1, { currency }))
  const some = total > 0
  return {
    total,
    page,
    pageSize,
    currency,
    destination: { id: 'paris-fr', name: 'Paris', countryCode: 'FR' },
    dateFrom: '2026-12-10',
    dateTo: '2026-12-10',
    results: list,
    facets: {
      price: some ? { min: 1_000, max: 9_000 } : null,
      categories: some
        ? [
            { category: 'museum', count: total },
            { category: 'tour', count: 2 },
          ]
        : [],
      durations: some ? [{ band: 'short', count: total }] : [],
      timesOfDay: some
        ? [
            { time: 'morning', count: total },
            { time: 'evening', count: 1 },
          ]
        : [],
    },
  }
}

/** The search of parisResultsPath, as the page asks for it. */
export const parisRequest: ActivitySearchRequest = {
  destination: 'paris-fr',
  dateFrom: '2026-12-10',
  adults: 2,
  children: 0,
  currency: 'USD',
  sort: 'recommended',
  page: 1,
  pageSize: 10,
}
export const parisResultsPath = '/activities/search-details?destination=paris-fr&date=2026-12-10&adults=2&children=0'

export const activitySearchOutcomes = {
  found: activityPage({ total: 3 }),
  none: activityPage({ total: 0 }),
  offline: new ApiError('network', 'Failed to fetch'),
  broken: new ApiError('http', 'Internal server error', 500),
  unknownDestination: new ApiError('http', 'No destination atlantis-xx', 404, 'NOT_FOUND'),
}

type Snapshot = SnapshotFrom<typeof activityResultsMachine>

/** The other sort a visitor picks: between "rating" and "price-asc", so every change is a new search. */
export const otherSort = (request: ActivitySearchRequest) => (request.sort === 'rating' ? 'price-asc' : 'rating')

/** The events that can matter: the call's outcomes while loading, a retry after a failure the page offers it for, another sort anywhere. */
export function activityResultsEvents(state: Snapshot): ActivityResultsEvent[] {
  const change = { type: 'search.change', request: { ...state.context.request, sort: otherSort(state.context.request) } }
  const o = activitySearchOutcomes
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.search', output: o.found },
        { type: 'xstate.done.actor.search', output: o.none },
        { type: 'xstate.error.actor.search', error: o.offline },
        { type: 'xstate.error.actor.search', error: o.broken },
        { type: 'xstate.error.actor.search', error: o.unknownDestination },
        change,
      ]
    : state.matches('failed')
      ? // The page offers no retry for a destination the server does not know, only another search.
        [...(state.context.error === 'UNKNOWN_DESTINATION' ? [] : [{ type: 'search.retry' }]), change]
      : [change]
  return events as ActivityResultsEvent[]
}

/** The graph's key: the state, whether results are kept and how many, the error, and whether the search was changed. */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  const changed = c.request.sort !== parisRequest.sort
  return JSON.stringify({ value: state.value, results: c.results === null ? null : c.results.total, error: c.error, changed })
}

export const activityResultsInput = { request: parisRequest }

/** The shortest path to every abstract state, each extended where that walks a transition none walks yet. */
export function activityResultsTestPaths() {
  const shortest = getShortestPaths(activityResultsMachine, {
    input: activityResultsInput,
    events: activityResultsEvents,
    serializeState: (state) => abstractSnapshot(state as Snapshot),
  }).map((path) => replayed(activityResultsMachine, path, activityResultsInput))
  return withEveryTransition(activityResultsMachine, shortest, activityResultsEvents)
}
