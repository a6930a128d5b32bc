import { searchCars } from '@/api/cars'
import { ApiError } from '@/api/client'
import type { CarSearchRequest, CarSearchResults } from '@contract/schemas/cars'
import { resultsSearchMachine, type ResultsContext, type ResultsEvent } from '@machines/results-search'

/**
 * Why a car search failed: NETWORK (offline, timed out); RENTAL_REFUSED when the server refuses
 * the rental itself (400: a time outside a station's hours, a one-way drop-off in another
 * destination, a drop-off before the pick-up or past the longest rental; 404: a station it does
 * not know), which the visitor changes in the search form; else SEARCH_FAILED.
 */
export type CarSearchErrorCode = 'NETWORK' | 'RENTAL_REFUSED' | 'SEARCH_FAILED'

const RENTAL_CODES = ['STATION_CLOSED', 'ONE_WAY_NOT_OFFERED', 'BAD_STAY', 'NOT_FOUND']

export function carSearchErrorCode(error: unknown): CarSearchErrorCode {
  if (!(error instanceof ApiError)) return 'SEARCH_FAILED'
  if (error.unanswered) return 'NETWORK'
  return (error.status === 400 || error.status === 404) && RENTAL_CODES.includes(error.code ?? '') ? 'RENTAL_REFUSED' : 'SEARCH_FAILED'
}

export type CarResultsContext = ResultsContext<CarSearchRequest, CarSearchResults, CarSearchErrorCode>
export type CarResultsEvent = ResultsEvent<CarSearchRequest>

/** The car results page's search (issue 20), on the one results search of every line. */
export const carResultsMachine = resultsSearchMachine({
  id: 'carResults',
  search: searchCars,
  errorCode: carSearchErrorCode,
  describe: {
    changes: 'filters, sort, page, currency or rental',
    answer: "One page of the station's cars, with the facets of every match.",
    errors:
      'NETWORK when offline or timed out, RENTAL_REFUSED for a rental the server refuses (hours, one-way, dates, station), else SEARCH_FAILED.',
    failed: 'The reason shows; a refused rental links back to the search form, any other failure offers to try again.',
  },
})
