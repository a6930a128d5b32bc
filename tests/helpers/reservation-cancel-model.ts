import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { reservationCancelMachine, type ReservationCancelEvent, type ReservationCancelInput } from '@machines/reservation-cancel.machine'
import { ApiError } from '@/api/client'
import { cancelIn, reservationOf } from './reservations-model'
import { withEveryTransition } from './graph-coverage'

/*
 * The cancel flow's model: the member's clicks and every outcome of the cancel call as events.
 * Outcomes are offered only while the call runs (elsewhere xstate would take them for unhandled
 * errors).
 */

export const cancelInput: ReservationCancelInput = { confirmationNumber: 'TC-CANCEL1', token: '', itemId: null }

export const cancelledReservation = cancelIn(reservationOf({ confirmationNumber: cancelInput.confirmationNumber }))

/** The call's failures, each as the client would throw it. */
export const cancelFailures = {
  notCancellable: new ApiError('http', 'This booking can no longer be cancelled', 409, 'NOT_CANCELLABLE'),
  notFound: new ApiError('http', 'Reservation not found', 404, 'NOT_FOUND'),
  offline: new ApiError('network', 'Failed to fetch'),
  serverDown: new ApiError('http', 'Internal server error', 500),
}

const userEvents: ReservationCancelEvent[] = [
  { type: 'cancel.open' },
  { type: 'cancel.confirm' },
  { type: 'cancel.retry' },
  { type: 'cancel.dismiss' },
]
const outcomes = [
  { type: 'xstate.done.actor.cancel', output: cancelledReservation },
  ...Object.values(cancelFailures).map((error) => ({ type: 'xstate.error.actor.cancel', error })),
] as unknown as ReservationCancelEvent[]

/** The events offered in a state: every click, and the call's outcomes while it runs. */
export function cancelEventsFor(state: { matches: (value: any) => boolean }): ReservationCancelEvent[] {
  return state.matches('cancelling') ? [...userEvents, ...outcomes] : userEvents
}

/** The graph's key: the state and the error it shows, so each failure is its own state. */
const serializeState = (state: any) => JSON.stringify({ value: state.value, error: state.context.error })

/** The shortest and simple paths to every state and error, extended wherever a step walks a transition none walks yet. */
export function reservationCancelPaths() {
  const options = { input: cancelInput, events: cancelEventsFor as any, serializeState }
  const paths = [...getShortestPaths(reservationCancelMachine, options), ...getSimplePaths(reservationCancelMachine, options)]
  return withEveryTransition(reservationCancelMachine, paths, (state) => cancelEventsFor(state) as any)
}
