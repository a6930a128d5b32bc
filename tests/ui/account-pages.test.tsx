import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AuthError } from '@/api/auth'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { signInResultFor } from '../helpers/fake-auth-api'

const key = 'k'.repeat(43)
beforeEach(() => localStorage.clear())

async function menuNames() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }))
  const names = (await screen.findAllByRole('menuitem')).map((i) => i.textContent)
  await userEvent.keyboard('{Escape}')
  return names
}

describe('signed-in-only pages', () => {
  it('send a signed-out visitor to the sign-in dialog and back to the page after signing in', async () => {
    const promo = signInResultFor({ is_promotion: true })
    const { page, location } = await renderApp({ path: '/user/travelers', api: fakeApi({ signIn: async () => promo }) })
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    await userEvent.type(within(dialog).getByLabelText('Email'), 'promo@example.com')
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Promo#2026')
    await userEvent.click(within(dialog).getByRole('button', { name: /Sign in$/ }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Travellers' })).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(page.reloads).toBe(1)
    expect(location.history?.at(-1)).toBe('/user/travelers')
  })

  it('offer the dialog again when the visitor closed it', async () => {
    await renderApp({ path: '/user/profile' })
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.getByRole('heading', { name: 'Please sign in to see this page' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible()
  })
})

describe('/change-password', () => {
  it('checks the rules (docs/rules.md#sign-up-details), then signs in and goes home', async () => {
    const { location } = await renderApp({ path: `/change-password?key=${key}`, skipSessionCheck: true })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('New password'), 'short')
    await user.click(screen.getByRole('button', { name: /Change password/ }))
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be 8-13 characters')
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'Member#2027')
    await user.type(screen.getByLabelText('Confirm password'), 'Member#2028')
    await user.click(screen.getByRole('button', { name: /Change password/ }))
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords Do Not Match')
    expect(screen.getByRole('button', { name: 'Show password' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Show confirmation' })).toBeVisible()
    await user.clear(screen.getByLabelText('Confirm password'))
    await user.type(screen.getByLabelText('Confirm password'), 'Member#2027')
    await user.click(screen.getByRole('button', { name: /Change password/ }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'))
    expect(await menuNames()).toContain('Log-out')
  })

  it('says so when the link has expired and offers forgot-password', async () => {
    const api = fakeApi({ changePassword: async () => Promise.reject(new AuthError('KEY_EXPIRED', 'x', 400)) })
    await renderApp({ path: `/change-password?key=${key}`, api, skipSessionCheck: true })
    await userEvent.type(await screen.findByLabelText('New password'), 'Member#2027')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Member#2027')
    await userEvent.click(screen.getByRole('button', { name: /Change password/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('THIS LINK HAS EXPIRED. PLEASE ASK FOR A NEW ONE')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }))
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeVisible()
  })
})

describe('/verify-account', () => {
  it('confirms the email and opens the sign-in dialog over /home, where the session check runs after the reload', async () => {
    const { location } = await renderApp({ path: `/verify-account?key=${key}`, skipSessionCheck: true })
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(within(dialog).getByLabelText('Email')).toHaveValue('member@example.com')
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your email address is confirmed. You can now sign in.')
    expect(location.history?.at(-1)).toBe('/home')
  })

  it('offers a new link when the key was used', async () => {
    const api = fakeApi({ verifyAccount: async () => Promise.reject(new AuthError('KEY_USED', 'x', 400, 'new@example.com')) })
    await renderApp({ path: `/verify-account?key=${key}`, api, skipSessionCheck: true })
    expect(await screen.findByRole('alert')).toHaveTextContent('THIS LINK HAS ALREADY BEEN USED')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }))
    expect(await screen.findByText(/we have sent it a new confirmation link/)).toBeVisible()
  })
})

describe('/unlock-account', () => {
  it('lifts the lock and opens the sign-in dialog over /home with the email and a note saying so', async () => {
    const unlocked: string[] = []
    const api = fakeApi({ unlockAccount: async (k) => (unlocked.push(k), { email: 'member@example.com' }) })
    const { location } = await renderApp({ path: `/unlock-account?key=${key}`, api })
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(within(dialog).getByLabelText('Email')).toHaveValue('member@example.com')
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your account is unlocked. You can now sign in.')
    expect(location.history?.at(-1)).toBe('/home')
    expect(unlocked).toEqual([key])
  })

  it('says why a used link is refused and offers, from the keyboard, signing in or a new password', async () => {
    const api = fakeApi({ unlockAccount: async () => Promise.reject(new AuthError('KEY_USED', 'x', 400)) })
    await renderApp({ path: `/unlock-account?key=${key}`, api })
    expect(await screen.findByRole('heading', { name: 'Unlock your account' })).toBeVisible()
    expect(await screen.findByRole('alert')).toHaveTextContent('THIS LINK HAS ALREADY BEEN USED')
    const user = userEvent.setup()
    await user.tab()
    while (document.activeElement !== screen.getByRole('button', { name: 'Choose a new password' })) await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeVisible()
  })
})

describe('/login/sso', () => {
  it('lands a valid token on /home, signed in', async () => {
    const { location } = await renderApp({ path: '/login/sso?token=a.b.c', skipSessionCheck: true })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'))
    expect(await menuNames()).toContain('Log-out')
  })

  it('says clearly when the token is refused', async () => {
    const api = fakeApi({ signInWithSso: async () => Promise.reject(new AuthError('SSO_INVALID', 'x', 401)) })
    await renderApp({ path: '/login/sso?token=a.b.c', api, skipSessionCheck: true })
    expect(await screen.findByRole('alert')).toHaveTextContent('THIS SIGN-IN LINK IS NOT VALID')
  })
})
