import { ApiError } from '@/api/client'

/*
 * The codes the club's machines (referral share, redeem points, join, daily deals) hold for a
 * failed call: the server's own code when it is one the pages word, else FAILED (a passing
 * trouble: network, the server, an answer not understood), worth another try.
 */

export type ClubErrorCode =
  | 'NOT_SIGNED_IN'
  | 'TOO_MANY_REQUESTS'
  | 'CAMPAIGN_ENDED'
  | 'INSUFFICIENT_POINTS'
  | 'PLAN_HELD'
  | 'NOT_FOUND'
  | 'SAVINGS_CODE_EXPIRED'
  | 'SAVINGS_CODE_INVALID'
  | 'NOT_A_SAVINGS_MEMBER'
  | 'FAILED'

const known = new Set<string>([
  'NOT_SIGNED_IN',
  'TOO_MANY_REQUESTS',
  'CAMPAIGN_ENDED',
  'INSUFFICIENT_POINTS',
  'PLAN_HELD',
  'NOT_FOUND',
  'SAVINGS_CODE_EXPIRED',
  'SAVINGS_CODE_INVALID',
  'NOT_A_SAVINGS_MEMBER',
])

/** The code a failed club call stands for. */
export function clubErrorCode(error: unknown): ClubErrorCode {
  if (!(error instanceof ApiError)) return 'FAILED'
  if (error.code && known.has(error.code)) return error.code as ClubErrorCode
  if (error.status === 429) return 'TOO_MANY_REQUESTS'
  if (error.status === 401) return 'NOT_SIGNED_IN'
  return 'FAILED'
}
