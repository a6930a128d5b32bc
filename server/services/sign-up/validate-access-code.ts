import type { z } from 'zod'
import type { ValidateAccessCodeAnswer, validateAccessCodeRequest } from '@contract/schemas/sign-up'
import type { AppDeps } from '../../app-env'
import { clockOf } from '../auth/sign-in'
import { LIMITS, takeAttempt } from '../auth/throttle'
import type { Organisation } from '../organisation'
import type { Visitor } from '../visitor'
import { checkAccess } from './access-codes'
import { REFUSAL_TEXT } from './refusals'

export const ACCESS_ACCEPTED = 'ACCESS CODE ACCEPTED'
export const ACCESS_NOT_NEEDED = 'NO ACCESS CODE IS NEEDED'

/**
 * POST /api/signUp/validateAccessCode: the sign-up's own access rule, reading only (nothing is
 * spent until the sign-up). data.data.status false carries the reason and its text (docs/rules.md#errors
 * shows it). Counted per IP before anything is looked up, so codes cannot be found by trying.
 */
export async function validateAccessCode(
  deps: Pick<AppDeps, 'store' | 'now'>,
  where: { org: Organisation; visitor: Pick<Visitor, 'ip'> },
  input: z.output<typeof validateAccessCodeRequest>['jsonRegister'],
): Promise<ValidateAccessCodeAnswer> {
  const db = deps.store.db
  const now = clockOf(deps)
  const { org } = where
  await takeAttempt(db, 'access-code-ip', where.visitor.ip, LIMITS.accessCodeCheckPerIp, now)
  const access = await checkAccess(db, org, { accesscode: input.accesscode, referral_code: input.referral_code }, now)
  if (!access.ok) return { status: true, data: { data: { status: false, reason: access.reason } }, resp: REFUSAL_TEXT[access.reason] }
  return { status: true, data: { data: { status: true, reason: null } }, resp: access.accessCode ? ACCESS_ACCEPTED : ACCESS_NOT_NEEDED }
}
