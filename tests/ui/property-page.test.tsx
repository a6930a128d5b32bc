import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { fakeBookingApi, hotel, propertyAnswerFor, resort } from '../helpers/property-details-model'

const stayQuery = 'checkIn=2027-03-10&checkOut=2027-03-12&rooms=1&adults=2&children=0'
const hotelPath = `/hotel-details?id=${hotel.id}&${stayQuery}`
const signedIn = { checkLogin: async () => ({ status: true as const, result: profileFor() }) }

// The page is a lazy chunk: loaded once here, so no test waits for its first transform.
beforeAll(() => import('@/features/property/property-page'), 30_000)

// Today is 20 February 2027; demoOrg's minimum check-in is two days later.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2027, 1, 20, 12))
})
afterEach(() => vi.useRealTimers())

describe('/hotel-details', () => {
  it('shows the property: the way back to the results, name, stars, rating, address, description, amenities, location and policies', async () => {
    const bookingApi = fakeBookingApi()
    await renderApp({ path: hotelPath, bookingApi })
    expect(await screen.findByRole('heading', { level: 1, name: hotel.name })).toBeVisible()
    expect(bookingApi.requests).toEqual([
      { id: hotel.id, checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: 1, adults: 2, children: 0, currency: 'USD' },
    ])
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Hotels in Cancún' })).toHaveAttribute(
      'href',
      `/search-detail?destination=cancun-mx&${stayQuery}`,
    )
    expect(screen.getByRole('img', { name: '4 stars' })).toBeVisible()
    expect(screen.getByText('8.7/10')).toBeVisible()
    expect(screen.getByText('1,284 reviews')).toBeVisible()
    expect(screen.getByText(hotel.address)).toBeVisible()
    expect(screen.getByText('Rooms open onto the Caribbean.')).toBeVisible()
    const amenities = screen.getByRole('list', { name: 'Amenities' })
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓Free Wi-Fi', '✓Swimming pool', '✓Spa', '✓rooftop-cinema'])
    const location = screen.getByRole('region', { name: 'Location' })
    expect(location).toHaveTextContent('On the beach in the Hotel Zone')
    expect(location).toHaveTextContent('2.3 km from the centre of Cancún')
    const policies = screen.getByRole('region', { name: 'Policies' })
    expect(policies).toHaveTextContent('Check-inFrom 15:00')
    expect(policies).toHaveTextContent('Check-outUntil 11:00')
    expect(policies).toHaveTextContent('Free cancellation until 3 days before check-in.')
    expect(document.title).toBe(`${hotel.name} · Acme Getaways`)
  })

  it('lists the room offers for the stay with nightly rates, totals, the charged currency, the policy and a link to book', async () => {
    const bookingApi = fakeBookingApi()
    const { location } = await renderApp({ path: hotelPath, bookingApi })
    const rooms = await screen.findByRole('region', { name: 'Rooms and rates' })
    expect(await within(rooms).findByText('Prices in USD')).toBeVisible()
    const [deluxe, single, suite] = within(rooms)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'))
    expect(within(deluxe!).getByRole('heading', { name: 'Deluxe King' })).toBeVisible()
    expect(within(deluxe!).getByRole('img', { name: 'Deluxe King' })).toHaveAttribute('src', '/api/booking/images/deluxe.svg')
    expect(deluxe).toHaveTextContent('1 king bed · Sleeps up to 3 · 32 m²')
    expect(
      within(within(deluxe!).getByRole('list', { name: 'Room amenities' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Air conditioning', 'Balcony', 'hammock'])
    expect(deluxe).toHaveTextContent('Only 2 rooms left')
    expect(deluxe).toHaveTextContent('Free cancellation until Mar 7, 2027')
    await userEvent.click(within(deluxe!).getByText('Price per night (2 nights)'))
    expect(within(deluxe!).getByText('Wed, Mar 10').nextSibling).toHaveTextContent('$180.00')
    expect(within(deluxe!).getByText('Thu, Mar 11').nextSibling).toHaveTextContent('$195.00')
    expect(within(deluxe!).getByText('1 room').nextSibling).toHaveTextContent('$375.00')
    expect(within(deluxe!).getByText('Taxes').nextSibling).toHaveTextContent('$60.00')
    expect(within(deluxe!).getByText('Fees').nextSibling).toHaveTextContent('$10.00')
    expect(within(deluxe!).getByText('Total').nextSibling).toHaveTextContent('$445.00')

    expect(single).toHaveTextContent('Too many guests: 2 guests do not fit in 1 room of this type (up to 1 guest each).')
    expect(single).toHaveTextContent('Non-refundable rate: a cancelled booking is not refunded.')
    expect(single).not.toHaveTextContent('Free cancellation')
    expect(within(single!).queryByRole('link')).toBeNull()
    expect(within(single!).queryByText('Total')).toBeNull()
    expect(suite).toHaveTextContent('Sold out for these dates.')
    expect(within(suite!).queryByRole('link')).toBeNull()

    await userEvent.click(within(deluxe!).getByRole('link', { name: 'Book Deluxe King' }))
    expect(location.history.at(-1)).toBe(`/hotel-checkout?property=${hotel.id}&room=${hotel.id}-deluxe&${stayQuery}`)
  })
  it('never contradicts a room: a free-cancellation policy says when some rooms are sold at a non-refundable rate', async () => {
    await renderApp({ path: hotelPath, bookingApi: fakeBookingApi() })
    const rooms = await screen.findByRole('region', { name: 'Rooms and rates' })
    await within(rooms).findByRole('heading', { name: 'Deluxe King' })
    expect(screen.getByRole('region', { name: 'Policies' })).toHaveTextContent(
      'Free cancellation until 3 days before check-in. Rooms sold at a non-refundable rate say so and are not refunded.',
    )
  })

  it('with every rate refundable, states the policy alone; a rate whose free days are over says so, not "non-refundable"', async () => {
    const allRefundable = fakeBookingApi(async (request) => {
      const answer = propertyAnswerFor(request)
      return { ...answer, offers: answer.offers!.map((offer) => ({ ...offer, refundable: true })) }
    })
    await renderApp({ path: hotelPath, bookingApi: allRefundable })
    const rooms = await screen.findByRole('region', { name: 'Rooms and rates' })
    await within(rooms).findByRole('heading', { name: 'Deluxe King' })
    const policies = screen.getByRole('region', { name: 'Policies' })
    expect(policies).toHaveTextContent('Free cancellation until 3 days before check-in.')
    expect(policies).not.toHaveTextContent('non-refundable')
    expect(rooms).not.toHaveTextContent('Non-refundable')
    expect(rooms).toHaveTextContent('Free cancellation has ended for these dates: a cancelled booking is not refunded.')
  })

  it("gives a property in the United States its distance in miles, and a resort's policy without free cancellation", async () => {
    await renderApp({
      path: `/hotel-details?id=${resort.id}&checkIn=2027-03-10&checkOut=2027-03-17&rooms=1&adults=2&children=0`,
      bookingApi: fakeBookingApi(),
    })
    const location = await screen.findByRole('region', { name: 'Location' })
    expect(location).toHaveTextContent('5 mi from the centre of Orlando')
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Resorts in Orlando')
    expect(screen.getByRole('region', { name: 'Policies' })).toHaveTextContent('Non-refundable: a cancelled booking is not refunded.')
  })

  it('hides prices from a member when the organisation does not display them, and still lets them choose a room', async () => {
    const api = fakeApi({ ...signedIn, getOrgConfig: async () => ({ ...demoOrg, displayPrice: false }) })
    await renderApp({ path: hotelPath, api, bookingApi: fakeBookingApi() })
    const rooms = await screen.findByRole('region', { name: 'Rooms and rates' })
    expect(await within(rooms).findByText('Prices are not shown for your membership.')).toBeVisible()
    expect(within(rooms).queryByText('Total')).toBeNull()
    expect(within(rooms).queryByText(/\$/)).toBeNull()
    expect(within(rooms).getByRole('link', { name: 'Book Deluxe King' })).toBeVisible()
  })

  it('shows prices to a member when the organisation displays them', async () => {
    await renderApp({ path: hotelPath, api: fakeApi(signedIn), bookingApi: fakeBookingApi() })
    const rooms = await screen.findByRole('region', { name: 'Rooms and rates' })
    expect(await within(rooms).findByText('Prices in USD')).toBeVisible()
    expect(within(rooms).getAllByText('Total')).toHaveLength(1)
  })

  it('asks for the offers again in a newly chosen currency', async () => {
    const bookingApi = fakeBookingApi()
    const { settings } = await renderApp({ path: hotelPath, bookingApi })
    await screen.findByText('Prices in USD')
    act(() => settings.send({ type: 'currency.choose', code: 'EUR' }))
    expect(await screen.findByText('Prices in EUR')).toBeVisible()
    expect(bookingApi.requests.map((r) => r.currency)).toEqual(['USD', 'EUR'])
    const deluxe = screen.getByRole('heading', { name: 'Deluxe King' }).closest('li')!
    expect(within(deluxe).getByText('Total').nextSibling).toHaveTextContent('€227.50')
  })
})
