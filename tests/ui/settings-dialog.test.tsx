import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { renderApp } from './helpers/render-app'
import { fakeApi } from './helpers/fake-api'

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
})

async function openSettingsWithKeyboard() {
  const user = userEvent.setup()
  await screen.findByRole('heading', { name: 'Welcome to Acme Getaways' })
  // Tab from the top of the page until the account menu button (jsdom applies no CSS, so the
  // desktop and mobile navigation are both in the tab order).
  const trigger = () => screen.getByRole('button', { name: 'Account menu' })
  // The menu arrives in its own chunk; until then a stand-in button without aria-expanded shows.
  await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'))
  for (let i = 0; i < 30 && document.activeElement !== trigger(); i++) await user.tab()
  expect(trigger()).toHaveFocus()
  await user.keyboard('{Enter}')
  const item = await screen.findByRole('menuitem', { name: 'Language and Currencies' })
  await waitFor(() => expect(item).toHaveFocus())
  await user.keyboard('{Enter}')
  return { user, dialog: await screen.findByRole('dialog', { name: 'Language and Currencies' }) }
}

describe('Language and Currencies dialog', () => {
  it('is operated with the keyboard: arrow to a language, choose it, the page re-renders in it', async () => {
    await renderApp()
    const { user, dialog } = await openSettingsWithKeyboard()
    const languages = within(dialog).getByRole('radiogroup', { name: 'Language' })
    const english = within(languages).getByRole('radio', { name: 'English' })
    expect(english).toBeChecked()
    // Each name is marked as its own language, so a screen reader says "Español" in Spanish.
    expect(within(languages).getByText('Español')).toHaveAttribute('lang', 'es-ES')
    expect(within(languages).getByText('English')).toHaveAttribute('lang', 'en-US')
    english.focus()
    await user.keyboard('{ArrowDown}')
    expect(within(languages).getByRole('radio', { name: 'Español' })).toHaveFocus()
    expect(within(languages).getByRole('radio', { name: 'Español' })).toBeChecked()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido a Acme Getaways' })).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.documentElement.lang).toBe('es-ES')
    expect(Cookies.get('lan_code')).toBe('es-ES')
    expect(screen.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible()
  })

  it('lists the active currencies with flag, code and name, and applies a choice to prices', async () => {
    await renderApp()
    const { user, dialog } = await openSettingsWithKeyboard()
    const currencies = within(dialog).getByRole('radiogroup', { name: 'Currency' })
    expect(
      within(currencies)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['USDUS Dollar', 'EUREuro', 'GBPPound Sterling'])
    expect(currencies.querySelector('img[src="/flags/eu_80.png"]')).not.toBeNull()
    await user.click(within(currencies).getByRole('radio', { name: /EUR/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('€60.00')).toBeVisible()
    expect(Cookies.get('currency_code')).toBe('EUR')
  })

  it('closes on Escape without applying anything', async () => {
    await renderApp()
    const { user, dialog } = await openSettingsWithKeyboard()
    await user.click(within(dialog).getByRole('radio', { name: 'Deutsch' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Acme Getaways' })).toBeVisible()
  })

  it('shows prices in their own currency when the rate fails', async () => {
    await renderApp({
      api: fakeApi({ getCurrencyRate: async () => Promise.reject(new Error('down')) }),
      candidates: { ssoLanguage: null, ssoCurrency: null, queryLanguage: null, cookieLanguage: null, cookieCurrency: 'EUR' },
    })
    const list = await screen.findByRole('list', { name: 'Featured destinations' })
    expect(await within(list).findByText('$120.00')).toBeVisible()
  })
})
