import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SearchRequest, SearchResults } from '@contract/schemas/booking'
import { ApiError } from '@/api/client'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { noCandidates, renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { cancunPath, cancunRequest, fakeBookingApi, property, resultsPage } from '../helpers/search-results-model'

// The page is a lazy chunk: loaded once here, so no test's first wait pays for compiling it.
beforeAll(async () => {
  await import('@/features/search/results-page')
}, 30_000)

// Today is Thursday 3 December 2026; the demo organisation's earliest check-in is two days on.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

function searchCalls(answer: (request: SearchRequest) => SearchResults | Promise<SearchResults> = () => resultsPage()) {
  const fn = vi.fn(async (request: SearchRequest, _signal?: AbortSignal) => answer(request))
  const last = () => fn.mock.calls.at(-1)![0]
  return { fn, last }
}

const lastUrl = (view: Awaited<ReturnType<typeof renderApp>>) => view.location.history.at(-1)!
const params = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1]))
const cards = () =>
  within(screen.getByRole('list', { name: 'Results' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.closest('li')!)

describe('results page', { timeout: 20_000 }, () => {
  it('renders a page of results from its URL', async () => {
    const results = [
      property(1, { freeCancellation: true }),
      property(2, { distanceUnit: 'Miles', stars: 3 }),
      property(3, { distanceUnit: null, available: false }),
    ]
    const search = searchCalls(() => resultsPage({ total: 3, results }))
    await renderApp({ path: cancunPath, bookingApi: fakeBookingApi({ searchProperties: search.fn }) })
    expect(await screen.findByRole('heading', { name: '3 hotels found' })).toBeVisible()
    expect(search.fn).toHaveBeenCalledTimes(1)
    expect(search.last()).toEqual(cancunRequest)
    expect(screen.getByRole('heading', { name: 'Hotels: Cancún' })).toBeVisible()
    expect(screen.getByText(/12\/10\/2026 – 12\/14\/2026 · 4 nights · 1 room, 2 adults/)).toBeVisible()

    const [first, second, third] = cards()
    expect(within(first!).getByRole('link', { name: 'Hotel 1' })).toHaveAttribute(
      'href',
      '/hotel-details?id=cancun-hotel-1&checkIn=2026-12-10&checkOut=2026-12-14&rooms=1&adults=2&children=0',
    )
    expect(within(first!).getByRole('img', { name: 'The pool of Hotel 1' })).toBeVisible()
    expect(within(first!).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
    expect(first).toHaveTextContent('8.6/10 (1,234 reviews)')
    expect(first).toHaveTextContent('2.3 km from the centre')
    expect(first).not.toHaveTextContent('from Cancún')
    expect(within(first!).getByRole('list', { name: 'Amenities' }).textContent).toBe('Free Wi-FiSwimming poolSpaFitness centre')
    expect(first).toHaveTextContent('$101.00 per night')
    expect(first).toHaveTextContent('$454.00 for 4 nights')
    expect(first).toHaveTextContent('Charged in USD')
    expect(within(first!).getByText('Free cancellation')).toBeVisible()

    expect(second).toHaveTextContent('1.4 mi from the centre')
    expect(within(second!).getByRole('img', { name: '3 out of 5 stars' })).toBeVisible()
    expect(within(second!).queryByText('Free cancellation')).toBeNull()

    expect(third).toHaveTextContent('2.3 km from the centre')
    expect(third).toHaveTextContent('Sold out for these dates')
    expect(third).not.toHaveTextContent('per night')
  })

  it('writes sort, filters and pages to the URL, one history entry each, and searches with them', async () => {
    const search = searchCalls((request) => resultsPage({ total: 45, page: request.page }))
    const view = await renderApp({ path: cancunPath, bookingApi: fakeBookingApi({ searchProperties: search.fn }) })
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: '45 hotels found' })
    expect(screen.getByText('Page 1 of 3')).toBeVisible()
    const entries = view.location.history.length

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high')
    await waitFor(() => expect(search.last().sort).toBe('price-asc'))
    expect(params(lastUrl(view))).toMatchObject({ destination: 'cancun-mx', sort: 'price-asc' })

    await user.click(screen.getByRole('checkbox', { name: '4 stars (2)' }))
    await waitFor(() => expect(search.last().stars).toEqual([4]))
    await user.click(await screen.findByRole('checkbox', { name: 'Swimming pool (3)' }))
    await waitFor(() => expect(search.last().amenities).toEqual(['pool']))
    expect(params(lastUrl(view))).toMatchObject({ sort: 'price-asc', stars: '4', amenities: 'pool' })

    const price = screen.getByRole('form', { name: 'Price per night' })
    expect(within(price).getByLabelText('Minimum')).toHaveAttribute('placeholder', '80')
    expect(within(price).getByLabelText('Maximum')).toHaveAttribute('placeholder', '420')
    await user.type(within(price).getByLabelText('Minimum'), '80')
    await user.type(within(price).getByLabelText('Maximum'), '200.5')
    await user.click(within(price).getByRole('button', { name: 'Apply price' }))
    await waitFor(() => expect(search.last()).toMatchObject({ priceMin: 8_000, priceMax: 20_050, page: 1 }))
    expect(params(lastUrl(view))).toMatchObject({ priceMin: '8000', priceMax: '20050' })

    await user.click(screen.getByRole('link', { name: 'Page 2' }))
    await waitFor(() => expect(search.last().page).toBe(2))
    expect(await screen.findByText('Page 2 of 3')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('heading', { name: '45 hotels found' })).toHaveFocus()
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(search.last().page).toBe(3))
    expect(params(lastUrl(view))).toMatchObject({ page: '3', stars: '4', amenities: 'pool', sort: 'price-asc' })
    // Each change pushed an entry: back walks them.
    expect(view.location.history.length).toBe(entries + 6)
    expect(search.last()).toEqual({
      ...cancunRequest,
      sort: 'price-asc',
      stars: [4],
      amenities: ['pool'],
      priceMin: 8_000,
      priceMax: 20_050,
      page: 3,
    })
  })

  it("fills in missing dates from the organisation's calendar and writes them back", async () => {
    const search = searchCalls()
    const view = await renderApp({
      path: '/search-detail?destination=cancun-mx',
      bookingApi: fakeBookingApi({ searchProperties: search.fn }),
    })
    await screen.findByRole('heading', { name: '3 hotels found' })
    await waitFor(() =>
      expect(lastUrl(view)).toBe('/search-detail?destination=cancun-mx&checkIn=2026-12-05&checkOut=2026-12-06&rooms=1&adults=2&children=0'),
    )
    expect(search.fn).toHaveBeenCalledTimes(1)
    expect(search.last()).toMatchObject({ checkIn: '2026-12-05', checkOut: '2026-12-06' })
  })

  it('moves a check-in past the booking window to its last day, gives each room an adult, and writes both back', async () => {
    // Today is 3 December 2026: the last check-in is 3 December 2027.
    const search = searchCalls()
    const view = await renderApp({
      path: '/search-detail?destination=cancun-mx&checkIn=2027-12-04&checkOut=2027-12-06&rooms=3&adults=2&children=0',
      bookingApi: fakeBookingApi({ searchProperties: search.fn }),
    })
    await screen.findByRole('heading', { name: '3 hotels found' })
    await waitFor(() =>
      expect(lastUrl(view)).toBe('/search-detail?destination=cancun-mx&checkIn=2027-12-03&checkOut=2027-12-06&rooms=3&adults=3&children=0'),
    )
    expect(search.fn).toHaveBeenCalledTimes(1)
    expect(search.last()).toMatchObject({ checkIn: '2027-12-03', checkOut: '2027-12-06', rooms: 3, adults: 3 })
  })

  it('searches resorts by the week near a point', async () => {
    const search = searchCalls()
    await renderApp({
      path: '/resorts/search-details?latitude=21.16&longitude=-86.85',
      bookingApi: fakeBookingApi({ searchProperties: search.fn }),
    })
    await screen.findByRole('heading', { name: '3 resorts found' })
    expect(search.last()).toMatchObject({
      kind: 'resort',
      latitude: 21.16,
      longitude: -86.85,
      checkIn: '2026-12-05',
      checkOut: '2026-12-12',
    })
    expect(search.last()).not.toHaveProperty('destination')
    expect(screen.getByRole('heading', { name: 'Resorts: Near you' })).toBeVisible()
    expect(cards()[0]).toHaveTextContent('2.3 km from you')
    expect(cards()[0]).not.toHaveTextContent('from the centre')
  })

  it('hides prices from a member whose organisation does not display them', async () => {
    const api = fakeApi({
      checkLogin: async () => ({ status: true as const, result: profileFor() }),
      getOrgConfig: async () => ({ ...demoOrg, displayPrice: false }),
    })
    await renderApp({ path: cancunPath, api, bookingApi: fakeBookingApi() })
    await screen.findByRole('heading', { name: '3 hotels found' })
    await waitFor(() => expect(screen.getByText('Prices are not shown for your membership.')).toBeVisible())
    for (const card of cards()) {
      expect(card).toHaveTextContent('Price not shown')
      expect(card).not.toHaveTextContent('$')
    }
  })

  it('opens the filters from a button above the results (the phone layout), counting those on; focus returns to it', async () => {
    const search = searchCalls()
    const view = await renderApp({
      path: `${cancunPath}&stars=4&priceMin=5000`,
      bookingApi: fakeBookingApi({ searchProperties: search.fn }),
    })
    await screen.findByRole('heading', { name: '3 hotels found' }, { timeout: 5000 })
    const results = screen.getByRole('region', { name: '3 hotels found' })
    const open = within(results).getByRole('button', { name: 'Filters (2 filters on)' })
    await userEvent.click(open)
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(sheet).getByRole('checkbox', { name: '4 stars (2)' })).toBeChecked()
    await userEvent.click(within(sheet).getByRole('checkbox', { name: '3 stars (1)' }))
    await waitFor(() => expect(params(lastUrl(view))).toMatchObject({ stars: '3,4', priceMin: '5000' }))
    // Changes apply at once; the sheet stays open over the new results until it is closed.
    await waitFor(() => expect(within(sheet).getByRole('checkbox', { name: '3 stars (1)' })).toBeChecked())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const reopened = screen.getByRole('button', { name: 'Filters (3 filters on)' })
    expect(reopened).toHaveFocus()
    await userEvent.click(reopened)
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Show 3 results' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Filters (3 filters on)' })).toHaveFocus()
  })

  it('shows the empty state with a way to clear the filters, and without filters a hint', async () => {
    const search = searchCalls(() => resultsPage({ total: 0 }))
    const view = await renderApp({
      path: `${cancunPath}&stars=5&amenities=spa`,
      bookingApi: fakeBookingApi({ searchProperties: search.fn }),
    })
    expect(await screen.findByText('No hotels match these filters')).toBeVisible()
    expect(screen.getByRole('heading', { name: '0 hotels found' })).toBeVisible()
    // A selected filter stays listed (and can be unticked) even when no result has it.
    expect(screen.getByRole('checkbox', { name: '5 stars (0)' })).toBeChecked()
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[1]!)
    await waitFor(() => expect(lastUrl(view)).toBe(cancunPath))
    expect(await screen.findByText(/No hotels are available near Cancún for these dates/)).toBeVisible()
    expect(search.last()).toEqual(cancunRequest)
  })

  it('says nothing matches a destination the server does not know, and offers to choose another for the same stay', async () => {
    const search = searchCalls(() => {
      throw new ApiError('http', 'No destination atlantis-xx', 404, 'NOT_FOUND')
    })
    const path = cancunPath.replace('cancun-mx', 'atlantis-xx')
    await renderApp({ path, bookingApi: fakeBookingApi({ searchProperties: search.fn }) })
    expect(await screen.findByText('No hotels match this search: we do not know this destination.')).toBeVisible()
    // The heading names no destination (the URL's id is not for reading), and changing the search starts without one.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Hotels$/)
    expect(screen.queryByText(/atlantis-xx/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Edit search' }))
    expect(within(screen.getByRole('form', { name: 'Search hotels' })).getByRole('combobox', { name: 'Destination' })).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Edit search' }))
    expect(screen.queryByText(/did not work/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'Choose a destination' }))
    expect(await screen.findByRole('heading', { name: 'Search hotels' })).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('')
  })

  it('shows a failed search with a retry', async () => {
    let fail = true
    const search = searchCalls(() => {
      if (fail) throw new ApiError('http', 'Internal server error', 500)
      return resultsPage()
    })
    await renderApp({ path: cancunPath, bookingApi: fakeBookingApi({ searchProperties: search.fn }) })
    expect(await screen.findByRole('alert')).toHaveTextContent('The search did not work this time.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: '3 hotels found' })).toBeVisible()
    expect(search.fn).toHaveBeenCalledTimes(2)
  })

  it('searches again in the currency the visitor chooses', async () => {
    const search = searchCalls((request) => resultsPage({ currency: request.currency }))
    const view = await renderApp({
      path: cancunPath,
      bookingApi: fakeBookingApi({ searchProperties: search.fn }),
      candidates: noCandidates,
    })
    await screen.findByRole('heading', { name: '3 hotels found' })
    act(() => view.settings.send({ type: 'currency.choose', code: 'EUR' }))
    await waitFor(() => expect(search.last().currency).toBe('EUR'))
    await waitFor(() => expect(cards()[0]).toHaveTextContent('€101.00 per night'))
    expect(cards()[0]).toHaveTextContent('Charged in EUR')
  })

  it('without a destination, asks for one with the search form', async () => {
    await renderApp({ path: '/search-detail', bookingApi: fakeBookingApi() })
    expect(await screen.findByText('Choose where to go to see what is available.')).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Destination' })).toBeVisible()
  })
})
