import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { searchActor } from '@machines/results-search'
import type { SearchRequest, SearchResults } from '@contract/schemas/booking'
import { searchErrorCode, searchResultsMachine } from '@machines/search-results.machine'
import { ApiError } from '@/api/client'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { cancunRequest, searchOutcomes, searchResultsTestPaths } from '../helpers/search-results-model'
import { everyCase } from '../helpers/every-case'

const paths = searchResultsTestPaths()

describe('search-results machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(allTransitions(searchResultsMachine)).toEqual(
      expect.arrayContaining([
        'searchResults --search.change[changesRequest]--> searchResults.loading',
        'searchResults.loading --xstate.done.actor.search--> searchResults.ready',
        'searchResults.loading --xstate.error.actor.search--> searchResults.failed',
        'searchResults.failed --search.retry--> searchResults.loading',
      ]),
    )
    expect(unwalked(searchResultsMachine, paths)).toEqual([])
  })

  it('every step of every path holds the invariants', () => {
    const cases = everyCase(['ready'])
    for (const path of paths) {
      let lastAnswer: SearchResults | null = null
      let request: SearchRequest = cancunRequest
      for (const { state, event } of path.steps) {
        const c = state.context
        if ((event.type as string) === 'xstate.done.actor.search') lastAnswer = (event as unknown as { output: SearchResults }).output
        if (event.type === 'search.change') request = event.request
        // The error shows exactly in failed; the last answer is kept; the request is the last one asked.
        expect(c.error !== null).toBe(state.matches('failed'))
        expect(c.results).toBe(lastAnswer)
        expect(c.request).toEqual(request)
        cases.when('ready', state.matches('ready'), () => expect(c.results).not.toBeNull())
      }
    }
    cases.expectEverySeen()
  })

  it('words the failures: offline is NETWORK, an unknown destination UNKNOWN_DESTINATION, a server error SEARCH_FAILED', () => {
    const failedWith = (error: unknown) =>
      paths.find((p) => p.state.matches('failed') && p.steps.some((s) => (s.event as { error?: unknown }).error === error))!.state.context
        .error
    expect(failedWith(searchOutcomes.offline)).toBe('NETWORK')
    expect(failedWith(searchOutcomes.broken)).toBe('SEARCH_FAILED')
    expect(failedWith(searchOutcomes.unknownDestination)).toBe('UNKNOWN_DESTINATION')
    // Only the server's 404 NOT_FOUND names an unknown destination; another 404 is a failed search.
    expect(searchErrorCode(new ApiError('http', 'Not found', 404, 'FILE_NOT_FOUND'))).toBe('SEARCH_FAILED')
  })
})

describe('search-results machine, running', () => {
  it('a new search aborts the one in flight, and a repeated search is not sent again', async () => {
    const signals: AbortSignal[] = []
    const requests: SearchRequest[] = []
    const machine = searchResultsMachine.provide({
      actors: {
        search: searchActor<SearchRequest, SearchResults>((input, signal) => {
          signals.push(signal)
          requests.push(input)
          return new Promise((resolve) => setTimeout(() => resolve(searchOutcomes.found), 5))
        }),
      },
    })
    const actor = createActor(machine, { input: { request: cancunRequest } }).start()
    const sorted = { ...cancunRequest, sort: 'price-asc' as const }
    actor.send({ type: 'search.change', request: sorted })
    expect(signals[0]!.aborted).toBe(true)
    actor.send({ type: 'search.change', request: { ...sorted } })
    expect(requests).toEqual([cancunRequest, sorted])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(signals[1]!.aborted).toBe(false)
    expect(actor.getSnapshot().context.request).toEqual(sorted)
    actor.stop()
  })
})
