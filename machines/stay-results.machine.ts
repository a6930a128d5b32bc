import { assign, fromPromise, setup } from 'xstate'
import { searchStays } from '@/api/stays'
import { ApiError } from '@/api/client'
import type { StaySearchRequest, StaySearchResults } from '@contract/schemas/stays'

/**
 * Why a stays search failed: NETWORK (offline, timed out), UNKNOWN_DESTINATION (404 NOT_FOUND: the
 * URL names a destination the server does not know), SIGN_IN_REQUIRED (401: the certificate
 * filter of a visitor who is no longer signed in), else SEARCH_FAILED. The view words them.
 */
export type StaySearchErrorCode = 'NETWORK' | 'UNKNOWN_DESTINATION' | 'SIGN_IN_REQUIRED' | 'SEARCH_FAILED'

export type StayResultsContext = {
  /** The search asked for last: the page builds it from its URL and the selected currency. */
  request: StaySearchRequest
  /** The last answer; kept while the next search loads, so the page can show it dimmed. */
  results: StaySearchResults | null
  error: StaySearchErrorCode | null
}

export type StayResultsEvent = { type: 'search.change'; request: StaySearchRequest } | { type: 'search.retry' }

/** The page builds every request with one function, so equal searches serialise alike. */
const sameRequest = (a: StaySearchRequest, b: StaySearchRequest) => JSON.stringify(a) === JSON.stringify(b)

/** The code of a failed stays search. */
export function staySearchErrorCode(error: unknown): StaySearchErrorCode {
  if (!(error instanceof ApiError)) return 'SEARCH_FAILED'
  if (error.kind === 'network' || error.kind === 'timeout') return 'NETWORK'
  if (error.status === 401) return 'SIGN_IN_REQUIRED'
  return error.status === 404 && error.code === 'NOT_FOUND' ? 'UNKNOWN_DESTINATION' : 'SEARCH_FAILED'
}

/**
 * The stays results page's search (issue 16), as the hotel results' (search-results.machine.ts):
 * it loads, shows its page or fails with a retry; a new search (filters, sort, page, currency, a
 * new stay) replaces the one in flight, whose request is aborted.
 */
export const stayResultsMachine = setup({
  types: { context: {} as StayResultsContext, events: {} as StayResultsEvent, input: {} as { request: StaySearchRequest } },
  actors: {
    search: fromPromise<StaySearchResults, StaySearchRequest>(({ input, signal }) => searchStays(input, signal)),
  },
  guards: {
    changesRequest: ({ context, event }) => event.type === 'search.change' && !sameRequest(context.request, event.request),
  },
  actions: {
    setRequest: assign(({ event }) => (event.type === 'search.change' ? { request: event.request } : {})),
    setResults: assign((_, results: StaySearchResults) => ({ results, error: null })),
    setError: assign((_, error: StaySearchErrorCode) => ({ error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'stayResults',
  context: ({ input }) => ({ request: input.request, results: null, error: null }),
  initial: 'loading',
  on: {
    'search.change': {
      guard: 'changesRequest',
      target: '.loading',
      reenter: true,
      description: 'Another search (filter, sort, page, currency or stay): the one in flight is aborted and this one loads.',
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
          description: 'One page of stays, with the facets of every match and the member’s certificate.',
          actions: { type: 'setResults', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          description:
            'NETWORK when offline or timed out, UNKNOWN_DESTINATION for a destination the server does not know, SIGN_IN_REQUIRED for the certificate filter signed out, else SEARCH_FAILED.',
          actions: { type: 'setError', params: ({ event }) => staySearchErrorCode(event.error) },
        },
      },
    },
    ready: { description: 'The page of stays shows; filters, sort and pages ask for another search.' },
    failed: {
      description: 'The reason shows with a way on: try again, choose another destination, or sign in.',
      on: { 'search.retry': { target: 'loading', description: 'The same search is sent again.' } },
    },
  },
})
