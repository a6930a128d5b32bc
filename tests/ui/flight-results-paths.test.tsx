import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import type { FlightSearchRequest, FlightSearchResults } from '@contract/schemas/flights'
import { flightResultsMachine } from '@machines/flight-results.machine'
import { unwalked } from '../helpers/graph-coverage'
import { flightOffer, flightPage, flightResultsTestPaths, lisbonFlightRequest, lisbonFlightsPath } from '../helpers/flight-results-model'
import { callsInOrder, replayResultsPath, type AnsweredCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

// Every generated path: they are few, and they include a new search while one is in flight.
const paths = flightResultsTestPaths()

type State = SnapshotFrom<typeof flightResultsMachine>

const sortLabels: Record<string, string> = { price: 'Price: lowest first', duration: 'Duration: shortest first' }
const formLink = '/flight?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2'

function expectScreen(state: State, calls: AnsweredCall<FlightSearchRequest, FlightSearchResults>[]) {
  const { request, results, error } = state.context
  expect(calls.at(-1)!.request).toEqual(request)
  // Every search but the newest was answered, or aborted when a newer one replaced it.
  expect(calls.slice(0, -1).every((call) => call.settled || call.signal.aborted)).toBe(true)
  const sort = screen.queryByRole('combobox', { name: 'Sort by' })
  expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent?.startsWith('LIS ⇄ BCN') === true)).toHaveTextContent(
    'LIS ⇄ BCN · Fri, Dec 11 – Fri, Dec 18 · 2 adults · Economy',
  )
  const alert = screen.queryByRole('alert')
  const retry = screen.queryByRole('button', { name: 'Try again' })
  if (state.matches('failed') && error === 'TRIP_REFUSED') {
    // Nothing to sort in a search the line refused.
    expect(sort).toBeNull()
    expect(retry).toBeNull()
    expect(alert).toHaveTextContent('We cannot search this trip: check the airports and the dates.')
    return expect(within(alert!).getByRole('link', { name: 'Change search' })).toHaveAttribute('href', formLink)
  }
  expect(sort).toHaveValue(request.sort)
  expect(retry !== null).toBe(state.matches('failed'))
  if (state.matches('failed')) {
    expect(alert).toHaveTextContent(
      error === 'NETWORK'
        ? 'The search could not reach us. Check your connection and try again.'
        : 'The search did not work. Please try again.',
    )
    return
  }
  expect(alert).toBeNull()
  const section = screen.getByRole('region', { name: /flights?$|Results/ })
  expect(section).toHaveAttribute('aria-busy', String(state.matches('loading')))
  if (results === null) return expect(screen.getByRole('status', { name: 'Searching flights' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Flights from Lisbon to Barcelona$/)
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(results.total === 1 ? '1 flight' : `${results.total} flights`)
  if (results.total === 0) return expect(screen.getByText('No flight matches. Try other filters, dates or airports.')).toBeVisible()
  // The filters' counts are the facets'.
  expect(screen.getByRole('checkbox', { name: 'Atlantica Air (2)' })).not.toBeChecked()
  expect(screen.getByRole('checkbox', { name: 'Iberis Wings (1)' })).not.toBeChecked()
  expect(screen.getByRole('radio', { name: 'Direct only (2)' })).not.toBeChecked()
  const list = screen.getByRole('list', { name: 'Results' })
  const [direct, oneStop] = within(list).getAllByRole('listitem')
  // Each way: airline, local times, duration, stops; the price per adult and the total of the cheapest family.
  expect(direct).toHaveTextContent('OutboundAtlantica Air07:30 LIS→10:25 BCN1 h 55 min · Direct')
  expect(direct).toHaveTextContent('ReturnAtlantica Air07:30 BCN→10:25 LIS1 h 55 min · Direct')
  expect(direct).toHaveTextContent('$110.00 per adult$220.00 in totalLight fare')
  expect(oneStop).toHaveTextContent('OutboundIberis Wings21:10 LIS→01:05+1 day later BCN3 h 55 min · 1 stop via MAD')
  // "+1" is written left to right in any page (in Arabic it would read "1+"), and the arrow turns with the row.
  for (const sup of within(oneStop!).getAllByText('+1', { exact: false })) expect(sup.closest('sup')).toHaveAttribute('dir', 'ltr')
  expect(within(oneStop!).getAllByText('→')[0]).toHaveClass('rtl:-scale-x-100')
  expect(within(direct!).getByRole('link', { name: 'View details: Lisbon to Barcelona and back' })).toHaveAttribute(
    'href',
    '/flight-details?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2' +
      '&offer=it-lis-bcn-1%402026-12-11%2Bit-bcn-lis-1%402026-12-18&outDep=07%3A30&retDep=07%3A30&airline=07',
  )
}

beforeAll(async () => {
  await import('@/features/flights/flight-results-page')
}, 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

describe('flight results page, every generated path of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(flightResultsMachine, paths)).toEqual([])
  })

  const stepName = (event: {
    type: string
    output?: FlightSearchResults
    error?: { kind?: string; status?: number }
    request?: FlightSearchRequest
  }) =>
    event.output
      ? `${event.output.total} found`
      : event.error
        ? `failed (${event.error.kind} ${event.error.status ?? ''})`
        : event.request
          ? `sort ${event.request.sort}`
          : event.type.replace('xstate.', '')
  it.each(paths.map((path) => [path.steps.map((s) => stepName(s.event as never)).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const search = callsInOrder<FlightSearchRequest, FlightSearchResults>()
      await renderApp({ path: lisbonFlightsPath, bookingApi: { ...noCalls(), searchFlights: search.fn } })
      await replayResultsPath(path as never, search, { sortLabels, expectScreen })
    },
    30_000,
  )
})

describe('flight results page, the filters and pages', () => {
  it('stops, an airline, a time window and the next page each ask again, with the URL holding them', async () => {
    const search = callsInOrder<FlightSearchRequest, FlightSearchResults>()
    const { location } = await renderApp({ path: lisbonFlightsPath, bookingApi: { ...noCalls(), searchFlights: search.fn } })
    const user = userEvent.setup()
    const answer = async (results: FlightSearchResults) => {
      await waitFor(() => expect(search.newest().settled).toBe(false))
      await act(async () => search.newest().resolve(results))
    }
    await waitFor(() => expect(search.calls).toHaveLength(1))
    await answer(flightPage({ total: 45 }))
    expect(screen.getByText('Page 1 of 3')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await user.click(screen.getByRole('radio', { name: 'Direct only (23)' }))
    await waitFor(() => expect(search.calls).toHaveLength(2))
    expect(search.newest().request).toEqual({ ...lisbonFlightRequest, stops: 'direct' })
    await answer(flightPage({ total: 45 }))

    await user.click(screen.getByRole('checkbox', { name: 'Iberis Wings (22)' }))
    await waitFor(() => expect(search.calls).toHaveLength(3))
    expect(search.newest().request).toEqual({ ...lisbonFlightRequest, stops: 'direct', airlines: ['18'] })
    // The page shows Iberis Wings' offers only: the other airline keeps its name, from the answers before.
    await answer({ ...flightPage({ total: 45 }), offers: [flightOffer(2)] })
    expect(screen.getByRole('checkbox', { name: 'Atlantica Air (23)' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Iberis Wings (22)' })).toBeChecked()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Return arrival' }), 'Evening (18:00–23:59)')
    await waitFor(() => expect(search.calls).toHaveLength(4))
    const filtered = { ...lisbonFlightRequest, stops: 'direct', airlines: ['18'], returnArrives: { from: '18:00', to: '23:59' } } as const
    expect(search.newest().request).toEqual(filtered)
    await answer(flightPage({ total: 45 }))

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(search.calls).toHaveLength(5))
    expect(search.newest().request).toEqual({ ...filtered, page: 2 })
    expect(location.history.at(-1)).toBe(`${lisbonFlightsPath}&stops=direct&airline=18&retArr=18%3A00-23%3A59&page=2`)
    await answer(flightPage({ total: 45, page: 2 }))
    expect(screen.getByText('Page 2 of 3')).toBeVisible()
    // A one-way search has no return windows.
    expect(screen.getByRole('combobox', { name: 'Outbound departure' })).toHaveValue('')
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
