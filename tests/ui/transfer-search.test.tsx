import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { TransferAirport } from '@contract/schemas/transfers'
import { cdg } from '../helpers/transfer-results-model'
import { noBookingApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'

/*
 * /transfers: the search form opens prefilled from its URL (a hotel booking's "Add a transfer"
 * names the hotel, not its airport: the form finds it), refuses a time that is not one, and opens
 * the results with the whole search.
 */

beforeAll(() => import('@/features/transfers/transfers-search-page'), 30_000)
// Today is 3 December 2026: with demoOrg's two days the earliest day is 5 December, the form's first 6 December.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

const fco: TransferAirport = {
  iata: 'FCO',
  name: 'Rome Fiumicino Airport',
  destinationName: 'Rome',
  timeZone: 'Europe/Rome',
  places: [{ id: 'point:rome-it-centre', kind: 'point', name: 'Rome city centre', address: 'Main Street, Rome' }],
}

describe('transfer search form', () => {
  it('opens on the hotel a link names, at its airport, for its day and party, and searches it at the landing time', async () => {
    const asked: (string | null)[] = []
    const { location } = await renderApp({
      path: '/transfers?place=hotel%3Aparis-hotel-lumiere&direction=arrival&at=2026-12-10&passengers=3&bags=3',
      bookingApi: { ...noBookingApi, getTransferAirports: async (placeId) => (asked.push(placeId), [fco, cdg]) },
    })
    const user = userEvent.setup()
    await screen.findByRole('form', { name: 'Search transfers' })
    expect(asked).toEqual(['hotel:paris-hotel-lumiere'])
    expect(screen.getByRole('combobox', { name: 'Airport' })).toHaveValue('CDG')
    expect(screen.getByRole('combobox', { name: 'To the hotel or place' })).toHaveValue('hotel:paris-hotel-lumiere')
    expect(screen.getByRole('radio', { name: 'From the airport' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Passengers' })).toHaveValue('3')
    expect(screen.getByRole('combobox', { name: 'Bags' })).toHaveValue('3')
    const time = screen.getByLabelText('Landing time (local)')
    await user.clear(time)
    await user.click(screen.getByRole('button', { name: 'Search transfers' }))
    expect(time).toHaveAccessibleDescription('Please enter a time like 14:30.')
    expect(location.history.at(-1)).toMatch(/^\/transfers\?/)
    await user.type(time, '14:35')
    await user.click(screen.getByRole('button', { name: 'Search transfers' }))
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/transfers/search-details?airport=CDG&place=hotel%3Aparis-hotel-lumiere&direction=arrival&at=2026-12-10T14%3A35&passengers=3&bags=3',
      ),
    )
  })

  it('moves a linked day past the booking window (3 December 2027) to its last day, and offers no later one', async () => {
    await renderApp({
      path: '/transfers?place=hotel%3Aparis-hotel-lumiere&direction=arrival&at=2027-12-09&passengers=2&bags=2',
      bookingApi: { ...noBookingApi, getTransferAirports: async () => [fco, cdg] },
    })
    await screen.findByRole('form', { name: 'Search transfers' })
    expect(screen.getByRole('textbox', { name: 'Landing date' })).toHaveValue('12/03/2027')
    await userEvent.click(screen.getByRole('button', { name: 'Choose the date' }))
    expect(screen.getByRole('button', { name: /^Saturday, December 4, 2027/ })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: /^Friday, December 3, 2027/ })).not.toHaveAttribute('aria-disabled')
  })

  it('starts without a link at the first airport and its first place, for two, from the airport', async () => {
    const { location } = await renderApp({
      path: '/transfers',
      bookingApi: { ...noBookingApi, getTransferAirports: async () => [fco, cdg] },
    })
    const user = userEvent.setup()
    await screen.findByRole('form', { name: 'Search transfers' })
    await user.click(screen.getByRole('radio', { name: 'To the airport' }))
    expect(screen.getByRole('combobox', { name: 'From the hotel or place' })).toHaveValue('point:rome-it-centre')
    await user.click(screen.getByRole('button', { name: 'Search transfers' }))
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/transfers/search-details?airport=FCO&place=point%3Arome-it-centre&direction=departure&at=2026-12-06T12%3A00&passengers=2&bags=2',
      ),
    )
  })
})
