import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { searchActor } from '@machines/results-search'
import type { TransferSearchRequest, TransferSearchResults } from '@contract/schemas/transfers'
import { transferResultsMachine } from '@machines/transfer-results.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { transferSearchOutcomes, transferResultsTestPaths, parisTransferRequest } from '../helpers/transfer-results-model'
import { everyCase } from '../helpers/every-case'

const paths = transferResultsTestPaths()

describe('transfer-results machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(allTransitions(transferResultsMachine)).toEqual(
      expect.arrayContaining([
        'transferResults --search.change[changesRequest]--> transferResults.loading',
        'transferResults.loading --xstate.done.actor.search--> transferResults.ready',
        'transferResults.loading --xstate.error.actor.search--> transferResults.failed',
        'transferResults.failed --search.retry--> transferResults.loading',
      ]),
    )
    expect(unwalked(transferResultsMachine, paths)).toEqual([])
  })

  it('every step of every path: the error only in failed, the last answer kept, the last request asked', () => {
    const cases = everyCase(['ready', 'loading with an answer kept', 'failed'])
    for (const path of paths) {
      let lastAnswer: TransferSearchResults | null = null
      let request: TransferSearchRequest = parisTransferRequest
      for (const { state, event } of path.steps) {
        const c = state.context
        if ((event.type as string) === 'xstate.done.actor.search')
          lastAnswer = (event as unknown as { output: TransferSearchResults }).output
        if (event.type === 'search.change') request = event.request
        expect(state.status).toBe('active')
        expect(c.error !== null).toBe(state.matches('failed'))
        expect(c.results).toBe(lastAnswer)
        expect(c.request).toEqual(request)
        cases.when('ready', state.matches('ready'), () => expect(c.results).not.toBeNull())
        cases.when('loading with an answer kept', state.matches('loading') && c.results !== null, () => expect(c.error).toBeNull())
        cases.when('failed', state.matches('failed'), () => expect(['NETWORK', 'SEARCH_FAILED', 'RIDE_REFUSED']).toContain(c.error))
      }
    }
    cases.expectEverySeen()
  })

  it('words the failures: offline is NETWORK, a place of another destination RIDE_REFUSED, a server error SEARCH_FAILED', () => {
    const failedWith = (error: unknown) =>
      paths.find((p) => p.state.matches('failed') && p.steps.some((s) => (s.event as { error?: unknown }).error === error))!.state.context
        .error
    expect(failedWith(transferSearchOutcomes.offline)).toBe('NETWORK')
    expect(failedWith(transferSearchOutcomes.broken)).toBe('SEARCH_FAILED')
    expect(failedWith(transferSearchOutcomes.elsewhere)).toBe('RIDE_REFUSED')
  })
})

describe('transfer-results machine, running', () => {
  it('a new search aborts the one in flight, and a repeated search is not sent again', async () => {
    const signals: AbortSignal[] = []
    const requests: TransferSearchRequest[] = []
    const machine = transferResultsMachine.provide({
      actors: {
        search: searchActor<TransferSearchRequest, TransferSearchResults>((input, signal) => {
          signals.push(signal)
          requests.push(input)
          return new Promise((resolve) => setTimeout(() => resolve(transferSearchOutcomes.found), 5))
        }),
      },
    })
    const actor = createActor(machine, { input: { request: parisTransferRequest } }).start()
    const filtered: TransferSearchRequest = { ...parisTransferRequest, vehicles: ['minivan'] }
    actor.send({ type: 'search.change', request: filtered })
    expect(signals[0]!.aborted).toBe(true)
    actor.send({ type: 'search.change', request: { ...filtered, vehicles: ['minivan'] } })
    expect(requests).toEqual([parisTransferRequest, filtered])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(signals[1]!.aborted).toBe(false)
    expect(actor.getSnapshot().context.results).toBe(transferSearchOutcomes.found)
    actor.stop()
  })
})
