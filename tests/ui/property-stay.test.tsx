import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { fakeBookingApi, hotel, resort } from '../helpers/property-details-model'

beforeAll(() => import('@/features/property/property-page'), 30_000)
// Today is 20 February 2027; demoOrg's minimum check-in is two days later: 22 February.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2027, 1, 20, 12))
})
afterEach(() => vi.useRealTimers())

const stay = (checkIn: string, checkOut: string, adults = 2) => ({ checkIn, checkOut, rooms: 1, adults, children: 0 })
const detailsPath = (id: string, s: ReturnType<typeof stay>) =>
  `/hotel-details?id=${id}&checkIn=${s.checkIn}&checkOut=${s.checkOut}&rooms=1&adults=${s.adults}&children=0`

describe('/hotel-details, the stay', () => {
  it('a new check-in keeps the length of stay, replaces the URL and asks for the offers of the new stay', async () => {
    const bookingApi = fakeBookingApi()
    const { location } = await renderApp({ path: detailsPath(hotel.id, stay('2027-03-10', '2027-03-12')), bookingApi })
    await screen.findByText('Prices in USD')
    const entries = location.history.length
    const checkIn = screen.getByLabelText('Check-in')
    await userEvent.clear(checkIn)
    await userEvent.type(checkIn, '2027-04-01{Enter}')
    await waitFor(() => expect(location.history.at(-1)).toBe(detailsPath(hotel.id, stay('2027-04-01', '2027-04-03'))))
    expect(location.history).toHaveLength(entries)
    expect(bookingApi.requests.at(-1)).toEqual({ id: hotel.id, ...stay('2027-04-01', '2027-04-03'), currency: 'USD' })
    expect(await screen.findByText('Thu, Apr 1', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByLabelText('Check-out')).toHaveValue('04/03/2027')

    await userEvent.selectOptions(screen.getByLabelText('Adults'), '3')
    await waitFor(() => expect(location.history.at(-1)).toBe(detailsPath(hotel.id, stay('2027-04-01', '2027-04-03', 3))))
    expect(bookingApi.requests.at(-1)).toEqual({ id: hotel.id, ...stay('2027-04-01', '2027-04-03', 3), currency: 'USD' })
    expect(bookingApi.requests).toHaveLength(3)
  })

  it('fills in missing dates from the earliest check-in, so rates show at once', async () => {
    const bookingApi = fakeBookingApi()
    const { location } = await renderApp({ path: `/hotel-details?id=${hotel.id}`, bookingApi })
    expect(await screen.findByText('Prices in USD')).toBeVisible()
    expect(bookingApi.requests).toEqual([
      { id: hotel.id, rooms: 1, adults: 2, children: 0, currency: 'USD' },
      { id: hotel.id, ...stay('2027-02-22', '2027-02-23'), currency: 'USD' },
    ])
    expect(location.history.at(-1)).toBe(detailsPath(hotel.id, stay('2027-02-22', '2027-02-23')))
    expect(screen.getByLabelText('Check-in')).toHaveValue('02/22/2027')
  })

  it('books a resort by the whole week: the stay is rounded up to weeks and the length chosen in weeks', async () => {
    const bookingApi = fakeBookingApi()
    const { location } = await renderApp({ path: detailsPath(resort.id, stay('2027-03-10', '2027-03-13')), bookingApi })
    expect(await screen.findByText('Prices in USD')).toBeVisible()
    expect(bookingApi.requests.at(-1)).toEqual({ id: resort.id, ...stay('2027-03-10', '2027-03-17'), currency: 'USD' })
    expect(screen.queryByLabelText('Check-out')).toBeNull()
    const weeks = screen.getByLabelText('Length of stay')
    expect(
      within(weeks)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 week', '2 weeks', '3 weeks', '4 weeks'])
    expect(weeks).toHaveValue('1')
    await userEvent.selectOptions(weeks, '2 weeks')
    await waitFor(() => expect(location.history.at(-1)).toBe(detailsPath(resort.id, stay('2027-03-10', '2027-03-24'))))
    expect(bookingApi.requests.at(-1)).toEqual({ id: resort.id, ...stay('2027-03-10', '2027-03-24'), currency: 'USD' })
  })

  it("starts the calendar's weeks on Monday for an organisation whose calendar does", async () => {
    const monday = { ...demoOrg, orgBySite: { orgCountryData: { calendarType: 'monday' as const, code: 'GB' }, minCheckinDays: 2 } }
    await renderApp({
      path: detailsPath(hotel.id, stay('2027-03-10', '2027-03-12')),
      api: fakeApi({ getOrgConfig: async () => monday }),
      bookingApi: fakeBookingApi(),
    })
    await screen.findByText('Prices in USD')
    await userEvent.click(screen.getByRole('button', { name: 'Choose the check-in date' }))
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Mon')
  })

  it('starts them on Sunday for the others, with the days before the earliest check-in out of reach', async () => {
    await renderApp({ path: detailsPath(hotel.id, stay('2027-02-23', '2027-02-25')), bookingApi: fakeBookingApi() })
    await screen.findByText('Prices in USD')
    await userEvent.click(screen.getByRole('button', { name: 'Choose the check-in date' }))
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Sun')
    expect(screen.getByRole('button', { name: /February 21, 2027/ })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: /February 22, 2027/ })).not.toHaveAttribute('aria-disabled')
  })
})
