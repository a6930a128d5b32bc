import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/client'
import type { Reservation } from '@contract/schemas/reservations'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { controllable } from '../helpers/controllable'
import { cancelIn, cancelledStay, fakeBookingApi, oneStay, reservationOf } from '../helpers/reservations-model'

const member = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
const agent = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor({ usr_type: 1, username: 'Alex' }) }) })

// The page is a lazy chunk: loaded once here, so the first test does not wait on the transform.
beforeAll(() => import('@/features/reservations/booking-history-page'))

// Today, in the visitor's calendar, is 1 May 2026.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 1, 12) }))
afterEach(() => void vi.useRealTimers())

const stays = () => {
  const june = oneStay({}, { confirmationNumber: 'TC-JUNE01' })
  const endsToday = oneStay(
    {
      startsOn: '2026-04-28',
      endsOn: '2026-05-01',
      cancellable: false,
      freeCancellationUntil: '2026-04-25',
      property: { id: 'lisbon-alfama', name: 'Alfama House', destinationName: 'Lisbon' },
    },
    { confirmationNumber: 'TC-TODAY1' },
  )
  const ended = oneStay(
    {
      startsOn: '2026-04-27',
      endsOn: '2026-04-30',
      cancellable: false,
      property: { id: 'kyoto-garden', name: 'Kyoto Garden Inn', destinationName: 'Kyoto' },
    },
    { confirmationNumber: 'TC-APRIL1' },
  )
  const called = oneStay(
    {
      ...cancelledStay,
      startsOn: '2026-07-01',
      endsOn: '2026-07-08',
      property: { id: 'tulum-palms', name: 'Tulum Palms', destinationName: 'Tulum' },
    },
    { confirmationNumber: 'TC-CANCL1', cancelledAt: cancelledStay.cancelledAt },
  )
  return [june, endsToday, ended, called]
}

const cardNames = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent)
const card = (name: string) => screen.getByRole('article', { name })

describe('/user/booking-history', () => {
  it("splits the bookings by today's date into upcoming, past and cancelled, with counts", async () => {
    const bookingApi = fakeBookingApi(stays())
    const list = vi.spyOn(bookingApi, 'listReservations')
    await renderApp({ path: '/user/booking-history', api: member, bookingApi })
    const tabs = await screen.findByRole('tablist', { name: 'Bookings' }, { timeout: 5_000 })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Upcoming (2)', 'Past (1)', 'Cancelled (1)'])
    expect(list).toHaveBeenCalledWith('', 'own', expect.anything())
    // A stay that ends today is still upcoming; the soonest comes first.
    expect(cardNames(screen.getByRole('tabpanel'))).toEqual(['Alfama House', 'Coral Bay Hotel'])
    const june = card('Coral Bay Hotel')
    expect(june).toHaveTextContent('Cancún · 2 nights')
    expect(june).toHaveTextContent('Jun 10, 2026 to Jun 12, 2026')
    expect(june).toHaveTextContent('Deluxe King Room · 2 adults, 1 child')
    expect(june).toHaveTextContent('Total $360.00 charged in USD')
    expect(june).toHaveTextContent('TC-JUNE01')
    expect(within(june).getByText('Confirmed')).toBeVisible()

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Past (1)' }))
    expect(cardNames(screen.getByRole('tabpanel'))).toEqual(['Kyoto Garden Inn'])
    expect(within(card('Kyoto Garden Inn')).getByText('Completed')).toBeVisible()
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Cancelled (1)' }))
    expect(cardNames(screen.getByRole('tabpanel'))).toEqual(['Tulum Palms'])
  })

  it('offers "Cancel booking" only on bookings the policy lets cancel', async () => {
    await renderApp({ path: '/user/booking-history', api: member, bookingApi: fakeBookingApi(stays()) })
    await screen.findByRole('tablist', { name: 'Bookings' })
    expect(within(card('Coral Bay Hotel')).getByRole('button', { name: 'Cancel booking' })).toBeVisible()
    expect(within(card('Alfama House')).queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    await userEvent.click(screen.getByRole('tab', { name: 'Past (1)' }))
    expect(within(card('Kyoto Garden Inn')).queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  })

  it('shows the whole booking in a details dialog', async () => {
    await renderApp({ path: '/user/booking-history', api: member, bookingApi: fakeBookingApi(stays()) })
    await screen.findByRole('tablist', { name: 'Bookings' })
    const details = within(card('Coral Bay Hotel')).getByRole('button', { name: 'Details' })
    await userEvent.click(details)
    const dialog = screen.getByRole('dialog', { name: 'Coral Bay Hotel' })
    // A long read: focus starts at its title (the top), not at Close below it; Tab goes on to Close.
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Coral Bay Hotel', level: 2 })).toHaveFocus())
    for (const text of [
      'PropertyCoral Bay Hotel (4 stars)Cancún · Blvd. Kukulcán km 9, Hotel Zone',
      'Room$300.00',
      'Taxes and fees$60.00',
      'Total$360.00',
      'Certificate Hotel night certificate CERT-HLT-0001−$120.00',
      // Paid at the property: the whole amount is still due, and no card was charged.
      'Amount due$240.00Pay at the property',
      'Prices in USD.',
      'A quiet room, please',
      'Free cancellation until Jun 7, 2026.',
    ]) {
      expect(dialog).toHaveTextContent(text)
    }
    await userEvent.tab()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(details).toHaveFocus())
  })

  it('cancels after confirming: the card moves to Cancelled and a message says so', async () => {
    const bookingApi = fakeBookingApi(stays())
    const cancel = vi.spyOn(bookingApi, 'cancelReservation')
    await renderApp({ path: '/user/booking-history', api: member, bookingApi })
    await screen.findByRole('tablist', { name: 'Bookings' })
    await userEvent.click(within(card('Coral Bay Hotel')).getByRole('button', { name: 'Cancel booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel your booking at Coral Bay Hotel?' })
    expect(dialog).toHaveTextContent('Free cancellation until Jun 7, 2026.')
    expect(dialog).toHaveTextContent('These wallet cards return to your wallet:Certificate Hotel night certificate CERT-HLT-0001: $120.00')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }))
    expect(await screen.findByText(/Your booking TC-JUNE01 at Coral Bay Hotel is cancelled/)).toHaveTextContent(
      'The wallet cards you used are back in your wallet.',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(cancel).toHaveBeenCalledTimes(1)
    expect(cancel.mock.calls[0]![0]).toEqual({ confirmationNumber: 'TC-JUNE01', token: '' })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Upcoming (1)', 'Past (1)', 'Cancelled (2)'])
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled (2)' }))
    expect(cardNames(screen.getByRole('tabpanel'))).toEqual(['Tulum Palms', 'Coral Bay Hotel'])
    expect(within(card('Coral Bay Hotel')).getByText('Cancelled')).toBeVisible()
  })

  it('says clearly when the policy no longer allows cancelling, and offers no retry', async () => {
    const bookingApi = fakeBookingApi(stays(), {
      cancelReservation: async () => Promise.reject(new ApiError('http', 'Not cancellable', 409, 'NOT_CANCELLABLE')),
    })
    await renderApp({ path: '/user/booking-history', api: member, bookingApi })
    await screen.findByRole('tablist', { name: 'Bookings' })
    await userEvent.click(within(card('Coral Bay Hotel')).getByRole('button', { name: 'Cancel booking' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking can no longer be cancelled')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('tab', { name: 'Upcoming (2)' })).toBeVisible()
  })

  it('keeps the dialog open while cancelling, and retries a network failure', async () => {
    const call = controllable<Reservation>()
    await renderApp({
      path: '/user/booking-history',
      api: member,
      bookingApi: fakeBookingApi(stays(), { cancelReservation: call.fn as never }),
    })
    await screen.findByRole('tablist', { name: 'Bookings' })
    await userEvent.click(within(card('Coral Bay Hotel')).getByRole('button', { name: 'Cancel booking' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }))
    expect(screen.getByRole('status', { name: 'Cancelling your booking' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeVisible()
    call.reject(new ApiError('network', 'Failed to fetch'))
    expect(await screen.findByRole('alert')).toHaveTextContent('The booking could not be cancelled just now.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(call.calls).toHaveLength(2)
    call.resolve(cancelIn(stays()[0]!))
    expect(await screen.findByText(/Your booking TC-JUNE01 at Coral Bay Hotel is cancelled/)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows a skeleton, then a failure with a retry, then an empty state per tab', async () => {
    const call = controllable<Reservation[]>()
    await renderApp({ path: '/user/booking-history', api: member, bookingApi: fakeBookingApi([], { listReservations: call.fn as never }) })
    expect(await screen.findByRole('status', { name: 'Loading your bookings' })).toBeVisible()
    call.reject(new ApiError('http', 'Internal server error', 500))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookings could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    call.resolve([])
    expect(await screen.findByText('No upcoming trips yet.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Search for a stay' })).toHaveAttribute('href', '/home')
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled (0)' }))
    expect(screen.getByText('No cancelled bookings.')).toBeVisible()
  })
})

describe('/agent/booking-history', () => {
  it('lists the bookings an agent made for clients, the client first', async () => {
    const client = reservationOf({
      confirmationNumber: 'TC-CLIENT',
      guest: {
        title: 'Mr',
        firstName: 'Ana',
        lastName: 'Client',
        email: 'ana@client.example',
        phone: { isdCode: '+34', number: '600111222' },
      },
      agent: { name: 'Alex Agent', email: 'agent@example.com' },
    })
    const bookingApi = fakeBookingApi([client])
    const list = vi.spyOn(bookingApi, 'listReservations')
    await renderApp({ path: '/agent/booking-history', api: agent, bookingApi })
    expect(await screen.findByRole('heading', { name: 'Client bookings' })).toBeVisible()
    expect(await screen.findByText('Client: Ana Client')).toBeVisible()
    expect(card('Coral Bay Hotel')).toHaveTextContent('ana@client.example')
    expect(list).toHaveBeenCalledWith('', 'agent', expect.anything())
  })

  it('tells a member the page is for agents and links to their own bookings, without asking for any', async () => {
    const bookingApi = fakeBookingApi(stays())
    const list = vi.spyOn(bookingApi, 'listReservations')
    await renderApp({ path: '/agent/booking-history', api: member, bookingApi })
    expect(await screen.findByRole('heading', { name: 'This page is for agents' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'See your own bookings' })).toHaveAttribute('href', '/user/booking-history')
    expect(list).not.toHaveBeenCalled()
  })
})
