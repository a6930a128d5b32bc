import { getShortestPaths } from 'xstate/graph'
import { signInMachine, type SignInEvent, type SignInInput } from '@machines/sign-in.machine'
import { AuthError } from '@/api/auth'
import { signInResultFor } from './fake-auth-api'
import { withEveryTransition } from './graph-coverage'

export const signInInput: SignInInput = {
  siteUrl: 'https://travel.example',
  navAgent: 'test-agent',
  isPromotionVisited: false,
  allowPromotionRedirect: true,
}

export const memberResult = signInResultFor()
export const promoResult = signInResultFor({ email: 'promo@example.com', is_promotion: true })

/** What the visitor can do (a social button's token among it), and every outcome of the sign-in call, as events. */
export const signInEvents = [
  { type: 'field.change', field: 'email', value: 'member@example.com' },
  { type: 'field.change', field: 'email', value: '' },
  { type: 'field.change', field: 'password', value: 'Member#2026' },
  { type: 'remember.toggle', checked: true },
  { type: 'form.submit' },
  { type: 'social.token', provider: 'google', token: 'google-id-token' },
  { type: 'xstate.done.actor.signIn', output: memberResult },
  { type: 'xstate.done.actor.signIn', output: promoResult },
  { type: 'xstate.error.actor.signIn', error: new AuthError('INVALID_CREDENTIALS', 'INVALID EMAIL ADDRESS OR PASSWORD', 401) },
  {
    type: 'xstate.error.actor.signIn',
    error: new AuthError('EMAIL_NOT_CONFIRMED', 'PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN', 403),
  },
  {
    type: 'xstate.error.actor.signIn',
    error: new AuthError(
      'SOCIAL_ACCOUNT_NOT_FOUND',
      'NO ACCOUNT FOR THIS SOCIAL LOGIN YET. PLEASE COMPLETE YOUR INFORMATION TO SIGN UP',
      404,
    ),
  },
  { type: 'verification.resend' },
  { type: 'xstate.done.actor.resendVerification', output: 'IF THIS EMAIL STILL NEEDS CONFIRMING, WE HAVE SENT IT A NEW CONFIRMATION LINK' },
  {
    type: 'xstate.error.actor.resendVerification',
    error: new AuthError('TOO_MANY_REQUESTS', 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER', 429),
  },
] as unknown as SignInEvent[]

/** The shortest paths, each extended by the events it leaves untried where that walks a transition none walks yet. */
export function signInPaths() {
  const shortest = getShortestPaths(signInMachine, { input: signInInput, events: signInEvents })
  return withEveryTransition(signInMachine, shortest, () => signInEvents)
}
