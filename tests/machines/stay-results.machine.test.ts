import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { searchActor } from '@machines/results-search'
import type { StaySearchRequest, StaySearchResults } from '@contract/schemas/stays'
import { ApiError } from '@/api/client'
import { stayResultsMachine, staySearchErrorCode } from '@machines/stay-results.machine'
import { unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import { lisbonRequest, stayOutcomes, stayResultsPaths } from '../helpers/stay-results-model'

const paths = stayResultsPaths()

describe('stay-results machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(unwalked(stayResultsMachine, paths)).toEqual([])
  })

  it('every step of every path holds the invariants', () => {
    const cases = everyCase(['ready', 'failed'])
    for (const path of paths) {
      let lastAnswer: StaySearchResults | null = null
      let request: StaySearchRequest = lisbonRequest
      for (const { state, event } of path.steps) {
        const c = state.context
        if ((event.type as string) === 'xstate.done.actor.search') lastAnswer = (event as unknown as { output: StaySearchResults }).output
        if (event.type === 'search.change') request = event.request
        // The error shows exactly in failed; the last answer is kept; the request is the last one asked.
        expect(c.results).toBe(lastAnswer)
        expect(c.request).toEqual(request)
        cases.when('ready', state.matches('ready'), () => expect(c.results).not.toBeNull())
        cases.when('failed', state.matches('failed'), () => expect(c.error).not.toBeNull())
        if (!state.matches('failed')) expect(c.error).toBeNull()
      }
    }
    cases.expectEverySeen()
  })

  it('words the failures: offline NETWORK, an unknown destination UNKNOWN_DESTINATION, the certificate filter signed out SIGN_IN_REQUIRED, else SEARCH_FAILED', () => {
    expect(staySearchErrorCode(stayOutcomes.offline)).toBe('NETWORK')
    expect(staySearchErrorCode(new ApiError('timeout', 'Timed out'))).toBe('NETWORK')
    expect(staySearchErrorCode(stayOutcomes.broken)).toBe('SEARCH_FAILED')
    expect(staySearchErrorCode(stayOutcomes.unknownDestination)).toBe('UNKNOWN_DESTINATION')
    expect(staySearchErrorCode(stayOutcomes.signedOut)).toBe('SIGN_IN_REQUIRED')
    expect(staySearchErrorCode(new ApiError('http', 'Not found', 404, 'FILE_NOT_FOUND'))).toBe('SEARCH_FAILED')
    expect(staySearchErrorCode(new Error('boom'))).toBe('SEARCH_FAILED')
  })
})

describe('stay-results machine, running', () => {
  it('a new search aborts the one in flight, and a repeated search is not sent again', async () => {
    const signals: AbortSignal[] = []
    const requests: StaySearchRequest[] = []
    const machine = stayResultsMachine.provide({
      actors: {
        search: searchActor<StaySearchRequest, StaySearchResults>((input, signal) => {
          signals.push(signal)
          requests.push(input)
          return new Promise((resolve) => setTimeout(() => resolve(stayOutcomes.found), 5))
        }),
      },
    })
    const actor = createActor(machine, { input: { request: lisbonRequest } }).start()
    const filtered = { ...lisbonRequest, types: ['villa' as const] }
    actor.send({ type: 'search.change', request: filtered })
    expect(signals[0]!.aborted).toBe(true)
    actor.send({ type: 'search.change', request: { ...filtered } })
    expect(requests).toEqual([lisbonRequest, filtered])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(signals[1]!.aborted).toBe(false)
    actor.stop()
  })
})
