import { and, eq, isNull } from 'drizzle-orm'
import { accountKeys, users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { User } from './sessions'
import { hashSecret, newSecret } from './tokens'

export type KeyPurpose = 'verify' | 'reset' | 'unlock'

const HOUR = 3_600_000
/**
 * A reset link is short-lived (it grants the account); a confirmation link may wait a weekend; an
 * unlock link lives as long as the gap between unlock mails (LIMITS.unlockMailGapMs), so at most
 * one is alive at a time.
 */
export const KEY_LIFETIME_MS: Record<KeyPurpose, number> = { reset: HOUR, verify: 48 * HOUR, unlock: HOUR }

/** Issues a single-use key for a user; only its hash is stored, the key itself goes into the mail. */
export async function issueKey(db: Db, userId: number, purpose: KeyPurpose, now: Date): Promise<string> {
  const key = newSecret()
  await db.insert(accountKeys).values({
    userId,
    purpose,
    keyHash: hashSecret(key),
    createdAt: now,
    expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS[purpose]),
  })
  return key
}

export type KeyLookup = { state: 'invalid' } | { state: 'expired' | 'used' | 'valid'; keyId: number; user: User }

/** What a mailed key is worth now. Unknown keys and keys of another purpose are both "invalid". */
export async function lookUpKey(db: Db, key: string, purpose: KeyPurpose, now: Date): Promise<KeyLookup> {
  const [row] = await db
    .select({ key: accountKeys, user: users })
    .from(accountKeys)
    .innerJoin(users, eq(users.id, accountKeys.userId))
    .where(and(eq(accountKeys.keyHash, hashSecret(key)), eq(accountKeys.purpose, purpose)))
  if (!row) return { state: 'invalid' }
  const state = row.key.usedAt ? 'used' : row.key.expiresAt <= now ? 'expired' : 'valid'
  return { state, keyId: row.key.id, user: row.user }
}

/**
 * Marks a key used; false when another request used it first. The conditional update is the
 * single point of truth, so two concurrent requests cannot both spend one key.
 */
export async function consumeKey(db: Db, keyId: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(accountKeys)
    .set({ usedAt: now })
    .where(and(eq(accountKeys.id, keyId), isNull(accountKeys.usedAt)))
    .returning({ id: accountKeys.id })
  return spent.length === 1
}

/** Spends every outstanding key of a purpose (a new password makes older reset links worthless). */
export async function consumeUserKeys(db: Db, userId: number, purpose: KeyPurpose, now: Date): Promise<void> {
  await db
    .update(accountKeys)
    .set({ usedAt: now })
    .where(and(eq(accountKeys.userId, userId), eq(accountKeys.purpose, purpose), isNull(accountKeys.usedAt)))
}
