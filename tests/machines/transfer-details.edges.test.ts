import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import { transferDetailsMachine } from '@machines/transfer-details.machine'
import { detailsHarness } from '../helpers/details-harness'
import { transferDetailsInput, transferQuoteFor, transferQuoteRequestOf } from '../helpers/transfer-details-model'

/*
 * The transfer details machine at its edges, run on an actor inside each test: what it asks,
 * which failures refuse the ride and with which code, when the currency prices it again, and when
 * the checkout opens.
 */

const harness = detailsHarness<typeof transferDetailsMachine, ItemQuoteRequest, ItemQuote>(
  transferDetailsMachine,
  'quote',
  transferDetailsInput,
)
const { started, settled } = harness

/** The state and error after the first quote call fails with `error`. */
async function afterFailure(error: unknown) {
  const snapshot = await harness.afterFailure(error)
  return { state: snapshot.value, error: snapshot.context.error }
}

describe('transfer-details machine at its edges', () => {
  it('starts with the selection and currency it was given, no price and no error, and asks for exactly them', () => {
    const { actor, asked } = started(() => new Promise(() => {}))
    const { value, context } = actor.getSnapshot()
    expect(value).toBe('loading')
    expect(context).toEqual({ selection: transferDetailsInput.selection, currency: 'USD', quote: null, error: null })
    expect(asked).toEqual([transferQuoteRequestOf(transferDetailsInput)])
    actor.stop()
  })

  it('keeps the price that arrives, with no error', async () => {
    const { actor } = started((request) => Promise.resolve(transferQuoteFor(request)))
    const ready = await settled(actor)
    expect(ready.value).toBe('ready')
    expect(ready.context.quote).toEqual(transferQuoteFor(transferQuoteRequestOf(transferDetailsInput)))
    expect(ready.context.error).toBeNull()
    actor.stop()
  })

  it('a 400 with each refusal code ends refused with that very code', async () => {
    for (const code of ['PLACE_NOT_SERVED', 'TOO_MANY_PASSENGERS', 'TOO_MANY_BAGS', 'BAD_STAY']) {
      expect(await afterFailure(new ApiError('http', 'Refused', 400, code))).toEqual({ state: 'refused', error: code })
    }
  })

  it('the refusal codes refuse only with status 400: 399 and 401 are failures to retry', async () => {
    expect(await afterFailure(new ApiError('http', 'Odd', 399, 'TOO_MANY_BAGS'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new ApiError('http', 'Odd', 401, 'PLACE_NOT_SERVED'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('a 400 with another code, or none, is a failure to retry', async () => {
    expect(await afterFailure(new ApiError('http', 'Bad input', 400, 'BAD_INPUT'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new ApiError('http', 'Bad input', 400))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('403 and 405 fail, 404 alone is not found (with no error code)', async () => {
    expect(await afterFailure(new ApiError('http', 'Forbidden', 403, 'NOT_FOUND'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new ApiError('http', 'No transfer offer', 404, 'NOT_FOUND'))).toEqual({ state: 'notFound', error: null })
    expect(await afterFailure(new ApiError('http', 'Not allowed', 405))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('offline or timed out is NETWORK, as on every page; an aborted call or a bad answer is UNAVAILABLE', async () => {
    expect(await afterFailure(new ApiError('network', 'Failed to fetch'))).toEqual({ state: 'failed', error: 'NETWORK' })
    expect(await afterFailure(new ApiError('timeout', 'Timed out'))).toEqual({ state: 'failed', error: 'NETWORK' })
    expect(await afterFailure(new ApiError('aborted', 'Aborted'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new ApiError('invalid-answer', 'Bad answer'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('only an ApiError counts: another error with the same status, code or kind is UNAVAILABLE', async () => {
    const lookalike = Object.assign(new Error('Refused'), { kind: 'network', status: 400, code: 'TOO_MANY_BAGS' })
    expect(await afterFailure(lookalike)).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
    expect(await afterFailure(new TypeError('Failed to fetch'))).toEqual({ state: 'failed', error: 'UNAVAILABLE' })
  })

  it('another currency is priced again in it; the same currency is not asked again', async () => {
    const { actor, asked } = started((request) => Promise.resolve(transferQuoteFor(request)))
    await settled(actor)
    actor.send({ type: 'currency.change', currency: 'USD' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(asked).toHaveLength(1)
    actor.send({ type: 'currency.change', currency: 'EUR' })
    const ready = await settled(actor)
    expect(ready.context.currency).toBe('EUR')
    expect(asked).toEqual([
      transferQuoteRequestOf(transferDetailsInput),
      transferQuoteRequestOf({ ...transferDetailsInput, currency: 'EUR' }),
    ])
    expect(ready.context.quote!.price.totalMinor).toBe(3_250)
    actor.stop()
  })

  it('the checkout opens with a bookable price only', async () => {
    for (const bookable of [true, false]) {
      const { actor, checkouts } = started((request) => Promise.resolve(transferQuoteFor(request, bookable)))
      await settled(actor)
      actor.send({ type: 'booking.continue' })
      expect(checkouts()).toBe(bookable ? 1 : 0)
      actor.stop()
    }
  })
})
