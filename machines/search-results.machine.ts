import { assign, fromPromise, setup } from 'xstate'
import { searchProperties } from '@/api/booking'
import { ApiError } from '@/api/client'
import type { SearchRequest, SearchResults } from '@contract/schemas/booking'

/**
 * Why a search failed: NETWORK (offline, timed out), UNKNOWN_DESTINATION (the server knows no
 * destination by the URL's id: 404 NOT_FOUND), else SEARCH_FAILED. The view words them.
 */
export type SearchErrorCode = 'NETWORK' | 'UNKNOWN_DESTINATION' | 'SEARCH_FAILED'

export type SearchResultsContext = {
  /** The search asked for last: the results page builds it from its URL and the selected currency. */
  request: SearchRequest
  /** The last answer; kept while the next search loads, so the page can show it dimmed. */
  results: SearchResults | null
  error: SearchErrorCode | null
}

export type SearchResultsEvent = { type: 'search.change'; request: SearchRequest } | { type: 'search.retry' }

/** The page builds every request with one function, so equal searches serialise alike. */
const sameRequest = (a: SearchRequest, b: SearchRequest) => JSON.stringify(a) === JSON.stringify(b)

/** The code of a failed search call. */
export function searchErrorCode(error: unknown): SearchErrorCode {
  if (!(error instanceof ApiError)) return 'SEARCH_FAILED'
  if (error.kind === 'network' || error.kind === 'timeout') return 'NETWORK'
  return error.status === 404 && error.code === 'NOT_FOUND' ? 'UNKNOWN_DESTINATION' : 'SEARCH_FAILED'
}

/**
 * A results page's search (issue 7): it loads, shows its page of results or fails with a retry.
 * A new search (sort, filters, page, currency, an edited stay) replaces the one in flight: leaving
 * `loading` stops its actor, whose abort signal cancels the request.
 */
export const searchResultsMachine = setup({
  types: { context: {} as SearchResultsContext, events: {} as SearchResultsEvent, input: {} as { request: SearchRequest } },
  actors: {
    search: fromPromise<SearchResults, SearchRequest>(({ input, signal }) => searchProperties(input, signal)),
  },
  guards: {
    changesRequest: ({ context, event }) => event.type === 'search.change' && !sameRequest(context.request, event.request),
  },
  actions: {
    setRequest: assign(({ event }) => (event.type === 'search.change' ? { request: event.request } : {})),
    setResults: assign((_, results: SearchResults) => ({ results, error: null })),
    setError: assign((_, error: SearchErrorCode) => ({ error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'searchResults',
  context: ({ input }) => ({ request: input.request, results: null, error: null }),
  initial: 'loading',
  on: {
    'search.change': {
      guard: 'changesRequest',
      target: '.loading',
      reenter: true,
      description: 'Another search (sort, filter, page, currency or stay): the one in flight is aborted and this one loads.',
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
          description: 'One page of results, with the facets of every match.',
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
    ready: { description: 'The page of results shows; sort, filters and pages ask for another search.' },
    failed: {
      description: 'The reason shows with a way to try again; an unknown destination says nothing matches, with a way to choose another.',
      on: { 'search.retry': { target: 'loading', description: 'The same search is sent again.' } },
    },
  },
})
