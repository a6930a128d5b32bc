import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getShortestPaths } from 'xstate/graph'
import { signInMachine } from '@machines/sign-in.machine'
import type { SignInResult } from '@contract/schemas/auth'
import { fewestCovering, unwalked, withEveryTransition } from '../helpers/graph-coverage'
import { signInEvents, signInInput } from '../helpers/sign-in-model'
import { controllable } from '../helpers/controllable'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderSignIn } from './helpers/render-sign-in'
import { fakeGoogleIdentity } from './helpers/render-sign-up'

const options = { input: signInInput, events: signInEvents }
// Every transition, a retry after a failure among them (failure → validating → loading), in the
// fewest paths: a person retrying must see the error clear and the spinner come back.
const paths = fewestCovering(
  signInMachine,
  withEveryTransition(signInMachine, getShortestPaths(signInMachine, options), () => signInEvents),
)

type Rendered = Awaited<ReturnType<typeof renderSignIn>>

/** What the screen must show in each state of the machine. */
function expectScreen(state: (typeof paths)[number]['state'], view: Rendered) {
  if (state.matches('success')) {
    expect(view.onOpenChange).toHaveBeenCalledWith(false)
    if (state.context.user?.is_promotion) expect(view.location.history?.at(-1)).toBe('/promotions')
    else expect(view.page.reloads).toBe(1)
    expect(view.session.getSnapshot().matches('signedIn')).toBe(true)
    return
  }
  if (state.matches('socialSignUp')) {
    expect(view.onSocialSignUp).toHaveBeenCalledWith({ provider: 'google', token: 'google-id-token' })
    expect(view.onOpenChange).not.toHaveBeenCalled()
    return
  }
  expect(view.onSocialSignUp).not.toHaveBeenCalled()
  expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
  const login = screen.getByRole('button', { name: /Sign in$/ })
  expect(screen.queryByRole('status', { name: 'Signing in' }) !== null).toBe(state.matches('loading'))
  expect(login).toHaveProperty('disabled', state.matches('loading') || state.matches('resending'))
  expect(screen.getByLabelText('Email')).toHaveValue(state.context.email)
  expect(screen.getByLabelText('Password')).toHaveValue(state.context.password)
  expect(screen.getByRole('checkbox', { name: 'Remember password' })).toHaveProperty('checked', state.context.remember)
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent)
  const expected = (
    {
      EMAIL_REQUIRED: 'Please Enter Email Address',
      PASSWORD_REQUIRED: 'Please Enter Password',
      INVALID_CREDENTIALS: 'INVALID EMAIL ADDRESS OR PASSWORD',
      EMAIL_NOT_CONFIRMED: 'PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN',
      SOCIAL_ACCOUNT_NOT_FOUND: 'NO ACCOUNT FOR THIS SOCIAL LOGIN YET. PLEASE COMPLETE YOUR INFORMATION TO SIGN UP',
    } as Record<string, string>
  )[state.context.error?.code ?? '']
  expect(alerts).toEqual(expected ? [expected] : [])
  expect(view.page.reloads).toBe(0)
  const resend = screen.queryByRole('button', { name: /Send the confirmation email again/ })
  const { resent, error } = state.context
  const offersResend = !resent && error?.code === 'EMAIL_NOT_CONFIRMED'
  expect(resend !== null).toBe(offersResend)
  expect((resend as HTMLButtonElement | null)?.disabled).toBe(offersResend ? state.matches('resending') : undefined)
  const notice = screen.queryAllByRole('status').find((s) => /confirmation link/i.test(s.textContent ?? ''))?.textContent ?? null
  expect(notice).toBe(
    !resent
      ? null
      : resent.ok
        ? 'A confirmation link is on its way: we send at most one a minute. Please check your inbox and your spam folder.'
        : null,
  )
  const resendFailed = screen.queryByText('THE NEW LINK COULD NOT BE SENT. PLEASE TRY AGAIN')
  expect(resendFailed !== null).toBe(Boolean(resent && !resent.ok))
  if (resendFailed) expect(resendFailed).toBeVisible()
}

let google: ReturnType<typeof fakeGoogleIdentity> | undefined
afterEach(() => google?.remove())

describe('sign-in dialog, every generated path of the real machine', () => {
  it('the paths replayed here walk every transition', () => {
    expect(unwalked(signInMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      localStorage.clear()
      const call = controllable<SignInResult>()
      const resendCall = controllable<string>()
      google = fakeGoogleIdentity()
      const api = fakeApi({
        getOrgConfig: async () => ({ ...demoOrg, socialProviders: [{ provider: 'google', clientId: 'google-client' }] }),
        signIn: call.fn as never,
        resendVerification: resendCall.fn as never,
      })
      const view = await renderSignIn({ api })
      const user = userEvent.setup()
      // The organisation offers Google: its script loads with the dialog and draws the button.
      await vi.waitFor(() => expect(document.querySelector('script[src*="accounts.google.com"]')).not.toBeNull())
      google.loaded()
      await screen.findByRole('button', { name: 'Sign in with Google' })
      for (const step of path.steps) {
        const event = step.event as { type: string; [k: string]: unknown }
        switch (event.type) {
          case 'field.change': {
            const input = screen.getByLabelText(event.field === 'email' ? 'Email' : 'Password')
            await user.clear(input)
            if (event.value) await user.type(input, String(event.value))
            break
          }
          case 'remember.toggle':
            await user.click(screen.getByRole('checkbox', { name: 'Remember password' }))
            break
          case 'form.submit':
            await user.click(screen.getByRole('button', { name: /Sign in$/ }))
            break
          case 'social.token':
            await user.click(screen.getByRole('button', { name: 'Sign in with Google' }))
            break
          case 'xstate.done.actor.signIn':
            await act(async () => call.resolve(event.output as SignInResult))
            break
          case 'xstate.error.actor.signIn':
            await act(async () => call.reject(event.error))
            break
          case 'verification.resend':
            await user.click(screen.getByRole('button', { name: /Send the confirmation email again/ }))
            break
          case 'xstate.done.actor.resendVerification':
            await act(async () => resendCall.resolve(event.output as string))
            break
          case 'xstate.error.actor.resendVerification':
            await act(async () => resendCall.reject(event.error))
            break
        }
        expectScreen(step.state, view)
      }
    },
  )
})
