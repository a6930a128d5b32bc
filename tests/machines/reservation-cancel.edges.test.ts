import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { cancelErrorCode, reservationCancelMachine, type ReservationCancelInput } from '@machines/reservation-cancel.machine'
import { cancelReservation } from '@/api/booking'
import { ApiError } from '@/api/client'
import { cancelFailures, cancelledReservation } from '../helpers/reservation-cancel-model'

/*
 * The reservation-cancel machine at its edges: the exact code of every failure, and the request
 * its own cancel actor sends (the whole booking, or one item of it).
 */

vi.mock('@/api/booking', () => ({ cancelReservation: vi.fn() }))

afterEach(() => void vi.mocked(cancelReservation).mockReset())

describe('reservation-cancel failures', () => {
  it("the server's NOT_CANCELLABLE and ALREADY_CANCELLED are NOT_CANCELLABLE, whatever the status", () => {
    expect(cancelErrorCode(cancelFailures.notCancellable)).toBe('NOT_CANCELLABLE')
    expect(cancelErrorCode(new ApiError('http', 'This booking is already cancelled', 409, 'ALREADY_CANCELLED'))).toBe('NOT_CANCELLABLE')
    expect(cancelErrorCode(new ApiError('http', 'gone', 404, 'NOT_CANCELLABLE'))).toBe('NOT_CANCELLABLE')
  })

  it('a 404 is NOT_FOUND; 403, 405, 500 and offline are FAILED', () => {
    expect(cancelErrorCode(cancelFailures.notFound)).toBe('NOT_FOUND')
    expect(cancelErrorCode(new ApiError('http', 'Not found', 404))).toBe('NOT_FOUND')
    for (const status of [403, 405, 500]) expect(cancelErrorCode(new ApiError('http', 'refused', status))).toBe('FAILED')
    expect(cancelErrorCode(cancelFailures.offline)).toBe('FAILED')
  })

  it('anything not from the API client, even shaped like a refusal, is FAILED', () => {
    expect(cancelErrorCode(new Error('boom'))).toBe('FAILED')
    expect(cancelErrorCode({ status: 404, code: 'NOT_CANCELLABLE' })).toBe('FAILED')
    expect(cancelErrorCode({ status: 404, code: null })).toBe('FAILED')
  })
})

describe('reservation-cancel machine with its own cancel call', () => {
  async function cancelled(input: ReservationCancelInput) {
    vi.mocked(cancelReservation).mockResolvedValue(cancelledReservation)
    const actor = createActor(reservationCancelMachine, { input }).start()
    actor.send({ type: 'cancel.open' })
    actor.send({ type: 'cancel.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('cancelled'))
    expect(actor.getSnapshot().context.cancelled).toEqual(cancelledReservation)
    return vi.mocked(cancelReservation).mock.calls.map(([request]) => request)
  }

  it('cancels the whole booking without naming an item', async () => {
    expect(await cancelled({ confirmationNumber: 'TC-CANCEL1', token: 'tok', itemId: null })).toStrictEqual([
      { confirmationNumber: 'TC-CANCEL1', token: 'tok' },
    ])
  })

  it('cancels the one item its input names', async () => {
    expect(await cancelled({ confirmationNumber: 'TC-CANCEL1', token: '', itemId: 2 })).toStrictEqual([
      { confirmationNumber: 'TC-CANCEL1', token: '', itemId: 2 },
    ])
  })
})
