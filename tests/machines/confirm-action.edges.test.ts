import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { actionFailureOf, confirmActionMachine, type ConfirmActionInput } from '@machines/confirm-action.machine'
import { removeQuoteItem } from '@/api/agent'
import { ApiError } from '@/api/client'
import { actionFailures } from '../helpers/confirm-action-model'

/*
 * The confirm-action machine at its edges: every code the server may send, which failures offer
 * another try, the target kept when an action opens without one, the outcome kept, and a kind's
 * own call.
 */

vi.mock('@/api/agent', () => ({ removeQuoteItem: vi.fn() }))

afterEach(() => void vi.mocked(removeQuoteItem).mockReset())

const never = <T>() => new Promise<T>(() => {})

describe('confirm-action failures', () => {
  it('keeps each code the server sends that the view knows, at any status', () => {
    for (const code of [
      'CURRENT_SESSION',
      'KEY_INVALID',
      'KEY_EXPIRED',
      'KEY_USED',
      'EMAIL_TAKEN',
      'QUOTE_ACCEPTED',
      'QUOTE_EXPIRED',
      'QUOTE_UNAVAILABLE',
      'CREDIT_LIMIT_EXCEEDED',
      'PRICE_CHANGED',
    ])
      expect(actionFailureOf(new ApiError('http', 'refused', 409, code))).toBe(code)
    expect(actionFailureOf(new ApiError('http', 'gone', 404, 'QUOTE_EXPIRED'))).toBe('QUOTE_EXPIRED')
  })

  it('an unknown code is NOT_FOUND at 404 and FAILED otherwise; no code likewise', () => {
    expect(actionFailureOf(new ApiError('http', 'odd', 409, 'SOMETHING_ELSE'))).toBe('FAILED')
    expect(actionFailureOf(new ApiError('http', 'odd', 404, 'SOMETHING_ELSE'))).toBe('NOT_FOUND')
    expect(actionFailureOf(new ApiError('http', 'Internal server error', 500))).toBe('FAILED')
    expect(actionFailureOf(new ApiError('http', 'Not found', 404))).toBe('NOT_FOUND')
    expect(actionFailureOf(new ApiError('timeout', 'Request timed out'))).toBe('NETWORK')
  })
})

/** The machine with its run answering `answer` (or never). */
function started(input: ConfirmActionInput, answer: () => Promise<unknown> = never) {
  const ran: unknown[] = []
  const actor = createActor(confirmActionMachine.provide({ actors: { run: fromPromise(({ input }) => (ran.push(input), answer())) } }), {
    input,
  }).start()
  return { actor, ran }
}

describe('confirm-action machine, driven', () => {
  it('offers another try after NETWORK and FAILED only', async () => {
    for (const [error, failure, retryable] of [
      [actionFailures.offline, 'NETWORK', true],
      [new ApiError('http', 'Internal server error', 500), 'FAILED', true],
      [actionFailures.gone, 'NOT_FOUND', false],
      [actionFailures.used, 'KEY_USED', false],
    ] as const) {
      const { actor, ran } = started({ kind: 'exportData' }, () => Promise.reject(error))
      actor.send({ type: 'action.open' })
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
      expect(actor.getSnapshot().context.failure).toBe(failure)
      expect(actor.getSnapshot().can({ type: 'action.retry' })).toBe(retryable)
      actor.send({ type: 'action.retry' })
      expect(actor.getSnapshot().value).toBe(retryable ? 'running' : 'failed')
      expect(ran).toHaveLength(retryable ? 2 : 1)
      actor.stop()
    }
  })

  it('opened without a target, runs on the one it started with; with one, on that', () => {
    const kept = started({ kind: 'confirmEmail', target: 'K'.repeat(43) })
    kept.actor.send({ type: 'action.open' })
    expect(kept.actor.getSnapshot().value).toBe('running')
    expect(kept.actor.getSnapshot().context.target).toBe('K'.repeat(43))
    expect(kept.ran).toEqual([{ kind: 'confirmEmail', target: 'K'.repeat(43) }])

    const named = started({ kind: 'removeTraveller' })
    named.actor.send({ type: 'action.open', target: 0 })
    named.actor.send({ type: 'action.confirm' })
    expect(named.actor.getSnapshot().context.target).toBe(0)
    expect(named.ran).toEqual([{ kind: 'removeTraveller', target: 0 }])
  })

  it('keeps what the action answered until it is dismissed', async () => {
    const answer = [{ id: 3, name: 'Ana' }]
    const { actor } = started({ kind: 'removeTraveller' }, async () => answer)
    actor.send({ type: 'action.open', target: 7 })
    actor.send({ type: 'action.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(actor.getSnapshot().context.result).toEqual(answer)
    actor.send({ type: 'action.dismiss' })
    expect(actor.getSnapshot().context.result).toBeNull()
  })

  it("takes an offer out of a quote through the agent's call, and shows the quote it answers", async () => {
    const quote = { id: 4, items: [] }
    vi.mocked(removeQuoteItem).mockResolvedValue(quote as never)
    const actor = createActor(confirmActionMachine, { input: { kind: 'removeQuoteItem' } }).start()
    actor.send({ type: 'action.open', target: { quoteId: 4, itemId: 9 } })
    actor.send({ type: 'action.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(vi.mocked(removeQuoteItem).mock.calls).toEqual([[4, 9, expect.any(AbortSignal)]])
    expect(actor.getSnapshot().context.result).toBe(quote)
  })
})
