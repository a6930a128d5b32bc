import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/client'
import type { FareFamily, FlightOffer, FlightSearchRequest, FlightSearchResults } from '@contract/schemas/flights'
import { flightDetailsMachine, type FlightDetailsInput } from '@machines/flight-details.machine'
import { detailsAnswer, detailsOffer, flightDetailsInput, flightDetailsRequest } from '../helpers/flight-details-model'
import { flightOffer, flightPage } from '../helpers/flight-results-model'

/*
 * The flight details machine at its edges, run with a search that answers from a list: which
 * answers find the offer, which failures mean it is gone, the family shown and kept, the seats
 * Continue needs (adults and children, never infants), and what a change of currency asks.
 * The model walk (flight-details.machine.test.ts) covers one path to each state.
 */

type Outcome = FlightSearchResults | Error

/** The machine with a search answering `outcomes` in turn, and what it was asked and where it went on. */
function run(outcomes: Outcome[], input: FlightDetailsInput = flightDetailsInput) {
  const asked: FlightSearchRequest[] = []
  let checkouts = 0
  const machine = flightDetailsMachine.provide({
    actors: {
      search: fromPromise<FlightSearchResults, FlightSearchRequest>(async ({ input: request }) => {
        asked.push(request)
        const outcome = outcomes.shift()
        if (outcome === undefined) throw new Error('no answer left')
        if (outcome instanceof Error) throw outcome
        return outcome
      }),
    },
    actions: { goToCheckout: () => void checkouts++ },
  })
  const actor = createActor(machine, { input }).start()
  const settled = () => waitFor(actor, (s) => !s.matches('loading'))
  return { actor, asked, checkouts: () => checkouts, settled }
}

/** The answer holding `offers`, in `currency`. */
const answerWith = (offers: FlightOffer[], currency = 'USD'): FlightSearchResults => ({
  ...flightPage({ total: offers.length, currency }),
  offers,
})

/** The details offer with only the fares of `families`, `seatsLeft` each. */
function offerWith(families: FareFamily[], seatsLeft: number, fromFamily: FareFamily = families[0]!): FlightOffer {
  const offer = flightOffer(2)
  return {
    ...offer,
    fromFamily,
    fares: offer.fares.filter((f) => families.includes(f.family)).map((f) => ({ ...f, seatsLeft })),
  }
}

const party = (adults: number, childAges?: number[], infants = 0): FlightDetailsInput => ({
  ...flightDetailsInput,
  request: { ...flightDetailsRequest, passengers: childAges === undefined ? { adults, infants } : { adults, childAges, infants } },
})

describe('flight-details machine: finding the offer', () => {
  it('starts loading with the input, nothing found yet and no error, and asks for the request as given', async () => {
    const { actor, asked, settled } = run([detailsAnswer('USD')])
    expect(actor.getSnapshot().context).toEqual({
      offerId: detailsOffer.offerId,
      request: flightDetailsRequest,
      offer: null,
      priceCurrency: null,
      family: null,
      error: null,
    })
    await settled()
    expect(asked).toEqual([flightDetailsRequest])
    actor.stop()
  })

  it('finds the offer among others in the answer, in the answer currency, with its cheapest family chosen', async () => {
    const offer = flightOffer(2)
    const { actor, settled } = run([answerWith([flightOffer(4), offer, flightOffer(6)], 'EUR')])
    const s = await settled()
    expect(s.value).toBe('ready')
    expect(s.context.offer).toBe(offer)
    expect(s.context.priceCurrency).toBe('EUR')
    expect(s.context.family).toBe('light')
    expect(s.context.error).toBeNull()
    actor.stop()
  })

  it('chooses the cheapest family the answer names, whichever comes first in the fares', async () => {
    const { actor, settled } = run([answerWith([offerWith(['light', 'standard', 'flex'], 9, 'standard')])])
    expect((await settled()).context.family).toBe('standard')
    actor.stop()
  })

  it('is gone when the answer holds no offer at all, or only others', async () => {
    for (const offers of [[], [flightOffer(4)]]) {
      const { actor, settled } = run([answerWith(offers)])
      const s = await settled()
      expect([offers.length, s.value, s.status, s.context.offer]).toEqual([offers.length, 'notFound', 'done', null])
      actor.stop()
    }
  })

  it('is gone when the server refuses the trip with 400 or 404, whatever the code', async () => {
    for (const status of [400, 404]) {
      const { actor, settled } = run([new ApiError('http', 'Refused', status, null)])
      const s = await settled()
      expect([status, s.value, s.context.error]).toEqual([status, 'notFound', null])
      actor.stop()
    }
  })

  it('fails, to try again, with UNAVAILABLE for any other status or failure and NETWORK offline or timed out', async () => {
    const failures: [Error, string][] = [
      [new ApiError('http', 'Bad', 399), 'UNAVAILABLE'],
      [new ApiError('http', 'Unauthorized', 401), 'UNAVAILABLE'],
      [new ApiError('http', 'Forbidden', 403), 'UNAVAILABLE'],
      [new ApiError('http', 'Method not allowed', 405), 'UNAVAILABLE'],
      [new ApiError('http', 'Internal server error', 500), 'UNAVAILABLE'],
      [new ApiError('invalid-answer', 'Unexpected answer'), 'UNAVAILABLE'],
      [new TypeError('Failed to fetch'), 'UNAVAILABLE'],
      [new ApiError('network', 'Failed to fetch'), 'NETWORK'],
      [new ApiError('timeout', 'Request timed out'), 'NETWORK'],
    ]
    for (const [error, code] of failures) {
      const { actor, settled } = run([error])
      const s = await settled()
      expect([error.message, s.value, s.context.error]).toEqual([error.message, 'failed', code])
      actor.stop()
    }
  })

  it('a retry after a failure clears the error and finds the offer', async () => {
    const { actor, asked, settled } = run([new ApiError('network', 'Failed to fetch'), detailsAnswer('USD')])
    await settled()
    actor.send({ type: 'load.retry' })
    expect(actor.getSnapshot().context.error).toBeNull()
    const s = await settled()
    expect([s.value, s.context.error, s.context.offer?.offerId]).toEqual(['ready', null, detailsOffer.offerId])
    expect(asked).toEqual([flightDetailsRequest, flightDetailsRequest])
    actor.stop()
  })
})

describe('flight-details machine: the family and the currency', () => {
  it('chooses another family the offer has, and ignores one it does not have', async () => {
    const { actor, settled } = run([answerWith([offerWith(['light', 'flex'], 9)])])
    await settled()
    actor.send({ type: 'family.choose', family: 'standard' })
    expect(actor.getSnapshot().context.family).toBe('light')
    actor.send({ type: 'family.choose', family: 'flex' })
    expect(actor.getSnapshot().context.family).toBe('flex')
    actor.send({ type: 'family.choose', family: 'light' })
    expect(actor.getSnapshot().context.family).toBe('light')
    actor.stop()
  })

  it('asks again in another currency, the rest of the request unchanged, keeping the chosen family and the offer meanwhile', async () => {
    const { actor, asked, settled } = run([detailsAnswer('USD'), detailsAnswer('EUR')])
    const first = await settled()
    actor.send({ type: 'family.choose', family: 'flex' })
    actor.send({ type: 'currency.change', currency: 'EUR' })
    const reloading = actor.getSnapshot()
    expect([reloading.value, reloading.context.offer, reloading.context.priceCurrency]).toEqual(['loading', first.context.offer, 'USD'])
    expect(reloading.context.request).toEqual({ ...flightDetailsRequest, currency: 'EUR' })
    const s = await settled()
    expect(asked).toEqual([flightDetailsRequest, { ...flightDetailsRequest, currency: 'EUR' }])
    expect([s.value, s.context.family, s.context.priceCurrency, s.context.offer?.totalMinor]).toEqual([
      'ready',
      'flex',
      'EUR',
      detailsOffer.totalMinor / 2,
    ])
    actor.stop()
  })

  it('falls back to the cheapest family when the chosen one is no longer offered', async () => {
    const { actor, settled } = run([
      answerWith([offerWith(['light', 'standard', 'flex'], 9)]),
      answerWith([offerWith(['standard', 'flex'], 9, 'standard')], 'EUR'),
    ])
    await settled()
    actor.send({ type: 'currency.change', currency: 'EUR' })
    expect((await settled()).context.family).toBe('standard')
    actor.stop()
  })

  it('does not ask again for the currency it already shows', async () => {
    const { actor, asked, settled } = run([detailsAnswer('USD')])
    await settled()
    actor.send({ type: 'currency.change', currency: 'USD' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(asked).toHaveLength(1)
    actor.stop()
  })
})

describe('flight-details machine: Continue needs a seat in the family for every adult and child', () => {
  const continued = async (input: FlightDetailsInput, offer: FlightOffer, family?: FareFamily) => {
    const { actor, checkouts, settled } = run([answerWith([offer])], input)
    await settled()
    if (family) actor.send({ type: 'family.choose', family })
    actor.send({ type: 'booking.continue' })
    const s = actor.getSnapshot()
    actor.stop()
    return { continued: checkouts() === 1, value: s.value, status: s.status }
  }
  const yes = { continued: true, value: 'ready', status: 'active' }
  const no = { continued: false, value: 'ready', status: 'active' }

  it('continues with exactly as many seats as adults, not with one fewer', async () => {
    expect(await continued(party(2, []), offerWith(['light', 'flex'], 2))).toEqual(yes)
    expect(await continued(party(3, []), offerWith(['light', 'flex'], 2))).toEqual(no)
    expect(await continued(party(1, []), offerWith(['light'], 1))).toEqual(yes)
  })

  it('counts each child as a seat, and no infant', async () => {
    expect(await continued(party(1, [5]), offerWith(['light'], 1))).toEqual(no)
    expect(await continued(party(1, [5]), offerWith(['light'], 2))).toEqual(yes)
    expect(await continued(party(1, [5, 9]), offerWith(['light'], 2))).toEqual(no)
    expect(await continued(party(2, [], 2), offerWith(['light'], 2))).toEqual(yes)
  })

  it('seats the adults alone when the request names no children', async () => {
    expect(await continued(party(2), offerWith(['light'], 2))).toEqual(yes)
    expect(await continued(party(2), offerWith(['light'], 1))).toEqual(no)
  })

  it('checks the chosen family: the light fare with one seat is too few for two, the flex one is not', async () => {
    expect(await continued(flightDetailsInput, detailsOffer)).toEqual(no)
    expect(await continued(flightDetailsInput, detailsOffer, 'flex')).toEqual(yes)
  })

  it('does not continue with an offer that has no fares at all', async () => {
    expect(await continued(flightDetailsInput, offerWith([], 9, 'light'))).toEqual(no)
  })
})
