import { DomainError } from '../../errors'
import { dummyVerify, verifyPassword } from '../auth/password'
import type { User } from '../auth/sessions'
import { recentAttempts, recordAttempt } from '../auth/throttle'
import type { Db } from '../../store/store'

const MINUTE = 60_000

/*
 * The account area's limits (issue 17; docs/api.md "Limits"), counted in the store beside the
 * sign-in counts (auth_attempts), so every server process shares them:
 *  - a password asked for again (email change, password change, deletion): 5 wrong ones in 15
 *    minutes per account refuse the next for the rest of the window — a stolen session cannot
 *    guess the password through these calls faster than through sign-in;
 *  - email changes: 3 an hour per account, each mailing the new address (and, once confirmed,
 *    the old one), so a session cannot be used to mail strangers;
 *  - quotes: 30 mails an hour per agent, and one a minute per quote (a double click sends one);
 *    30 openings of a quote link per 15 minutes per IP (each one prices every offer again).
 */
export const ACCOUNT_LIMITS = {
  wrongPasswords: { max: 5, windowMs: 15 * MINUTE },
  emailChanges: { max: 3, windowMs: 60 * MINUTE },
  /** A confirmation link to a new address stays good this long. */
  emailChangeLinkMs: 24 * 60 * MINUTE,
  quoteMailsPerAgent: { max: 30, windowMs: 60 * MINUTE },
  quoteMailGapMs: MINUTE,
  quoteViewsPerIp: { max: 30, windowMs: 15 * MINUTE },
} as const

export const WRONG_PASSWORD = 'THE PASSWORD IS NOT RIGHT'
export const TOO_MANY_WRONG_PASSWORDS = 'TOO MANY WRONG PASSWORDS. PLEASE TRY AGAIN IN 15 MINUTES'

/**
 * Checks the password the signed-in user typed to confirm a change. An account without one (SSO
 * or social sign-in only) confirms with its email address instead. Wrong answers are counted per
 * account (ACCOUNT_LIMITS.wrongPasswords); past the limit every answer is refused until the
 * window passes, so the check cannot be used to guess.
 */
export async function confirmWithPassword(db: Db, user: User, typed: string, now: Date): Promise<void> {
  const key = String(user.id)
  const { max, windowMs } = ACCOUNT_LIMITS.wrongPasswords
  if ((await recentAttempts(db, 'account-password', key, windowMs, now)) >= max) {
    throw new DomainError('TOO_MANY_REQUESTS', TOO_MANY_WRONG_PASSWORDS)
  }
  const right = user.passwordHash
    ? await verifyPassword(typed, user.passwordHash)
    : (await dummyVerify(typed), typed.trim().toLowerCase() === user.email)
  if (right) return
  await recordAttempt(db, 'account-password', key, now)
  throw new DomainError('WRONG_PASSWORD', WRONG_PASSWORD)
}
