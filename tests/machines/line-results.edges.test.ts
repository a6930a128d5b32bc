import { describe, expect, it } from 'vitest'
import { createActor, waitFor, type AnyStateMachine } from 'xstate'
import { ApiError } from '@/api/client'
import { searchActor } from '@machines/results-search'
import { carResultsMachine, carSearchErrorCode } from '@machines/car-results.machine'
import { flightResultsMachine, flightSearchErrorCode } from '@machines/flight-results.machine'
import { transferResultsMachine, transferSearchErrorCode } from '@machines/transfer-results.machine'
import { parisCarRequest } from '../helpers/car-results-model'
import { lisbonFlightRequest } from '../helpers/flight-results-model'
import { parisTransferRequest } from '../helpers/transfer-results-model'

/*
 * The failures of the car, transfer and flight results searches at their edges: which answers a
 * line words as its own refusal (the visitor changes the search form), which as offline, and which
 * as a plain failure to try again. The model walks (line-results.machine.test.ts) cover one of each.
 */

const http = (status: number, code: string | null = null) => new ApiError('http', `HTTP ${status}`, status, code)

type ErrorCodeOf = (error: unknown) => string

/** What every line answers the same way: not an ApiError, offline, timed out, a server error. */
function commonCases(errorCodeOf: ErrorCodeOf, refusal: ApiError) {
  it('words a failure that is not an ApiError as SEARCH_FAILED, even one shaped like an ApiError', () => {
    expect(errorCodeOf(new Error('boom'))).toBe('SEARCH_FAILED')
    expect(errorCodeOf(undefined)).toBe('SEARCH_FAILED')
    expect(errorCodeOf(null)).toBe('SEARCH_FAILED')
    expect(errorCodeOf({ kind: 'network', status: null, code: null })).toBe('SEARCH_FAILED')
    expect(errorCodeOf({ kind: 'http', status: refusal.status, code: refusal.code })).toBe('SEARCH_FAILED')
  })

  it('words offline and timed out as NETWORK, and every other kind without a refusal as SEARCH_FAILED', () => {
    expect(errorCodeOf(new ApiError('network', 'Failed to fetch'))).toBe('NETWORK')
    expect(errorCodeOf(new ApiError('timeout', 'Request timed out'))).toBe('NETWORK')
    expect(errorCodeOf(new ApiError('invalid-answer', 'Unexpected answer'))).toBe('SEARCH_FAILED')
    expect(errorCodeOf(new ApiError('aborted', 'Aborted'))).toBe('SEARCH_FAILED')
    expect(errorCodeOf(http(500))).toBe('SEARCH_FAILED')
    expect(errorCodeOf(http(503, null))).toBe('SEARCH_FAILED')
  })

  it('words a network failure as NETWORK even when it carries a refusal status and code', () => {
    expect(errorCodeOf(new ApiError('network', 'Failed to fetch', refusal.status, refusal.code))).toBe('NETWORK')
    expect(errorCodeOf(new ApiError('timeout', 'Request timed out', refusal.status, refusal.code))).toBe('NETWORK')
  })
}

describe('carSearchErrorCode: a rental the server refuses is RENTAL_REFUSED', () => {
  const refusal = http(400, 'STATION_CLOSED')
  commonCases(carSearchErrorCode, refusal)

  it('is the refusal for each of its codes, with 400 or 404', () => {
    for (const code of ['STATION_CLOSED', 'ONE_WAY_NOT_OFFERED', 'BAD_STAY', 'NOT_FOUND']) {
      expect([code, carSearchErrorCode(http(400, code))]).toEqual([code, 'RENTAL_REFUSED'])
      expect([code, carSearchErrorCode(http(404, code))]).toEqual([code, 'RENTAL_REFUSED'])
    }
  })

  it('is a plain failure with any status beside 400 and 404, whatever the code', () => {
    for (const status of [399, 401, 403, 405, 409, 422, 500]) {
      expect([status, carSearchErrorCode(http(status, 'STATION_CLOSED'))]).toEqual([status, 'SEARCH_FAILED'])
      expect([status, carSearchErrorCode(http(status, 'NOT_FOUND'))]).toEqual([status, 'SEARCH_FAILED'])
    }
  })

  it('is a plain failure for a 400 or 404 without a code, with an empty one, or with a code not about the rental', () => {
    for (const status of [400, 404]) {
      expect(carSearchErrorCode(http(status, null))).toBe('SEARCH_FAILED')
      expect(carSearchErrorCode(http(status, ''))).toBe('SEARCH_FAILED')
      expect(carSearchErrorCode(http(status, 'PLACE_NOT_SERVED'))).toBe('SEARCH_FAILED')
      expect(carSearchErrorCode(http(status, 'station_closed'))).toBe('SEARCH_FAILED')
    }
  })
})

describe('transferSearchErrorCode: a ride the server refuses is RIDE_REFUSED', () => {
  const refusal = http(400, 'PLACE_NOT_SERVED')
  commonCases(transferSearchErrorCode, refusal)

  it('is the refusal for each of its codes, with 400 or 404', () => {
    for (const code of ['PLACE_NOT_SERVED', 'BAD_STAY', 'NOT_FOUND']) {
      expect([code, transferSearchErrorCode(http(400, code))]).toEqual([code, 'RIDE_REFUSED'])
      expect([code, transferSearchErrorCode(http(404, code))]).toEqual([code, 'RIDE_REFUSED'])
    }
  })

  it('is a plain failure with any status beside 400 and 404, whatever the code', () => {
    for (const status of [399, 401, 403, 405, 409, 422, 500]) {
      expect([status, transferSearchErrorCode(http(status, 'PLACE_NOT_SERVED'))]).toEqual([status, 'SEARCH_FAILED'])
      expect([status, transferSearchErrorCode(http(status, 'NOT_FOUND'))]).toEqual([status, 'SEARCH_FAILED'])
    }
  })

  it('is a plain failure for a 400 or 404 without a code, with an empty one, or with a code not about the ride', () => {
    for (const status of [400, 404]) {
      expect(transferSearchErrorCode(http(status, null))).toBe('SEARCH_FAILED')
      expect(transferSearchErrorCode(http(status, ''))).toBe('SEARCH_FAILED')
      expect(transferSearchErrorCode(http(status, 'STATION_CLOSED'))).toBe('SEARCH_FAILED')
    }
  })
})

describe('flightSearchErrorCode: a trip the server refuses (400 BAD_STAY, 404 NOT_FOUND) is TRIP_REFUSED', () => {
  const refusal = http(400, 'BAD_STAY')
  commonCases(flightSearchErrorCode, refusal)

  it('is the refusal for a 400 BAD_STAY and a 404 NOT_FOUND only', () => {
    expect(flightSearchErrorCode(http(400, 'BAD_STAY'))).toBe('TRIP_REFUSED')
    expect(flightSearchErrorCode(http(404, 'NOT_FOUND'))).toBe('TRIP_REFUSED')
    expect(flightSearchErrorCode(http(400, 'NOT_FOUND'))).toBe('SEARCH_FAILED')
    expect(flightSearchErrorCode(http(404, 'BAD_STAY'))).toBe('SEARCH_FAILED')
  })

  it('is a plain failure with the codes at any other status', () => {
    for (const status of [399, 401, 403, 405, 500]) {
      expect([status, flightSearchErrorCode(http(status, 'BAD_STAY'))]).toEqual([status, 'SEARCH_FAILED'])
      expect([status, flightSearchErrorCode(http(status, 'NOT_FOUND'))]).toEqual([status, 'SEARCH_FAILED'])
    }
  })

  it('is a plain failure for a 400 or 404 without a code or with another one', () => {
    for (const status of [400, 404]) {
      expect(flightSearchErrorCode(http(status, null))).toBe('SEARCH_FAILED')
      expect(flightSearchErrorCode(http(status, ''))).toBe('SEARCH_FAILED')
      expect(flightSearchErrorCode(http(status, 'STATION_CLOSED'))).toBe('SEARCH_FAILED')
    }
  })
})

describe.each([
  { name: 'car', machine: carResultsMachine as AnyStateMachine, request: parisCarRequest, refused: 'RENTAL_REFUSED' },
  { name: 'transfer', machine: transferResultsMachine as AnyStateMachine, request: parisTransferRequest, refused: 'RIDE_REFUSED' },
  { name: 'flight', machine: flightResultsMachine as AnyStateMachine, request: lisbonFlightRequest, refused: 'TRIP_REFUSED' },
])('$name-results machine, failing', ({ machine, request, refused }) => {
  const failWith = async (error: unknown) => {
    const failing = machine.provide({ actors: { search: searchActor(() => Promise.reject(error)) } })
    const actor = createActor(failing, { input: { request } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches('failed'))
    actor.stop()
    return snapshot.context.error as string
  }

  it(`holds ${refused} for a 404 NOT_FOUND, NETWORK for a timeout, SEARCH_FAILED for a 403 and for a thrown Error`, async () => {
    expect(await failWith(http(404, 'NOT_FOUND'))).toBe(refused)
    expect(await failWith(new ApiError('timeout', 'Request timed out'))).toBe('NETWORK')
    expect(await failWith(http(403, 'NOT_FOUND'))).toBe('SEARCH_FAILED')
    expect(await failWith(new TypeError('Failed to fetch'))).toBe('SEARCH_FAILED')
  })
})
