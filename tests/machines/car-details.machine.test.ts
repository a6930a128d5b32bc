import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import { carDetailsMachine } from '@machines/car-details.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import { carDetailsFailures, carDetailsInput, carDetailsPaths, carQuoteFor, quoteRequestOf } from '../helpers/car-details-model'

const paths = carDetailsPaths()

describe('car-details machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(allTransitions(carDetailsMachine)).toEqual(
      expect.arrayContaining([
        'carDetails.loading --xstate.done.actor.quote--> carDetails.ready',
        'carDetails.loading --xstate.error.actor.quote[isNotFound]--> carDetails.notFound',
        'carDetails.loading --xstate.error.actor.quote[isRefused]--> carDetails.refused',
        'carDetails.loading --xstate.error.actor.quote--> carDetails.failed',
        'carDetails.failed --load.retry--> carDetails.loading',
        'carDetails.ready --extras.change[extrasAllowed]--> carDetails.loading',
        'carDetails.ready --currency.change[otherCurrency]--> carDetails.loading',
      ]),
    )
    expect(unwalked(carDetailsMachine, paths)).toEqual([])
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
        cases.when('refused', state.matches('refused'), () => expect(c.error).toBe('DRIVER_TOO_YOUNG'))
        cases.when('failed', state.matches('failed'), () => expect(['NETWORK', 'UNAVAILABLE']).toContain(c.error))
        // A continue that the guard refused leaves the state as it was.
        if (event.type === 'booking.continue') expect(path.steps[i - 1]!.state.context.quote?.bookable).toBe(true)
      }
    }
    cases.expectEverySeen()
  })

  it('extras beyond three child seats, or the same extras again, are not priced', () => {
    const asked: ItemQuoteRequest[] = []
    const machine = carDetailsMachine.provide({
      actors: {
        quote: fromPromise<ItemQuote, ItemQuoteRequest>(async ({ input }) => (asked.push(input), carQuoteFor(input))),
      },
    })
    const actor = createActor(machine, { input: carDetailsInput }).start()
    return waitFor(actor, (s) => s.matches('ready')).then(async () => {
      const extras = carDetailsInput.selection.extras
      actor.send({ type: 'extras.change', extras: { ...extras, childSeats: 4 } })
      actor.send({ type: 'extras.change', extras })
      expect(actor.getSnapshot().matches('ready')).toBe(true)
      actor.send({ type: 'extras.change', extras: { ...extras, childSeats: 3 } })
      await waitFor(actor, (s) => s.matches('ready'))
      expect(asked).toEqual([
        quoteRequestOf(carDetailsInput),
        quoteRequestOf({ ...carDetailsInput, selection: { ...carDetailsInput.selection, extras: { ...extras, childSeats: 3 } } }),
      ])
      expect(actor.getSnapshot().context.quote!.price.totalMinor).toBe(3 * 4_500 + 3 * 3 * 800)
      actor.stop()
    })
  })

  it('a server error is UNAVAILABLE, offline NETWORK, a driver too young DRIVER_TOO_YOUNG', () => {
    const failedWith = (error: unknown) =>
      paths
        .find((p) => p.steps.some((s) => (s.event as { error?: unknown }).error === error))!
        .steps.find((s) => (s.event as { error?: unknown }).error === error)!.state.context.error
    expect(failedWith(carDetailsFailures.server)).toBe('UNAVAILABLE')
    expect(failedWith(carDetailsFailures.network)).toBe('NETWORK')
    expect(failedWith(carDetailsFailures.tooYoung)).toBe('DRIVER_TOO_YOUNG')
  })
})
