import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { DetailedRefusal } from '@/api/account'
import { failureOf } from '@machines/call-failure'

/*
 * How every machine that reads a failed call by its shape (the checkout, the wallet, the record
 * forms and confirmations) reads it: machines/call-failure.ts.
 */

const http = (status: number, code: string | null = null) => new ApiError('http', 'Refused', status, code)
const offline = new ApiError('network', 'Failed to fetch')

describe('failureOf: what any error says', () => {
  it('reads the kind, status, code and details of an ApiError', () => {
    const refusal = new DetailedRefusal('Refused', 409, 'UPCOMING_BOOKINGS', [{ id: 1 }])
    expect(failureOf(refusal)).toStrictEqual({ status: 409, code: 'UPCOMING_BOOKINGS', network: false, details: [{ id: 1 }] })
    expect(failureOf(http(500))).toStrictEqual({ status: 500, code: null, network: false, details: undefined })
  })

  it('counts only a network failure or a timeout as offline', () => {
    expect(failureOf(offline).network).toBe(true)
    expect(failureOf(new ApiError('timeout', 'Timed out')).network).toBe(true)
    expect(failureOf(new ApiError('aborted', 'Aborted')).network).toBe(false)
    expect(failureOf(new ApiError('invalid-answer', 'Bad answer')).network).toBe(false)
  })

  it('keeps the status of an answer it could not read', () => {
    expect(failureOf(new ApiError('invalid-answer', 'bad shape', 200))).toStrictEqual({
      status: 200,
      code: null,
      network: false,
      details: undefined,
    })
  })

  it('reads nothing from null, undefined or a plain error', () => {
    const nothing = { status: null, code: null, network: false, details: undefined }
    expect(failureOf(null)).toStrictEqual(nothing)
    expect(failureOf(undefined)).toStrictEqual(nothing)
    expect(failureOf(new TypeError('Failed to fetch'))).toStrictEqual(nothing)
  })

  it('keeps a status only when it is a number and a code only when it is text', () => {
    expect(failureOf({ status: '404', code: 404 })).toStrictEqual({ status: null, code: null, network: false, details: undefined })
    expect(failureOf({ status: 0, code: '' })).toStrictEqual({ status: 0, code: '', network: false, details: undefined })
    expect(failureOf({ code: 'CARD_NOT_READ' })).toStrictEqual({ status: null, code: 'CARD_NOT_READ', network: false, details: undefined })
  })
})
