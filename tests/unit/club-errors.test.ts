import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { clubErrorCode } from '@machines/club-errors'

/* The code a failed club call stands for (machines/club-errors.ts): the server's worded code, else by status, else FAILED. */

describe('clubErrorCode', () => {
  it("keeps a code the club's pages word", () => {
    expect(clubErrorCode(new ApiError('http', 'Campaign ended', 409, 'CAMPAIGN_ENDED'))).toBe('CAMPAIGN_ENDED')
    expect(clubErrorCode(new ApiError('http', 'Not a member', 403, 'NOT_A_SAVINGS_MEMBER'))).toBe('NOT_A_SAVINGS_MEMBER')
  })

  it('gives FAILED for a code the pages do not word, whatever its status', () => {
    expect(clubErrorCode(new ApiError('http', 'Price changed', 409, 'PRICE_CHANGED'))).toBe('FAILED')
  })

  it('reads 429 as too many requests and 401 as not signed in, when the server sent no worded code', () => {
    expect(clubErrorCode(new ApiError('http', 'Slow down', 429))).toBe('TOO_MANY_REQUESTS')
    expect(clubErrorCode(new ApiError('http', 'Sign in', 401))).toBe('NOT_SIGNED_IN')
    expect(clubErrorCode(new ApiError('http', 'Sign in', 401, 'SESSION_EXPIRED'))).toBe('NOT_SIGNED_IN')
  })

  it('gives FAILED for the statuses beside them, and for a network failure', () => {
    expect(clubErrorCode(new ApiError('http', 'Forbidden', 403))).toBe('FAILED')
    expect(clubErrorCode(new ApiError('http', 'Teapot', 428))).toBe('FAILED')
    expect(clubErrorCode(new ApiError('http', 'Server', 500))).toBe('FAILED')
    expect(clubErrorCode(new ApiError('network', 'Failed to fetch'))).toBe('FAILED')
  })

  it('gives FAILED for anything that is not an ApiError, even one that carries a code and a status', () => {
    expect(clubErrorCode(Object.assign(new Error('look-alike'), { code: 'NOT_FOUND', status: 401 }))).toBe('FAILED')
    expect(clubErrorCode(new TypeError('Failed to fetch'))).toBe('FAILED')
  })
})
