import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bcn, lis, mad } from '../helpers/flight-results-model'
import { noBookingApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'

/*
 * /flight: the airports combobox (city, name or code), the passengers' limits at their
 * boundaries (9 seated, no more infants than adults, children 2 to 11), the return not before the
 * departure, and the search opened with all of it in the URL.
 */

beforeAll(() => import('@/features/flights/flight-search-page'), 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

const airports = async () => [bcn, lis, mad]

async function openForm(path = '/flight') {
  const view = await renderApp({ path, bookingApi: { ...noBookingApi, getFlightAirports: airports } })
  await screen.findByRole('form', { name: 'Search flights' })
  return { ...view, user: userEvent.setup() }
}

const summary = () => screen.getByText('Please check the search:').parentElement
const count = (label: string) => screen.getByRole('status', { name: label })
const more = (label: string) => screen.getByRole('button', { name: `More: ${label}` })
const fewer = (label: string) => screen.getByRole('button', { name: `Fewer: ${label}` })

async function setDate(user: ReturnType<typeof userEvent.setup>, label: string, date: string) {
  const input = screen.getByRole('textbox', { name: label })
  await user.clear(input)
  await user.type(input, date)
  await user.tab()
}

describe('flight search form', () => {
  it('finds an airport by its code, its name or its city, and picks it from the keyboard', async () => {
    const { user } = await openForm()
    const from = screen.getByRole('combobox', { name: 'From' })
    await user.type(from, 'bcn')
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Barcelona, Barcelona El Prat (BCN)'])
    await user.clear(from)
    await user.type(from, 'prat')
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Barcelona, Barcelona El Prat (BCN)'])
    await user.clear(from)
    await user.type(from, 'lisb')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(from).toHaveValue('Lisbon, Lisbon Humberto Delgado (LIS)')
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'xyz')
    expect(screen.getByText('No airport matches')).toBeVisible()
  })

  it('seats 9 and refuses the 10th: adults and children stop at 9 together', async () => {
    const { user } = await openForm()
    for (let i = 0; i < 4; i++) await user.click(more('Adults'))
    for (let i = 0; i < 3; i++) await user.click(more('Children'))
    // 8 seated: one more may come.
    expect(count('Adults')).toHaveTextContent('5')
    expect(more('Children')).toBeEnabled()
    expect(screen.queryByText('At most 9 passengers with a seat can book together.')).toBeNull()
    await user.click(more('Children'))
    expect(count('Children')).toHaveTextContent('4')
    expect(more('Children')).toBeDisabled()
    expect(more('Adults')).toBeDisabled()
    expect(screen.getByText('At most 9 passengers with a seat can book together.')).toBeVisible()
    // Infants sit on a lap: they do not count against the 9.
    expect(more('Infants')).toBeEnabled()
  })

  it('takes as many infants as adults and refuses one more; an adult holding one cannot be removed', async () => {
    const { user } = await openForm()
    await user.click(more('Adults'))
    await user.click(more('Infants'))
    expect(more('Infants')).toBeEnabled()
    await user.click(more('Infants'))
    expect(count('Infants')).toHaveTextContent('2')
    expect(more('Infants')).toBeDisabled()
    expect(fewer('Adults')).toBeDisabled()
    expect(screen.getByText("Each infant travels on an adult's lap: no more infants than adults.")).toBeVisible()
    await user.click(fewer('Infants'))
    expect(more('Infants')).toBeEnabled()
    expect(fewer('Adults')).toBeEnabled()
  })

  it('asks each child age, 2 to 11, and refuses the return the day before the departure but not the same day', async () => {
    const { user, location } = await openForm()
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'LIS')
    await user.keyboard('{ArrowDown}{Enter}')
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'Barc')
    await user.keyboard('{ArrowDown}{Enter}')
    await user.click(more('Children'))
    await user.click(more('Children'))
    const first = screen.getByRole('combobox', { name: 'Age of child 1 on the day of the flight' })
    expect([...first.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose an age',
      ...'2 3 4 5 6 7 8 9 10 11'.split(' '),
    ])
    await setDate(user, 'Departure date', '2026-12-18')
    await setDate(user, 'Return date', '2026-12-17')
    await user.click(screen.getByRole('button', { name: 'Search flights' }))
    expect(summary()).toHaveTextContent("Please check the search:The return cannot be before the departure.Choose each child's age.")
    expect(screen.getByRole('textbox', { name: 'Return date' })).toHaveAccessibleDescription('The return cannot be before the departure.')
    expect(first).toHaveAccessibleDescription("Choose this child's age.")
    expect(location.history.at(-1)).toBe('/flight')
    // Nothing was lost.
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Lisbon, Lisbon Humberto Delgado (LIS)')
    expect(count('Children')).toHaveTextContent('2')
    await user.selectOptions(first, '2')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age of child 2 on the day of the flight' }), '11')
    await setDate(user, 'Return date', '2026-12-18')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cabin' }), 'Business')
    await user.click(screen.getByRole('button', { name: 'Search flights' }))
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/flight/search-details?from=LIS&to=BCN&depart=2026-12-18&return=2026-12-18&adults=1&children=2%2C11&cabin=business',
      ),
    )
  })

  it('opens prefilled from "Change search" and searches one-way', async () => {
    const { user, location } = await openForm('/flight?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2&infants=1')
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Lisbon, Lisbon Humberto Delgado (LIS)')
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Barcelona, Barcelona El Prat (BCN)')
    expect(count('Adults')).toHaveTextContent('2')
    expect(count('Infants')).toHaveTextContent('1')
    await user.click(screen.getByRole('radio', { name: 'One-way' }))
    expect(screen.queryByRole('textbox', { name: 'Return date' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Search flights' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/flight/search-details?from=LIS&to=BCN&depart=2026-12-11&adults=2&infants=1'))
  })

  it('says why a results link names no search (a return before the departure), and opens the form with what it named', async () => {
    const user = userEvent.setup()
    const impossible = 'from=LIS&to=BCN&depart=2026-12-18&return=2026-12-11&adults=2'
    await renderApp({ path: `/flight/search-details?${impossible}`, bookingApi: { ...noBookingApi, getFlightAirports: airports } })
    expect(await screen.findByText(/^This link does not name a flight search we can run/)).toHaveAttribute('role', 'status')
    await user.click(screen.getByRole('link', { name: 'Search flights' }))
    await screen.findByRole('form', { name: 'Search flights' })
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Lisbon, Lisbon Humberto Delgado (LIS)')
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Barcelona, Barcelona El Prat (BCN)')
    expect(count('Adults')).toHaveTextContent('2')
  })

  it('chooses the only airport a typed city matches when the field is left', async () => {
    const { user } = await openForm()
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'Lisbon')
    await user.tab()
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Lisbon, Lisbon Humberto Delgado (LIS)')
  })

  it('moves linked days past the airlines’ schedule (360 days: 28 November 2027) to its last day', async () => {
    await openForm('/flight?from=LIS&to=BCN&depart=2027-11-29&return=2027-12-05&adults=1')
    expect(screen.getByRole('textbox', { name: 'Departure date' })).toHaveValue('11/28/2027')
    expect(screen.getByRole('textbox', { name: 'Return date' })).toHaveValue('11/28/2027')
  })

  it('refuses the same airport both ends and a missing airport', async () => {
    const { user } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Search flights' }))
    expect(summary()).toHaveTextContent('Please check the search:Choose the airport you fly from.Choose the airport you fly to.')
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription('Choose the airport you fly from.')
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'MAD')
    await user.keyboard('{ArrowDown}{Enter}')
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'MAD')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(summary()).toHaveTextContent('Please check the search:Choose a destination other than the departure airport.')
  })
})
