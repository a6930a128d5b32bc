import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ActivitySearchRequest } from '@contract/schemas/activities'
import type { ReservationItem } from '@contract/schemas/reservations'
import { fakeApi, type BookingApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { activityPage, parisResultsPath } from '../helpers/activity-results-model'
import { activityAnswerFor, activityPath } from '../helpers/activity-details-model'
import { fakeBookingApi as reservationsApi, reservationOf, stayItem } from '../helpers/reservations-model'

/*
 * The activity pages as a person uses them: the results' filters and pages, the ticket steppers
 * and the total, and the ticket on the confirmation. The machines' every state is the paths tests'.
 */

beforeAll(async () => {
  await Promise.all([
    import('@/features/activities/activity-results-page'),
    import('@/features/activities/activity-details-page'),
    import('@/features/reservations/success-page'),
  ])
}, 30_000)
// Today is 3 December 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

const unused = (name: string) => async () => {
  throw new Error(`${name} is not an activity page call`)
}
const noHotelCalls = (): BookingApi => ({
  searchDestinations: unused('searchDestinations'),
  searchProperties: unused('searchProperties'),
  getProperty: unused('getProperty'),
  getQuote: unused('getQuote'),
  createReservation: unused('createReservation'),
  listReservations: unused('listReservations'),
  getReservation: unused('getReservation'),
  cancelReservation: unused('cancelReservation'),
})

describe('/activities/search-details', () => {
  async function openResults(total: number) {
    const requests: ActivitySearchRequest[] = []
    const searchActivities = async (request: ActivitySearchRequest) => (
      requests.push(request), activityPage({ total, page: request.page ?? 1 })
    )
    const view = await renderApp({ path: parisResultsPath, bookingApi: { ...noHotelCalls(), searchActivities } })
    expect(await screen.findByRole('heading', { level: 2, name: `${total} activities` }, { timeout: 5_000 })).toBeVisible()
    return { ...view, requests, user: userEvent.setup() }
  }

  it('each filter searches again with it, from the first page, and the URL keeps it', async () => {
    const { requests, location, user } = await openResults(3)
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    await user.click(within(filters).getByRole('checkbox', { name: 'Museums (3)' }))
    await waitFor(() => expect(requests.at(-1)!.categories).toEqual(['museum']))
    expect(location.history.at(-1)).toContain('categories=museum')
    await user.click(within(filters).getByRole('checkbox', { name: 'Evening (from 17:00) (1)' }))
    await waitFor(() => expect(requests.at(-1)!.timesOfDay).toEqual(['evening']))
    await user.click(within(filters).getByRole('checkbox', { name: 'Up to 2 hours (3)' }))
    await waitFor(() => expect(requests.at(-1)!.durations).toEqual(['short']))
    // The price steps are a quarter, half and three quarters of the way from $10.00 to $90.00.
    const price = within(filters).getByRole('combobox', { name: 'Adult ticket up to' })
    expect(
      within(price)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any price', '$30.00', '$50.00', '$70.00'])
    await user.selectOptions(price, '$50.00')
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ priceMax: 5_000, categories: ['museum'], page: 1 }))
    expect(within(filters).getByRole('checkbox', { name: 'Museums (3)' })).toBeChecked()
    // Unticking takes the filter away again.
    await user.click(within(filters).getByRole('checkbox', { name: 'Museums (3)' }))
    await waitFor(() => expect(requests.at(-1)!.categories).toBeUndefined())
  })

  it('pages ten at a time: Previous on the first page and Next on the last cannot be used', async () => {
    const { requests, user } = await openResults(25)
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(pages).toHaveTextContent('Page 1 of 3')
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Next page' }))
    await user.click(await within(pages).findByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(pages).toHaveTextContent('Page 3 of 3'))
    expect(requests.map((r) => r.page)).toEqual([1, 2, 3])
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Paris activity 21',
        'Paris activity 22',
        'Paris activity 23',
        'Paris activity 24',
        'Paris activity 25',
      ]),
    )
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('ten results fit on one page: no pages to turn', async () => {
    await openResults(10)
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  })

  // The organisation's first day is two days on (5 December 2026); the window's last is 3 December 2027.
  it.each([
    ['a day already within the window, the last one', 'date=2027-12-03', '2027-12-03', undefined, null],
    ['the day after the last', 'date=2027-12-04', '2027-12-03', undefined, 'date=2027-12-03'],
    ['no day', '', '2026-12-05', undefined, 'date=2026-12-05'],
    ['a range from a past day', 'date=2026-12-01&dateTo=2026-12-08', '2026-12-05', '2026-12-08', 'date=2026-12-05&dateTo=2026-12-08'],
    [
      'a range from the first day to the last, as far as a range goes',
      'date=2027-11-20&dateTo=2027-12-03',
      '2027-11-20',
      '2027-12-03',
      null,
    ],
    [
      'a range ending the day after the last',
      'date=2027-11-21&dateTo=2027-12-04',
      '2027-11-21',
      '2027-12-03',
      'date=2027-11-21&dateTo=2027-12-03',
    ],
    ['a range starting on the last day', 'date=2027-12-03&dateTo=2027-12-05', '2027-12-03', undefined, 'date=2027-12-03'],
  ])('a link with %s searches the days within the window and names them in the URL', async (_, days, dateFrom, dateTo, written) => {
    const requests: ActivitySearchRequest[] = []
    const searchActivities = async (request: ActivitySearchRequest) => (requests.push(request), activityPage({ total: 1, page: 1 }))
    const path = `/activities/search-details?destination=paris-fr${days && `&${days}`}&adults=2&children=0`
    const { location } = await renderApp({ path, bookingApi: { ...noHotelCalls(), searchActivities } })
    expect(await screen.findByRole('heading', { level: 2, name: '1 activity' }, { timeout: 5_000 })).toBeVisible()
    // One search, of the settled days: the URL written back asks for nothing new.
    expect(requests).toHaveLength(1)
    expect([requests[0]!.dateFrom, requests[0]!.dateTo]).toEqual([dateFrom, dateTo])
    expect(location.history).toEqual(
      written === null ? [path] : [`/activities/search-details?destination=paris-fr&${written}&adults=2&children=0`],
    )
  })
})

describe('/activity-details', () => {
  it('the ticket steppers recompute the total, and the checkout waits for a slot', async () => {
    const getActivity = vi.fn(async (request) => activityAnswerFor(request))
    const { location } = await renderApp({ path: activityPath, bookingApi: { ...noHotelCalls(), getActivity } })
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Louvre Museum timed-entry ticket' }, { timeout: 5_000 })).toBeVisible()
    const total = () => screen.getByText(/^Total:/).textContent
    expect(total()).toBe('Total: $50.00')
    expect(screen.getByText('Ages 6 to 17 · $12.00')).toBeVisible()
    // The family ticket has no ages: its price stands alone, without a separator before it.
    expect(screen.getByText('$70.00')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'More Child tickets' }))
    expect(total()).toBe('Total: $62.00')
    await user.click(screen.getByRole('button', { name: 'More Family (2 adults, 2 children) tickets' }))
    expect(total()).toBe('Total: $132.00')
    // Seven seats: the slot with two left cannot be chosen; the one with twelve can.
    expect(screen.getByRole('radio', { name: '14:00 2 seats left' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: '18:00 Full' })).toBeDisabled()
    const continueButton = screen.getByRole('button', { name: 'Continue to checkout' })
    expect(continueButton).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: '09:00 12 seats left' }))
    expect(location.history.at(-1)).toBe(
      '/activity-details?id=paris-louvre-timed-entry&date=2026-12-10&time=09%3A00&adult=2&child=1&senior=0&family=1',
    )
    await user.click(continueButton)
    expect(location.history.at(-1)).toBe(
      '/hotel-checkout?line=activity&activity=paris-louvre-timed-entry&date=2026-12-10&time=09%3A00&adult=2&child=1&senior=0&family=1',
    )
  })

  it('the slots are radio buttons: the arrow keys move between those with seats', async () => {
    const getActivity = async (request: Parameters<NonNullable<BookingApi['getActivity']>>[0]) => activityAnswerFor(request)
    await renderApp({ path: activityPath, bookingApi: { ...noHotelCalls(), getActivity } })
    const user = userEvent.setup()
    const first = await screen.findByRole('radio', { name: '09:00 12 seats left' }, { timeout: 5_000 })
    await user.click(first)
    expect(first).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '14:00 2 seats left' })).toBeChecked()
  })
})

describe('the ticket on the confirmation', () => {
  const activityItem = (): ReservationItem => ({
    ...stayItem(),
    line: 'activity',
    product: 'ACT',
    title: 'Louvre Museum timed-entry ticket',
    subtitle: '2026-12-10 10:30',
    startsOn: '2026-12-10',
    endsOn: '2026-12-10',
    travellers: { adults: 2, children: 0 },
    price: { currency: 'USD', baseMinor: 5_000, taxesMinor: 0, feesMinor: 0, totalMinor: 5_000 },
    freeCancellationUntil: '2026-12-09',
    supplierReference: 'ACT-PX4K7M',
    deductions: [{ cardCode: 'CERT-ACT-0001', kind: 'certificate', name: 'Activity certificate', amountMinor: 2_000 }],
    amountDueMinor: 3_000,
    details: {
      line: 'activity',
      activity: {
        id: 'paris-louvre-timed-entry',
        title: 'Louvre Museum timed-entry ticket',
        destinationName: 'Paris',
        countryCode: 'FR',
        image: { url: '/api/activities/images/paris-louvre-0.svg', alt: 'The glass pyramid' },
      },
      date: '2026-12-10',
      time: '10:30',
      durationMinutes: 180,
      meetingPoint: { text: 'Pyramid entrance, Cour Napoléon', latitude: 48.861, longitude: 2.336 },
      languages: ['en', 'fr'],
      tickets: [{ type: 'adult', count: 2, unitMinor: 2_500 }],
      seats: 2,
      namesRequired: true,
      participants: ['Maria Member', 'Mark Member'],
    },
  })

  it('shows the ticket: its reference as text and as a QR code, the time, the meeting point, who goes', async () => {
    const booked = reservationOf({ confirmationNumber: 'TC-ACT001', items: [activityItem()] })
    const member = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
    await renderApp({ path: '/checkout-success?confirmation=TC-ACT001', api: member, bookingApi: reservationsApi([booked]) })
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 }, { timeout: 5_000 })).toBeVisible()
    const main = screen.getByRole('main')
    for (const text of [
      'ActivityLouvre Museum timed-entry ticketParis',
      'Time10:30, for 3 hr',
      'Meeting pointPyramid entrance, Cour Napoléon48.86100, 2.33600',
      'Tickets2 × AdultMaria Member and Mark Member',
      'LanguagesEnglish and French',
      'Show this code at the meeting point, on your phone or printed, at 10:30.',
      'Certificate Activity certificate CERT-ACT-0001−$20.00',
      'Amount due$30.00',
    ])
      expect(main).toHaveTextContent(text)
    expect(screen.getByText('ACT-PX4K7M')).toBeVisible()
    const qr = screen.getByRole('img', { name: 'QR code of ticket ACT-PX4K7M' })
    // Drawn here: an inline SVG of dark modules, no image fetched from elsewhere.
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100)
  })
})
