import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '@/api/client'
import { resultsSearchMachine, searchErrorCode } from '@machines/results-search'

/* The results pages' shared search (machines/results-search.ts): the code of a failed search, and the machine keeping it. */

describe('searchErrorCode', () => {
  it('reads only a 404 NOT_FOUND as an unknown destination', () => {
    expect(searchErrorCode(new ApiError('http', 'No such destination', 404, 'NOT_FOUND'))).toBe('UNKNOWN_DESTINATION')
    expect(searchErrorCode(new ApiError('http', 'No route', 404))).toBe('SEARCH_FAILED')
    expect(searchErrorCode(new ApiError('http', 'Gone', 404, 'GONE'))).toBe('SEARCH_FAILED')
    expect(searchErrorCode(new ApiError('http', 'Odd', 500, 'NOT_FOUND'))).toBe('SEARCH_FAILED')
  })

  it('reads offline and timed out as NETWORK', () => {
    expect(searchErrorCode(new ApiError('network', 'Failed to fetch'))).toBe('NETWORK')
    expect(searchErrorCode(new ApiError('timeout', 'Timed out'))).toBe('NETWORK')
  })

  it('reads anything that is not an ApiError as SEARCH_FAILED, even a look-alike', () => {
    expect(searchErrorCode(Object.assign(new Error('look-alike'), { kind: 'network' }))).toBe('SEARCH_FAILED')
    expect(searchErrorCode(new TypeError('bad answer'))).toBe('SEARCH_FAILED')
  })
})

describe('resultsSearchMachine', () => {
  const machine = resultsSearchMachine<{ q: string }, string[], ReturnType<typeof searchErrorCode>>({
    id: 'testSearch',
    search: async (request) => {
      if (request.q === 'nowhere') throw new ApiError('http', 'No such destination', 404, 'NOT_FOUND')
      return [request.q]
    },
    errorCode: searchErrorCode,
    describe: { changes: 'the query', answer: 'The results.', errors: 'UNKNOWN_DESTINATION or SEARCH_FAILED', failed: 'A retry.' },
  })

  it("keeps the failure's code, and clears it when another search answers", async () => {
    const actor = createActor(machine, { input: { request: { q: 'nowhere' } } }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toEqual({ request: { q: 'nowhere' }, results: null, error: 'UNKNOWN_DESTINATION' })
    actor.send({ type: 'search.change', request: { q: 'cancun' } })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context).toEqual({ request: { q: 'cancun' }, results: ['cancun'], error: null })
  })
})
