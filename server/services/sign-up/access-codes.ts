import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { accessCodeReason } from '@contract/schemas/sign-up'
import { accessCodes } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import { findReferrer, normaliseCode } from './referrals'

export type AccessCode = typeof accessCodes.$inferSelect
export type AccessCodeReason = z.infer<typeof accessCodeReason>

/** What a sign-up may go ahead with: the code to spend (when one was needed) and the referrer. */
export type Access = { ok: true; accessCode: AccessCode | null; referrerId: number | null } | { ok: false; reason: AccessCodeReason }

const stillValid = (now: Date) => or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, now))
const usesLeft = or(isNull(accessCodes.maxUses), lt(accessCodes.uses, accessCodes.maxUses))

/** Why a code of this organisation cannot be used now, or null when it can. */
function refusalOf(code: AccessCode | undefined, now: Date): AccessCodeReason | null {
  if (!code) return 'ACCESS_CODE_INVALID'
  if (code.expiresAt && code.expiresAt <= now) return 'ACCESS_CODE_EXPIRED'
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'ACCESS_CODE_USED_UP'
  return null
}

/**
 * Decides whether a sign-up may go ahead, reading only. A referral code, when given, must be a
 * member's of this organisation (an unknown one is refused rather than dropped, so a referrer
 * never silently loses the credit). The access code is required when the organisation has the
 * feature on, unless the organisation lets a valid referral code replace it; a code that is not
 * required is ignored. Codes belong to one organisation and compare case-insensitively.
 */
export async function checkAccess(
  db: Db,
  org: Pick<Organisation, 'id' | 'accessCodeEnabled' | 'referralReplacesAccessCode'>,
  input: { accesscode: string | null; referral_code: string | null },
  now: Date,
): Promise<Access> {
  const referrer = input.referral_code ? await findReferrer(db, org.id, input.referral_code) : null
  if (input.referral_code && !referrer) return { ok: false, reason: 'REFERRAL_CODE_INVALID' }
  const required = org.accessCodeEnabled && !(org.referralReplacesAccessCode && referrer)
  if (!required) return { ok: true, accessCode: null, referrerId: referrer?.id ?? null }
  if (!input.accesscode) return { ok: false, reason: 'ACCESS_CODE_REQUIRED' }
  const [code] = await db
    .select()
    .from(accessCodes)
    .where(and(eq(accessCodes.orgId, org.id), eq(accessCodes.code, normaliseCode(input.accesscode))))
  const refusal = refusalOf(code, now)
  return refusal ? { ok: false, reason: refusal } : { ok: true, accessCode: code!, referrerId: referrer?.id ?? null }
}

/**
 * Spends one use of a code. The conditional update is the single point of truth: when two
 * sign-ups race for a code's last use, the second finds no row to update (Postgres re-checks
 * the condition after the first commits) and answers why.
 */
export async function spendAccessCode(db: Db, code: AccessCode, now: Date): Promise<AccessCodeReason | null> {
  const spent = await db
    .update(accessCodes)
    .set({ uses: sql`${accessCodes.uses} + 1` })
    .where(and(eq(accessCodes.id, code.id), stillValid(now), usesLeft))
    .returning({ id: accessCodes.id })
  if (spent.length === 1) return null
  const [current] = await db.select().from(accessCodes).where(eq(accessCodes.id, code.id))
  return refusalOf(current, now) ?? 'ACCESS_CODE_USED_UP'
}
