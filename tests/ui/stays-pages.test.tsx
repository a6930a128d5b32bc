import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Destination } from '@contract/schemas/booking'
import type { StaySearchRequest, StaySearchResults } from '@contract/schemas/stays'
import { ApiError } from '@/api/client'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { fakeBookingApi } from '../helpers/search-results-model'
import { lisbonPath, lisbonRequest, stay, staysPage } from '../helpers/stay-results-model'

/*
 * The stays search and results pages (issue 16): the ways in preset the unit types, a member's
 * search asks for the stays their certificate covers, and every filter lives in the URL.
 */

beforeAll(async () => {
  await Promise.all([import('@/features/search/stays-search-page'), import('@/features/search/stay-results-page')])
}, 30_000)
// Today is Thursday 3 December 2026; the demo organisation's earliest check-in is two days on (Saturday the 5th).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

const sellsStays = {
  ...demoOrg,
  eligibleProducts: [...demoOrg.eligibleProducts, { product_id: 'stays' as const }, { product_id: 'condo' as const }],
}
const lisbon: Destination = {
  id: 'lisboa-pt',
  name: 'Lisboa',
  countryCode: 'PT',
  countryName: 'Portugal',
  latitude: 38.7,
  longitude: -9.1,
  hotelCount: 5,
  resortCount: 0,
}
/** An organisation that sells rentals, where results are what a search shows. */
const rentals = fakeApi({ getOrgConfig: async () => sellsStays })
const member = { checkLogin: async () => ({ status: true as const, result: profileFor() }) }

function searchCalls(answer: (request: StaySearchRequest) => StaySearchResults = () => staysPage()) {
  const fn = vi.fn(async (request: StaySearchRequest, _signal?: AbortSignal) => answer(request))
  return { fn, last: () => fn.mock.calls.at(-1)![0] }
}
const stays = (search: ReturnType<typeof searchCalls>) => ({
  searchStays: search.fn,
  getStayUnit: async () => Promise.reject(new Error('unused')),
})
const lastUrl = (view: Awaited<ReturnType<typeof renderApp>>) => view.location.history.at(-1)!
const query = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1]))

describe('the stays search form', { timeout: 20_000 }, () => {
  async function chooseLisbon(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('combobox', { name: 'Destination' }, { timeout: 3000 }), 'Lis')
    await user.click(await screen.findByRole('option', { name: /Lisboa/ }))
  }

  it('on /condo presets condos; the destination comes from any destination, with no hotel count', async () => {
    const searchDestinations = vi.fn(async () => [lisbon])
    const view = await renderApp({
      path: '/condo',
      api: fakeApi({ getOrgConfig: async () => sellsStays }),
      bookingApi: fakeBookingApi({ searchDestinations }),
    })
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Condos' })).toBeVisible()
    await chooseLisbon(user)
    expect(searchDestinations).toHaveBeenLastCalledWith('Lis', undefined, expect.any(AbortSignal))
    // A visitor has no certificate to ask about.
    expect(screen.queryByRole('checkbox', { name: 'Only stays my certificate pays in full' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(lastUrl(view)).toBe(
      '/stays/search-details?destination=lisboa-pt&checkIn=2026-12-05&checkOut=2026-12-12&adults=2&children=0&types=condo',
    )
  })

  it('on /stays a member asks by default for the stays their certificate pays in full, and may untick it', async () => {
    const api = fakeApi({ getOrgConfig: async () => sellsStays, ...member })
    const view = await renderApp({ path: '/stays', api, bookingApi: fakeBookingApi({ searchDestinations: async () => [lisbon] }) })
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Complimentary stays' })).toBeVisible()
    await chooseLisbon(user)
    const covered = await screen.findByRole('checkbox', { name: 'Only stays my certificate pays in full' })
    expect(covered).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(query(lastUrl(view))).toMatchObject({ destination: 'lisboa-pt', covered: '1' })
    expect(query(lastUrl(view)).types).toBeUndefined()
  })

  it('tells the visitor when the organisation sells no rentals', async () => {
    await renderApp({ path: '/holidaystays', bookingApi: fakeBookingApi() })
    expect(await screen.findByText('Acme Getaways does not offer rentals.')).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Search stays' })).toBeNull()
  })
})

describe('the stays results page', { timeout: 20_000 }, () => {
  it('says an organisation that sells no rentals does not offer them, rather than "try other dates"', async () => {
    const search = searchCalls()
    await renderApp({ path: lisbonPath, staysApi: stays(search) })
    expect(await screen.findByText('Acme Getaways does not offer rentals.')).toBeVisible()
    expect(screen.queryByText(/Try other dates/)).toBeNull()
    expect(search.fn).not.toHaveBeenCalled()
  })

  it('shows each stay with its kind, rooms, amenities and price, linking to the unit for the same dates and guests', async () => {
    const search = searchCalls(() => staysPage({ total: 2, results: [stay(1), stay(2, { freeCancellation: false })] }))
    await renderApp({ path: lisbonPath, api: rentals, staysApi: stays(search) })
    expect(await screen.findByRole('heading', { name: '2 stays found' })).toBeVisible()
    expect(search.last()).toEqual(lisbonRequest)
    expect(screen.getByRole('heading', { level: 1, name: 'Stays: Lisboa' })).toBeVisible()
    const [first, second] = within(screen.getByRole('list', { name: 'Results' }))
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'))
    expect(within(first!).getByRole('link', { name: 'Alfama Flat 1' })).toHaveAttribute(
      'href',
      '/stay-details?id=lisboa-stay-1&checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=0',
    )
    expect(first).toHaveTextContent('Apartment')
    expect(first).toHaveTextContent('Sleeps 4 guests · 2 bedrooms · 1 bathroom')
    expect(within(first!).getByRole('list', { name: 'Amenities' }).textContent).toBe('Free Wi-FiKitchenWashing machineShared pool')
    expect(first).toHaveTextContent('$101.00 per night')
    expect(first).toHaveTextContent('$323.00 for 3 nights')
    expect(within(first!).getByText('Free cancellation')).toBeVisible()
    expect(second).toHaveTextContent('Villa')
    expect(within(second!).queryByText('Free cancellation')).toBeNull()
    expect(screen.queryByText('Covered by your certificate')).toBeNull()
  })

  it('names the destination once the answer does, not before', async () => {
    let answer: (value: StaySearchResults) => void = () => {}
    const search = searchCalls()
    search.fn.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    await renderApp({ path: lisbonPath, api: rentals, staysApi: stays(search) })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Stays$/)
    answer(staysPage())
    expect(await screen.findByRole('heading', { level: 1, name: 'Stays: Lisboa' })).toBeVisible()
  })

  it('names no destination the server does not know', async () => {
    const search = searchCalls(() => {
      throw new ApiError('http', 'No destination atlantis-xx', 404, 'NOT_FOUND')
    })
    await renderApp({ path: lisbonPath.replace('lisboa-pt', 'atlantis-xx'), api: rentals, staysApi: stays(search) })
    expect(await screen.findByText('No stays match this search: we do not know this destination.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Stays$/)
    expect(screen.queryByText(/atlantis-xx/)).toBeNull()
  })

  it('writes every filter to the URL, searches with it, and clears them all', async () => {
    const search = searchCalls()
    const view = await renderApp({ path: `${lisbonPath}&types=condo`, api: rentals, staysApi: stays(search) })
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: '3 stays found' })
    const filters = within(screen.getAllByRole('complementary', { name: 'Filters' })[0]!)
    expect(filters.getByRole('checkbox', { name: 'Condo (0)' })).toBeChecked()
    await user.click(filters.getByRole('checkbox', { name: 'Villa (1)' }))
    await waitFor(() => expect(query(lastUrl(view)).types).toBe('condo,villa'))
    await waitFor(() => expect(search.last().types).toEqual(['condo', 'villa']))
    await user.click(filters.getByRole('radio', { name: '2 bedrooms or more (2)' }))
    await waitFor(() => expect(search.last().bedrooms).toBe(2))
    await user.click(filters.getByRole('checkbox', { name: 'Shared pool (1)' }))
    await waitFor(() => expect(search.last().amenities).toEqual(['pool']))
    await user.type(filters.getByRole('textbox', { name: 'Maximum' }), '150')
    await user.click(filters.getByRole('button', { name: 'Apply price' }))
    await waitFor(() => expect(search.last().priceMax).toBe(15_000))
    expect(query(lastUrl(view))).toMatchObject({ types: 'condo,villa', bedrooms: '2', amenities: 'pool', priceMax: '15000' })
    await user.click(filters.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(lastUrl(view)).toBe(lisbonPath))
    await waitFor(() => expect(search.last()).toEqual(lisbonRequest))
  })

  it('offers a member with a stay certificate the stays it covers, and marks them', async () => {
    const search = searchCalls((request) =>
      request.covered ? staysPage({ total: 1, count: 1, certificate: true }) : staysPage({ certificate: true }),
    )
    const view = await renderApp({
      path: lisbonPath,
      api: fakeApi({ ...member, getOrgConfig: async () => sellsStays }),
      staysApi: stays(search),
    })
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: '3 stays found' })
    expect(screen.getAllByText('Covered by your certificate')).toHaveLength(1)
    // The covered stay's link carries its certificate on to the unit page (and from there to the checkout); the others' do not.
    const links = screen.getAllByRole('link', { name: /^Alfama Flat \d$/ })
    expect(query(links[0]!.getAttribute('href')!).certificate).toBe('CERT-STY-0001')
    expect(query(links[1]!.getAttribute('href')!).certificate).toBeUndefined()
    const filters = within(screen.getAllByRole('complementary', { name: 'Filters' })[0]!)
    expect(filters.getByText('CERT-STY-0001 pays up to $600.00: these stays cost you nothing.')).toBeVisible()
    await user.click(filters.getByRole('checkbox', { name: 'Stays my certificate covers (1)' }))
    await waitFor(() => expect(query(lastUrl(view)).covered).toBe('1'))
    expect(await screen.findByRole('heading', { name: '1 stay found' })).toBeVisible()
    expect(search.last().covered).toBe(true)
  })
})
