import { describe, expect, it } from 'vitest'
import type { ItemQuote } from '@contract/schemas/lines'
import { transferDetailsMachine } from '@machines/transfer-details.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import { transferDetailsFailures, transferDetailsPaths } from '../helpers/transfer-details-model'

const paths = transferDetailsPaths()

describe('transfer-details machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(allTransitions(transferDetailsMachine)).toEqual(
      expect.arrayContaining([
        'transferDetails.loading --xstate.done.actor.quote--> transferDetails.ready',
        'transferDetails.loading --xstate.error.actor.quote[isNotFound]--> transferDetails.notFound',
        'transferDetails.loading --xstate.error.actor.quote[isRefused]--> transferDetails.refused',
        'transferDetails.loading --xstate.error.actor.quote--> transferDetails.failed',
        'transferDetails.failed --load.retry--> transferDetails.loading',
        'transferDetails.ready --currency.change[otherCurrency]--> transferDetails.loading',
      ]),
    )
    expect(unwalked(transferDetailsMachine, paths)).toEqual([])
  })

  it('every step: the price is the last answer, the error only where the page shows one, continuing only with a bookable price', () => {
    const cases = everyCase(['ready and bookable', 'ready, no longer free', 'priced again, last price kept', 'refused', 'failed'])
    for (const path of paths) {
      let last: ItemQuote | null = null
      for (const [i, { state, event }] of path.steps.entries()) {
        const c = state.context
        if ((event.type as string) === 'xstate.done.actor.quote') last = (event as unknown as { output: ItemQuote }).output
        expect(c.quote).toBe(last)
        expect(c.error !== null).toBe(state.matches('failed') || state.matches('refused'))
        cases.when('ready and bookable', state.matches('ready') && c.quote!.bookable, () => expect(c.error).toBeNull())
        cases.when('ready, no longer free', state.matches('ready') && !c.quote!.bookable, () => expect(c.quote!.bookable).toBe(false))
        cases.when('priced again, last price kept', state.matches('loading') && c.quote !== null, () => expect(c.error).toBeNull())
        cases.when('refused', state.matches('refused'), () => expect(c.error).toBe('TOO_MANY_PASSENGERS'))
        cases.when('failed', state.matches('failed'), () => expect(['NETWORK', 'UNAVAILABLE']).toContain(c.error))
        // A continue that the guard refused leaves the state as it was.
        if (event.type === 'booking.continue') expect(path.steps[i - 1]!.state.context.quote?.bookable).toBe(true)
      }
    }
    cases.expectEverySeen()
  })

  it('a server error is UNAVAILABLE, offline NETWORK, a party too big TOO_MANY_PASSENGERS', () => {
    const failedWith = (error: unknown) =>
      paths
        .find((p) => p.steps.some((s) => (s.event as { error?: unknown }).error === error))!
        .steps.find((s) => (s.event as { error?: unknown }).error === error)!.state.context.error
    expect(failedWith(transferDetailsFailures.server)).toBe('UNAVAILABLE')
    expect(failedWith(transferDetailsFailures.network)).toBe('NETWORK')
    expect(failedWith(transferDetailsFailures.tooMany)).toBe('TOO_MANY_PASSENGERS')
  })
})
