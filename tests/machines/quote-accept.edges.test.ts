import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/client'
import type { PublicQuote } from '@contract/schemas/agent'
import { acceptable, quoteAcceptMachine } from '@machines/quote-accept.machine'
import { openQuote, quoteFailures, quoteKey } from '../helpers/quote-accept-model'

/*
 * /quote at its edges: which quotes can be accepted (status, no offers, one offer gone of two),
 * a link that opens nothing, and the passing failures that keep the dialog open.
 */

describe('acceptable', () => {
  it('takes a sent or viewed quote, not an expired, accepted or draft one', () => {
    expect(acceptable({ ...openQuote, status: 'sent' })).toBe(true)
    expect(acceptable({ ...openQuote, status: 'viewed' })).toBe(true)
    for (const status of ['expired', 'accepted', 'draft'] as const) expect(acceptable({ ...openQuote, status })).toBe(false)
    expect(acceptable(null)).toBe(false)
  })

  it('needs at least one offer, and every offer available', () => {
    const item = openQuote.items[0]!
    expect(acceptable({ ...openQuote, items: [] })).toBe(false)
    expect(acceptable({ ...openQuote, items: [item, { ...item, id: 2 }] })).toBe(true)
    expect(acceptable({ ...openQuote, items: [item, { ...item, id: 2, available: false, price: null }] })).toBe(false)
  })
})

function open(view: () => Promise<PublicQuote>, accept: () => Promise<string> = async () => 'TC-ABCD2345') {
  const accepted: { key: string; expectedTotalMinor: number }[] = []
  const actor = createActor(
    quoteAcceptMachine.provide({
      actors: {
        view: fromPromise<PublicQuote, string>(() => view()),
        accept: fromPromise<string, { key: string; expectedTotalMinor: number }>(({ input }) => (accepted.push(input), accept())),
      },
    }),
    { input: { key: quoteKey } },
  ).start()
  return { actor, accepted }
}

describe('quote-accept machine: loading', () => {
  it('a link that opens no quote (404) ends in notFound; offline, in a retry', async () => {
    const missing = open(() => Promise.reject(quoteFailures.notFound))
    await waitFor(missing.actor, (s) => !s.matches('loading'))
    expect(missing.actor.getSnapshot().value).toBe('notFound')

    const offline = open(() => Promise.reject(quoteFailures.offline))
    await waitFor(offline.actor, (s) => !s.matches('loading'))
    expect(offline.actor.getSnapshot().value).toBe('loadFailed')
    expect(offline.actor.getSnapshot().context.failure).toBe('NETWORK')
  })
})

describe('quote-accept machine: accepting', () => {
  it.each([
    ['NETWORK', quoteFailures.offline],
    ['FAILED', new ApiError('http', 'Internal server error', 500)],
  ])('a passing failure (%s) stays in the dialog, which can try again', async (code, error) => {
    const { actor, accepted } = open(
      async () => openQuote,
      () => Promise.reject(error),
    )
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send({ type: 'accept.open' })
    actor.send({ type: 'accept.confirm' })
    await waitFor(actor, (s) => !s.matches('accepting'))
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.failure).toBe(code)
    expect(accepted).toEqual([{ key: quoteKey, expectedTotalMinor: 36000 }])
  })
})
