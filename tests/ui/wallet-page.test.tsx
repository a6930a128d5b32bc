import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/client'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { noCandidates, renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { controllable } from '../helpers/controllable'
import { walletIn } from '../helpers/fake-wallet'
import { fakeClubApi } from '../helpers/club-fixtures'

const signedIn = { checkLogin: async () => ({ status: true as const, result: profileFor() }) }

describe('/wallet', () => {
  it("shows one tab per wallet option of the organisation, each with the member's cards", async () => {
    await renderApp({ path: '/wallet', api: fakeApi(signedIn) })
    const tabs = await screen.findByRole('tablist', { name: 'Wallet' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Discount Cards', 'Certificates'])
    const discount = await screen.findByRole('tabpanel', { name: 'Discount Cards' })
    expect(await within(discount).findByText('DISC-0001')).toBeVisible()
    expect(within(discount).getByText('$25.00')).toBeVisible()

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Certificates' }))
    const certificates = screen.getByRole('tabpanel', { name: 'Certificates' })
    const items = within(certificates)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'))
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(['Hotel night certificate', 'Resort week certificate'])
    expect(items[0]).toHaveTextContent('Active')
    expect(items[0]).toHaveTextContent('$120.00')
    expect(items[0]).toHaveTextContent('For: Hotels')
    expect(items[0]).toHaveTextContent('Expires Jan 15, 2027')
    expect(items[1]).toHaveTextContent('Used')
    expect(items[1]).toHaveTextContent('Does not expire')
  })

  it('shows amounts in the selected currency, converted by the server', async () => {
    // The member prefers euros (their profile's currency applies at the session check, issue 17).
    const inEuros = { checkLogin: async () => ({ status: true as const, result: profileFor({ currency_code: 'EUR' }) }) }
    await renderApp({ path: '/wallet', api: fakeApi(inEuros), candidates: { ...noCandidates, cookieCurrency: 'EUR' } })
    const discount = await screen.findByRole('tabpanel', { name: 'Discount Cards' })
    expect(await within(discount).findByText('€12.50')).toBeVisible()
    expect(within(discount).getByText('issued as $25.00')).toBeVisible()
  })

  it('shows a skeleton while the cards load, an empty state for an option without cards, and a way to retry a failure', async () => {
    const call = controllable<ReturnType<typeof walletIn>>()
    const api = fakeApi({
      ...signedIn,
      getOrgConfig: async () => ({ ...demoOrg, org_site_wallet: 'Cash Card,myvacations' }),
      getPaymentCardsByUser: call.fn as never,
    })
    await renderApp({ path: '/wallet', api, clubApi: fakeClubApi({ getVacations: async () => [] }) })
    expect(await screen.findByRole('status', { name: 'Loading your cards' })).toBeVisible()
    await call.reject(new ApiError('http', 'Internal server error', 500))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cards could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    call.resolve(walletIn('USD'))
    expect(await screen.findByText('You have no cash card yet.')).toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'myvacations' }))
    // A plan without vacation benefits (issue 18) says so and points to the plans.
    expect(await screen.findByText(/Your plan has no vacation benefits/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/JoinNow')
  })

  it('asks a visitor to sign in', async () => {
    await renderApp({ path: '/wallet' })
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible()
  })
})
