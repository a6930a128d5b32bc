import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import type { CarExtras } from '@contract/schemas/cars'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import { carDetailsMachine } from '@machines/car-details.machine'
import { carDetailsInput, carQuoteFor, quoteRequestOf } from '../helpers/car-details-model'
import { detailsHarness } from '../helpers/details-harness'

/*
 * The car details machine at its edges, run on an actor inside each test: which failures refuse
 * the rental and with which code, which extras and currencies are priced again, and when the
 * checkout opens.
 */

const harness = detailsHarness<typeof carDetailsMachine, ItemQuoteRequest, ItemQuote>(carDetailsMachine, 'quote', carDetailsInput)
const { started, settled } = harness

/** The state and error after the first quote call fails with `error`. */
async function afterFailure(error: unknown) {
  const snapshot = await harness.afterFailure(error)
  return { state: snapshot.value, error: snapshot.context.error }
}

describe('car-details machine at its edges', () => {
  it('a 400 with each refusal code ends refused with that very code', async () => {
    for (const code of ['STATION_CLOSED', 'ONE_WAY_NOT_OFFERED', 'DRIVER_TOO_YOUNG', 'BAD_STAY']) {
      expect(await afterFailure(new ApiError('http', 'Refused', 400, code))).toEqual({ state: 'refused', error: code })
    }
  })

  it('the refusal codes refuse only with status 400: 399 and 401 are failures to retry', async () => {
    expect(await afterFailure(new ApiError('http', 'Odd', 399, 'DRIVER_TOO_YOUNG'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new ApiError('http', 'Odd', 401, 'STATION_CLOSED'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('a 400 with another code, or none, is a failure to retry', async () => {
    expect(await afterFailure(new ApiError('http', 'Bad input', 400, 'BAD_INPUT'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new ApiError('http', 'Bad input', 400))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('403 and 405 fail, 404 alone is not found (with no error code)', async () => {
    expect(await afterFailure(new ApiError('http', 'Forbidden', 403, 'NOT_FOUND'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new ApiError('http', 'No car offer', 404, 'NOT_FOUND'))).toEqual({ state: 'notFound', error: null })
    expect(await afterFailure(new ApiError('http', 'Not allowed', 405))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('offline or timed out is NETWORK, as on every page; an aborted call or a bad answer is UNAVAILABLE', async () => {
    expect(await afterFailure(new ApiError('network', 'Failed to fetch'))).toEqual({ state: 'failed', error: 'NETWORK' })
    expect(await afterFailure(new ApiError('timeout', 'Timed out'))).toEqual({ state: 'failed', error: 'NETWORK' })
    expect(await afterFailure(new ApiError('aborted', 'Aborted'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new ApiError('invalid-answer', 'Bad answer'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('only an ApiError counts: another error with the same status, code or kind is UNAVAILABLE', async () => {
    const lookalike = Object.assign(new Error('Refused'), { kind: 'network', status: 400, code: 'BAD_STAY' })
    expect(await afterFailure(lookalike)).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new TypeError('Failed to fetch'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('a retry after a failure clears the error and keeps the price that arrives', async () => {
    const { actor } = started((request, call) =>
      call === 0 ? Promise.reject(new ApiError('network', 'Offline')) : Promise.resolve(carQuoteFor(request)),
    )
    expect((await settled(actor)).context.error).toBe('NETWORK')
    actor.send({ type: 'load.retry' })
    const ready = await settled(actor)
    expect(ready.value).toBe('ready')
    expect(ready.context.error).toBeNull()
    expect(ready.context.quote).toEqual(carQuoteFor(quoteRequestOf(carDetailsInput)))
    actor.stop()
  })

  it('each extra changed alone is priced again: the additional driver, one child seat, full cover', async () => {
    const extras = carDetailsInput.selection.extras
    const changes: CarExtras[] = [
      { ...extras, additionalDriver: true },
      { ...extras, childSeats: 1 },
      { ...extras, fullCover: true },
    ]
    for (const changed of changes) {
      const { actor, asked } = started((request) => Promise.resolve(carQuoteFor(request)))
      await settled(actor)
      actor.send({ type: 'extras.change', extras: changed })
      const ready = await settled(actor)
      expect(asked.at(-1)).toEqual(quoteRequestOf({ ...carDetailsInput, selection: { ...carDetailsInput.selection, extras: changed } }))
      expect(ready.context.selection.extras).toEqual(changed)
      expect(ready.context.quote!.price.totalMinor).toBe(carQuoteFor(asked.at(-1)!).price.totalMinor)
      actor.stop()
    }
  })

  it('child seats from 0 to 3 whole seats are priced; -1 and 1.5 are not', async () => {
    const oneSeat = {
      ...carDetailsInput,
      selection: { ...carDetailsInput.selection, extras: { ...carDetailsInput.selection.extras, childSeats: 1 } },
    }
    const { actor, asked } = started((request) => Promise.resolve(carQuoteFor(request)), oneSeat)
    await settled(actor)
    const seats = (childSeats: number) => ({ type: 'extras.change' as const, extras: { ...oneSeat.selection.extras, childSeats } })
    actor.send(seats(-1))
    actor.send(seats(1.5))
    expect(actor.getSnapshot().value).toBe('ready')
    expect(asked).toHaveLength(1)
    actor.send(seats(0))
    const ready = await settled(actor)
    expect(asked).toHaveLength(2)
    expect(ready.context.selection.extras.childSeats).toBe(0)
    actor.stop()
  })

  it('another currency is priced again in it; the same currency is not asked again', async () => {
    const { actor, asked } = started((request) => Promise.resolve(carQuoteFor(request)))
    await settled(actor)
    actor.send({ type: 'currency.change', currency: 'USD' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(asked).toHaveLength(1)
    actor.send({ type: 'currency.change', currency: 'EUR' })
    const ready = await settled(actor)
    expect(ready.context.currency).toBe('EUR')
    expect(asked).toEqual([quoteRequestOf(carDetailsInput), quoteRequestOf({ ...carDetailsInput, currency: 'EUR' })])
    expect(ready.context.quote!.price.currency).toBe('EUR')
    actor.stop()
  })

  it('the checkout opens with a bookable price only', async () => {
    for (const bookable of [true, false]) {
      const { actor, checkouts } = started((request) => Promise.resolve(carQuoteFor(request, bookable)))
      await settled(actor)
      actor.send({ type: 'booking.continue' })
      expect(checkouts()).toBe(bookable ? 1 : 0)
      actor.stop()
    }
  })
})
