import { and, count, eq, gt, gte, lt, lte } from 'drizzle-orm'
import { DomainError } from '../../errors'
import { authAttempts, authLocks } from '../../store/schema'
import type { Db } from '../../store/store'

/*
 * Brute-force limits, counted in the store so every app process shares them (DESIGN.md).
 * Numbers (docs/api.md "Limits"):
 *  - one account from one address (the pair): 10 failed sign-ins within 15 minutes lock that
 *    address out of that account for 15 minutes, right password or not; other addresses, the
 *    owner's among them, are not refused for it (sign-in-limits.ts);
 *  - one account from every address: 20 failed sign-ins within 15 minutes throttle it: until the
 *    count falls below 20, addresses the account has not signed in from in 30 days get one
 *    attempt a minute between them, so a botnet guesses slowly and the owner is at worst slowed;
 *  - an unlock mail to the account's owner when either starts, at most one an hour (its link
 *    lives an hour, account-keys.ts), so a lock-out cannot be turned into a flood of mail;
 *  - one IP: 30 sign-in attempts (any outcome) per 15 minutes — a few mistyped passwords
 *    for several accounts behind one NAT fit; credential stuffing from it does not;
 *  - one IP: 5 forgot-password / resend-verification requests per 15 minutes;
 *  - one email: 3 mails per hour (extra requests get the same answer but send nothing), and at
 *    most one confirmation mail a minute (a double-clicked "resend" sends one);
 *  - sign-up, per IP: 30 existence checks and 30 invitation look-ups per 15 minutes (a family
 *    behind one NAT fits), 10 access-code checks per 15 minutes (a code of 8 characters cannot be
 *    found 10 guesses at a time), 10 sign-ups per hour.
 */
const MINUTE = 60_000
export const LIMITS = {
  signInFailuresPerAddress: { max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  signInFailuresPerAccount: { max: 20, windowMs: 15 * MINUTE },
  /** While an account is throttled: one attempt in this time from the addresses it does not know. */
  throttledTurnMs: MINUTE,
  /** An address the account signed in from (a session opened there) within this time is not throttled. */
  familiarAddressMs: 30 * 24 * 60 * MINUTE,
  /** At most one unlock mail per account in this time. */
  unlockMailGapMs: 60 * MINUTE,
  signInPerIp: { max: 30, windowMs: 15 * MINUTE },
  mailPerIp: { max: 5, windowMs: 15 * MINUTE },
  mailPerEmail: { max: 3, windowMs: 60 * MINUTE },
  /** At most one confirmation mail per email in this time (a claim, see {@link claim}). */
  confirmationMailGapMs: MINUTE,
  accountCheckPerIp: { max: 30, windowMs: 15 * MINUTE },
  accessCodeCheckPerIp: { max: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { max: 10, windowMs: 60 * MINUTE },
  invitationPerIp: { max: 30, windowMs: 15 * MINUTE },
} as const

export type Scope =
  | 'signin-ip'
  | 'signin-address'
  | 'signin-account'
  | 'signin-account-turn'
  | 'unlock-mail'
  | 'mail-ip'
  | 'mail-email'
  | 'confirmation-email'
  | 'account-check-ip'
  | 'access-code-ip'
  | 'sign-up-ip'
  | 'invitation-ip'
  // Creating reservations (server/services/reservations/booking-limits.ts has their numbers).
  | 'booking-guest-ip'
  | 'booking-guest-email'
  | 'booking-account'
  // Finding a booking at /manage-booking (server/services/reservations/find-limits.ts has their numbers).
  | 'find-booking-ip'
  | 'find-booking-reference'
  // The account area (issue 17; server/services/account/limits.ts has their numbers).
  | 'account-password'
  | 'email-change-user'
  | 'quote-mail-agent'
  | 'quote-mail-quote'
  | 'quote-view-ip'
  // Referral invitations by mail (server/services/club/referral-mail.ts has their numbers).
  | 'referral-mail-member'
  | 'referral-mail-email'
  // Savings codes checked by a daily-deals site (server/routes/savings.ts).
  | 'savings-verify-ip'

/** Counts attempts of (scope, key) since `windowMs` before `now`, dropping older rows as it goes. */
export async function recentAttempts(db: Db, scope: Scope, key: string, windowMs: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowMs)
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key), lt(authAttempts.at, since)))
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key), gte(authAttempts.at, since)))
  return row!.n
}

export async function recordAttempt(db: Db, scope: Scope, key: string, now: Date): Promise<void> {
  await db.insert(authAttempts).values({ scope, key, at: now })
}

/** Counts this attempt and refuses it (TOO_MANY_REQUESTS) when the key already used up its window. */
export async function takeAttempt(db: Db, scope: Scope, key: string, limit: { max: number; windowMs: number }, now: Date) {
  if ((await recentAttempts(db, scope, key, limit.windowMs, now)) >= limit.max) {
    throw new DomainError('TOO_MANY_REQUESTS', 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER')
  }
  await recordAttempt(db, scope, key, now)
}

/**
 * Claims (scope, key) until `until` unless an earlier claim still holds; true when this call got
 * it. One statement (the row lock of ON CONFLICT decides), so of two concurrent calls exactly one
 * wins: what a check-then-record count cannot promise for a double-clicked button.
 */
export async function claim(db: Db, scope: Scope, key: string, until: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(authLocks)
    .values({ scope, key, until })
    .onConflictDoUpdate({ target: [authLocks.scope, authLocks.key], set: { until }, setWhere: lte(authLocks.until, now) })
    .returning({ key: authLocks.key })
  return claimed.length === 1
}

export async function isLocked(db: Db, scope: Scope, key: string, now: Date): Promise<boolean> {
  // Stryker disable ObjectLiteral: selecting every column finds the same lock.
  const [lock] = await db
    .select({ until: authLocks.until })
    .from(authLocks)
    .where(and(eq(authLocks.scope, scope), eq(authLocks.key, key), gt(authLocks.until, now)))
  // Stryker restore ObjectLiteral
  return lock !== undefined
}
