import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import { signUpMachine, type SignUpInput } from '@machines/sign-up.machine'
import { accessCodeShown } from '@machines/sign-up.rules'
import type { NationalityEntry } from '@contract/schemas/lookups'
import { fewestCovering, unwalked, withEveryTransition } from '../helpers/graph-coverage'
import { invitation, signUpEvents, signUpPaths } from '../helpers/sign-up-model'
import { controllable } from '../helpers/controllable'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { fakeGoogleIdentity, renderSignUp } from './helpers/render-sign-up'

const allPaths = withEveryTransition(signUpMachine, signUpPaths(), signUpEvents)
const paths = fewestCovering(signUpMachine, allPaths)

type State = SnapshotFrom<typeof signUpMachine>
type Rendered = Awaited<ReturnType<typeof renderSignUp>>

const fieldLabels: Record<string, string> = {
  accessCode: 'Access code',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  confirmPassword: 'Confirm password',
}
/** The text each error code shows (docs/rules.md#errors), as a person reads it. */
const shown: Record<string, string> = {
  ACCESS_CODE_REQUIRED: 'Please Enter The Access Code',
  EMAIL_ID_REQUIRED: 'Please Enter Email ID',
  EMAIL_INVALID: 'Invalid Mail',
  TITLE_REQUIRED: 'Please Select Title',
  FIRST_NAME_REQUIRED: 'Please Enter First Name',
  LAST_NAME_REQUIRED: 'Please Enter Last Name',
  TERMS_REQUIRED: 'please accept the terms & conditions to proceed',
  PASSWORDS_DIFFER: 'Passwords Do Not Match',
  PASSWORD_RULES: 'Password must be 8-13 characters with a lowercase letter, an uppercase letter, a digit and a special character',
  ACCOUNT_EXISTS: 'User Already Exists. Please login with Email',
  USER_ALREADY_CREATED: 'User Already Exists. Please login with Email',
  ACCESS_CODE_EXPIRED: 'THIS ACCESS CODE HAS EXPIRED',
  TOO_MANY_REQUESTS: 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER',
}

function expectScreen(state: State, view: Rendered) {
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent)
  expect(alerts).toEqual(state.context.error ? [shown[state.context.error.code]] : [])
  const busy = (name: string) => screen.queryByRole('status', { name }) !== null
  if (state.matches('preparing')) return expect(busy('Loading')).toBe(true)
  if (state.matches('options') || state.matches('checkingSocial')) {
    expect(busy('Checking your account')).toBe(state.matches('checkingSocial'))
    return expect(screen.getByRole('button', { name: 'Sign up with email' })).toHaveProperty('disabled', state.matches('checkingSocial'))
  }
  if (state.matches('emailSent'))
    return expect(screen.getByRole('status')).toHaveTextContent('AN EMAIL CONFIRMATION HAS BEEN SENT TO YOUR ACCOUNT.')
  if (state.matches('welcome')) return expect(screen.getByRole('status')).toHaveTextContent(`Welcome to ${demoOrg.orgName}, Ana!`)
  if (state.matches('done')) {
    expect(view.onOpenChange).toHaveBeenCalledWith(false)
    return expect(view.page.reloads).toBe(1)
  }
  const { details, social } = state.context
  const onPassword = state.matches('password') || (state.matches('submitting') && !social)
  if (onPassword) {
    expect(screen.getByLabelText('Password')).toHaveValue(state.context.password)
    expect(screen.getByLabelText('Confirm password')).toHaveValue(state.context.confirmPassword)
    expect(screen.getByRole('checkbox', { name: /I accept the privacy policy/ })).toHaveProperty('checked', state.context.termsAccepted)
    expect(busy('Creating your account')).toBe(state.matches('submitting'))
    return
  }
  expect(screen.getByRole('heading', { name: social ? 'Complete your information' : 'Sign up' })).toBeVisible()
  expect(screen.queryByLabelText('Access code') !== null).toBe(accessCodeShown(state.context))
  expect(screen.getByLabelText('Email')).toHaveValue(details.email)
  expect(screen.getByLabelText('Title')).toHaveValue(details.title)
  expect(screen.getByLabelText('First name')).toHaveValue(details.firstName)
  expect(screen.getByLabelText('Last name')).toHaveValue(details.lastName)
  expect(screen.getByRole('button', { name: new RegExp(`^Phone country code.*\\${details.phoneCountry.isdCode}$`) })).toBeVisible()
  expect(busy('Checking your details')).toBe(['checkingAccount', 'checkingAccessCode', 'submitting'].some((s) => state.matches(s as never)))
}

let google: ReturnType<typeof fakeGoogleIdentity> | undefined
afterEach(() => google?.remove())

describe('sign-up dialog, the fewest generated paths that walk every transition of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(signUpMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const input = (path as unknown as { input: SignUpInput }).input
      const invited = path.steps.some((s) => (s.event as { output?: { invitation?: unknown } }).output?.invitation)
      const calls = {
        nationalities: controllable<NationalityEntry[]>(),
        check: controllable(),
        code: controllable(),
        signUp: controllable(),
      }
      google = fakeGoogleIdentity()
      const api = fakeApi({
        getOrgConfig: async () => ({
          ...demoOrg,
          accessCodeEnabled: input.accessCodeEnabled,
          referralReplacesAccessCode: true,
          socialProviders: [{ provider: 'google', clientId: 'google-client' }],
        }),
        getNationalities: calls.nationalities.fn as never,
        getInvitation: async () => ({ status: true, data: invitation }),
        checkAccountForExists: calls.check.fn as never,
        validateAccessCode: calls.code.fn as never,
        signUp: calls.signUp.fn as never,
      })
      const view = await renderSignUp({ api, search: invited ? '?signup=1&key=demo-invitation-2026' : '', socialToken: input.socialToken })
      const user = userEvent.setup()
      await waitFor(() => expect(calls.nationalities.calls).toHaveLength(1))
      for (const step of path.steps) {
        const event = step.event as { type: string; [k: string]: unknown }
        const outcome = (call: ReturnType<typeof controllable>) =>
          act(async () => (event.type.startsWith('xstate.done') ? call.resolve(event.output) : call.reject(event.error)))
        switch (event.type) {
          case 'xstate.init':
            break
          case 'xstate.done.actor.prepare':
            await act(async () => calls.nationalities.resolve((event.output as { nationalities: NationalityEntry[] }).nationalities))
            break
          case 'xstate.error.actor.prepare':
            await act(async () => calls.nationalities.reject(event.error))
            break
          case 'email.choose':
            await user.click(screen.getByRole('button', { name: 'Sign up with email' }))
            break
          case 'social.token':
            google.loaded()
            await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }))
            break
          case 'field.change':
            if (event.field === 'title') {
              await user.selectOptions(screen.getByLabelText('Title'), String(event.value))
            } else {
              const input = screen.getByLabelText(fieldLabels[String(event.field)]!)
              await user.clear(input)
              await user.type(input, String(event.value))
            }
            break
          case 'phone.country':
            await user.click(screen.getByRole('button', { name: /^Phone country code/ }))
            await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'united k')
            await user.click(screen.getByRole('option', { name: /United Kingdom/ }))
            break
          case 'terms.toggle':
            await user.click(screen.getByRole('checkbox', { name: /I accept the privacy policy/ }))
            break
          case 'form.submit':
            await user.click(screen.getByRole('button', { name: /^(Continue|Create account|Sign up)$/ }))
            break
          case 'step.back':
            await user.click(screen.getByRole('button', { name: /Other ways to sign up|Back to your details/ }))
            break
          case 'dialog.finish':
            await user.click(screen.getByRole('button', { name: 'Start exploring' }))
            break
          default: {
            const id = event.type.split('.').at(-1)
            await outcome(id === 'checkAccount' ? calls.check : id === 'validateAccessCode' ? calls.code : calls.signUp)
          }
        }
        expectScreen(step.state as State, view)
      }
      view.stop()
    },
    30_000,
  )
})
