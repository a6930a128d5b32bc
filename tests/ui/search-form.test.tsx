import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Destination } from '@contract/schemas/booking'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { fakeBookingApi } from '../helpers/search-results-model'

beforeAll(async () => {
  await Promise.all([import('@/features/search/home-search'), import('@/features/search/search-page')])
}, 30_000)

// Today is Thursday 3 December 2026; the demo organisation's earliest check-in is two days on (Saturday the 5th).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

const destination = (id: string, name: string, countryName: string, hotelCount: number): Destination => ({
  id,
  name,
  countryCode: id.slice(-2).toUpperCase(),
  countryName,
  latitude: 0,
  longitude: 0,
  hotelCount,
  resortCount: 2,
})
const cancun = destination('cancun-mx', 'Cancún', 'Mexico', 12)
const canberra = destination('canberra-au', 'Canberra', 'Australia', 1)

function suggestions() {
  return vi.fn(async (_query: string, _kind?: 'hotel' | 'resort', _signal?: AbortSignal) => [cancun, canberra])
}

const hotelForm = () => screen.findByRole('form', { name: 'Search hotels' }, { timeout: 3000 })
const lastUrl = (view: Awaited<ReturnType<typeof renderApp>>) => view.location.history.at(-1)

describe('search form on the home page', { timeout: 20_000 }, () => {
  it('loads lazily, then offers a tab per kind the organisation sells', async () => {
    await renderApp({ path: '/home', bookingApi: fakeBookingApi() })
    const tabs = await screen.findByRole('tablist', { name: 'What to search' }, { timeout: 3000 })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Hotels', 'Resorts'])
    expect(await hotelForm()).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Destination' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Check-in' })).toHaveValue('12/05/2026')
    expect(screen.getByRole('textbox', { name: 'Check-out' })).toHaveValue('12/06/2026')
    expect(screen.queryByRole('status', { name: 'Loading the search form' })).toBeNull()
  })

  it('shows one form without tabs when the organisation sells hotels only', async () => {
    const api = fakeApi({ getOrgConfig: async () => ({ ...demoOrg, eligibleProducts: [{ product_id: 'hotelgd' }] }) })
    await renderApp({ path: '/', api, bookingApi: fakeBookingApi() })
    expect(await hotelForm()).toBeVisible()
    expect(screen.queryByRole('tablist', { name: 'What to search' })).toBeNull()
  })

  it("starts the date picker's weeks on Monday for such an organisation, and disables days before the earliest check-in", async () => {
    const monday = { ...demoOrg, orgBySite: { orgCountryData: { calendarType: 'monday' as const, code: 'ES' }, minCheckinDays: 2 } }
    await renderApp({ path: '/home', api: fakeApi({ getOrgConfig: async () => monday }), bookingApi: fakeBookingApi() })
    await hotelForm()
    await userEvent.click(screen.getByRole('button', { name: 'Choose check-in date' }))
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(screen.getByRole('button', { name: 'Friday, December 4, 2026' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Saturday, December 5, 2026' })).not.toHaveAttribute('aria-disabled')
    await userEvent.click(screen.getByRole('button', { name: 'Thursday, December 10, 2026' }))
    // Check-out moved along: it must stay after check-in, and its calendar starts the day after.
    expect(screen.getByRole('textbox', { name: 'Check-out' })).toHaveValue('12/11/2026')
    await userEvent.click(screen.getByRole('button', { name: 'Choose check-out date' }))
    expect(screen.getByRole('button', { name: 'Thursday, December 10, 2026' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Friday, December 11, 2026' })).not.toHaveAttribute('aria-disabled')
  })

  it('takes a check-in up to 365 days after today (Friday 3 December 2027), not the day after', async () => {
    await renderApp({ path: '/home', bookingApi: fakeBookingApi() })
    await hotelForm()
    const checkIn = screen.getByRole('textbox', { name: 'Check-in' })
    await userEvent.clear(checkIn)
    await userEvent.type(checkIn, '12/04/2027')
    await userEvent.tab()
    expect(checkIn).toHaveValue('12/05/2026')
    await userEvent.clear(checkIn)
    await userEvent.type(checkIn, '12/03/2027')
    await userEvent.tab()
    expect(checkIn).toHaveValue('12/03/2027')
    // Check-out may end after the window: only the first night must start within it.
    expect(screen.getByRole('textbox', { name: 'Check-out' })).toHaveValue('12/04/2027')
    await userEvent.click(screen.getByRole('button', { name: 'Choose check-in date' }))
    expect(screen.getByRole('button', { name: 'Friday, December 3, 2027' })).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('button', { name: 'Saturday, December 4, 2027' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('gives each room an adult: three rooms raise two adults to three, and fewer adults are not offered', async () => {
    await renderApp({ path: '/home', bookingApi: fakeBookingApi() })
    await hotelForm()
    const adults = screen.getByRole('combobox', { name: 'Adults' })
    expect(adults).toHaveValue('2')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rooms' }), '3')
    expect(adults).toHaveValue('3')
    expect(within(adults).getAllByRole('option')[0]).toHaveTextContent('3')
    // Back to one room: the adults stay as chosen.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rooms' }), '1')
    expect(adults).toHaveValue('3')
    expect(within(adults).getAllByRole('option')[0]).toHaveTextContent('1')
  })

  it('suggests destinations as the visitor types, chosen with the keyboard, and searches them', async () => {
    const searchDestinations = suggestions()
    const view = await renderApp({ path: '/home', bookingApi: fakeBookingApi({ searchDestinations }) })
    await hotelForm()
    const user = userEvent.setup()
    const input = screen.getByRole('combobox', { name: 'Destination' })
    await user.type(input, 'can')
    const listbox = await screen.findByRole('listbox', { name: 'Destination' })
    const options = await within(listbox).findAllByRole('option')
    // Typing fast asks once, for the whole word.
    expect(searchDestinations.mock.calls.map(([query, kind]) => [query, kind])).toEqual([['can', 'hotel']])
    expect(options.map((o) => o.textContent)).toEqual(['Cancún, Mexico, 12 hotels', 'Canberra, Australia, 1 hotel'])
    expect(input).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id)
    await user.keyboard('{ArrowUp}{Enter}')
    expect(input).toHaveValue('Cancún, Mexico')
    expect(input).toHaveAttribute('aria-expanded', 'false')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '3')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Children' }), '1')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(lastUrl(view)).toBe('/search-detail?destination=cancun-mx&checkIn=2026-12-05&checkOut=2026-12-06&rooms=1&adults=3&children=1')
  })

  it('aborts the request of a query the visitor typed past', async () => {
    const signals: AbortSignal[] = []
    const searchDestinations = vi.fn((query: string, _kind?: 'hotel' | 'resort', signal?: AbortSignal) => {
      signals.push(signal!)
      return new Promise<Destination[]>((resolve) => setTimeout(() => resolve(query === 'ca' ? [canberra] : [cancun]), 300))
    })
    await renderApp({ path: '/home', bookingApi: fakeBookingApi({ searchDestinations }) })
    await hotelForm()
    const user = userEvent.setup()
    const input = screen.getByRole('combobox', { name: 'Destination' })
    await user.type(input, 'ca')
    await waitFor(() => expect(searchDestinations).toHaveBeenCalledTimes(1))
    await user.type(input, 'n')
    await waitFor(() => expect(searchDestinations).toHaveBeenCalledTimes(2))
    expect(signals[0]!.aborted).toBe(true)
    expect(await screen.findByRole('option', { name: /Cancún/ }, { timeout: 2000 })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.queryByRole('option', { name: /Canberra/ })).toBeNull()
  })

  it('asks for a destination and dates before searching', async () => {
    const view = await renderApp({ path: '/home', bookingApi: fakeBookingApi() })
    await hotelForm()
    const user = userEvent.setup()
    await user.clear(screen.getByRole('textbox', { name: 'Check-in' }))
    await user.clear(screen.getByRole('textbox', { name: 'Check-out' }))
    await user.tab()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Choose a destination from the list, or search near you.',
      'Choose a check-in date.',
      'Choose a check-out date.',
    ])
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveAccessibleDescription(
      'Choose a destination from the list, or search near you.',
    )
    expect(lastUrl(view)).toBe('/home')
  })

  it('searches resorts by whole weeks from check-in', async () => {
    const view = await renderApp({ path: '/home', bookingApi: fakeBookingApi({ searchDestinations: suggestions() }) })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Resorts' }, { timeout: 3000 }))
    const form = await screen.findByRole('form', { name: 'Search resorts' })
    expect(within(form).queryByRole('textbox', { name: 'Check-out' })).toBeNull()
    expect(within(form).getByText('Check-out 12/12/2026')).toBeVisible()
    await user.type(within(form).getByRole('combobox', { name: 'Destination' }), 'can')
    expect(await within(form).findByRole('option', { name: 'Cancún, Mexico, 2 resorts' })).toBeVisible()
    await user.keyboard('{ArrowDown}{Enter}')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Length of stay' }), '2 weeks')
    expect(within(form).getByText('Check-out 12/19/2026')).toBeVisible()
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    expect(lastUrl(view)).toBe(
      '/resorts/search-details?destination=cancun-mx&checkIn=2026-12-05&checkOut=2026-12-19&rooms=1&adults=2&children=0',
    )
  })
})
