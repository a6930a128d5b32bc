import { searchTransfers } from '@/api/transfers'
import { ApiError } from '@/api/client'
import type { TransferSearchRequest, TransferSearchResults } from '@contract/schemas/transfers'
import { resultsSearchMachine, type ResultsContext, type ResultsEvent } from '@machines/results-search'

/**
 * Why a transfer search failed: NETWORK (offline, timed out); RIDE_REFUSED when the server
 * refuses the ride itself (400: a place outside the airport's destination, a time not later than
 * now or too far ahead; 404: an airport or place it does not know), which the visitor changes in
 * the search form; else SEARCH_FAILED.
 */
export type TransferSearchErrorCode = 'NETWORK' | 'RIDE_REFUSED' | 'SEARCH_FAILED'

const RIDE_CODES = ['PLACE_NOT_SERVED', 'BAD_STAY', 'NOT_FOUND']

export function transferSearchErrorCode(error: unknown): TransferSearchErrorCode {
  if (!(error instanceof ApiError)) return 'SEARCH_FAILED'
  if (error.unanswered) return 'NETWORK'
  return (error.status === 400 || error.status === 404) && RIDE_CODES.includes(error.code ?? '') ? 'RIDE_REFUSED' : 'SEARCH_FAILED'
}

export type TransferResultsContext = ResultsContext<TransferSearchRequest, TransferSearchResults, TransferSearchErrorCode>
export type TransferResultsEvent = ResultsEvent<TransferSearchRequest>

/** The transfer results page's search (issue 20), on the one results search of every line. */
export const transferResultsMachine = resultsSearchMachine({
  id: 'transferResults',
  search: searchTransfers,
  errorCode: transferSearchErrorCode,
  describe: {
    changes: 'vehicles, sort, currency or ride',
    answer: "The airport's rides that take the party, priced and ordered, with a count of each vehicle kind.",
    errors: 'NETWORK when offline or timed out, RIDE_REFUSED for a ride the server refuses (place, time, airport), else SEARCH_FAILED.',
    failed: 'The reason shows; a refused ride links back to the search form, any other failure offers to try again.',
  },
})
