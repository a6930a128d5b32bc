import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import type { FlightSearchRequest, FlightSearchResults } from '@contract/schemas/flights'
import { formatPriced } from '@contract/money'
import { flightCheckoutUrl } from '@/lib/flight-params'
import { flightDetailsMachine } from '@machines/flight-details.machine'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { detailsOffer, flightDetailsPath, flightDetailsPaths, flightDetailsRequest } from '../helpers/flight-details-model'
import { latestCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

const generated = flightDetailsPaths()
// The fewest paths that walk every transition, and the page a person meets beside them: prices in euros.
const paths = [
  ...fewestCovering(flightDetailsMachine, generated),
  generated.find((p) => (p.state as State).matches('ready') && (p.state as State).context.request.currency === 'EUR')!,
]
type State = SnapshotFrom<typeof flightDetailsMachine>

beforeAll(() => import('@/features/flights/flight-details-page'), 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

function expectScreen(state: State, call: ReturnType<typeof latestCall<FlightSearchRequest, FlightSearchResults>>) {
  const { context } = state
  expect(call.pending).toHaveLength(state.matches('loading') ? 1 : 0)
  expect(call.requests.at(-1)).toEqual(context.request)
  if (state.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(
      context.error === 'NETWORK'
        ? 'This flight could not be loaded: check your connection and try again.'
        : 'This flight could not be loaded. Please try again.',
    )
    return expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  }
  if (state.matches('notFound')) {
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this flight' })).toBeVisible()
    return expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute(
      'href',
      '/flight?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2',
    )
  }
  if (context.offer === null) return expect(screen.getByRole('status', { name: 'Loading the flight' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 1, name: 'Lisbon to Barcelona and back' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'Back to the flights' })).toHaveAttribute(
    'href',
    '/flight/search-details?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2',
  )
  // Each way: its segments with flight number and aircraft, local times with +1, the layover and an airport change.
  const outbound = screen.getByRole('region', { name: /^Outbound: Lisbon → Barcelona · Friday, December 11, 2026$/ })
  expect(outbound).toHaveTextContent('Total duration 3 h 55 min · 1 stop via MAD')
  expect(outbound).toHaveTextContent('Iberis Wings · 18202 · Embraer E195')
  expect(outbound).toHaveTextContent('21:10 Lisbon Humberto Delgado (LIS)')
  expect(outbound).toHaveTextContent('00:25+1 day later Madrid Barajas (MAD)')
  expect(outbound).toHaveTextContent('Layover in Madrid (MAD): 1 h 5 min')
  expect(within(outbound).queryByRole('note')).toBeNull()
  expect(screen.getByRole('region', { name: /^Return: Barcelona → Lisbon/ })).toBeVisible()
  // The families: baggage, change fee, refunds, seats, prices per adult and total in the answer's currency.
  const fares = screen.getByRole('region', { name: 'Choose your fare (Economy)' })
  expect(fares).toHaveAttribute('aria-busy', String(state.matches('loading')))
  const money = (minor: number) => formatPriced(minor, context.priceCurrency!, 'en-US')
  const [light, standard, flex] = within(fares).getAllByRole('radio')
  expect(light).toHaveAccessibleName('Light')
  expect(light).toHaveAccessibleDescription(
    `Cabin bags: 1 No checked bag Changes not allowed Not refundable Seat assigned at check-in Not enough seats left for your party ` +
      `Per adult ${money(context.offer.fares[0]!.perPassenger.adultMinor)} Total ${money(context.offer.fares[0]!.totalMinor)}`,
  )
  expect(standard).toHaveAccessibleDescription(
    /^Cabin bags: 1 Checked bags: 1 × 23 kg Changes for \S+ per passenger Not refundable Seat choice included 9 seats left /,
  )
  expect(flex).toHaveAccessibleDescription(
    /^Cabin bags: 2 Checked bags: 2 × 23 kg Free changes Refundable until the day before the flight /,
  )
  expect(within(fares).getByRole('radio', { checked: true })).toHaveAccessibleName(context.family === 'flex' ? 'Flex' : 'Light')
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', !state.can({ type: 'booking.continue' }))
}

describe('flight details page, the generated paths of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(flightDetailsMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const call = latestCall<FlightSearchRequest, FlightSearchResults>()
      const { location, settings } = await renderApp({ path: flightDetailsPath, bookingApi: { ...noCalls(), searchFlights: call.fn } })
      await waitFor(() => expect(call.pending).toHaveLength(1), { timeout: 3000 })
      expect(call.requests[0]).toEqual(flightDetailsRequest)
      const user = userEvent.setup()
      for (const [i, step] of path.steps.entries()) {
        const event = step.event as { type: string; [k: string]: unknown }
        switch (event.type) {
          case 'xstate.init':
            break
          case 'xstate.done.actor.search':
            await act(async () => call.resolve(event.output as FlightSearchResults))
            break
          case 'xstate.error.actor.search':
            await act(async () => call.reject(event.error))
            break
          case 'currency.change':
            act(() => settings.send({ type: 'currency.choose', code: String(event.currency) }))
            break
          case 'load.retry':
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            break
          case 'family.choose':
            await user.click(screen.getByRole('radio', { name: event.family === 'flex' ? 'Flex' : 'Light' }))
            break
          case 'booking.continue': {
            await user.click(screen.getByRole('button', { name: 'Continue' }))
            expect(i).toBe(path.steps.length - 1)
            await waitFor(() =>
              expect(location.history.at(-1)).toBe(
                flightCheckoutUrl({
                  outbound: { itineraryId: detailsOffer.outbound.itineraryId, date: '2026-12-11' },
                  inbound: { itineraryId: detailsOffer.inbound!.itineraryId, date: '2026-12-18' },
                  cabin: 'economy',
                  family: 'flex',
                  passengers: { adults: 2, children: 0, infants: 0 },
                }),
              ),
            )
            return
          }
          default:
            throw new Error(`No user action for ${event.type}`)
        }
        await waitFor(() => expectScreen(step.state as State, call))
      }
    },
    30_000,
  )
})

describe('flight details page, links that name no offer', () => {
  it.each([
    ['no offer', '/flight-details?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2&outDep=21%3A10&retDep=21%3A10'],
    [
      'a one-way offer on a return trip',
      `/flight-details?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2&offer=x%402026-12-11&outDep=21%3A10`,
    ],
    ['more infants than adults', `${flightDetailsPath.replace('adults=2', 'adults=1')}&infants=2`],
  ])('%s: a clear message and a way back to the search, no call', async (_, path) => {
    const call = latestCall<FlightSearchRequest, FlightSearchResults>()
    await renderApp({ path, bookingApi: { ...noCalls(), searchFlights: call.fn } })
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this flight' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/flight')
    expect(call.requests).toEqual([])
  })
})

/** The hotel calls: the flight pages make none. */
function noCalls() {
  const unused = (name: string) => async () => {
    throw new Error(`${name} is not a flight page call`)
  }
  return {
    searchDestinations: unused('searchDestinations'),
    searchProperties: unused('searchProperties'),
    getProperty: unused('getProperty'),
    getQuote: unused('getQuote'),
    createReservation: unused('createReservation'),
    listReservations: unused('listReservations'),
    getReservation: unused('getReservation'),
    cancelReservation: unused('cancelReservation'),
  }
}
