import { getShortestPaths } from 'xstate/graph'
import { changePasswordMachine, type ChangePasswordEvent } from '@machines/change-password.machine'
import { AuthError } from '@/api/auth'
import { signInResultFor } from './fake-auth-api'
import { withEveryTransition } from './graph-coverage'

/** The key of the mailed link, as /change-password?key=… gives it. */
export const changePasswordKey = 'Reset-Key_42'
export const changePasswordInput = { key: changePasswordKey }

export const goodPassword = 'Secret#2026'

/** What the visitor types (a valid password, a weak one, a matching and a differing confirmation) and every outcome of the save, as events. */
export const changePasswordEvents = [
  { type: 'field.change', field: 'password', value: goodPassword },
  { type: 'field.change', field: 'password', value: 'weak' },
  { type: 'field.change', field: 'confirmPassword', value: goodPassword },
  { type: 'field.change', field: 'confirmPassword', value: 'Other#2026' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.save', output: signInResultFor() },
  { type: 'xstate.error.actor.save', error: new AuthError('KEY_EXPIRED', 'THIS LINK HAS EXPIRED', 400) },
  { type: 'xstate.error.actor.save', error: new AuthError('PASSWORD_REUSED', 'CHOOSE A PASSWORD YOU HAVE NOT USED BEFORE', 400) },
  { type: 'xstate.error.actor.save', error: new TypeError('Failed to fetch') },
] as unknown as ChangePasswordEvent[]

/** Where each actor runs: its outcome is offered only there (elsewhere xstate would take it for an unhandled error). */
const runsIn: Record<string, string> = { save: 'saving' }

/** The events offered in a state: every user event, and the outcomes of the actor running there. */
export function changePasswordEventsFor(state: { matches: (value: any) => boolean }) {
  return changePasswordEvents.filter((event) => {
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
    return actor === undefined || state.matches(runsIn[actor])
  })
}

/** The shortest paths, each extended by the events it leaves untried where that walks a transition none walks yet. */
export function changePasswordPaths() {
  const shortest = getShortestPaths(changePasswordMachine, { input: changePasswordInput, events: changePasswordEventsFor as any })
  return withEveryTransition(changePasswordMachine, shortest, (state) => changePasswordEventsFor(state) as any)
}
