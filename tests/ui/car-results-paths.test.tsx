import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { SnapshotFrom } from 'xstate'
import type { CarSearchRequest, CarSearchResults } from '@contract/schemas/cars'
import { carResultsMachine } from '@machines/car-results.machine'
import { unwalked } from '../helpers/graph-coverage'
import { carResultsTestPaths, parisCarsPath } from '../helpers/car-results-model'
import { callsInOrder, replayResultsPath, type AnsweredCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

// Every generated path: they are few, and they include a new search while one is in flight.
const paths = carResultsTestPaths()

type State = SnapshotFrom<typeof carResultsMachine>

/** The form with the search of parisCarsPath. */
const changeLink = parisCarsPath.replace('/cars/search-details?', '/cars?')

const sortLabels: Record<string, string> = { price: 'Price: lowest first', category: 'Category', supplier: 'Rental company' }

function expectScreen(state: State, calls: AnsweredCall<CarSearchRequest, CarSearchResults>[]) {
  const { request, results, error } = state.context
  expect(calls.at(-1)!.request).toEqual(request)
  // Every search but the newest was answered, or aborted when a newer one replaced it.
  expect(calls.slice(0, -1).every((call) => call.settled || call.signal.aborted)).toBe(true)
  const sort = screen.queryByRole('combobox', { name: 'Sort by' })
  const alert = screen.queryByRole('alert')
  const retry = screen.queryByRole('button', { name: 'Try again' })
  if (state.matches('failed') && error === 'RENTAL_REFUSED') {
    // Nothing to sort in a search the line refused.
    expect(sort).toBeNull()
    expect(retry).toBeNull()
    expect(alert).toHaveTextContent("We cannot rent a car for this search: check the stations' opening hours, the dates and the drop-off.")
    return expect(screen.getByRole('link', { name: 'Change the search' })).toHaveAttribute('href', changeLink)
  }
  // Every answer keeps the way back to the form, filled with this search.
  expect(screen.getByRole('link', { name: 'Change the search' })).toHaveAttribute('href', changeLink)
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
  const section = screen.getByRole('region', { name: /cars?$|Results/ })
  expect(section).toHaveAttribute('aria-busy', String(state.matches('loading')))
  if (results === null) return expect(screen.getByRole('status', { name: 'Searching cars' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Car hire$/)
  expect(screen.getByText(/^Thu, Dec 10 10:00 – Sun, Dec 13 10:00 · Paris Charles de Gaulle Airport \(CDG\) · 3 days$/)).toBeVisible()
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(results.total === 1 ? '1 car' : `${results.total} cars`)
  if (results.total === 0) return expect(screen.getByText('No car matches. Try other filters, times or a different age.')).toBeVisible()
  const list = screen.getByRole('list', { name: 'Results' })
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(results.offers.map((r) => `${r.model} or similar`))
  // Each rate the car is offered at is a link to its details at that rate; the odd cars have no online rate.
  const first = within(list).getAllByRole('listitem')[0]!
  expect(within(first).queryByRole('link', { name: /^Pay now/ })).toBeNull()
  expect(
    within(first)
      .getByRole('link', { name: /^Pay at the counter\s\$150\.00$/ })
      .getAttribute('href'),
  ).toMatch(/^\/car-details\?offer=paris-fr-cdg-airport-sunroad-rentals-car-1&.*rate=counter/)
}

beforeAll(async () => {
  await import('@/features/cars/car-results-page')
}, 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

describe('car results page, every generated path of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(carResultsMachine, paths)).toEqual([])
  })

  const stepName = (event: {
    type: string
    output?: CarSearchResults
    error?: { kind?: string; status?: number }
    request?: CarSearchRequest
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
      const search = callsInOrder<CarSearchRequest, CarSearchResults>()
      await renderApp({ path: parisCarsPath, bookingApi: { ...noCalls(), searchCars: search.fn } })
      await replayResultsPath(path as never, search, { sortLabels, expectScreen })
    },
    30_000,
  )
})

/** The hotel calls: the car results page makes none. */
function noCalls() {
  const unused = (name: string) => async () => {
    throw new Error(`${name} is not a car page call`)
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
