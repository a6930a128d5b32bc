import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '@/api/client'

/**
 * Why a search failed: NETWORK (offline, timed out), UNKNOWN_DESTINATION (the server knows no
 * destination by the URL's id: 404 NOT_FOUND), else SEARCH_FAILED. The view words them.
 */
export type SearchErrorCode = 'NETWORK' | 'UNKNOWN_DESTINATION' | 'SEARCH_FAILED'

/** The code of a failed search call. */
export function searchErrorCode(error: unknown): SearchErrorCode {
  if (!(error instanceof ApiError)) return 'SEARCH_FAILED'
  if (error.unanswered) return 'NETWORK'
  return error.status === 404 && error.code === 'NOT_FOUND' ? 'UNKNOWN_DESTINATION' : 'SEARCH_FAILED'
}

export type ResultsContext<Request, Results, Code extends string> = {
  /** The search asked for last: the results page builds it from its URL and the selected currency. */
  request: Request
  /** The last answer; kept while the next search loads, so the page can show it dimmed. */
  results: Results | null
  error: Code | null
}

export type ResultsEvent<Request> = { type: 'search.change'; request: Request } | { type: 'search.retry' }

/** What tells one line's results page from another's: its search call, how it reads a failure, and its words. */
export type ResultsSearchOptions<Request, Results, Code extends string> = {
  id: string
  search: (request: Request, signal: AbortSignal) => Promise<Results>
  errorCode: (error: unknown) => Code
  describe: {
    /** What a new search may change, e.g. "sort, filters, page, currency or stay". */
    changes: string
    /** What one answer holds. */
    answer: string
    /** The failure codes, as `errorCode` gives them. */
    errors: string
    /** What the failed page offers. */
    failed: string
  }
}

/**
 * A results search's actor, from a typed search call; tests provide theirs with it too. Typed
 * unknown in and out, because XState's inference of an invoke cannot carry a type parameter; the
 * machine's input is always its `context.request` and its output what `search` returns.
 */
export function searchActor<Request, Results>(search: (request: Request, signal: AbortSignal) => Promise<Results>) {
  return fromPromise<unknown, unknown>(({ input, signal }) => search(input as Request, signal))
}

/** The page builds every request with one function, so equal searches serialise alike. */
const sameRequest = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A results page's search, one definition for every product line (hotels and resorts, stays,
 * activities, and each line that joins): it loads, shows its page of results or fails with a retry.
 * A new search replaces the one in flight: leaving `loading` stops its actor, whose abort signal
 * cancels the request; a search equal to the current one is not sent again.
 */
export function resultsSearchMachine<Request, Results, Code extends string>(options: ResultsSearchOptions<Request, Results, Code>) {
  const { id, search, errorCode, describe } = options
  return setup({
    types: {
      context: {} as ResultsContext<Request, Results, Code>,
      events: {} as ResultsEvent<Request>,
      input: {} as { request: Request },
    },
    actors: {
      search: searchActor(search),
    },
    guards: {
      // Stryker disable next-line ConditionalExpression: only search.change runs this guard, so the event check is always true
      changesRequest: ({ context, event }) => event.type === 'search.change' && !sameRequest(context.request, event.request),
    },
    actions: {
      // Stryker disable next-line ConditionalExpression: only search.change runs this action, so the event check is always true
      setRequest: assign(({ event }) => (event.type === 'search.change' ? { request: event.request } : {})),
      clearError: assign({ error: null }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ request: input.request, results: null, error: null }),
    initial: 'loading',
    on: {
      'search.change': {
        guard: 'changesRequest',
        target: '.loading',
        reenter: true,
        description: `Another search (${describe.changes}): the one in flight is aborted and this one loads.`,
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
          input: ({ context }: { context: ResultsContext<Request, Results, Code> }): unknown => context.request,
          onDone: {
            target: 'ready',
            description: describe.answer,
            actions: assign(({ event }) => ({ results: event.output as Results, error: null })),
          },
          onError: {
            target: 'failed',
            description: describe.errors,
            actions: assign(({ event }) => ({ error: errorCode(event.error) })),
          },
        },
      },
      ready: { description: `The page shows; ${describe.changes} ask for another search.` },
      failed: {
        description: describe.failed,
        on: { 'search.retry': { target: 'loading', description: 'The same search is sent again.' } },
      },
    },
  })
}
