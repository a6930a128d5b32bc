import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { sessionMachine, type SessionCheckOutput, type SessionEvent } from '@machines/session-check.machine'
import { noSessionAnswer, profileFor, signInResultFor } from './fake-auth-api'

/*
 * The session machine's model: every answer of the session check, the sign-in's save and the
 * logout's clear, as events; the check run and skipped.
 */

export const signedIn = (overrides = {}, canBookingWithoutSession = false): SessionCheckOutput => ({
  answer: { status: true, result: profileFor(overrides) },
  canBookingWithoutSession,
})
export const ssoOut: SessionCheckOutput = {
  answer: { status: false, result: null, message: { ssocheck: { is_sso: true }, session_out_url: 'https://org.example/out' } },
  canBookingWithoutSession: false,
}
export const signedOut: SessionCheckOutput = { answer: noSessionAnswer, canBookingWithoutSession: true }

export const sessionEvents = [
  { type: 'xstate.done.actor.checkLogin', output: signedIn() },
  { type: 'xstate.done.actor.checkLogin', output: ssoOut },
  { type: 'xstate.done.actor.checkLogin', output: signedOut },
  { type: 'xstate.error.actor.checkLogin', error: new Error('down') },
  { type: 'session.save', profile: signInResultFor() },
  { type: 'session.clear' },
] as unknown as SessionEvent[]

/** The paths the given generators (by default the shortest and the simple ones) make, for each input (checked and skipped). */
export function sessionPaths(generators: (typeof getShortestPaths)[] = [getShortestPaths, getSimplePaths], skips = [false, true]) {
  return skips.flatMap((skip) => generators.flatMap((generate) => generate(sessionMachine, { input: { skip }, events: sessionEvents })))
}
