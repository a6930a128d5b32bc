import { and, eq } from 'drizzle-orm'
import { users } from '../../store/schema'
import type { Db } from '../../store/store'

/** Referral and access codes are compared as they are stored: trimmed, upper-case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase()

/** The member of this organisation whose referral code this is, or null. */
export async function findReferrer(db: Db, orgId: number, referralCode: string): Promise<{ id: number } | null> {
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.referralCode, normaliseCode(referralCode))))
  return referrer ?? null
}
