import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { i18n, activateLocale } from '@/lib/i18n'
import { AccountMenu } from '@/features/account-menu/account-menu'
import type { Session } from '@/shared/session/use-session'
import { renderApp } from './helpers/render-app'
import './helpers/dom-polyfills'

const allItems = ['Booking history', 'My account', 'Travel profile', 'My trips', 'Wallet', 'Language and Currencies', 'Log-out', 'Sign-in']
const member: Session = { status: 'signedIn', userType: 2, userName: 'Ana', signOut: vi.fn() }
const agent: Session = { status: 'signedIn', userType: 1, userName: 'Bo', signOut: vi.fn() }

async function openMenu(session: Session) {
  await activateLocale('en-US')
  const handlers = { onSignIn: vi.fn(), onSettings: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <AccountMenu session={session} {...handlers} />
      </Router>
    </I18nProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }))
  const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
  return { names, handlers }
}

describe('account menu (visibility table; docs/screens.md#account-menu)', () => {
  it('shows a signed-out visitor only "Language and Currencies" and "Sign-in"', async () => {
    const { names } = await openMenu({ status: 'signedOut' })
    expect(names).toEqual(['Language and Currencies', 'Sign-in'])
  })

  it('shows a signed-in member every item but "Sign-in", in order', async () => {
    const { names } = await openMenu(member)
    expect(names).toEqual(allItems.filter((n) => n !== 'Sign-in'))
  })

  it('links a member to the member pages', async () => {
    await openMenu(member)
    expect(screen.getByRole('menuitem', { name: 'Booking history' })).toHaveAttribute('href', '/user/booking-history')
    expect(screen.getByRole('menuitem', { name: 'Travel profile' })).toHaveAttribute('href', '/user/profile')
    expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/user-details')
    expect(screen.getByRole('menuitem', { name: 'My trips' })).toHaveAttribute('href', '/user/my-trips')
    expect(screen.getByRole('menuitem', { name: 'Wallet' })).toHaveAttribute('href', '/wallet')
  })

  it('links an agent to the agent pages', async () => {
    await openMenu(agent)
    expect(screen.getByRole('menuitem', { name: 'Booking history' })).toHaveAttribute('href', '/agent/booking-history')
    expect(screen.getByRole('menuitem', { name: 'Travel profile' })).toHaveAttribute('href', '/agent/profile')
  })

  it('signs out through the session on "Log-out"', async () => {
    await openMenu(member)
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log-out' }))
    expect(member.signOut).toHaveBeenCalledOnce()
    // What the member sees: the menu closes and focus is back on its button.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus()
  })

  it('opens the sign-in dialog from "Sign-in" in the app', async () => {
    const { session } = await renderApp()
    // The session check answers over (fake) HTTP; the menu is opened once it has.
    await waitFor(() => expect(session.getSnapshot().context.loaded).toBe(true))
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign-in' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(dialog).toContainElement(screen.getByLabelText('Email'))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
