import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { acceptable, quoteAcceptMachine } from '@machines/quote-accept.machine'
import type { PublicQuote } from '@contract/schemas/agent'
import { unwalked } from '../helpers/graph-coverage'
import { bookedQuote, goneQuote, openQuote, quoteAcceptPaths, quoteKey } from '../helpers/quote-accept-model'

const never = <T>() => new Promise<T>(() => {})

describe('quote-accept machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(unwalked(quoteAcceptMachine, quoteAcceptPaths())).toEqual([])
  })

  it('offers acceptance only for an open quote with every offer available, and never twice', () => {
    expect([openQuote, bookedQuote, goneQuote, null].map(acceptable)).toEqual([true, false, false, false])
    for (const path of quoteAcceptPaths()) {
      for (const { state } of path.steps) {
        expect(state.can({ type: 'accept.open' })).toBe(state.matches('viewing') && acceptable(state.context.quote))
        if (state.matches('accepting')) expect(state.can({ type: 'accept.dismiss' })).toBe(false)
        if (state.matches('accepted')) expect(state.context.confirmationNumber).toBe('TC-ABCD2345')
      }
    }
  })

  it('says why an acceptance was refused with the quote loaded again; a passing failure stays in the dialog', () => {
    const ends = quoteAcceptPaths().map((p) => `${JSON.stringify(p.state.value)} ${p.state.context.failure}`)
    expect(ends).toEqual(
      expect.arrayContaining([
        '"confirming" NETWORK',
        '"loading" QUOTE_EXPIRED',
        '"loading" QUOTE_UNAVAILABLE',
        '"loading" PRICE_CHANGED',
        '"notFound" null',
      ]),
    )
  })

  it('asks for the quote and books it with the link’s key, at the total the client was shown', () => {
    for (const path of quoteAcceptPaths()) {
      const keys: string[] = []
      const totals: number[] = []
      const actor = createActor(
        quoteAcceptMachine.provide({
          actors: {
            view: fromPromise<PublicQuote, string>(({ input }) => (keys.push(input), never())),
            accept: fromPromise<string, { key: string; expectedTotalMinor: number }>(
              ({ input }) => (keys.push(input.key), totals.push(input.expectedTotalMinor), never()),
            ),
          },
        }),
        { input: { key: quoteKey } },
      ).start()
      for (const { event, state } of path.steps.slice(1)) {
        actor.send(event)
        expect(actor.getSnapshot().value).toEqual(state.value)
      }
      expect(new Set(keys)).toEqual(new Set([quoteKey]))
      // Only an open quote is accepted: the total asked for is the one shown.
      for (const total of totals) expect(total).toBe(openQuote.totalMinor)
      actor.stop()
    }
  })
})
