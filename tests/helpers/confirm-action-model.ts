import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import { confirmActionMachine, type ConfirmActionEvent, type ConfirmActionInput } from '@machines/confirm-action.machine'
import { withEveryTransition } from './graph-coverage'

/*
 * The confirm-action machine's model (issue 17): an action that asks first (removing a traveller),
 * one that runs at once (the data download), one a link starts (confirming a new email), with
 * what a person clicks and every outcome of the call.
 */

export const actionInputs: ConfirmActionInput[] = [
  { kind: 'removeTraveller' },
  { kind: 'exportData' },
  { kind: 'confirmEmail', target: 'K'.repeat(43), autoStart: true },
]

export const actionFailures = {
  offline: new ApiError('network', 'Failed to fetch'),
  gone: new ApiError('http', 'THIS TRAVELLER IS NOT ONE OF YOURS', 404, 'NOT_FOUND'),
  used: new ApiError('http', 'THIS LINK HAS ALREADY BEEN USED', 400, 'KEY_USED'),
}

export function actionEventsFor(state: { matches: (value: any) => boolean }): ConfirmActionEvent[] {
  const events: unknown[] = [
    { type: 'action.open', target: 7 },
    { type: 'action.confirm' },
    { type: 'action.retry' },
    { type: 'action.dismiss' },
  ]
  if (state.matches('running')) {
    events.push({ type: 'xstate.done.actor.run', output: [] })
    for (const error of Object.values(actionFailures)) events.push({ type: 'xstate.error.actor.run', error })
  }
  return events as ConfirmActionEvent[]
}

const serializeState = (state: any) =>
  JSON.stringify({ value: state.value, kind: state.context.kind, target: state.context.target, failure: state.context.failure })

export function confirmActionPaths() {
  return actionInputs.flatMap((input) => {
    const shortest = getShortestPaths(confirmActionMachine, { input, events: actionEventsFor as any, serializeState })
    return withEveryTransition(confirmActionMachine, shortest, (state) => actionEventsFor(state) as any).map((path) =>
      Object.assign(path, { input }),
    )
  })
}
