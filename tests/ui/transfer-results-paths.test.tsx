import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { SnapshotFrom } from 'xstate'
import type { TransferSearchRequest, TransferSearchResults } from '@contract/schemas/transfers'
import { transferResultsMachine } from '@machines/transfer-results.machine'
import { unwalked } from '../helpers/graph-coverage'
import { parisTransfersPath, transferResultsTestPaths } from '../helpers/transfer-results-model'
import { callsInOrder, replayResultsPath, type AnsweredCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

// Every generated path: they are few, and they include a new search while one is in flight.
const paths = transferResultsTestPaths()

type State = SnapshotFrom<typeof transferResultsMachine>

const sortLabels: Record<string, string> = { price: 'Price: lowest first', duration: 'Ride: shortest first' }
const formLink = '/transfers?airport=CDG&place=hotel%3Aparis-hotel-lumiere&direction=arrival&at=2026-12-10T14%3A30&passengers=2&bags=2'

function expectScreen(state: State, calls: AnsweredCall<TransferSearchRequest, TransferSearchResults>[]) {
  const { request, results, error } = state.context
  expect(calls.at(-1)!.request).toEqual(request)
  // Every search but the newest was answered, or aborted when a newer one replaced it.
  expect(calls.slice(0, -1).every((call) => call.settled || call.signal.aborted)).toBe(true)
  const sort = screen.queryByRole('combobox', { name: 'Sort by' })
  const alert = screen.queryByRole('alert')
  const retry = screen.queryByRole('button', { name: 'Try again' })
  if (state.matches('failed') && error === 'RIDE_REFUSED') {
    // Nothing to sort in a search the line refused.
    expect(sort).toBeNull()
    expect(retry).toBeNull()
    expect(alert).toHaveTextContent('We cannot offer a transfer for this search: check the airport, the place and the time.')
    return expect(within(alert!).getByRole('link', { name: 'Change the search' })).toHaveAttribute('href', formLink)
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
  const section = screen.getByRole('region', { name: /rides?$|Results/ })
  expect(section).toHaveAttribute('aria-busy', String(state.matches('loading')))
  if (results === null) return expect(screen.getByRole('status', { name: 'Searching transfers' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Airport transfers$/)
  expect(
    screen.getByText(
      (_, node) => node?.tagName === 'P' && node.textContent?.startsWith('Paris Charles de Gaulle Airport (CDG) → ') === true,
    ),
  ).toHaveTextContent('Paris Charles de Gaulle Airport (CDG) → Hôtel Lumière · Thu, Dec 10 14:30 · 2 passengers, 2 bags · 32 km')
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(results.total === 1 ? '1 ride' : `${results.total} rides`)
  if (results.total === 0)
    return expect(screen.getByText('No ride takes this party. Try fewer bags, another vehicle or another time.')).toBeVisible()
  const list = screen.getByRole('list', { name: 'Results' })
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Shared shuttle: Model 1', 'Private car: Model 2', 'Minivan: Model 3'])
  // The shuttle is priced per person (two passengers), the cars per vehicle; each links to its details.
  const [shuttle, car] = within(list).getAllByRole('listitem')
  expect(within(shuttle!).getByText('$18.00 per person')).toBeVisible()
  expect(within(car!).getByText('$70.00 per vehicle')).toBeVisible()
  expect(within(car!).getByText(/^Pay the driver/)).toBeVisible()
  expect(
    within(shuttle!)
      .getByRole('link', { name: /^Choose this ride\s\$36\.00$/ })
      .getAttribute('href'),
  ).toBe(
    '/transfer-details?offer=cdg-arrivo-ride-1&airport=CDG&place=hotel%3Aparis-hotel-lumiere&direction=arrival&at=2026-12-10T14%3A30&passengers=2&bags=2',
  )
}

beforeAll(async () => {
  await import('@/features/transfers/transfer-results-page')
}, 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

describe('transfer results page, every generated path of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(transferResultsMachine, paths)).toEqual([])
  })

  const stepName = (event: {
    type: string
    output?: TransferSearchResults
    error?: { kind?: string; status?: number }
    request?: TransferSearchRequest
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
      const search = callsInOrder<TransferSearchRequest, TransferSearchResults>()
      await renderApp({ path: parisTransfersPath, bookingApi: { ...noCalls(), searchTransfers: search.fn } })
      await replayResultsPath(path as never, search, { sortLabels, expectScreen })
    },
    30_000,
  )
})

/** The hotel calls: the transfer pages make none but the quote. */
function noCalls() {
  const unused = (name: string) => async () => {
    throw new Error(`${name} is not a transfer page call`)
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
