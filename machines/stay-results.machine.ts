import { searchStays } from '@/api/stays'
import type { StaySearchRequest, StaySearchResults } from '@contract/schemas/stays'
import { ApiError } from '@/api/client'
import { resultsSearchMachine, searchErrorCode, type ResultsContext, type ResultsEvent } from '@machines/results-search'

/**
 * Why a stays search failed: as any line's search (NETWORK, UNKNOWN_DESTINATION, SEARCH_FAILED),
 * and SIGN_IN_REQUIRED (401: the certificate filter of a visitor who is no longer signed in).
 */
export type StaySearchErrorCode = 'NETWORK' | 'UNKNOWN_DESTINATION' | 'SIGN_IN_REQUIRED' | 'SEARCH_FAILED'

/** The code of a failed stays search. */
export function staySearchErrorCode(error: unknown): StaySearchErrorCode {
  return error instanceof ApiError && error.status === 401 ? 'SIGN_IN_REQUIRED' : searchErrorCode(error)
}

export type StayResultsContext = ResultsContext<StaySearchRequest, StaySearchResults, StaySearchErrorCode>
export type StayResultsEvent = ResultsEvent<StaySearchRequest>

/** The stays results page's search (issue 16), on the one results search of every line. */
export const stayResultsMachine = resultsSearchMachine({
  id: 'stayResults',
  search: searchStays,
  errorCode: staySearchErrorCode,
  describe: {
    changes: 'filters, sort, page, currency or stay',
    answer: 'One page of stays, with the facets of every match and the member’s certificate.',
    errors:
      'NETWORK when offline or timed out, UNKNOWN_DESTINATION for a destination the server does not know, SIGN_IN_REQUIRED for the certificate filter signed out, else SEARCH_FAILED.',
    failed: 'The reason shows with a way on: try again, choose another destination, or sign in.',
  },
})
