import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { TravelProfile } from '@contract/schemas/travel'
import { profileFor } from '../helpers/fake-auth-api'
import { cdgAirport, parisCity } from '../helpers/car-results-model'
import { fakeApi, noBookingApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'

/*
 * /cars: the search form refuses a time outside a station's hours as the server would (both ends
 * of the hours taken), and starts a member's driver's age at their age on the pick-up day.
 */

beforeAll(() => import('@/features/cars/cars-search-page'), 30_000)
// Today is 3 December 2026: with demoOrg's two days the earliest pick-up is 5 December, the form's first 6 December.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

const bookingApi = { ...noBookingApi, getCarStations: async () => [cdgAirport, parisCity] }
const profile = (dateOfBirth: string | null): TravelProfile => ({
  homeAirport: null,
  bedType: 'any',
  roomPreferences: [],
  dietary: [],
  dietaryNotes: '',
  accessibility: [],
  accessibilityNotes: '',
  frequentFlyer: [],
  hotelLoyalty: [],
  dateOfBirth,
  passport: null,
})

describe('car search form', () => {
  it('takes 08:00 and 19:00 at a station open 08:00–19:00, refuses 07:30 and 19:30, and opens the results with all of it', async () => {
    const { location } = await renderApp({ path: '/cars', bookingApi })
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'Search cars' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pick-up station' }), parisCity.id)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pick-up time' }), '07:30')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Drop-off time' }), '19:30')
    await user.click(screen.getByRole('button', { name: 'Search cars' }))
    const closed = 'Paris city centre is closed then (Open 08:00–19:00). Choose a time within its hours.'
    expect(screen.getByRole('combobox', { name: 'Pick-up time' })).toHaveAccessibleDescription(closed)
    expect(screen.getByRole('combobox', { name: 'Drop-off time' })).toHaveAccessibleDescription(closed)
    expect(location.history.at(-1)).toBe('/cars')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pick-up time' }), '08:00')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Drop-off time' }), '19:00')
    expect(screen.getByRole('combobox', { name: 'Pick-up time' })).not.toHaveAccessibleDescription()
    expect(form).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Search cars' }))
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/cars/search-details?from=paris-fr-city&pickUp=2026-12-06T08%3A00&dropOff=2026-12-09T19%3A00&age=30',
      ),
    )
  })

  it('starts the driver’s age at a member’s age on the pick-up day: 35 the day before turning 36', async () => {
    await renderApp({
      path: '/cars',
      api: fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) }),
      bookingApi,
      accountApi: { getTravelProfile: async () => profile('1990-12-07') },
    })
    await screen.findByRole('form', { name: 'Search cars' })
    await waitFor(() => expect(screen.getByRole('combobox', { name: "Driver's age" })).toHaveValue('35'))
  })

  it('starts at 30 for a member whose profile has no date of birth', async () => {
    const asked = vi.fn(async () => profile(null))
    await renderApp({
      path: '/cars',
      api: fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) }),
      bookingApi,
      accountApi: { getTravelProfile: asked },
    })
    await screen.findByRole('form', { name: 'Search cars' })
    await waitFor(() => expect(asked).toHaveBeenCalled())
    expect(screen.getByRole('combobox', { name: "Driver's age" })).toHaveValue('30')
  })

  it('comes back from the results filled with their search ("Change the search"), and searches it again unchanged', async () => {
    const asked = '/cars?from=paris-fr-city&pickUp=2026-12-10T09%3A30&dropOff=2026-12-14T18%3A00&age=45'
    const { location } = await renderApp({ path: asked, bookingApi })
    const user = userEvent.setup()
    await screen.findByRole('form', { name: 'Search cars' })
    expect(screen.getByRole('combobox', { name: 'Pick-up station' })).toHaveValue('paris-fr-city')
    expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue('12/10/2026')
    expect(screen.getByRole('combobox', { name: 'Pick-up time' })).toHaveValue('09:30')
    expect(screen.getByRole('textbox', { name: 'Drop-off date' })).toHaveValue('12/14/2026')
    expect(screen.getByRole('combobox', { name: "Driver's age" })).toHaveValue('45')
    await user.click(screen.getByRole('button', { name: 'Search cars' }))
    await waitFor(() => expect(location.history.at(-1)).toBe(asked.replace('/cars?', '/cars/search-details?')))
  })

  it('moves the drop-off along when the pick-up is moved onto or past it, keeping the rental as long as it was', async () => {
    const asked = '/cars?from=paris-fr-city&pickUp=2026-12-10T10%3A00&dropOff=2026-12-14T10%3A00&age=30'
    const { location } = await renderApp({ path: asked, bookingApi })
    const user = userEvent.setup()
    await screen.findByRole('form', { name: 'Search cars' })
    const pickUp = screen.getByRole('textbox', { name: 'Pick-up date' })
    const dropOff = () => screen.getByRole('textbox', { name: 'Drop-off date' })
    const choose = async (day: string) => {
      await user.clear(pickUp)
      await user.type(pickUp, day)
      await user.tab()
    }
    // Four days from the 10th; moved past the drop-off, still four days.
    await choose('12/20/2026')
    expect(dropOff()).toHaveValue('12/24/2026')
    // The day before the drop-off leaves it where it is (a one-day rental); the drop-off day itself takes it along.
    await choose('12/23/2026')
    expect(dropOff()).toHaveValue('12/24/2026')
    await choose('12/24/2026')
    expect(dropOff()).toHaveValue('12/25/2026')
    await choose('12/20/2026')
    await user.click(screen.getByRole('button', { name: 'Search cars' }))
    await waitFor(() => expect(location.history.at(-1)).toMatch(/pickUp=2026-12-20T10%3A00&dropOff=2026-12-25T10%3A00/))
  })
})
