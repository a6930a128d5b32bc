import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { SnapshotFrom } from 'xstate'
import type { SearchRequest, SearchResults } from '@contract/schemas/booking'
import { searchResultsMachine } from '@machines/search-results.machine'
import { unwalked } from '../helpers/graph-coverage'
import { cancunPath, fakeBookingApi, searchResultsTestPaths } from '../helpers/search-results-model'
import { callsInOrder, replayResultsPath, type AnsweredCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

// Every generated path, not only the fewest covering ones: they are few, and they include a new search while one is in flight.
const paths = searchResultsTestPaths()

type State = SnapshotFrom<typeof searchResultsMachine>

const sortLabels: Record<string, string> = { recommended: 'Recommended', 'price-asc': 'Price: low to high', rating: 'Guest rating' }

function expectScreen(state: State, calls: AnsweredCall<SearchRequest, SearchResults>[]) {
  const { request, results, error } = state.context
  expect(calls.at(-1)!.request).toEqual(request)
  // Every search but the newest was answered, or aborted when a newer one replaced it.
  expect(calls.slice(0, -1).every((call) => call.settled || call.signal.aborted)).toBe(true)
  const sort = screen.queryByRole('combobox', { name: 'Sort by' })
  const alert = screen.queryByRole('alert')
  if (state.matches('failed') && error === 'UNKNOWN_DESTINATION') {
    // Nothing to sort for a destination the line does not know.
    expect(sort).toBeNull()
    expect(alert).toBeNull()
    expect(screen.getByText('No hotels match this search: we do not know this destination.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    // The same stay (and sort), without the destination: the search form asks for one.
    const href = screen.getByRole('link', { name: 'Choose a destination' }).getAttribute('href')!
    expect(href).toMatch(/^\/search-detail\?checkIn=2026-12-10&checkOut=2026-12-14&rooms=1&adults=2&children=0(&sort=\w+)?$/)
    return
  }
  expect(sort).toHaveValue(request.sort)
  if (state.matches('failed')) {
    expect(alert).toHaveTextContent(error === 'NETWORK' ? 'The search could not reach us.' : 'The search did not work this time.')
    return expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  }
  expect(alert).toBeNull()
  const section = screen.getByRole('region', { name: /found|Results/ })
  expect(section).toHaveAttribute('aria-busy', String(state.matches('loading')))
  if (results === null) return expect(screen.getByRole('status', { name: 'Loading results' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${results.total} hotels found`)
  if (results.total === 0) return expect(screen.getByText(/No hotels are available near Cancún/)).toBeVisible()
  const list = screen.getByRole('list', { name: 'Results' })
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(results.results.map((r) => r.name))
}

beforeAll(async () => {
  await import('@/features/search/results-page')
}, 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

describe('results page, every generated path of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(searchResultsMachine, paths)).toEqual([])
  })

  const stepName = (event: {
    type: string
    output?: SearchResults
    error?: { kind?: string; status?: number }
    request?: SearchRequest
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
      const search = callsInOrder<SearchRequest, SearchResults>()
      await renderApp({ path: cancunPath, bookingApi: fakeBookingApi({ searchProperties: search.fn }) })
      await replayResultsPath(path as never, search, { sortLabels, expectScreen })
    },
    30_000,
  )
})
