import { searchActivities } from '@/api/activities'
import type { ActivitySearchRequest, ActivitySearchResults } from '@contract/schemas/activities'
import {
  resultsSearchMachine,
  searchErrorCode,
  type ResultsContext,
  type ResultsEvent,
  type SearchErrorCode,
} from '@machines/results-search'

export type ActivityResultsContext = ResultsContext<ActivitySearchRequest, ActivitySearchResults, SearchErrorCode>
export type ActivityResultsEvent = ResultsEvent<ActivitySearchRequest>

/** The activity results page's search (issue 16), on the one results search of every line; failures read as the hotels'. */
export const activityResultsMachine = resultsSearchMachine({
  id: 'activityResults',
  search: searchActivities,
  errorCode: searchErrorCode,
  describe: {
    changes: 'filters, sort, page, currency or days',
    answer: 'One page of activities, with the facets of every match.',
    errors: 'NETWORK when offline or timed out, UNKNOWN_DESTINATION for a destination the server does not know, else SEARCH_FAILED.',
    failed: 'The reason shows with a way to try again.',
  },
})
