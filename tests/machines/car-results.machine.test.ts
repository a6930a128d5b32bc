import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { searchActor } from '@machines/results-search'
import type { CarSearchRequest, CarSearchResults } from '@contract/schemas/cars'
import { carResultsMachine } from '@machines/car-results.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { carSearchOutcomes, carResultsTestPaths, parisCarRequest } from '../helpers/car-results-model'
import { everyCase } from '../helpers/every-case'

const paths = carResultsTestPaths()

describe('car-results machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(allTransitions(carResultsMachine)).toEqual(
      expect.arrayContaining([
        'carResults --search.change[changesRequest]--> carResults.loading',
        'carResults.loading --xstate.done.actor.search--> carResults.ready',
        'carResults.loading --xstate.error.actor.search--> carResults.failed',
        'carResults.failed --search.retry--> carResults.loading',
      ]),
    )
    expect(unwalked(carResultsMachine, paths)).toEqual([])
  })

  it('every step of every path: the error only in failed, the last answer kept, the last request asked', () => {
    const cases = everyCase(['ready', 'loading with an answer kept', 'failed'])
    for (const path of paths) {
      let lastAnswer: CarSearchResults | null = null
      let request: CarSearchRequest = parisCarRequest
      for (const { state, event } of path.steps) {
        const c = state.context
        if ((event.type as string) === 'xstate.done.actor.search') lastAnswer = (event as unknown as { output: CarSearchResults }).output
        if (event.type === 'search.change') request = event.request
        expect(state.status).toBe('active')
        expect(c.error !== null).toBe(state.matches('failed'))
        expect(c.results).toBe(lastAnswer)
        expect(c.request).toEqual(request)
        cases.when('ready', state.matches('ready'), () => expect(c.results).not.toBeNull())
        cases.when('loading with an answer kept', state.matches('loading') && c.results !== null, () => expect(c.error).toBeNull())
        cases.when('failed', state.matches('failed'), () => expect(['NETWORK', 'SEARCH_FAILED', 'RENTAL_REFUSED']).toContain(c.error))
      }
    }
    cases.expectEverySeen()
  })

  it('words the failures: offline is NETWORK, a station closed at the time RENTAL_REFUSED, a server error SEARCH_FAILED', () => {
    const failedWith = (error: unknown) =>
      paths.find((p) => p.state.matches('failed') && p.steps.some((s) => (s.event as { error?: unknown }).error === error))!.state.context
        .error
    expect(failedWith(carSearchOutcomes.offline)).toBe('NETWORK')
    expect(failedWith(carSearchOutcomes.broken)).toBe('SEARCH_FAILED')
    expect(failedWith(carSearchOutcomes.closed)).toBe('RENTAL_REFUSED')
  })
})

describe('car-results machine, running', () => {
  it('a new search aborts the one in flight, and a repeated search is not sent again', async () => {
    const signals: AbortSignal[] = []
    const requests: CarSearchRequest[] = []
    const machine = carResultsMachine.provide({
      actors: {
        search: searchActor<CarSearchRequest, CarSearchResults>((input, signal) => {
          signals.push(signal)
          requests.push(input)
          return new Promise((resolve) => setTimeout(() => resolve(carSearchOutcomes.found), 5))
        }),
      },
    })
    const actor = createActor(machine, { input: { request: parisCarRequest } }).start()
    const filtered: CarSearchRequest = { ...parisCarRequest, categories: ['Compact'] }
    actor.send({ type: 'search.change', request: filtered })
    expect(signals[0]!.aborted).toBe(true)
    actor.send({ type: 'search.change', request: { ...filtered, categories: ['Compact'] } })
    expect(requests).toEqual([parisCarRequest, filtered])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(signals[1]!.aborted).toBe(false)
    expect(actor.getSnapshot().context.results).toBe(carSearchOutcomes.found)
    actor.stop()
  })
})
