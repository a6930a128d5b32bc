import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/client'
import type { Reservation } from '@contract/schemas/reservations'
import { removeCookie, setCookie } from '@/lib/cookies'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { controllable } from '../helpers/controllable'
import { cancelIn, fakeBookingApi, reservationOf, stayItem, twoItemReservation } from '../helpers/reservations-model'

const member = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
const booked = reservationOf({ confirmationNumber: 'TC-7K4M2Q' })

beforeAll(() => import('@/features/reservations/success-page'))
// Today, in the visitor's calendar, is 1 May 2026.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 1, 12) }))
afterEach(() => {
  vi.useRealTimers()
  removeCookie('myReservationToken')
})

describe('/checkout-success', () => {
  it('confirms the booking with its number, the email, the stay, the price and the cancellation deadline', async () => {
    const bookingApi = fakeBookingApi([booked])
    const get = vi.spyOn(bookingApi, 'getReservation')
    await renderApp({ path: '/checkout-success?confirmation=TC-7K4M2Q', api: member, bookingApi })
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 }, { timeout: 5_000 })).toBeVisible()
    expect(get.mock.calls[0]!.slice(0, 2)).toEqual(['TC-7K4M2Q', ''])
    expect(screen.getByText('TC-7K4M2Q')).toBeVisible()
    const sentTo = screen.getByText(
      (_, node) => node?.tagName === 'P' && node.textContent === 'We sent a confirmation to member@example.com.',
    )
    expect(sentTo).toBeVisible()
    expect(within(sentTo).getByText('member@example.com').tagName).toBe('BDI')
    const main = screen.getByRole('main')
    for (const text of [
      'PropertyCoral Bay Hotel (4 stars)Cancún · Blvd. Kukulcán km 9, Hotel Zone',
      'RoomDeluxe King Room',
      'Nights2 nights',
      'DatesWed, Jun 10, 2026 to Fri, Jun 12, 2026',
      'Travellers2 adults, 1 child',
      'Maria Member · member@example.com · +1 5550100',
      'A quiet room, please',
      'Room$300.00',
      'Taxes and fees$60.00',
      'Total$360.00',
      'Certificate Hotel night certificate CERT-HLT-0001−$120.00',
      // Paid at the property: the whole amount is still due, and no card was charged.
      'Amount due$240.00Pay at the property',
      'Prices in USD.',
      'Free cancellation until Jun 7, 2026.',
    ]) {
      expect(main).toHaveTextContent(text)
    }
    expect(screen.getByRole('link', { name: 'View my bookings' })).toHaveAttribute('href', '/user/booking-history')
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home')
    expect(screen.queryByText(/Keep your confirmation number/)).toBeNull()
  })

  it('confirms a booking of two items: each with its own details, price and wallet cards, then the sums', async () => {
    const two = twoItemReservation()
    await renderApp({ path: `/checkout-success?confirmation=${two.confirmationNumber}`, api: member, bookingApi: fakeBookingApi([two]) })
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 })).toBeVisible()
    const coral = screen.getByRole('article', { name: 'Coral Bay Hotel' })
    const tulum = screen.getByRole('article', { name: 'Tulum Palms' })
    for (const text of [
      'Room$300.00',
      'Item total$360.00',
      'Certificate Hotel night certificate CERT-HLT-0001−$120.00',
      'Due for this item$240.00',
    ])
      expect(coral).toHaveTextContent(text)
    for (const text of [
      'PropertyTulum Palms (5 stars)Tulum · Carretera Tulum km 5',
      'RoomGarden Suite',
      'Travellers2 adults',
      'Item total$500.00',
      'Discount card Summer discount DISC-0001−$50.00',
      'Cash card Travel cash CASH-0001−$100.00',
      'Due for this item$350.00',
      'Free cancellation until Jun 14, 2026.',
    ])
      expect(tulum).toHaveTextContent(text)
    const totals = screen.getByRole('region', { name: 'Booking total' })
    expect(totals).toHaveTextContent('Total$860.00')
    expect(totals).toHaveTextContent('Amount due$590.00')
    // The confirmation offers no cancel action: that is the booking history's.
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull()
  })

  it('says what the card paid when booked and that nothing more is due; a mixed booking owes only what is paid later', async () => {
    const paidNow = reservationOf({ confirmationNumber: 'TC-PAIDNOW', items: [stayItem({ payWhen: 'now' })] })
    await renderApp({ path: '/checkout-success?confirmation=TC-PAIDNOW', api: member, bookingApi: fakeBookingApi([paidNow]) })
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 })).toBeVisible()
    const main = screen.getByRole('main')
    expect(main).toHaveTextContent('CERT-HLT-0001−$120.00Paid by card$240.00Amount due$0.00')
    expect(main).toHaveTextContent('Charged in USD.')
    expect(main).not.toHaveTextContent('Pay at the property')
  })

  it('sums a booking of one item paid by card and one paid later: paid $240.00, due $350.00', async () => {
    const two = twoItemReservation()
    const mixed = { ...two, items: [{ ...two.items[0]!, payWhen: 'now' as const }, two.items[1]!] }
    await renderApp({
      path: `/checkout-success?confirmation=${mixed.confirmationNumber}`,
      api: member,
      bookingApi: fakeBookingApi([mixed]),
    })
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 })).toBeVisible()
    expect(screen.getByRole('article', { name: 'Coral Bay Hotel' })).toHaveTextContent('Paid by card$240.00Due for this item$0.00')
    expect(screen.getByRole('article', { name: 'Tulum Palms' })).toHaveTextContent('Due for this item$350.00Pay at the property')
    const totals = screen.getByRole('region', { name: 'Booking total' })
    expect(totals).toHaveTextContent('Total$860.00Paid by card$240.00Amount due$350.00')
    expect(totals).toHaveTextContent('Charged in USD.')
  })

  it('copies the confirmation number', async () => {
    const user = userEvent.setup()
    await renderApp({ path: '/checkout-success?confirmation=TC-7K4M2Q', api: member, bookingApi: fakeBookingApi([booked]) })
    await user.click(await screen.findByRole('button', { name: 'Copy the confirmation number' }))
    expect(await screen.findByText('Copied')).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe('TC-7K4M2Q')
  })

  it("sends a guest's myReservationToken cookie as the token, and asks them to keep the number", async () => {
    setCookie('myReservationToken', 'guest-token-123', 180)
    const bookingApi = fakeBookingApi([booked])
    const get = vi.spyOn(bookingApi, 'getReservation')
    await renderApp({ path: '/checkout-success?confirmation=TC-7K4M2Q', bookingApi })
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 })).toBeVisible()
    expect(get.mock.calls[0]!.slice(0, 2)).toEqual(['TC-7K4M2Q', 'guest-token-123'])
    expect(screen.getByText(/Keep your confirmation number/)).toBeVisible()
    expect(screen.queryByRole('link', { name: 'View my bookings' })).toBeNull()
  })

  it('says when the booking is not found, without asking for a malformed number', async () => {
    await renderApp({ path: '/checkout-success?confirmation=TC-NOPE99', api: member, bookingApi: fakeBookingApi([booked]) })
    expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeVisible()
    const bookingApi = fakeBookingApi([booked])
    const get = vi.spyOn(bookingApi, 'getReservation')
    await renderApp({ path: '/checkout-success?confirmation=<b>', api: member, bookingApi })
    expect((await screen.findAllByRole('heading', { name: 'We could not find this booking' })).length).toBe(2)
    expect(get).not.toHaveBeenCalled()
    // A booking this browser cannot see (an agent's client's, or a member signed out) is found by number and email.
    expect(
      screen.getAllByRole('link', { name: 'Find it with its confirmation number and email' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/manage-booking?ref=TC-NOPE99', '/manage-booking'])
  })

  it('shows a skeleton while loading, and a failure with a retry', async () => {
    const call = controllable<Reservation>()
    await renderApp({
      path: '/checkout-success?confirmation=TC-7K4M2Q',
      api: member,
      bookingApi: fakeBookingApi([], { getReservation: call.fn as never }),
    })
    expect(await screen.findByRole('status', { name: 'Loading your booking' })).toBeVisible()
    call.reject(new ApiError('network', 'Failed to fetch'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your booking could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    call.resolve(booked)
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 })).toBeVisible()
  })

  it('offers a transfer to the hotel, prefilled, where the organisation sells transfers', async () => {
    const sellsTransfers = fakeApi({
      checkLogin: async () => ({ status: true as const, result: profileFor() }),
      getOrgConfig: async () => ({ ...demoOrg, eligibleProducts: [...demoOrg.eligibleProducts, { product_id: 'transfers' as const }] }),
    })
    await renderApp({ path: '/checkout-success?confirmation=TC-7K4M2Q', api: sellsTransfers, bookingApi: fakeBookingApi([booked]) })
    const link = await screen.findByRole('link', { name: 'Add a transfer to Coral Bay Hotel' }, { timeout: 5_000 })
    // The check-in day and the stay's party (2 adults, 1 child), from the airport to the hotel.
    expect(link).toHaveAttribute('href', '/transfers?place=hotel%3Acancun-coral-bay&direction=arrival&at=2026-06-10&passengers=3&bags=3')
  })

  it('offers one transfer for two rooms at the same hotel, for the guests of both', async () => {
    const sellsTransfers = fakeApi({
      checkLogin: async () => ({ status: true as const, result: profileFor() }),
      getOrgConfig: async () => ({ ...demoOrg, eligibleProducts: [...demoOrg.eligibleProducts, { product_id: 'transfers' as const }] }),
    })
    const twoRooms = reservationOf({
      confirmationNumber: 'TC-2ROOMS',
      items: [stayItem(), stayItem({ id: 2, roomName: 'Family Room', travellers: { adults: 2, children: 0 } })],
    })
    await renderApp({ path: '/checkout-success?confirmation=TC-2ROOMS', api: sellsTransfers, bookingApi: fakeBookingApi([twoRooms]) })
    const links = await screen.findAllByRole('link', { name: 'Add a transfer to Coral Bay Hotel' }, { timeout: 5_000 })
    expect(links).toHaveLength(1)
    // 2 adults and a child in one room, 2 adults in the other.
    expect(links[0]).toHaveAttribute(
      'href',
      '/transfers?place=hotel%3Acancun-coral-bay&direction=arrival&at=2026-06-10&passengers=5&bags=5',
    )
  })

  it('says a cancelled booking is cancelled (the cancellation mail links here), and offers no transfer', async () => {
    const sellsTransfers = fakeApi({
      checkLogin: async () => ({ status: true as const, result: profileFor() }),
      getOrgConfig: async () => ({ ...demoOrg, eligibleProducts: [...demoOrg.eligibleProducts, { product_id: 'transfers' as const }] }),
    })
    const cancelled = cancelIn(reservationOf({ confirmationNumber: 'TC-GONE01' }))
    await renderApp({ path: '/checkout-success?confirmation=TC-GONE01', api: sellsTransfers, bookingApi: fakeBookingApi([cancelled]) })
    expect(await screen.findByRole('heading', { name: 'This booking is cancelled', level: 1 }, { timeout: 5_000 })).toBeVisible()
    const sentTo = screen.getByText(
      (_, node) => node?.tagName === 'P' && node.textContent === 'We sent the cancellation to member@example.com.',
    )
    expect(sentTo).toBeVisible()
    expect(within(sentTo).getByText('member@example.com').tagName).toBe('BDI')
    expect(screen.queryByRole('heading', { name: 'Your booking is confirmed' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Getting there' })).toBeNull()
    await waitFor(() => expect(document.title).toBe('Booking cancelled · Acme Getaways'))
  })

  it('offers no transfer where the organisation does not sell them', async () => {
    await renderApp({ path: '/checkout-success?confirmation=TC-7K4M2Q', api: member, bookingApi: fakeBookingApi([booked]) })
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 }, { timeout: 5_000 })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Getting there' })).toBeNull()
  })
})
