import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { SnapshotFrom } from 'xstate'
import type { ActivitySearchRequest, ActivitySearchResults } from '@contract/schemas/activities'
import { activityResultsMachine } from '@machines/activity-results.machine'
import { unwalked } from '../helpers/graph-coverage'
import { activityResultsTestPaths, parisResultsPath } from '../helpers/activity-results-model'
import { callsInOrder, replayResultsPath, type AnsweredCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

// Every generated path: they are few, and they include a new search while one is in flight.
const paths = activityResultsTestPaths()

type State = SnapshotFrom<typeof activityResultsMachine>

const sortLabels: Record<string, string> = { recommended: 'Recommended', 'price-asc': 'Price: lowest first', rating: 'Best rated' }

function expectScreen(state: State, calls: AnsweredCall<ActivitySearchRequest, ActivitySearchResults>[]) {
  const { request, results, error } = state.context
  expect(calls.at(-1)!.request).toEqual(request)
  // Every search but the newest was answered, or aborted when a newer one replaced it.
  expect(calls.slice(0, -1).every((call) => call.settled || call.signal.aborted)).toBe(true)
  const sort = screen.queryByRole('combobox', { name: 'Sort by' })
  const alert = screen.queryByRole('alert')
  const retry = screen.queryByRole('button', { name: 'Try again' })
  if (state.matches('failed') && error === 'UNKNOWN_DESTINATION') {
    // Nothing to sort for a destination the line does not know.
    expect(sort).toBeNull()
    expect(retry).toBeNull()
    expect(alert).toHaveTextContent('We do not know this destination.')
    return expect(screen.getByRole('link', { name: 'Choose a destination' })).toHaveAttribute('href', '/activities')
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
  const section = screen.getByRole('region', { name: /activities|Results/ })
  expect(section).toHaveAttribute('aria-busy', String(state.matches('loading')))
  if (results === null) return expect(screen.getByRole('status', { name: 'Searching activities' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Activities$/)
  expect(screen.getByText('Paris · Thu, Dec 10')).toBeVisible()
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${results.total} activities`)
  if (results.total === 0) return expect(screen.getByText('No activity matches. Try other filters or dates.')).toBeVisible()
  const list = screen.getByRole('list', { name: 'Results' })
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(results.results.map((r) => r.title))
}

beforeAll(async () => {
  await import('@/features/activities/activity-results-page')
}, 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

describe('activity results page, every generated path of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(activityResultsMachine, paths)).toEqual([])
  })

  const stepName = (event: {
    type: string
    output?: ActivitySearchResults
    error?: { kind?: string; status?: number }
    request?: ActivitySearchRequest
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
      const search = callsInOrder<ActivitySearchRequest, ActivitySearchResults>()
      await renderApp({ path: parisResultsPath, bookingApi: { ...noCalls(), searchActivities: search.fn } })
      await replayResultsPath(path as never, search, { sortLabels, expectScreen })
    },
    30_000,
  )
})

/** The hotel calls: the activity results page makes none. */
function noCalls() {
  const unused = (name: string) => async () => {
    throw new Error(`${name} is not an activity page call`)
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
