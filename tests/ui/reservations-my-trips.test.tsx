import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { cancelledStay, fakeBookingApi, oneStay, reservationOf, stayItem } from '../helpers/reservations-model'
import { transferQuoteFor, transferSelection } from '../helpers/transfer-details-model'
import type { ReservationItem } from '@contract/schemas/reservations'

const member = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
const place = (id: string, name: string) => ({ id, name })

beforeAll(() => import('@/features/reservations/my-trips-page'))
// Today, in the visitor's calendar, is 1 May 2026.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 1, 9) }))
afterEach(() => void vi.useRealTimers())

describe('/user/my-trips', () => {
  it('highlights the next trip with its countdown, lists the later ones by date and folds the past ones away', async () => {
    const trips = [
      oneStay({ startsOn: '2026-08-01', endsOn: '2026-08-08', property: place('tulum-palms', 'Tulum Palms'), cancellable: false }),
      oneStay({ startsOn: '2026-05-13', endsOn: '2026-05-15', property: place('lisbon-alfama', 'Alfama House') }),
      oneStay({ startsOn: '2026-06-10', endsOn: '2026-06-12', property: place('cancun-coral-bay', 'Coral Bay Hotel') }),
      oneStay({ startsOn: '2026-03-01', endsOn: '2026-03-04', property: place('kyoto-garden', 'Kyoto Garden Inn'), cancellable: false }),
      oneStay({ ...cancelledStay, property: place('rome-forum', 'Forum Rooms') }),
    ]
    await renderApp({ path: '/user/my-trips', api: member, bookingApi: fakeBookingApi(trips) })
    const next = await screen.findByRole('article', { name: 'Alfama House' }, { timeout: 5_000 })
    expect(next).toHaveTextContent('Your next trip · In 12 days')
    expect(within(next).getByRole('heading', { level: 2 })).toHaveTextContent('Alfama House')
    const later = screen.getByRole('region', { name: 'Later trips' })
    expect(
      within(later)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Coral Bay Hotel', 'Tulum Palms'])
    expect(screen.getByRole('article', { name: 'Coral Bay Hotel' })).toHaveTextContent('In 40 days')
    expect(screen.queryByText('Forum Rooms')).toBeNull()

    expect(within(next).getByRole('button', { name: 'Cancel booking' })).toBeVisible()
    expect(within(screen.getByRole('article', { name: 'Tulum Palms' })).queryByRole('button', { name: 'Cancel booking' })).toBeNull()

    const past = screen.getByText('1 past trip')
    expect(screen.getByRole('article', { name: 'Kyoto Garden Inn' })).not.toBeVisible()
    await userEvent.click(past)
    expect(screen.getByRole('article', { name: 'Kyoto Garden Inn' })).toBeVisible()

    await userEvent.click(within(next).getByRole('button', { name: 'Details' }))
    expect(screen.getByRole('dialog', { name: 'Alfama House' })).toHaveTextContent('Amount due$240.00')
  })

  it("counts down from the page's own date: tomorrow, and a trip under way", async () => {
    vi.setSystemTime(new Date(2026, 5, 9, 23, 30))
    const trips = [oneStay({ startsOn: '2026-06-10', endsOn: '2026-06-12', property: place('cancun-coral-bay', 'Coral Bay Hotel') })]
    const view = await renderApp({ path: '/user/my-trips', api: member, bookingApi: fakeBookingApi(trips) })
    expect(await screen.findByRole('article', { name: 'Coral Bay Hotel' })).toHaveTextContent('Your next trip · Tomorrow')
    view.unmount()
    vi.setSystemTime(new Date(2026, 5, 11, 8))
    await renderApp({ path: '/user/my-trips', api: member, bookingApi: fakeBookingApi(trips) })
    expect(await screen.findByRole('article', { name: 'Coral Bay Hotel' })).toHaveTextContent('Your next trip · Happening now')
  })

  it('cancels a trip with the same flow: it leaves the itinerary and a message says so', async () => {
    const trips = [
      oneStay(
        { startsOn: '2026-05-13', endsOn: '2026-05-15', property: place('lisbon-alfama', 'Alfama House') },
        { confirmationNumber: 'TC-SOON01' },
      ),
    ]
    await renderApp({ path: '/user/my-trips', api: member, bookingApi: fakeBookingApi(trips) })
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Alfama House' })).getByRole('button', { name: 'Cancel booking' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }))
    expect(await screen.findByText(/Your booking TC-SOON01 at Alfama House is cancelled/)).toBeVisible()
    expect(screen.queryByRole('article', { name: 'Alfama House' })).toBeNull()
    expect(screen.getByText('No upcoming trips yet.')).toBeVisible()
  })

  it("keeps a booking of two items upcoming until its last item ends, listing both with the live one's cancel action", async () => {
    const trip = reservationOf({
      confirmationNumber: 'TC-TWOSTAY',
      items: [
        stayItem({ id: 1, startsOn: '2026-04-27', endsOn: '2026-04-30', cancellable: false, freeCancellationUntil: '2026-04-20' }),
        stayItem({
          id: 2,
          startsOn: '2026-05-03',
          endsOn: '2026-05-05',
          freeCancellationUntil: '2026-05-01',
          property: place('tulum-palms', 'Tulum Palms'),
        }),
      ],
    })
    await renderApp({ path: '/user/my-trips', api: member, bookingApi: fakeBookingApi([trip]) })
    const next = await screen.findByRole('article', { name: 'Coral Bay Hotel' })
    expect(next).toHaveTextContent('Your next trip · Happening now')
    const items = within(next).getByRole('list', { name: 'Items of booking TC-TWOSTAY' })
    const rows = within(items)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === items)
    expect(rows.map((li) => within(li).getByRole('heading', { level: 4 }).textContent)).toEqual(['Coral Bay Hotel', 'Tulum Palms'])
    expect(within(rows[0]!).getByText('Completed')).toBeVisible()
    expect(within(rows[0]!).queryByRole('button', { name: 'Cancel this item' })).toBeNull()
    expect(within(rows[1]!).getByRole('button', { name: 'Cancel this item' })).toBeVisible()
    expect(screen.queryByText(/past trip/)).toBeNull()
  })

  it('shows an empty state with a way to search', async () => {
    await renderApp({ path: '/user/my-trips', api: member, bookingApi: fakeBookingApi([]) })
    expect(await screen.findByText('No upcoming trips yet.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Search for a stay' })).toHaveAttribute('href', '/home')
  })

  it('shows a transfer with its own details: which way, the local time and zone, the flight, how to meet the driver', async () => {
    const {
      selection: _,
      certificateRequired: _c,
      bookable: _b,
      payNow: _p,
      deal: _d,
      ...headline
    } = transferQuoteFor({
      selection: { ...transferSelection, at: '2026-05-20T14:30', flightNumber: 'AF1234' },
      currency: 'USD',
    })
    const item: ReservationItem = {
      ...headline,
      startsOn: '2026-05-20',
      endsOn: '2026-05-20',
      id: 1,
      status: 'CONFIRMED',
      cancelledAt: null,
      supplier: 'store-transfers',
      supplierReference: 'TR-0A1B2C3D4E5F',
      deductions: [],
      amountDueMinor: 6_500,
      payWhen: 'now',
      cancellable: true,
    }
    await renderApp({ path: '/user/my-trips', api: member, bookingApi: fakeBookingApi([reservationOf({ items: [item] })]) })
    const trip = await screen.findByRole('article', { name: item.title }, { timeout: 5_000 })
    expect(trip).toHaveTextContent('CDG → Hôtel Lumière 2026-05-20 14:30 (local time, Europe/Paris)')
    await userEvent.click(within(trip).getByRole('button', { name: 'Details' }))
    const details = screen.getByRole('dialog', { name: item.title })
    for (const text of [
      'TransferPrivate car · Toyota Camry · Arrivo Transfers',
      'FromParis Charles de Gaulle Airport (CDG) · flight AF1234',
      'ToHôtel Lumière',
      'Landing2026-05-20 14:30 (Europe/Paris)',
      'Passengers2 passengers, 2 bags · paid online',
      "MeetingYour driver waits in the arrivals hall with a sign bearing the lead traveller's name",
      'Transfer$65.00',
    ]) {
      expect(details).toHaveTextContent(text)
    }
  })
})
