import { getShortestPaths } from 'xstate/graph'
import { ssoMachine } from '@machines/sso.machine'
import { AuthError } from '@/api/auth'
import { signInResultFor } from './fake-auth-api'
import { withEveryTransition } from './graph-coverage'

/** The identity provider's token, as /login/sso?token=… gives it. */
export const ssoToken = 'idp-Token.42'

/** The two inputs: the query has a token, or none. */
export const ssoInputs = [{ token: ssoToken }, { token: null }] as const

/** Every outcome of the token's trade, as events (the machine takes no user events). */
export const ssoEvents = [
  { type: 'xstate.done.actor.signIn', output: signInResultFor() },
  { type: 'xstate.error.actor.signIn', error: new AuthError('SSO_INVALID', 'THIS SIGN-IN LINK IS NOT VALID', 401) },
  { type: 'xstate.error.actor.signIn', error: new TypeError('Failed to fetch') },
] as const

/** Where each actor runs: its outcome is offered only there (elsewhere xstate would take it for an unhandled error). */
const runsIn: Record<string, string> = { signIn: 'signingIn' }

/** The events offered in a state: every user event, and the outcomes of the actor running there. */
export function ssoEventsFor(state: { matches: (value: any) => boolean }) {
  return ssoEvents.filter((event) => {
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
    return actor === undefined || state.matches(runsIn[actor])
  })
}

/** For each input, the shortest paths, each extended by the events it leaves untried where that walks a transition none walks yet. */
export function ssoPaths() {
  return ssoInputs.flatMap((input) => {
    const shortest = getShortestPaths(ssoMachine, { input, events: ssoEventsFor as any })
    return withEveryTransition(ssoMachine, shortest, (state) => ssoEventsFor(state) as any)
  })
}
