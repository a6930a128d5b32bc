import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { cancelledStay, fakeBookingApi, oneStay } from '../helpers/reservations-model'

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

  it('shows an empty state with a way to search', async () => {
    await renderApp({ path: '/user/my-trips', api: member, bookingApi: fakeBookingApi([]) })
    expect(await screen.findByText('No upcoming trips yet.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Search for a stay' })).toHaveAttribute('href', '/home')
  })
})
