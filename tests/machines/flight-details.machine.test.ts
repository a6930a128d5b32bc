import { describe, expect, it } from 'vitest'
import type { FlightOffer } from '@contract/schemas/flights'
import { flightDetailsMachine } from '@machines/flight-details.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import { detailsOffer, flightDetailsFailures, flightDetailsPaths, goneAnswer } from '../helpers/flight-details-model'

const paths = flightDetailsPaths()

describe('flight-details machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(allTransitions(flightDetailsMachine)).toEqual(
      expect.arrayContaining([
        'flightDetails.loading --xstate.done.actor.search[offerFound]--> flightDetails.ready',
        'flightDetails.loading --xstate.done.actor.search--> flightDetails.notFound',
        'flightDetails.loading --xstate.error.actor.search[isRefused]--> flightDetails.notFound',
        'flightDetails.loading --xstate.error.actor.search--> flightDetails.failed',
        'flightDetails.failed --load.retry--> flightDetails.loading',
        'flightDetails.ready --currency.change[otherCurrency]--> flightDetails.loading',
        'flightDetails.ready --family.choose[offeredFamily]--> (self)',
        'flightDetails.ready --booking.continue[canContinue]--> (self)',
      ]),
    )
    expect(unwalked(flightDetailsMachine, paths)).toEqual([])
  })

  it('every step: the offer is the last found, the cheapest family first and a choice kept, continuing only with seats for all', () => {
    const cases = everyCase(['ready, cheapest first', 'ready, another family', 'loading again, offer kept', 'gone', 'failed'])
    for (const path of paths) {
      let last: FlightOffer | null = null
      for (const [i, { state, event }] of path.steps.entries()) {
        const c = state.context
        if ((event.type as string) === 'xstate.done.actor.search' && state.matches('ready'))
          last = (event as unknown as { output: { offers: FlightOffer[] } }).output.offers[0]!
        expect(c.offer).toBe(last)
        expect(c.error !== null).toBe(state.matches('failed'))
        const chosen = path.steps.slice(0, i + 1).some((s) => s.event.type === 'family.choose')
        cases.when('ready, cheapest first', state.matches('ready') && !chosen, () => expect(c.family).toBe('light'))
        cases.when('ready, another family', state.matches('ready') && c.family === 'flex', () => expect(c.offer).not.toBeNull())
        cases.when('loading again, offer kept', state.matches('loading') && c.offer !== null, () => expect(c.family).not.toBeNull())
        cases.when('gone', state.matches('notFound'), () => expect(state.status).toBe('done'))
        cases.when('failed', state.matches('failed'), () => expect(['NETWORK', 'UNAVAILABLE']).toContain(c.error))
        // Continue is taken only with a family that seats both adults: the light fare has one seat left.
        if (event.type === 'booking.continue') expect(path.steps[i - 1]!.state.context.family).toBe('flex')
      }
    }
    cases.expectEverySeen()
  })

  it('an offer the search no longer finds, or a refused trip, is gone; a server error UNAVAILABLE, offline NETWORK', () => {
    const stateAfter = (match: (e: { output?: unknown; error?: unknown }) => boolean) =>
      paths.flatMap((p) => p.steps).find((s) => match(s.event as never))!.state
    expect(stateAfter((e) => e.output === goneAnswer).matches('notFound')).toBe(true)
    expect(stateAfter((e) => e.error === flightDetailsFailures.refused).matches('notFound')).toBe(true)
    expect(stateAfter((e) => e.error === flightDetailsFailures.server).context.error).toBe('UNAVAILABLE')
    expect(stateAfter((e) => e.error === flightDetailsFailures.network).context.error).toBe('NETWORK')
    expect(detailsOffer.fares.find((f) => f.family === 'light')!.seatsLeft).toBe(1)
  })
})
