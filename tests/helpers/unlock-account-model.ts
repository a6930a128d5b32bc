import { getShortestPaths } from 'xstate/graph'
import type { EventObject } from 'xstate'
import { unlockAccountMachine } from '@machines/unlock-account.machine'
import { AuthError } from '@/api/auth'
import { withEveryTransition } from './graph-coverage'

/** The key of the mailed link, as /unlock-account?key=… gives it. */
export const unlockKey = 'Unlock-Key_42'
export const unlockAccountInput = { key: unlockKey }
export const lockedEmail = 'locked@example.com'

/** Every outcome of the one call: unlocked, refused for each reason a key has, and no answer at all. */
export const unlockAccountEvents = [
  { type: 'xstate.done.actor.unlock', output: { email: lockedEmail } },
  { type: 'xstate.error.actor.unlock', error: new AuthError('KEY_EXPIRED', 'THIS LINK HAS EXPIRED', 400) },
  { type: 'xstate.error.actor.unlock', error: new AuthError('KEY_USED', 'THIS LINK HAS ALREADY BEEN USED', 400) },
  { type: 'xstate.error.actor.unlock', error: new AuthError('KEY_INVALID', 'THIS LINK IS NOT VALID', 400) },
  { type: 'xstate.error.actor.unlock', error: new TypeError('Failed to fetch') },
] as unknown as EventObject[]

/** The events offered in a state: the call's outcomes while it runs (elsewhere xstate would take them for unhandled errors). */
export const unlockAccountEventsFor = (state: { matches: (value: any) => boolean }) =>
  state.matches('unlocking') ? unlockAccountEvents : []

/** The shortest paths, each extended by the events it leaves untried where that walks a transition none walks yet. */
export function unlockAccountPaths() {
  const shortest = getShortestPaths(unlockAccountMachine, { input: unlockAccountInput, events: unlockAccountEventsFor as any })
  return withEveryTransition(unlockAccountMachine, shortest, (state) => unlockAccountEventsFor(state) as any)
}
