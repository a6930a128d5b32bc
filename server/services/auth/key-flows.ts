import { eq } from 'drizzle-orm'
import type { AuthErrorCode } from '@contract/schemas/auth'
import type { AppDeps } from '../../app-env'
import { activateComplimentaryPlans } from '../club/plans'
import { DomainError } from '../../errors'
import { users } from '../../store/schema'
import type { Organisation } from '../organisation'
import type { Visitor } from '../visitor'
import { consumeKey, consumeUserKeys, lookUpKey, type KeyPurpose } from './account-keys'
import { hashPassword } from './password'
import { revokeUserSessions, type User } from './sessions'
import { clockOf, openSession, type OpenedSession } from './sign-in'
import { accountKeyOf, liftSignInLimits } from './sign-in-limits'

const KEY_FAILURES = {
  invalid: { code: 'KEY_INVALID', message: 'THIS LINK IS NOT VALID' },
  expired: { code: 'KEY_EXPIRED', message: 'THIS LINK HAS EXPIRED. PLEASE ASK FOR A NEW ONE' },
  used: { code: 'KEY_USED', message: 'THIS LINK HAS ALREADY BEEN USED' },
} satisfies Record<string, { code: AuthErrorCode; message: string }>

type Spent = { ok: true; user: User } | { ok: false; code: AuthErrorCode; message: string; user: User | null }

/** Looks a key up for this organisation and spends it; a failure says why (invalid, expired, used). */
async function spendKey(deps: Pick<AppDeps, 'store' | 'now'>, org: Organisation, key: string, purpose: KeyPurpose): Promise<Spent> {
  const db = deps.store.db
  const now = clockOf(deps)
  const found = await lookUpKey(db, key, purpose, now)
  if (found.state === 'invalid' || found.user.orgId !== org.id) return { ok: false, ...KEY_FAILURES.invalid, user: null }
  if (found.state !== 'valid') return { ok: false, ...KEY_FAILURES[found.state], user: found.user }
  if (!(await consumeKey(db, found.keyId, now))) return { ok: false, ...KEY_FAILURES.used, user: found.user }
  return { ok: true, user: found.user }
}

/**
 * Sets a new password from a reset link: spends the key (and every other reset key of the
 * user), confirms the email (the link proved the mailbox), ends every other session, lifts the
 * account's sign-in limits, and signs the user in.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'store' | 'now'>,
  where: { org: Organisation; visitor: Pick<Visitor, 'ip' | 'userAgent'> },
  input: { key: string; password: string },
): Promise<OpenedSession> {
  const spent = await spendKey(deps, where.org, input.key, 'reset')
  if (!spent.ok) throw new DomainError(spent.code, spent.message)
  const db = deps.store.db
  const now = clockOf(deps)
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), emailConfirmedAt: spent.user.emailConfirmedAt ?? now })
    .where(eq(users.id, spent.user.id))
    .returning()
  await consumeUserKeys(db, user!.id, 'reset', now)
  await revokeUserSessions(db, user!.id, now)
  await liftSignInLimits(db, accountKeyOf(user!.orgId, user!.email))
  // Stryker disable next-line ObjectLiteral: without the options the store's defaults (remember, sso false) and the idle lifetime are the same
  return openSession(deps, where.visitor, user!, { remember: false, sso: false })
}

export type VerifyOutcome =
  | { status: true; message: string; result: { email: string } }
  | { status: false; message: string; code: AuthErrorCode; result: { email: string } | null }

/** Confirms an email from its link. Expired and used keys still name the email, so the client can prefill a new request. */
export async function verifyAccount(deps: Pick<AppDeps, 'store' | 'now'>, org: Organisation, key: string): Promise<VerifyOutcome> {
  const spent = await spendKey(deps, org, key, 'verify')
  if (!spent.ok) {
    return { status: false, message: spent.message, code: spent.code, result: spent.user ? { email: spent.user.email } : null }
  }
  const { user } = spent
  if (!user.emailConfirmedAt) {
    const now = clockOf(deps)
    await deps.store.db.transaction(async (tx) => {
      await tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, user.id))
      // A complimentary plan chosen at sign-up (JoinNow) becomes ACTIVE with the confirmation (issue 18).
      await activateComplimentaryPlans(tx, { orgId: user.orgId, userId: user.id, now })
    })
  }
  return { status: true, message: 'YOUR EMAIL ADDRESS IS CONFIRMED. YOU CAN NOW SIGN IN', result: { email: user.email } }
}

export const ACCOUNT_UNLOCKED = 'YOUR ACCOUNT IS UNLOCKED. YOU CAN NOW SIGN IN'

/**
 * Lifts an account's sign-in limits from a mailed unlock link (every address's lock, the
 * account's throttle) and spends the key. It does not sign in: the link proves the mailbox, not
 * the password, and a mailbox is what a reset link is for. The answer names the email so the
 * sign-in dialog can open with it.
 */
export async function unlockAccount(deps: Pick<AppDeps, 'store' | 'now'>, org: Organisation, key: string): Promise<{ email: string }> {
  const spent = await spendKey(deps, org, key, 'unlock')
  if (!spent.ok) throw new DomainError(spent.code, spent.message)
  await liftSignInLimits(deps.store.db, accountKeyOf(spent.user.orgId, spent.user.email))
  return { email: spent.user.email }
}
