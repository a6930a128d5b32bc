import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { logoutMachine, type LogoutEvent } from '@machines/logout.machine'

/** The logout machine's model: the click, both outcomes of the call and the reload timer, as events. */
export const logoutEvents = [
  { type: 'logout.start' },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('down') },
  { type: 'xstate.after.LOGOUT.logout.signedOut' },
] as unknown as LogoutEvent[]

/** The paths of `generate` (by default the shortest) together with the simple paths. */
export function logoutPaths(generate: typeof getShortestPaths = getShortestPaths) {
  return [...generate(logoutMachine, { events: logoutEvents }), ...getSimplePaths(logoutMachine, { events: logoutEvents })]
}
