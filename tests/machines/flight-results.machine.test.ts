import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { searchActor } from '@machines/results-search'
import type { FlightSearchRequest, FlightSearchResults } from '@contract/schemas/flights'
import { flightResultsMachine } from '@machines/flight-results.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { flightSearchOutcomes, flightResultsTestPaths, lisbonFlightRequest } from '../helpers/flight-results-model'
import { everyCase } from '../helpers/every-case'

const paths = flightResultsTestPaths()

describe('flight-results machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(allTransitions(flightResultsMachine)).toEqual(
      expect.arrayContaining([
        'flightResults --search.change[changesRequest]--> flightResults.loading',
        'flightResults.loading --xstate.done.actor.search--> flightResults.ready',
        'flightResults.loading --xstate.error.actor.search--> flightResults.failed',
        'flightResults.failed --search.retry--> flightResults.loading',
      ]),
    )
    expect(unwalked(flightResultsMachine, paths)).toEqual([])
  })

  it('every step of every path: the error only in failed, the last answer kept, the last request asked', () => {
    const cases = everyCase(['ready', 'loading with an answer kept', 'failed'])
    for (const path of paths) {
      let lastAnswer: FlightSearchResults | null = null
      let request: FlightSearchRequest = lisbonFlightRequest
      for (const { state, event } of path.steps) {
        const c = state.context
        if ((event.type as string) === 'xstate.done.actor.search') lastAnswer = (event as unknown as { output: FlightSearchResults }).output
        if (event.type === 'search.change') request = event.request
        expect(state.status).toBe('active')
        expect(c.error !== null).toBe(state.matches('failed'))
        expect(c.results).toBe(lastAnswer)
        expect(c.request).toEqual(request)
        cases.when('ready', state.matches('ready'), () => expect(c.results).not.toBeNull())
        cases.when('loading with an answer kept', state.matches('loading') && c.results !== null, () => expect(c.error).toBeNull())
        cases.when('failed', state.matches('failed'), () => expect(['NETWORK', 'SEARCH_FAILED', 'TRIP_REFUSED']).toContain(c.error))
      }
    }
    cases.expectEverySeen()
  })

  it('words the failures: offline is NETWORK, dates refused TRIP_REFUSED, a server error SEARCH_FAILED', () => {
    const failedWith = (error: unknown) =>
      paths.find((p) => p.state.matches('failed') && p.steps.some((s) => (s.event as { error?: unknown }).error === error))!.state.context
        .error
    expect(failedWith(flightSearchOutcomes.offline)).toBe('NETWORK')
    expect(failedWith(flightSearchOutcomes.broken)).toBe('SEARCH_FAILED')
    expect(failedWith(flightSearchOutcomes.refused)).toBe('TRIP_REFUSED')
  })
})

describe('flight-results machine, running', () => {
  it('a new search aborts the one in flight, and a repeated search is not sent again', async () => {
    const signals: AbortSignal[] = []
    const requests: FlightSearchRequest[] = []
    const machine = flightResultsMachine.provide({
      actors: {
        search: searchActor<FlightSearchRequest, FlightSearchResults>((input, signal) => {
          signals.push(signal)
          requests.push(input)
          return new Promise((resolve) => setTimeout(() => resolve(flightSearchOutcomes.found), 5))
        }),
      },
    })
    const actor = createActor(machine, { input: { request: lisbonFlightRequest } }).start()
    const filtered: FlightSearchRequest = { ...lisbonFlightRequest, stops: 'direct' }
    actor.send({ type: 'search.change', request: filtered })
    expect(signals[0]!.aborted).toBe(true)
    actor.send({ type: 'search.change', request: { ...filtered, stops: 'direct' } })
    expect(requests).toEqual([lisbonFlightRequest, filtered])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(signals[1]!.aborted).toBe(false)
    expect(actor.getSnapshot().context.results).toBe(flightSearchOutcomes.found)
    actor.stop()
  })
})
