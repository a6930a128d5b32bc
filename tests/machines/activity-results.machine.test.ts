import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { searchActor } from '@machines/results-search'
import type { ActivitySearchRequest, ActivitySearchResults } from '@contract/schemas/activities'
import { activityResultsMachine } from '@machines/activity-results.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { activitySearchOutcomes, activityResultsTestPaths, parisRequest } from '../helpers/activity-results-model'
import { everyCase } from '../helpers/every-case'

const paths = activityResultsTestPaths()

describe('activity-results machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(allTransitions(activityResultsMachine)).toEqual(
      expect.arrayContaining([
        'activityResults --search.change[changesRequest]--> activityResults.loading',
        'activityResults.loading --xstate.done.actor.search--> activityResults.ready',
        'activityResults.loading --xstate.error.actor.search--> activityResults.failed',
        'activityResults.failed --search.retry--> activityResults.loading',
      ]),
    )
    expect(unwalked(activityResultsMachine, paths)).toEqual([])
  })

  it('every step of every path: the error only in failed, the last answer kept, the last request asked', () => {
    const cases = everyCase(['ready', 'loading with an answer kept', 'failed'])
    for (const path of paths) {
      let lastAnswer: ActivitySearchResults | null = null
      let request: ActivitySearchRequest = parisRequest
      for (const { state, event } of path.steps) {
        const c = state.context
        if ((event.type as string) === 'xstate.done.actor.search')
          lastAnswer = (event as unknown as { output: ActivitySearchResults }).output
        if (event.type === 'search.change') request = event.request
        expect(state.status).toBe('active')
        expect(c.error !== null).toBe(state.matches('failed'))
        expect(c.results).toBe(lastAnswer)
        expect(c.request).toEqual(request)
        cases.when('ready', state.matches('ready'), () => expect(c.results).not.toBeNull())
        cases.when('loading with an answer kept', state.matches('loading') && c.results !== null, () => expect(c.error).toBeNull())
        cases.when('failed', state.matches('failed'), () => expect(['NETWORK', 'SEARCH_FAILED', 'UNKNOWN_DESTINATION']).toContain(c.error))
      }
    }
    cases.expectEverySeen()
  })

  it('words the failures: offline is NETWORK, an unknown destination UNKNOWN_DESTINATION, a server error SEARCH_FAILED', () => {
    const failedWith = (error: unknown) =>
      paths.find((p) => p.state.matches('failed') && p.steps.some((s) => (s.event as { error?: unknown }).error === error))!.state.context
        .error
    expect(failedWith(activitySearchOutcomes.offline)).toBe('NETWORK')
    expect(failedWith(activitySearchOutcomes.broken)).toBe('SEARCH_FAILED')
    expect(failedWith(activitySearchOutcomes.unknownDestination)).toBe('UNKNOWN_DESTINATION')
  })
})

describe('activity-results machine, running', () => {
  it('a new search aborts the one in flight, and a repeated search is not sent again', async () => {
    const signals: AbortSignal[] = []
    const requests: ActivitySearchRequest[] = []
    const machine = activityResultsMachine.provide({
      actors: {
        search: searchActor<ActivitySearchRequest, ActivitySearchResults>((input, signal) => {
          signals.push(signal)
          requests.push(input)
          return new Promise((resolve) => setTimeout(() => resolve(activitySearchOutcomes.found), 5))
        }),
      },
    })
    const actor = createActor(machine, { input: { request: parisRequest } }).start()
    const filtered: ActivitySearchRequest = { ...parisRequest, categories: ['museum'] }
    actor.send({ type: 'search.change', request: filtered })
    expect(signals[0]!.aborted).toBe(true)
    actor.send({ type: 'search.change', request: { ...filtered, categories: ['museum'] } })
    expect(requests).toEqual([parisRequest, filtered])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(signals[1]!.aborted).toBe(false)
    expect(actor.getSnapshot().context.results).toBe(activitySearchOutcomes.found)
    actor.stop()
  })
})
