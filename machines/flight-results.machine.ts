import { searchFlights } from '@/api/flights'
import { ApiError } from '@/api/client'
import type { FlightSearchRequest, FlightSearchResults } from '@contract/schemas/flights'
import { resultsSearchMachine, type ResultsContext, type ResultsEvent } from '@machines/results-search'

/**
 * Why a flight search failed: NETWORK (offline, timed out); TRIP_REFUSED when the server refuses
 * the trip itself (400 BAD_STAY: the same airport both ends, dates outside the bookable range;
 * 404 NOT_FOUND: an airport not in the schedule), which the visitor changes in the search form;
 * else SEARCH_FAILED.
 */
export type FlightSearchErrorCode = 'NETWORK' | 'TRIP_REFUSED' | 'SEARCH_FAILED'

export function flightSearchErrorCode(error: unknown): FlightSearchErrorCode {
  if (!(error instanceof ApiError)) return 'SEARCH_FAILED'
  if (error.unanswered) return 'NETWORK'
  return (error.status === 400 && error.code === 'BAD_STAY') || (error.status === 404 && error.code === 'NOT_FOUND')
    ? 'TRIP_REFUSED'
    : 'SEARCH_FAILED'
}

export type FlightResultsContext = ResultsContext<FlightSearchRequest, FlightSearchResults, FlightSearchErrorCode>
export type FlightResultsEvent = ResultsEvent<FlightSearchRequest>

/** The flight results page's search (issue 20), on the one results search of every line. */
export const flightResultsMachine = resultsSearchMachine({
  id: 'flightResults',
  search: searchFlights,
  errorCode: flightSearchErrorCode,
  describe: {
    changes: 'stops, airlines, time windows, sort, page, currency or trip',
    answer: "The page of offers for the party, each way's itinerary and the fare families, with the airlines' and stops' counts.",
    errors: 'NETWORK when offline or timed out, TRIP_REFUSED for a trip the server refuses (dates, airports), else SEARCH_FAILED.',
    failed: 'The reason shows; a refused trip links back to the search form, any other failure offers to try again.',
  },
})
