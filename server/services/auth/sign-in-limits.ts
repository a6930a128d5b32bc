import { and, eq, gt, sql } from 'drizzle-orm'
import { authAttempts, authLocks, sessions } from '../../store/schema'
import type { Db } from '../../store/store'
import { claim, isLocked, LIMITS, recentAttempts, recordAttempt } from './throttle'

/*
 * Failed sign-ins are counted twice (docs/api.md "Limits"): per account and address (the pair),
 * where they lock that address out of that account, and per account across every address, where
 * they only slow the addresses the account does not know. So an attacker's wrong passwords lock
 * out the attacker, never the owner signing in from elsewhere.
 */

/** The account a sign-in is for: "orgId:email", known or not (a lock-out must not tell which). */
export const accountKeyOf = (orgId: number, email: string) => `${orgId}:${email}`

// A newline cannot be in a sign-in email (control characters are stripped), so the account's
// pairs are exactly the keys that start with the account's key and one.
const pairPrefix = (accountKey: string) => `${accountKey}\n`
const pairKeyOf = (accountKey: string, ip: string) => `${pairPrefix(accountKey)}${ip}`

/** True while this address is locked out of this account. */
export const isAddressLocked = (db: Db, accountKey: string, ip: string, now: Date) =>
  isLocked(db, 'signin-address', pairKeyOf(accountKey, ip), now)

/** True while the account has had too many failures from all addresses together. */
export async function isThrottled(db: Db, accountKey: string, now: Date): Promise<boolean> {
  const { max, windowMs } = LIMITS.signInFailuresPerAccount
  return (await recentAttempts(db, 'signin-account', accountKey, windowMs, now)) >= max
}

/** Takes the throttled account's one attempt of the minute; false when another address took it. */
export const takeThrottledTurn = (db: Db, accountKey: string, now: Date) =>
  claim(db, 'signin-account-turn', accountKey, new Date(now.getTime() + LIMITS.throttledTurnMs), now)

/** True when a session of the user was opened from this address lately: the throttle spares it. */
export async function isFamiliarAddress(db: Db, userId: number, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LIMITS.familiarAddressMs)
  // Stryker disable ObjectLiteral: selecting every column finds the same session.
  const [seen] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1)
  // Stryker restore ObjectLiteral
  return seen !== undefined
}

/** What a failed sign-in started: an address lock, the account's throttle, or neither. */
export type FailureOutcome = { addressLocked: boolean; throttled: boolean }

/** Records a failed sign-in for the pair and for the account; the pair's failure that reaches its limit locks it. */
export async function recordSignInFailure(db: Db, accountKey: string, ip: string, now: Date): Promise<FailureOutcome> {
  const pairKey = pairKeyOf(accountKey, ip)
  const { max, windowMs, lockMs } = LIMITS.signInFailuresPerAddress
  await recordAttempt(db, 'signin-account', accountKey, now)
  await recordAttempt(db, 'signin-address', pairKey, now)
  const throttled = await isThrottled(db, accountKey, now)
  if ((await recentAttempts(db, 'signin-address', pairKey, windowMs, now)) < max) return { addressLocked: false, throttled }
  const until = new Date(now.getTime() + lockMs)
  await db
    .insert(authLocks)
    .values({ scope: 'signin-address', key: pairKey, until })
    .onConflictDoUpdate({ target: [authLocks.scope, authLocks.key], set: { until } })
  // The lock now holds the pair's count; it starts afresh once the lock ends.
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, 'signin-address'), eq(authAttempts.key, pairKey)))
  return { addressLocked: true, throttled }
}

/** A right password from this address: its own failures are forgiven (the account's count stays, it is evidence of others). */
export async function forgetAddressFailures(db: Db, accountKey: string, ip: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, 'signin-address'), eq(authAttempts.key, pairKeyOf(accountKey, ip))))
}

/**
 * Lifts every sign-in limit of an account: each address's failures and lock, the account's
 * count and its throttle. The owner proved the mailbox (an unlock or reset link).
 */
export async function liftSignInLimits(db: Db, accountKey: string): Promise<void> {
  const ofPairs = sql`starts_with(${authAttempts.key}, ${pairPrefix(accountKey)})`
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, 'signin-address'), ofPairs))
  await db
    .delete(authLocks)
    .where(and(eq(authLocks.scope, 'signin-address'), sql`starts_with(${authLocks.key}, ${pairPrefix(accountKey)})`))
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, 'signin-account'), eq(authAttempts.key, accountKey)))
  await db.delete(authLocks).where(and(eq(authLocks.scope, 'signin-account-turn'), eq(authLocks.key, accountKey)))
}
