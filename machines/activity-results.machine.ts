import { assign, fromPromise, setup } from 'xstate'
import { searchActivities } from '@/api/activities'
import type { ActivitySearchRequest, ActivitySearchResults } from '@contract/schemas/activities'
import { searchErrorCode, type SearchErrorCode } from '@machines/search-results.machine'

export type ActivityResultsContext = {
  /** The search asked for last: the results page builds it from its URL and the selected currency. */
  request: ActivitySearchRequest
  /** The last answer; kept while the next search loads, so the page can show it dimmed. */
  results: ActivitySearchResults | null
  error: SearchErrorCode | null
}

export type ActivityResultsEvent = { type: 'search.change'; request: ActivitySearchRequest } | { type: 'search.retry' }

const sameRequest = (a: ActivitySearchRequest, b: ActivitySearchRequest) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The activity results page's search (issue 16): it loads, shows its page of activities or fails
 * with a retry; a new search (filters, sort, page, currency, days) replaces the one in flight,
 * whose request the actor's abort signal cancels. Failures are read as the hotels' results read them.
 */
export const activityResultsMachine = setup({
  types: { context: {} as ActivityResultsContext, events: {} as ActivityResultsEvent, input: {} as { request: ActivitySearchRequest } },
  actors: {
    search: fromPromise<ActivitySearchResults, ActivitySearchRequest>(({ input, signal }) => searchActivities(input, signal)),
  },
  guards: {
    changesRequest: ({ context, event }) => event.type === 'search.change' && !sameRequest(context.request, event.request),
  },
  actions: {
    setRequest: assign(({ event }) => (event.type === 'search.change' ? { request: event.request } : {})),
    setResults: assign((_, results: ActivitySearchResults) => ({ results, error: null })),
    setError: assign((_, error: SearchErrorCode) => ({ error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'activityResults',
  context: ({ input }) => ({ request: input.request, results: null, error: null }),
  initial: 'loading',
  on: {
    'search.change': {
      guard: 'changesRequest',
      target: '.loading',
      reenter: true,
      description: 'Another search (filters, sort, page, currency or days): the one in flight is aborted and this one loads.',
      actions: 'setRequest',
    },
  },
  states: {
    loading: {
      description: 'The search runs; the previous answer, if any, stays on screen dimmed.',
      entry: 'clearError',
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => context.request,
        onDone: {
          target: 'ready',
          description: 'One page of activities, with the facets of every match.',
          actions: { type: 'setResults', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          description:
            'NETWORK when offline or timed out, UNKNOWN_DESTINATION for a destination the server does not know, else SEARCH_FAILED.',
          actions: { type: 'setError', params: ({ event }) => searchErrorCode(event.error) },
        },
      },
    },
    ready: { description: 'The page of activities shows; filters, sort and pages ask for another search.' },
    failed: {
      description: 'The reason shows with a way to try again.',
      on: { 'search.retry': { target: 'loading', description: 'The same search is sent again.' } },
    },
  },
})
