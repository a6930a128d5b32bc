import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { fieldErrorsOf, manageBookingMachine, manageErrorCode } from '@machines/manage-booking.machine'
import type { ReservationGrant } from '@contract/schemas/manage-booking'
import type { Reservation } from '@contract/schemas/reservations'
import { ApiError } from '@/api/client'
import { failures, foundReservation, grant, manageInput } from '../helpers/manage-booking-model'

/*
 * The manage-booking machine at its edges: the exact code under each field, the exact code of
 * each failed call at each stage, the context it starts with, and which cancellation failures
 * offer another try.
 */

const never = <T>() => new Promise<T>(() => {})

describe('manage-booking fields, before anything is sent', () => {
  it('an empty or blank field is REQUIRED, a malformed one INVALID, a good one says nothing', () => {
    expect(fieldErrorsOf({ reference: '', email: '' })).toEqual({ reference: 'REQUIRED', email: 'REQUIRED' })
    expect(fieldErrorsOf({ reference: '   ', email: ' \t ' })).toEqual({ reference: 'REQUIRED', email: 'REQUIRED' })
    expect(fieldErrorsOf({ reference: 'not a number!', email: 'gina@' })).toEqual({ reference: 'INVALID', email: 'INVALID' })
    expect(fieldErrorsOf({ reference: ' tc-abcd2345 ', email: ' Gina@Example.com ' })).toEqual({})
  })

  it('judges each field on its own', () => {
    expect(fieldErrorsOf({ reference: 'TC-ABCD2345', email: '' })).toEqual({ email: 'REQUIRED' })
    expect(fieldErrorsOf({ reference: 'TC-ABCD2345', email: 'gina@' })).toEqual({ email: 'INVALID' })
    expect(fieldErrorsOf({ reference: '', email: 'gina@example.com' })).toEqual({ reference: 'REQUIRED' })
    expect(fieldErrorsOf({ reference: 'TC', email: 'gina@example.com' })).toEqual({ reference: 'INVALID' })
  })
})

describe('manage-booking failures, by stage', () => {
  it('a 404 is NOT_FOUND at the look-up and EXPIRED afterwards; 403, 405 and 500 are FAILED', () => {
    const at = (status: number, code: string | null = null) =>
      (['find', 'load', 'cancel'] as const).map((stage) => manageErrorCode(new ApiError('http', 'refused', status, code), stage))
    expect(at(404, 'NOT_FOUND')).toEqual(['NOT_FOUND', 'EXPIRED', 'EXPIRED'])
    expect(at(404)).toEqual(['NOT_FOUND', 'EXPIRED', 'EXPIRED'])
    expect(at(403)).toEqual(['FAILED', 'FAILED', 'FAILED'])
    expect(at(405)).toEqual(['FAILED', 'FAILED', 'FAILED'])
    expect(at(500)).toEqual(['FAILED', 'FAILED', 'FAILED'])
    expect(at(429, 'TOO_MANY_REQUESTS')).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS'])
    expect(at(409, 'NOT_CANCELLABLE')).toEqual(['NOT_CANCELLABLE', 'NOT_CANCELLABLE', 'NOT_CANCELLABLE'])
  })

  it('offline, or anything not from the API client (even shaped like a 404), is FAILED', () => {
    expect(manageErrorCode(failures.offline, 'find')).toBe('FAILED')
    expect(manageErrorCode(new Error('boom'), 'find')).toBe('FAILED')
    expect(manageErrorCode({ status: 404, code: 'NOT_FOUND' }, 'find')).toBe('FAILED')
    expect(manageErrorCode({ status: 404, code: 'NOT_FOUND' }, 'load')).toBe('FAILED')
  })
})

/** The machine with each call answering as given; `null` never answers. */
function started(
  answers: { find?: () => Promise<ReservationGrant>; load?: () => Promise<Reservation>; cancel?: () => Promise<Reservation> },
  input: { reference?: string } = manageInput,
) {
  const actor = createActor(
    manageBookingMachine.provide({
      actors: {
        find: fromPromise<ReservationGrant, { confirmationNumber: string; email: string }>(() => (answers.find ?? never)()),
        load: fromPromise<Reservation, ReservationGrant>(() => (answers.load ?? never)()),
        cancel: fromPromise<Reservation, ReservationGrant>(() => (answers.cancel ?? never)()),
      },
    }),
    { input },
  ).start()
  return actor
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('manage-booking machine, driven', () => {
  it('starts on the form with the number from ?ref=, or empty without one', () => {
    expect(started({}).getSnapshot().context).toEqual({
      reference: 'TC-ABCD2345',
      email: '',
      fieldErrors: {},
      error: null,
      grant: null,
      reservation: null,
    })
    expect(started({}, {}).getSnapshot().context).toEqual({
      reference: '',
      email: '',
      fieldErrors: {},
      error: null,
      grant: null,
      reservation: null,
    })
  })

  it('a submitted blank form shows REQUIRED under both fields and stays', () => {
    const actor = started({}, {})
    actor.send({ type: 'field.change', field: 'reference', value: '  ' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ reference: 'REQUIRED', email: 'REQUIRED' })
  })

  it('a booking whose load answers 404 shows EXPIRED; a 500 shows FAILED', async () => {
    for (const [error, code] of [
      [failures.notFound, 'EXPIRED'],
      [failures.serverDown, 'FAILED'],
    ] as const) {
      const actor = started({ find: async () => grant, load: async () => Promise.reject(error) })
      actor.send({ type: 'field.change', field: 'email', value: 'gina@example.com' })
      actor.send({ type: 'form.submit' })
      await settle()
      expect(actor.getSnapshot().value).toBe('loadFailed')
      expect(actor.getSnapshot().context.error).toBe(code)
      actor.stop()
    }
  })

  it('a failed cancellation shows its code, and only FAILED offers another try', async () => {
    for (const [error, code, retryable] of [
      [failures.offline, 'FAILED', true],
      [failures.serverDown, 'FAILED', true],
      [failures.notFound, 'EXPIRED', false],
      [failures.notCancellable, 'NOT_CANCELLABLE', false],
    ] as const) {
      const actor = started({ find: async () => grant, load: async () => foundReservation, cancel: async () => Promise.reject(error) })
      actor.send({ type: 'field.change', field: 'email', value: 'gina@example.com' })
      actor.send({ type: 'form.submit' })
      await settle()
      actor.send({ type: 'cancel.open' })
      actor.send({ type: 'cancel.confirm' })
      await settle()
      expect(actor.getSnapshot().value).toEqual({ found: 'cancelFailed' })
      expect(actor.getSnapshot().context.error).toBe(code)
      expect(actor.getSnapshot().can({ type: 'cancel.retry' })).toBe(retryable)
      actor.send({ type: 'cancel.retry' })
      expect(actor.getSnapshot().value).toEqual({ found: retryable ? 'cancelling' : 'cancelFailed' })
      expect(actor.getSnapshot().context.error).toBe(retryable ? null : code)
      actor.stop()
    }
  })
})
