import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import type { StaySearchRequest } from '@contract/schemas/stays'
import { stayResultsMachine } from '@machines/stay-results.machine'
import { inspect } from '@/shared/inspection'

/**
 * The stays results machine for a request: started with the first one, told of every later one
 * (a new URL or currency). The machine decides whether it is new and aborts the search in flight.
 */
export function useStayResults(request: StaySearchRequest) {
  const [state, send] = useMachine(stayResultsMachine, { input: { request }, inspect })
  useEffect(() => send({ type: 'search.change', request }), [send, request])
  return [state, send] as const
}
