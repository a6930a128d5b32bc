import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './helpers/render-app'

/**
 * Where focus lands when one site-wide dialog hands over to another and the second one closes
 * (ui/dialog-focus.ts): on the account menu button that opened the first. Each journey runs twice:
 * first with each dialog's lazy module still to load, then with it loaded, when the dialog mounts in
 * the very commit in which the menu item (selected inside Radix's flushSync) still has focus.
 */
async function openSignInFromMenu(user: ReturnType<typeof userEvent.setup>) {
  const account = screen.getByRole('button', { name: 'Account menu' })
  account.focus()
  await user.keyboard('{Enter}')
  const item = await screen.findByRole('menuitem', { name: 'Sign-in' })
  await waitFor(() => expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement))
  item.focus()
  await user.keyboard('{Enter}')
  return screen.findByRole('dialog', { name: 'Sign in' })
}

/** Presses `button` of `from` with the keyboard; returns the dialog named `to` once it holds the focus and `from` is gone. */
async function handOver(user: ReturnType<typeof userEvent.setup>, from: HTMLElement, button: string, to: string) {
  within(from).getByRole('button', { name: button }).focus()
  await user.keyboard('{Enter}')
  const next = await screen.findByRole('dialog', { name: to })
  await waitFor(() => expect(next).toContainElement(document.activeElement as HTMLElement))
  expect(from).not.toBeInTheDocument()
  return next
}

async function closeWithButton(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  within(dialog).getByRole('button', { name: 'Close' }).focus()
  await user.keyboard('{Enter}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

async function start() {
  await renderApp()
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Getaways' })
  // The menu arrives in its own chunk; until then a stand-in button without aria-expanded shows.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false'))
  return userEvent.setup()
}

describe('focus when a dialog hands over to another', () => {
  it('sign-in → forgot password: closing forgot password gives focus back to the account menu button', async () => {
    const user = await start()
    for (const round of ['chunks loading', 'chunks loaded']) {
      const signIn = await openSignInFromMenu(user)
      const forgot = await handOver(user, signIn, 'Forgot password?', 'Forgot password')
      await closeWithButton(user, forgot)
      await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' }), round).toHaveFocus())
    }
  })

  it('sign-in → sign-up → sign-in: closing the last gives focus back to the account menu button', async () => {
    const user = await start()
    for (const round of ['chunks loading', 'chunks loaded']) {
      const signIn = await openSignInFromMenu(user)
      const signUp = await handOver(user, signIn, 'Sign up', 'Sign up')
      const signInAgain = await handOver(user, signUp, 'Sign in', 'Sign in')
      await closeWithButton(user, signInAgain)
      await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' }), round).toHaveFocus())
    }
  })
})
