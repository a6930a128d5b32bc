import { searchProperties } from '@/api/booking'
import type { SearchRequest, SearchResults } from '@contract/schemas/booking'
import {
  resultsSearchMachine,
  searchErrorCode,
  type ResultsContext,
  type ResultsEvent,
  type SearchErrorCode,
} from '@machines/results-search'

export { searchErrorCode, type SearchErrorCode }
export type SearchResultsContext = ResultsContext<SearchRequest, SearchResults, SearchErrorCode>
export type SearchResultsEvent = ResultsEvent<SearchRequest>

/** The hotel and resort results page's search (issue 7), on the one results search of every line. */
export const searchResultsMachine = resultsSearchMachine({
  id: 'searchResults',
  search: searchProperties,
  errorCode: searchErrorCode,
  describe: {
    changes: 'sort, filters, page, currency or stay',
    answer: 'One page of results, with the facets of every match.',
    errors: 'NETWORK when offline or timed out, UNKNOWN_DESTINATION for a destination the server does not know, else SEARCH_FAILED.',
    failed: 'The reason shows with a way to try again; an unknown destination says nothing matches, with a way to choose another.',
  },
})
