import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { SignInResult } from '@contract/schemas/auth'
import type { AppDeps } from '../../app-env'
import { DomainError } from '../../errors'
import { organisations, users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import type { Visitor } from '../visitor'
import { mailUnlockLink } from './account-mail'
import { clockOf } from './clock'
import { signInResult } from './profile'
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './password'
import { createSession, type Session, type User } from './sessions'
import {
  accountKeyOf,
  forgetAddressFailures,
  isAddressLocked,
  isFamiliarAddress,
  isThrottled,
  recordSignInFailure,
  takeThrottledTurn,
} from './sign-in-limits'
import { LIMITS, takeAttempt } from './throttle'

/** The default sign-in failure (docs/rules.md#errors); the same for a wrong password and an unknown email. */
export const INVALID_CREDENTIALS = 'INVALID EMAIL ADDRESS OR PASSWORD'
export const OTHER_ORGANISATION = 'THIS ACCOUNT BELONGS TO ANOTHER SITE. PLEASE SIGN IN WHERE YOU CREATED IT'
/** This address is locked out of this account (LIMITS.signInFailuresPerAddress); other addresses are not. */
export const ADDRESS_LOCKED =
  'TOO MANY FAILED SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 15 MINUTES, OR CHECK YOUR EMAIL FOR A LINK TO UNLOCK YOUR ACCOUNT'
/** The account is throttled (LIMITS.signInFailuresPerAccount) and another address took this minute's attempt. */
export const ACCOUNT_THROTTLED =
  'TOO MANY FAILED SIGN-IN ATTEMPTS ON THIS ACCOUNT. PLEASE TRY AGAIN IN A MINUTE, OR CHECK YOUR EMAIL FOR A LINK TO UNLOCK YOUR ACCOUNT'

export { clockOf }

/**
 * A session just opened: `result` is the sign-in answer (its `token` is the session's public id);
 * `secret` is for the HttpOnly cookie the route sets, never for the answer's body.
 */
export type OpenedSession = { result: SignInResult; secret: string; session: Session }

/** Opens a session for a user, recording where it was opened from. */
export async function openSession(
  deps: Pick<AppDeps, 'store' | 'now'>,
  visitor: Pick<Visitor, 'ip' | 'userAgent' | 'country'>,
  user: User,
  options: { remember: boolean; sso: boolean },
): Promise<OpenedSession> {
  const { session, secret } = await createSession(deps.store.db, {
    userId: user.id,
    ...options,
    ip: visitor.ip,
    userAgent: visitor.userAgent,
    country: visitor.country ?? null,
    now: clockOf(deps),
  })
  return { result: await signInResult(deps.store.db, user, session.id), secret, session }
}

/**
 * The account a password is checked against: this organisation's user with the email, else one
 * of another organisation with a password (the oldest), in one query. The organisations
 * sub-select lets users_org_email (org_id, email) serve the lookup by email alone. Another
 * organisation's account that has locked this address out or is throttled is not offered (the
 * refusal would tell).
 */
async function accountToCheck(db: Db, orgId: number, email: string, ip: string, now: Date): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.orgId, db.select({ id: organisations.id }).from(organisations)),
        eq(users.email, email),
        or(eq(users.orgId, orgId), isNotNull(users.passwordHash)),
      ),
    )
    .orderBy(sql`${users.orgId} = ${orgId} desc`, asc(users.id))
    .limit(1)
  if (!user || user.orgId === orgId) return user
  const itsKey = accountKeyOf(user.orgId, email)
  if ((await isAddressLocked(db, itsKey, ip, now)) || (await isThrottled(db, itsKey, now))) return undefined
  return user
}

/**
 * Refuses an attempt the sign-in limits hold back: this address locked out of the account, or
 * the account throttled and this minute's attempt taken. Addresses the account has signed in
 * from lately skip the throttle, so the owner's usual devices are never slowed by others.
 */
async function holdBack(db: Db, accountKey: string, ip: string, ownUser: User | undefined, now: Date) {
  if (await isAddressLocked(db, accountKey, ip, now)) throw new DomainError('ACCOUNT_LOCKED', ADDRESS_LOCKED)
  if (!(await isThrottled(db, accountKey, now))) return
  if (ownUser && (await isFamiliarAddress(db, ownUser.id, ip, now))) return
  if (!(await takeThrottledTurn(db, accountKey, now))) throw new DomainError('ACCOUNT_THROTTLED', ACCOUNT_THROTTLED)
}

/**
 * Email-and-password sign-in, behind both sign-in paths of docs/api.md#sign-in. Order matters: the
 * IP limit and the account's limits (sign-in-limits.ts) are checked before any password work, and
 * the password is checked before the account's state is revealed (unconfirmed, another
 * organisation's), so only the owner learns it. Every attempt hashes once, whatever the account,
 * so timing tells nothing either. A failure that locks an address out or throttles the account
 * mails its owner an unlock link.
 */
export async function signInWithPassword(
  deps: AppDeps,
  where: { org: Organisation; visitor: Pick<Visitor, 'ip' | 'userAgent' | 'origin'> },
  input: { email: string; password: string; remember: boolean },
): Promise<OpenedSession> {
  const db = deps.store.db
  const now = clockOf(deps)
  const { org, visitor } = where
  await takeAttempt(db, 'signin-ip', visitor.ip, LIMITS.signInPerIp, now)

  const accountKey = accountKeyOf(org.id, input.email)
  const user = await accountToCheck(db, org.id, input.email, visitor.ip, now)
  const ownUser = user?.orgId === org.id ? user : undefined
  await holdBack(db, accountKey, visitor.ip, ownUser, now)
  const matches = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await dummyVerify(input.password)
  if (!user || !matches) {
    const outcome = await recordSignInFailure(db, accountKey, visitor.ip, now)
    // Guessing another organisation's password from here counts against that account's limits too.
    if (user && !ownUser) await recordSignInFailure(db, accountKeyOf(user.orgId, input.email), visitor.ip, now)
    if (ownUser?.passwordHash && (outcome.addressLocked || outcome.throttled)) await mailUnlockLink(deps, org, visitor.origin, ownUser)
    throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS)
  }
  if (user.orgId !== org.id) throw new DomainError('OTHER_ORGANISATION', OTHER_ORGANISATION)
  if (!user.emailConfirmedAt) {
    throw new DomainError('EMAIL_NOT_CONFIRMED', 'PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN')
  }
  await forgetAddressFailures(db, accountKey, visitor.ip)
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id))
  }
  return openSession(deps, visitor, user, { remember: input.remember, sso: false })
}
