import { getShortestPaths } from 'xstate/graph'
import { forgotPasswordMachine, type ForgotPasswordEvent } from '@machines/forgot-password.machine'
import { AuthError } from '@/api/auth'
import { withEveryTransition } from './graph-coverage'

/** The dialog opened without an email, as from the sign-in dialog's link with an empty field. */
export const forgotPasswordInput = { email: '' }

/** What the visitor types (an email with stray spaces and case, a blank one) and every outcome of the call, as events. */
export const forgotPasswordEvents = [
  { type: 'field.change', value: ' Member@Example.COM ' },
  { type: 'field.change', value: '   ' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.send', output: "IF THIS EMAIL IS A MEMBER'S, A RESET LINK IS ON ITS WAY" },
  { type: 'xstate.error.actor.send', error: new AuthError('TOO_MANY_REQUESTS', 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER', 429) },
  { type: 'xstate.error.actor.send', error: new TypeError('Failed to fetch') },
] as unknown as ForgotPasswordEvent[]

/** Where each actor runs: its outcome is offered only there (elsewhere xstate would take it for an unhandled error). */
const runsIn: Record<string, string> = { send: 'sending' }

/** The events offered in a state: every user event, and the outcomes of the actor running there. */
export function forgotPasswordEventsFor(state: { matches: (value: any) => boolean }) {
  return forgotPasswordEvents.filter((event) => {
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
    return actor === undefined || state.matches(runsIn[actor])
  })
}

/** The shortest paths, each extended by the events it leaves untried where that walks a transition none walks yet. */
export function forgotPasswordPaths() {
  const shortest = getShortestPaths(forgotPasswordMachine, { input: forgotPasswordInput, events: forgotPasswordEventsFor as any })
  return withEveryTransition(forgotPasswordMachine, shortest, (state) => forgotPasswordEventsFor(state) as any)
}
