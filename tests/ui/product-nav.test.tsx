import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { activateLocale, i18n } from '@/lib/i18n'
import { ProductNav } from '@/features/products/product-nav'
import type { Session } from '@/shared/session/use-session'
import { renderApp } from './helpers/render-app'
import { demoOrg } from './helpers/fake-api'

afterEach(() => vi.restoreAllMocks())

async function renderNav(session: Session = { status: 'signedOut' }) {
  await activateLocale('en-US')
  const onSignIn = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <ProductNav org={demoOrg} session={session} onSignIn={onSignIn} />
      </Router>
    </I18nProvider>,
  )
  return { nav: screen.getByRole('navigation', { name: 'Products' }), onSignIn }
}

describe('product navigation (desktop)', () => {
  it("shows only the organisation's eligible products, in catalogue order", async () => {
    const { nav } = await renderNav()
    const names = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(names).toEqual(['Hotels', 'Weeks', 'Resorts', 'Cruises', 'All-inclusive', 'Daily deals'])
  })

  it('sends weeks to /resorts and products to their segment', async () => {
    const { nav } = await renderNav()
    expect(within(nav).getByRole('link', { name: 'Weeks' })).toHaveAttribute('href', '/resorts')
    expect(within(nav).getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/hotel')
  })

  it('opens an external entry in a new tab without handing over the opener', async () => {
    const { nav } = await renderNav()
    const link = within(nav).getByRole('link', { name: 'All-inclusive' })
    expect(link).toHaveAttribute('href', 'https://ai.example/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('daily deals asks a signed-out visitor to sign in', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { nav, onSignIn } = await renderNav()
    await userEvent.click(within(nav).getByRole('button', { name: 'Daily deals' }))
    expect(onSignIn).toHaveBeenCalledOnce()
    expect(open).not.toHaveBeenCalled()
  })

  it('daily deals opens its page in a new tab for a signed-in member', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { nav, onSignIn } = await renderNav({ status: 'signedIn', userType: 2, userName: 'Ana', signOut: () => {} })
    await userEvent.click(within(nav).getByRole('button', { name: 'Daily deals' }))
    expect(open).toHaveBeenCalledWith('https://deals.example/', '_blank', 'noopener,noreferrer')
    expect(onSignIn).not.toHaveBeenCalled()
  })

  it('daily deals opens the sign-in dialog in the app', async () => {
    await renderApp()
    const [desktop] = await screen.findAllByRole('navigation', { name: 'Products' })
    await userEvent.click(within(desktop!).getByRole('button', { name: 'Daily deals' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible()
  })
})

describe('mobile navigation', () => {
  it('opens full screen from the menu button, one entry per place, and closes on a pick', async () => {
    await renderApp()
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Acme Getaways' })
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(names).toEqual(['Hotels', 'Weeks', 'Cruises', 'All-inclusive', 'Daily deals'])
    await userEvent.click(within(dialog).getByRole('link', { name: 'Cruises' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'This page is not available yet' })).toBeVisible()
  })
})
