import { describe, expect, it } from 'vitest'
import { createActor, waitFor, type AnyStateMachine } from 'xstate'
import { searchActor } from '@machines/results-search'
import { activityResultsMachine } from '@machines/activity-results.machine'
import { carResultsMachine } from '@machines/car-results.machine'
import { flightResultsMachine } from '@machines/flight-results.machine'
import { transferResultsMachine } from '@machines/transfer-results.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import { activityResultsTestPaths, activitySearchOutcomes, parisRequest } from '../helpers/activity-results-model'
import { carResultsTestPaths, carSearchOutcomes, parisCarRequest } from '../helpers/car-results-model'
import { flightResultsTestPaths, flightSearchOutcomes, lisbonFlightRequest } from '../helpers/flight-results-model'
import { parisTransferRequest, transferResultsTestPaths, transferSearchOutcomes } from '../helpers/transfer-results-model'

/*
 * The results machines of the product lines built on machines/results-search.ts (activities, cars,
 * transfers, flights), each walked by its own model (tests/helpers/<line>-results-model.ts): the
 * same checks for every line, with the line's own request, answers and refusal. A new line adds a
 * row here. The pages replay the same paths (tests/ui/<line>-results-paths.test.tsx).
 */

type Path = { state: { status: string; matches: (s: string) => boolean; context: Context }; steps: Step[] }
type Step = { state: Path['state']; event: { type: string; request?: unknown; output?: unknown; error?: unknown } }
type Context = { request: unknown; results: unknown; error: string | null }

type Line = {
  name: string
  id: string
  machine: AnyStateMachine
  paths: () => unknown[]
  request: object
  /** The request with one filter changed. */
  filtered: object
  outcomes: { found: unknown; offline: unknown; broken: unknown }
  /** The line's own refusal: the answer and the code it fails with. */
  refusal: [unknown, string]
}

const lines: Line[] = [
  {
    name: 'activity',
    id: 'activityResults',
    machine: activityResultsMachine,
    paths: activityResultsTestPaths,
    request: parisRequest,
    filtered: { ...parisRequest, categories: ['museum'] },
    outcomes: activitySearchOutcomes,
    refusal: [activitySearchOutcomes.unknownDestination, 'UNKNOWN_DESTINATION'],
  },
  {
    name: 'car',
    id: 'carResults',
    machine: carResultsMachine,
    paths: carResultsTestPaths,
    request: parisCarRequest,
    filtered: { ...parisCarRequest, categories: ['Compact'] },
    outcomes: carSearchOutcomes,
    refusal: [carSearchOutcomes.closed, 'RENTAL_REFUSED'],
  },
  {
    name: 'transfer',
    id: 'transferResults',
    machine: transferResultsMachine,
    paths: transferResultsTestPaths,
    request: parisTransferRequest,
    filtered: { ...parisTransferRequest, vehicles: ['private'] },
    outcomes: transferSearchOutcomes,
    refusal: [transferSearchOutcomes.elsewhere, 'RIDE_REFUSED'],
  },
  {
    name: 'flight',
    id: 'flightResults',
    machine: flightResultsMachine,
    paths: flightResultsTestPaths,
    request: lisbonFlightRequest,
    filtered: { ...lisbonFlightRequest, stops: 'direct' },
    outcomes: flightSearchOutcomes,
    refusal: [flightSearchOutcomes.refused, 'TRIP_REFUSED'],
  },
]

describe.each(lines)('$name-results machine, walked by xstate/graph', (line) => {
  const paths = line.paths() as Path[]

  it('the generated paths walk every transition', () => {
    const id = line.id
    expect(allTransitions(line.machine)).toEqual(
      expect.arrayContaining([
        `${id} --search.change[changesRequest]--> ${id}.loading`,
        `${id}.loading --xstate.done.actor.search--> ${id}.ready`,
        `${id}.loading --xstate.error.actor.search--> ${id}.failed`,
        `${id}.failed --search.retry--> ${id}.loading`,
      ]),
    )
    expect(unwalked(line.machine, paths as never)).toEqual([])
  })

  it('every step of every path: the error only in failed, the last answer kept, the last request asked', () => {
    const cases = everyCase(['ready', 'loading with an answer kept', 'failed'])
    for (const path of paths) {
      let lastAnswer: unknown = null
      let request: unknown = line.request
      for (const { state, event } of path.steps) {
        const c = state.context
        if (event.type === 'xstate.done.actor.search') lastAnswer = event.output
        if (event.type === 'search.change') request = event.request
        expect(state.status).toBe('active')
        expect(c.error !== null).toBe(state.matches('failed'))
        expect(c.results).toBe(lastAnswer)
        expect(c.request).toEqual(request)
        cases.when('ready', state.matches('ready'), () => expect(c.results).not.toBeNull())
        cases.when('loading with an answer kept', state.matches('loading') && c.results !== null, () => expect(c.error).toBeNull())
        cases.when('failed', state.matches('failed'), () => expect(['NETWORK', 'SEARCH_FAILED', line.refusal[1]]).toContain(c.error))
      }
    }
    cases.expectEverySeen()
  })

  it(`words the failures: offline is NETWORK, a server error SEARCH_FAILED, its own refusal ${line.refusal[1]}`, () => {
    const failedWith = (error: unknown) =>
      paths.find((p) => p.state.matches('failed') && p.steps.some((s) => s.event.error === error))!.state.context.error
    expect(failedWith(line.outcomes.offline)).toBe('NETWORK')
    expect(failedWith(line.outcomes.broken)).toBe('SEARCH_FAILED')
    expect(failedWith(line.refusal[0])).toBe(line.refusal[1])
  })
})

describe.each(lines)('$name-results machine, running', (line) => {
  it('a new search aborts the one in flight, and a repeated search is not sent again', async () => {
    const signals: AbortSignal[] = []
    const requests: unknown[] = []
    const machine = line.machine.provide({
      actors: {
        search: searchActor<unknown, unknown>((input, signal) => {
          signals.push(signal)
          requests.push(input)
          return new Promise((resolve) => setTimeout(() => resolve(line.outcomes.found), 5))
        }),
      },
    })
    const actor = createActor(machine, { input: { request: line.request } }).start()
    actor.send({ type: 'search.change', request: line.filtered })
    expect(signals[0]!.aborted).toBe(true)
    actor.send({ type: 'search.change', request: { ...line.filtered } })
    expect(requests).toEqual([line.request, line.filtered])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(signals[1]!.aborted).toBe(false)
    expect(actor.getSnapshot().context.results).toBe(line.outcomes.found)
    actor.stop()
  })
})
