import { getShortestPaths } from 'xstate/graph'
import { verifyAccountMachine, type VerifyAccountEvent } from '@machines/verify-account.machine'
import { AuthError } from '@/api/auth'
import { withEveryTransition } from './graph-coverage'

/** The key of the mailed link, as /verify-account?key=… gives it. */
export const verifyKey = 'Verify-Key_42'
export const verifyAccountInput = { key: verifyKey }
export const knownEmail = 'new@example.com'

/**
 * The visitor's resend click, and every outcome of the two calls: confirmed, refused naming the
 * account's email (an expired or used key), refused without one (an unknown key, a network failure).
 */
export const verifyAccountEvents = [
  { type: 'link.resend' },
  { type: 'xstate.done.actor.verify', output: { email: knownEmail } },
  { type: 'xstate.error.actor.verify', error: new AuthError('KEY_EXPIRED', 'THIS LINK HAS EXPIRED', 400, knownEmail) },
  { type: 'xstate.error.actor.verify', error: new AuthError('KEY_USED', 'THIS LINK HAS ALREADY BEEN USED', 400, knownEmail) },
  { type: 'xstate.error.actor.verify', error: new AuthError('KEY_INVALID', 'THIS LINK IS NOT VALID', 400) },
  { type: 'xstate.error.actor.verify', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.resend', output: 'A NEW CONFIRMATION LINK IS ON ITS WAY' },
  { type: 'xstate.error.actor.resend', error: new AuthError('TOO_MANY_REQUESTS', 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER', 429) },
] as unknown as VerifyAccountEvent[]

/** Where each actor runs: its outcome is offered only there (elsewhere xstate would take it for an unhandled error). */
const runsIn: Record<string, string> = { verify: 'verifying', resend: 'resending' }

/** The events offered in a state: every user event, and the outcomes of the actor running there. */
export function verifyAccountEventsFor(state: { matches: (value: any) => boolean }) {
  return verifyAccountEvents.filter((event) => {
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
    return actor === undefined || state.matches(runsIn[actor])
  })
}

/** The shortest paths, each extended by the events it leaves untried where that walks a transition none walks yet. */
export function verifyAccountPaths() {
  const shortest = getShortestPaths(verifyAccountMachine, { input: verifyAccountInput, events: verifyAccountEventsFor as any })
  return withEveryTransition(verifyAccountMachine, shortest, (state) => verifyAccountEventsFor(state) as any)
}
