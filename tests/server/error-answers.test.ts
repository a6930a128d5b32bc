import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomainError, type DomainErrorCode } from '@server/errors'
import { ERROR_STATUS } from '@server/http/errors'
import { SignUpRefused } from '@server/services/sign-up/refusals'
import { startTestApp, type TestApp } from './helpers/test-app'

/**
 * What the client sees for each refusal: written out here, not read from the table, so a row
 * changed by mistake fails. `false`: the body carries no code (as these were always answered).
 */
const EXPECTED: Record<DomainErrorCode, [status: number, shownCode: boolean]> = {
  BAD_INPUT: [400, false],
  BAD_STAY: [400, true],
  CURRENCY_NOT_OFFERED: [400, true],
  TOO_MANY_ROOMS: [400, true],
  MIN_NIGHTS: [400, true],
  CHECK_IN_DAY: [400, true],
  TOO_MANY_GUESTS: [400, true],
  KEY_INVALID: [400, true],
  KEY_EXPIRED: [400, true],
  KEY_USED: [400, true],
  NOT_SIGNED_IN: [401, true],
  INVALID_CREDENTIALS: [401, true],
  SOCIAL_TOKEN_INVALID: [401, true],
  SSO_DISABLED: [401, true],
  SSO_INVALID: [401, true],
  OTHER_ORGANISATION: [403, true],
  EMAIL_NOT_CONFIRMED: [403, true],
  SOCIAL_PROVIDER_DISABLED: [403, true],
  NOT_AN_AGENT: [403, true],
  WRONG_PASSWORD: [403, true],
  BOOKING_NOT_PERMITTED: [403, true],
  CROSS_ORIGIN: [403, true],
  NOT_LOOPBACK: [403, true],
  ORGANISATION_MISMATCH: [403, true],
  NOT_FOUND: [404, true],
  ORGANISATION_NOT_FOUND: [404, false],
  UNKNOWN_ORGANISATION: [404, true],
  FILE_NOT_FOUND: [404, false],
  ROOM_NOT_FOUND: [404, true],
  BOOKING_NOT_FOUND: [404, true],
  SOCIAL_ACCOUNT_NOT_FOUND: [404, true],
  INVITATION_INVALID: [404, true],
  SOLD_OUT: [409, true],
  PRICE_CHANGED: [409, true],
  CARD_UNAVAILABLE: [409, true],
  CERTIFICATE_REQUIRED: [409, true],
  INSUFFICIENT_BALANCE: [409, true],
  NOT_CANCELLABLE: [409, true],
  IDEMPOTENCY_KEY_REUSED: [409, true],
  PAYMENT_REQUIRED: [402, true],
  STATION_CLOSED: [400, true],
  ONE_WAY_NOT_OFFERED: [400, true],
  DRIVER_TOO_YOUNG: [400, true],
  PLACE_NOT_SERVED: [400, true],
  TOO_MANY_PASSENGERS: [400, true],
  TOO_MANY_BAGS: [400, true],
  FLIGHT_NUMBER_REQUIRED: [400, true],
  PASSENGERS_MISMATCH: [400, true],
  PASSENGER_DETAILS_REQUIRED: [400, true],
  PAYMENT_DECLINED: [402, true],
  PAYMENT_IN_PROGRESS: [409, true],
  PAYMENT_UNAVAILABLE: [502, true],
  BAD_SIGNATURE: [400, true],
  CAMPAIGN_ENDED: [409, true],
  INSUFFICIENT_POINTS: [409, true],
  PLAN_HELD: [409, true],
  DEAL_ENDED: [409, true],
  NOT_A_SAVINGS_MEMBER: [409, true],
  SAVINGS_CODE_INVALID: [401, true],
  SAVINGS_CODE_EXPIRED: [401, true],
  NOT_EMBEDDED_STORE: [409, true],
  EMAIL_TAKEN: [409, true],
  LIMIT_REACHED: [409, true],
  CLIENT_EXISTS: [409, true],
  CURRENT_SESSION: [409, true],
  CREDIT_LIMIT_EXCEEDED: [409, true],
  QUOTE_EMPTY: [409, true],
  QUOTE_ACCEPTED: [409, true],
  QUOTE_UNAVAILABLE: [409, true],
  QUOTE_EXPIRED: [410, true],
  INVITATION_EXPIRED: [410, true],
  INVITATION_USED: [410, true],
  ACCOUNT_LOCKED: [429, true],
  ACCOUNT_THROTTLED: [429, true],
  TOO_MANY_REQUESTS: [429, true],
  STORE_UNAVAILABLE: [503, true],
}

describe("the app's one onError", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ SEED: 'none' })
    // Routes added to the real app for this test only: each throws what a service would.
    t.app.get('/api/__refuse/:code', (c) => {
      throw new DomainError(c.req.param('code') as DomainErrorCode, `REFUSED WITH ${c.req.param('code')}`)
    })
    t.app.get('/api/__sign-up-refused', () => {
      throw new SignUpRefused('SOCIAL_TOKEN_INVALID', 'THE TOKEN WAS REFUSED')
    })
    t.app.get('/api/__broken', () => {
      throw new Error('a bug, with details no client should read')
    })
  })
  afterAll(() => t.close())

  it('has a row for every domain error code and no other', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  it.each(Object.entries(EXPECTED))('answers %s with its status and the JSON error shape', async (code, [status, shown]) => {
    const res = await t.app.request(`/api/__refuse/${code}`)
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await res.json()
    expect(body).toEqual(
      shown ? { status: false, message: `REFUSED WITH ${code}`, code } : { status: false, message: `REFUSED WITH ${code}` },
    )
  })

  it('answers a sign-up refusal that reaches the edge as 422 with its reason as the code', async () => {
    const res = await t.app.request('/api/__sign-up-refused')
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ status: false, message: 'THE TOKEN WAS REFUSED', code: 'SOCIAL_TOKEN_INVALID' })
  })

  it('answers anything else 500 without its details, and logs its class and frames, not its message', async () => {
    const res = await t.app.request('/api/__broken')
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ status: false, message: 'Internal server error' })
    const logged = t.logs.filter((line) => line.msg === 'unhandled error')
    expect(logged).toHaveLength(1)
    const error = logged[0]!.error as { errorClass: string; at: string[] }
    expect(error.errorClass).toBe('Error')
    expect(error.at[0]).toContain('error-answers.test.ts')
    expect(JSON.stringify(t.logs)).not.toContain('a bug')
  })
})
