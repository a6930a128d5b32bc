import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AuthError } from '@/api/auth'
import type { SignInRequest } from '@/api/auth'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderSignIn } from './helpers/render-sign-in'
import { renderApp } from './helpers/render-app'
import { fakeGoogleIdentity } from './helpers/render-sign-up'
import { signInResultFor } from '../helpers/fake-auth-api'
import { outcomes } from '../helpers/sign-up-model'

beforeEach(() => localStorage.clear())

let google: ReturnType<typeof fakeGoogleIdentity> | undefined
afterEach(() => {
  google?.remove()
  google = undefined
})

const withGoogle = async () => ({ ...demoOrg, socialProviders: [{ provider: 'google' as const, clientId: 'google-client' }] })

/** Installs a fake Google Identity Services and waits for the dialog's Google button. */
async function googleButton() {
  await waitFor(() => expect(document.querySelector('script[src*="accounts.google.com"]')).not.toBeNull())
  google!.loaded()
  return screen.findByRole('button', { name: 'Sign in with Google' })
}

describe('sign-in dialog (docs/screens.md#sign-in-dialog, docs/rules.md#sign-in-fields)', () => {
  it('is not closed by Escape nor by a click outside; its "Close" button closes it', async () => {
    const view = await renderSignIn()
    // The overlay blocks the pointer for real users; the check is off so the click reaches it.
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await user.keyboard('{Escape}')
    await user.click(document.body)
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
    expect(view.onOpenChange).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(view.onOpenChange).toHaveBeenCalledWith(false)
  })

  it("toggles the password's visibility with a button named for what it does; max length 13", async () => {
    await renderSignIn()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAttribute('maxLength', '13')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.type(password, 'abcdefghijklmnopq')
    expect(password).toHaveValue('abcdefghijklm')
  })

  it('"Remember password" sends remember:true and keeps the email for the next visit', async () => {
    localStorage.clear()
    const requests: SignInRequest[] = []
    const api = fakeApi({ signIn: async (request) => (requests.push(request), signInResultFor()) })
    const view = await renderSignIn({ api })
    await userEvent.type(screen.getByLabelText('Email'), 'Member@Example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'Member#2026')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember password' }))
    await userEvent.click(screen.getByRole('button', { name: /Sign in$/ }))
    await waitFor(() => expect(view.page.reloads).toBe(1))
    expect(requests[0]!.remember).toBe(true)
    expect(document.cookie).toContain('action=login')
    view.unmount()
    await renderSignIn({ api })
    expect(screen.getByLabelText('Email')).toHaveValue('member@example.com')
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked()
  })

  it('shows an unknown server message upper-cased, and a known code translated', async () => {
    let error = new AuthError('SOMETHING_NEW', 'Something new went wrong', 400)
    await renderSignIn({ api: fakeApi({ signIn: async () => Promise.reject(error) }) })
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c')
    await userEvent.type(screen.getByLabelText('Password'), 'x')
    await userEvent.click(screen.getByRole('button', { name: /Sign in$/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('SOMETHING NEW WENT WRONG')
    error = new AuthError('EMAIL_NOT_CONFIRMED', 'whatever', 403)
    await userEvent.click(screen.getByRole('button', { name: /Sign in$/ }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN'))
  })
})

describe('sign-in dialog, social login (docs/screens.md#sign-in-dialog)', () => {
  it('shows no social button, and loads no provider script, when the organisation offers none', async () => {
    let answered = false
    await renderSignIn({ api: fakeApi({ getOrgConfig: async () => ((answered = true), demoOrg) }) })
    await waitFor(() => expect(answered).toBe(true))
    await new Promise((r) => setTimeout(r, 0))
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull()
    expect(screen.queryByRole('button', { name: /Google|Facebook/ })).not.toBeInTheDocument()
  })

  it("shows Google's button when the organisation offers it; its token signs in without a password", async () => {
    google = fakeGoogleIdentity()
    const requests: SignInRequest[] = []
    const view = await renderSignIn({
      api: fakeApi({ getOrgConfig: withGoogle, signIn: async (request) => (requests.push(request), signInResultFor()) }),
    })
    await userEvent.click(await googleButton())
    await waitFor(() => expect(view.page.reloads).toBe(1))
    expect(requests[0]!.jsonSingIn).toMatchObject({ password: null, googletoken: 'google-id-token', fbtoken: null })
    expect(view.session.getSnapshot().matches('signedIn')).toBe(true)
  })
})

describe('sign-in dialog in the app', () => {
  const openSignIn = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign-in' }))
    return screen.findByRole('dialog', { name: 'Sign in' })
  }

  it('"Forgot password?" closes it and opens the forgot-password dialog, which always confirms', async () => {
    await renderApp()
    await openSignIn()
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }))
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' })
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com')
    await userEvent.click(screen.getByRole('button', { name: /Send the link/ }))
    await waitFor(() => expect(dialog).toHaveTextContent('If an account exists for this email, we have sent it a link'))
  })

  it('"Sign up" switches to the sign-up dialog, whose "Sign in" switches back', async () => {
    await renderApp()
    await openSignIn()
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    const signUp = await screen.findByRole('dialog', { name: 'Sign up' })
    expect(await within(signUp).findByRole('button', { name: 'Sign up with email' })).toBeVisible()
    await userEvent.click(within(signUp).getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible()
  })

  it('a Google login with no member yet opens "Complete your information", prefilled from Google', async () => {
    google = fakeGoogleIdentity()
    const checked: unknown[] = []
    await renderApp({
      api: fakeApi({
        getOrgConfig: withGoogle,
        signIn: async () => Promise.reject(new AuthError('SOCIAL_ACCOUNT_NOT_FOUND', 'NO ACCOUNT FOR THIS SOCIAL LOGIN YET', 404)),
        checkAccountForExists: async (request) => (checked.push(request), outcomes.noSocialAccount),
      }),
    })
    await openSignIn()
    await userEvent.click(await googleButton())
    const signUp = await screen.findByRole('dialog', { name: 'Complete your information' })
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument()
    expect(checked).toEqual([{ googletoken: 'google-id-token' }])
    expect(within(signUp).getByLabelText('Email')).toHaveValue('ana@gmail.example')
    expect(within(signUp).getByLabelText('First name')).toHaveValue('Ana')
    expect(within(signUp).getByLabelText('Last name')).toHaveValue('Silva')
  })
})
