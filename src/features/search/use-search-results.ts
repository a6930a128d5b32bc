import { useEffect, useState } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { SearchRequest, SearchResults } from '@contract/schemas/booking'
import { searchResultsMachine } from '@machines/search-results.machine'
import { useBookingApi } from '@/features/booking/use-booking-api'
import { inspect } from '@/features/dev/inspection'

/**
 * The results machine for a request: started with the first one, told of every later one (a new
 * URL or currency). The machine decides whether it is new and aborts the search in flight.
 */
export function useSearchResults(request: SearchRequest) {
  const api = useBookingApi()
  const [machine] = useState(() =>
    searchResultsMachine.provide({
      actors: { search: fromPromise<SearchResults, SearchRequest>(({ input, signal }) => api.searchProperties(input, signal)) },
    }),
  )
  const [state, send] = useMachine(machine, { input: { request }, inspect })
  useEffect(() => send({ type: 'search.change', request }), [send, request])
  return [state, send] as const
}
