import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { SnapshotFrom } from 'xstate'
import type { StaySearchRequest, StaySearchResults } from '@contract/schemas/stays'
import { stayResultsMachine } from '@machines/stay-results.machine'
import { unwalked } from '../helpers/graph-coverage'
import { lisbonPath, stayResultsPaths } from '../helpers/stay-results-model'
import { callsInOrder, replayResultsPath, type AnsweredCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'
import { demoOrg, fakeApi } from './helpers/fake-api'

/** An organisation that sells rentals (the fake's default sells none, and says so on this page). */
const rentals = fakeApi({
  getOrgConfig: async () => ({ ...demoOrg, eligibleProducts: [...demoOrg.eligibleProducts, { product_id: 'stays' as const }] }),
})

// Every generated path: they are few, and they include a new search while one is in flight.
const paths = stayResultsPaths()
type State = SnapshotFrom<typeof stayResultsMachine>

const sortLabels: Record<string, string> = { recommended: 'Recommended', 'price-asc': 'Price: low to high', rating: 'Guest rating' }

function expectScreen(state: State, calls: AnsweredCall<StaySearchRequest, StaySearchResults>[]) {
  const { request, results, error } = state.context
  expect(calls.at(-1)!.request).toEqual(request)
  expect(calls.slice(0, -1).every((call) => call.settled || call.signal.aborted)).toBe(true)
  const sort = screen.queryByRole('combobox', { name: 'Sort by' })
  const alert = screen.queryByRole('alert')
  if (state.matches('failed') && error === 'UNKNOWN_DESTINATION') {
    // Nothing to sort for a destination the line does not know.
    expect(sort).toBeNull()
    expect(alert).toBeNull()
    expect(screen.getByText('No stays match this search: we do not know this destination.')).toBeVisible()
    return expect(screen.getByRole('link', { name: 'Choose a destination' })).toHaveAttribute('href', '/stays')
  }
  expect(sort).toHaveValue(request.sort)
  if (state.matches('failed') && error === 'SIGN_IN_REQUIRED') {
    expect(alert).toHaveTextContent('Sign in to see the stays your certificate covers.')
    expect(screen.getByRole('button', { name: 'Show every stay' })).toBeVisible()
    return expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible()
  }
  if (state.matches('failed')) {
    expect(alert).toHaveTextContent(error === 'NETWORK' ? 'The search could not reach us.' : 'The search did not work this time.')
    return expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  }
  expect(alert).toBeNull()
  const section = screen.getByRole('region', { name: /found|Results/ })
  expect(section).toHaveAttribute('aria-busy', String(state.matches('loading')))
  if (results === null) return expect(screen.getByRole('status', { name: 'Loading results' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${results.total} stays found`)
  if (results.total === 0) return expect(screen.getByText(/No stays in Lisboa are free for these dates and guests/)).toBeVisible()
  const list = screen.getByRole('list', { name: 'Results' })
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(results.results.map((r) => r.name))
  expect(screen.getByText('2 more stays are free on these dates but need a longer stay or another arrival day.')).toBeVisible()
}

beforeAll(async () => {
  await import('@/features/search/stay-results-page')
}, 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

describe('stays results page, every generated path of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(stayResultsMachine, paths)).toEqual([])
  })

  const stepName = (event: {
    type: string
    output?: StaySearchResults
    error?: { kind?: string; status?: number }
    request?: StaySearchRequest
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
      const search = callsInOrder<StaySearchRequest, StaySearchResults>()
      const unused = async () => Promise.reject(new Error('not a stays results call'))
      await renderApp({ path: lisbonPath, api: rentals, staysApi: { searchStays: search.fn, getStayUnit: unused } })
      await replayResultsPath(path as never, search, { sortLabels, expectScreen })
    },
    30_000,
  )
})
