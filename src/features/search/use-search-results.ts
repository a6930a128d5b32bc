import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import type { SearchRequest } from '@contract/schemas/booking'
import { searchResultsMachine } from '@machines/search-results.machine'
import { inspect } from '@/shared/inspection'

/**
 * The results machine for a request: started with the first one, told of every later one (a new
 * URL or currency). The machine decides whether it is new and aborts the search in flight.
 */
export function useSearchResults(request: SearchRequest) {
  const [state, send] = useMachine(searchResultsMachine, { input: { request }, inspect })
  useEffect(() => send({ type: 'search.change', request }), [send, request])
  return [state, send] as const
}
