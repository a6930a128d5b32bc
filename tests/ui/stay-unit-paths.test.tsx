import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import { formatFullDate } from '@ui/date-format'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import type { StayUnitRequest, StayUnitWithCalendar } from '@contract/schemas/stays'
import { stayCheckoutUrl, stayDetailsUrl } from '@/lib/stay-params'
import { withCertificate } from '@/lib/certificate-param'
import { stayUnitMachine, type StayUnitInput } from '@machines/stay-unit.machine'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { stayUnitPaths, unitAnswerFor } from '../helpers/stay-unit-model'
import type { BookingApi } from './helpers/fake-api'
import { latestCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

type State = SnapshotFrom<typeof stayUnitMachine>
const generated = stayUnitPaths()
/** The shortest generated path ending where `matches` holds: every rule the page explains, and nights taken meanwhile. */
const shortestTo = (matches: (state: State) => boolean) =>
  generated.filter((path) => matches(path.state as State)).sort((a, b) => a.steps.length - b.steps.length)[0]!
const endings = {
  MIN_NIGHTS: (s: State) => s.context.problem?.code === 'MIN_NIGHTS',
  CHECK_IN_DAY: (s: State) => s.context.problem?.code === 'CHECK_IN_DAY',
  TOO_MANY_GUESTS: (s: State) => s.context.problem?.code === 'TOO_MANY_GUESTS',
  BOOKED: (s: State) => s.context.problem?.code === 'BOOKED',
  taken: (s: State) => s.matches({ ready: 'quoted' }) && s.context.quote?.bookable === false,
}
// The fewest paths that walk every transition, and one to each ending their transitions alone need not reach.
const paths = [...fewestCovering(stayUnitMachine, generated), ...Object.values(endings).map(shortestTo)]

beforeAll(() => import('@/features/stays/stay-unit-page'), 30_000)
// Today is 27 February 2027: with demoOrg's two days, the earliest check-in is the model's, 1 March.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2027, 1, 27, 12))
})
afterEach(() => vi.useRealTimers())

const unused = async () => Promise.reject(new Error('not used by the unit page'))
/** The booking calls of the unit page: the quote only. */
const quotingOnly = (getQuote: unknown): BookingApi => ({
  searchDestinations: unused,
  searchProperties: unused,
  getProperty: unused,
  getQuote: getQuote as never,
  createReservation: unused,
  listReservations: unused,
  getReservation: unused,
  cancelReservation: unused,
})
const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`

function expectScreen(state: State, history: string[], certificate: string | null) {
  const c = state.context
  const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)
  if (state.matches('loading')) return expect(screen.getByRole('status', { name: 'Loading the rental' })).toBeVisible()
  if (state.matches('failed')) return expect(alerts()).toEqual([expect.stringContaining('This rental could not be loaded.')])
  if (state.matches('notFound'))
    return expect(screen.getByRole('heading', { level: 1, name: 'We could not find this rental' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 1, name: c.data!.unit.name })).toBeVisible()
  expect(screen.getByLabelText('Adults')).toHaveValue(String(c.choice.adults))
  expect(history.at(-1)).toBe(withCertificate(stayDetailsUrl(c.unitId, c.choice), certificate))
  // The chosen days are the calendar's selected ones.
  for (const date of [c.choice.checkIn, c.choice.checkOut]) {
    if (date)
      expect(screen.getByRole('button', { name: new RegExp(`^${formatFullDate(date, 'en-US')}`) }).closest('td')).toHaveAttribute(
        'aria-selected',
        'true',
      )
  }
  const expected: unknown[] = []
  if (c.problem) expected.push(expect.any(String))
  if (c.problem?.code === 'MIN_NIGHTS') expect(alerts()[0]).toContain(`must last at least ${c.problem.nights} nights`)
  if (c.problem?.code === 'CHECK_IN_DAY') expect(alerts()[0]).toContain('This rental takes arrivals on Friday or Saturday only.')
  if (c.problem?.code === 'TOO_MANY_GUESTS') expect(alerts()[0]).toContain('This rental sleeps at most 4 guests.')
  if (c.problem?.code === 'BOOKED') expect(alerts()[0]).toContain('is already booked')
  const reserve = screen.queryByRole('link', { name: 'Reserve' })
  if (state.matches({ ready: 'quoting' }) || state.matches({ ready: 'reloading' })) {
    expect(screen.getByRole('status', { name: 'Pricing your stay' })).toBeVisible()
  } else if (state.matches({ ready: 'quoteFailed' }) || state.matches({ ready: 'reloadFailed' })) {
    expected.push(expect.stringContaining('The price of this stay could not be loaded.'))
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  } else if (state.matches({ ready: 'quoted' }) && c.quote!.bookable) {
    expect(reserve!.getAttribute('href')).toBe(withCertificate(stayCheckoutUrl(c.unitId, c.choice), certificate))
    if (c.currency === 'USD') expect(screen.getByText('Total').nextSibling).toHaveTextContent(usd(c.quote!.price.totalMinor))
    // The terms for the chosen dates, before the checkout (the quote's last free day; none: non-refundable).
    const until = c.quote!.freeCancellationUntil
    expect(reserve!.previousElementSibling).toHaveTextContent(
      until ? /^Free cancellation until \w{3} \d{1,2}, \d{4}\.$/ : 'Non-refundable: this booking cannot be cancelled.',
    )
  } else if (state.matches({ ready: 'quoted' })) {
    expected.push(expect.stringContaining('These nights have just been booked by someone else.'))
  } else if (c.currency === 'USD') {
    expect(screen.getByText(/per night/)).toHaveTextContent(`From ${usd(c.data!.unit.fromNightlyMinor)} per night`)
  }
  expect(alerts()).toEqual(expected)
  expect(reserve !== null).toBe(state.matches({ ready: 'quoted' }) && c.quote!.bookable)
}

describe('the rental page, the fewest generated paths that walk every transition of the real machine', () => {
  it('walk every transition, and reach every rule the page explains', () => {
    expect(unwalked(stayUnitMachine, paths)).toEqual([])
    for (const ending of Object.values(endings))
      expect(paths.some((path) => path.steps.some((step) => ending(step.state as State)))).toBe(true)
  })

  // Every other path comes from a covered stay's link, which names its certificate: it stays in the
  // URL through every choice and reaches the checkout link.
  it.each(
    paths.map(
      (path, i) =>
        [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path, i % 2 === 0 ? 'CERT-STY-0001' : null] as const,
    ),
  )(
    '%s',
    async (_, path, certificate) => {
      const input = (path as unknown as { input: StayUnitInput }).input
      const units = latestCall<StayUnitRequest, StayUnitWithCalendar>()
      const quotes = latestCall<ItemQuoteRequest, ItemQuote>()
      const bookingApi = quotingOnly(quotes.fn)
      const { location, settings } = await renderApp({
        path: withCertificate(stayDetailsUrl(input.unitId, input.choice), certificate),
        bookingApi,
        staysApi: { searchStays: unused, getStayUnit: units.fn as never },
      })
      await waitFor(() => expect(units.pending).toHaveLength(1))
      const user = userEvent.setup()
      for (const step of path.steps) {
        const event = step.event as { type: string; [k: string]: unknown }
        switch (event.type) {
          case 'xstate.init':
            break
          case 'xstate.done.actor.loadUnit':
            await act(async () => units.resolve(event.output as StayUnitWithCalendar))
            break
          case 'xstate.error.actor.loadUnit':
            await act(async () => units.reject(event.error))
            break
          case 'xstate.done.actor.loadQuote':
            await act(async () => quotes.resolve(event.output as ItemQuote))
            break
          case 'xstate.error.actor.loadQuote':
            await act(async () => quotes.reject(event.error))
            break
          case 'day.select':
            await user.click(screen.getByRole('button', { name: new RegExp(`^${formatFullDate(String(event.date), 'en-US')}`) }))
            break
          case 'guests.change':
            await user.selectOptions(screen.getByLabelText('Adults'), String(event.adults))
            break
          case 'dates.clear':
            await user.click(screen.getByRole('button', { name: 'Clear dates' }))
            break
          case 'currency.change':
            act(() => settings.send({ type: 'currency.choose', code: String(event.currency) }))
            break
          case 'load.retry':
          case 'quote.retry':
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            break
          default:
            throw new Error(`No user action for ${event.type}`)
        }
        const state = step.state as State
        await waitFor(() => expectScreen(state, location.history, certificate))
        // The calls under way are the ones the machine is waiting for, asking what it holds.
        const c = state.context
        expect(units.pending).toHaveLength(state.matches('loading') || state.matches({ ready: 'reloading' }) ? 1 : 0)
        expect(quotes.pending).toHaveLength(state.matches({ ready: 'quoting' }) ? 1 : 0)
        if (state.matches({ ready: 'quoting' }))
          expect(quotes.requests.at(-1)).toMatchObject({
            currency: c.currency,
            selection: { checkIn: c.choice.checkIn, checkOut: c.choice.checkOut },
          })
      }
    },
    30_000,
  )
})

describe('a link to the rental page with a check-in outside the booking window', () => {
  // Today is 27 February 2027: check-ins run from 1 March 2027 (demoOrg's two days) to 27 February 2028.
  it.each([
    ['past its last day', '2028-02-28', '2028-03-01'],
    ['before its first day', '2027-02-27', '2027-03-02'],
  ])('%s drops the dates, from the URL too, and asks for no price', async (_, checkIn, checkOut) => {
    const units = latestCall<StayUnitRequest, StayUnitWithCalendar>()
    const quotes = latestCall<ItemQuoteRequest, ItemQuote>()
    const choice = { checkIn, checkOut, adults: 2, children: 0 }
    const { location } = await renderApp({
      path: stayDetailsUrl('cancun-maya-condo-12d', choice),
      bookingApi: quotingOnly(quotes.fn),
      staysApi: { searchStays: unused, getStayUnit: units.fn as never },
    })
    await waitFor(() => expect(units.pending).toHaveLength(1))
    await act(async () => units.resolve(unitAnswerFor(units.requests.at(-1)!)))
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(stayDetailsUrl('cancun-maya-condo-12d', { ...choice, checkIn: null, checkOut: null })),
    )
    expect(quotes.requests).toEqual([])
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
