import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { SignInResult } from '@contract/schemas/auth'
import type { AppDeps } from '../../app-env'
import { DomainError } from '../../errors'
import { organisations, users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import type { Visitor } from '../visitor'
import { signInResult } from './profile'
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './password'
import { createSession, type Session, type User } from './sessions'
import { clearAttempts, isLocked, LIMITS, recordFailure, takeAttempt } from './throttle'

/** The default sign-in failure (docs/rules.md#errors); the same for a wrong password and an unknown email. */
export const INVALID_CREDENTIALS = 'INVALID EMAIL ADDRESS OR PASSWORD'
export const OTHER_ORGANISATION = 'THIS ACCOUNT BELONGS TO ANOTHER SITE. PLEASE SIGN IN WHERE YOU CREATED IT'

export const clockOf = (deps: Pick<AppDeps, 'now'>) => deps.now?.() ?? new Date()

/**
 * A session just opened: `result` is the sign-in answer (its `token` is the session's public id);
 * `secret` is for the HttpOnly cookie the route sets, never for the answer's body.
 */
export type OpenedSession = { result: SignInResult; secret: string; session: Session }

/** Opens a session for a user, recording where it was opened from. */
export async function openSession(
  deps: Pick<AppDeps, 'store' | 'now'>,
  visitor: Pick<Visitor, 'ip' | 'userAgent'>,
  user: User,
  options: { remember: boolean; sso: boolean },
): Promise<OpenedSession> {
  const { session, secret } = await createSession(deps.store.db, {
    userId: user.id,
    ...options,
    ip: visitor.ip,
    userAgent: visitor.userAgent,
    now: clockOf(deps),
  })
  return { result: await signInResult(deps.store.db, user, session.id), secret, session }
}

/**
 * The account a password is checked against: this organisation's user with the email, else one
 * of another organisation with a password (the oldest), in one query. The organisations
 * sub-select lets users_org_email (org_id, email) serve the lookup by email alone. Another
 * organisation's account whose own email key is locked is not offered (the lock would tell).
 */
async function accountToCheck(db: Db, orgId: number, email: string, now: Date): Promise<User | undefined> {
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
  if (user && user.orgId !== orgId && (await isLocked(db, 'signin-email', `${user.orgId}:${email}`, now))) return undefined
  return user
}

/**
 * Email-and-password sign-in, behind both sign-in paths of docs/api.md#sign-in. Order matters: the IP and
 * email limits are checked before any password work, and the password is checked before the
 * account's state is revealed (unconfirmed, another organisation's), so only the owner learns
 * it. Every attempt hashes once, whatever the account, so timing tells nothing either.
 */
export async function signInWithPassword(
  deps: Pick<AppDeps, 'store' | 'now'>,
  where: { org: Organisation; visitor: Pick<Visitor, 'ip' | 'userAgent'> },
  input: { email: string; password: string; remember: boolean },
): Promise<OpenedSession> {
  const db = deps.store.db
  const now = clockOf(deps)
  const { org, visitor } = where
  await takeAttempt(db, 'signin-ip', visitor.ip, LIMITS.signInPerIp, now)

  const emailKey = `${org.id}:${input.email}`
  if (await isLocked(db, 'signin-email', emailKey, now)) {
    throw new DomainError('ACCOUNT_LOCKED', 'TOO MANY FAILED SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 15 MINUTES')
  }
  const user = await accountToCheck(db, org.id, input.email, now)
  const matches = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await dummyVerify(input.password)
  if (!user || !matches) {
    await recordFailure(db, emailKey, now)
    // Guessing another organisation's password from here counts against that account's lock too.
    if (user && user.orgId !== org.id) await recordFailure(db, `${user.orgId}:${input.email}`, now)
    throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS)
  }
  if (user.orgId !== org.id) throw new DomainError('OTHER_ORGANISATION', OTHER_ORGANISATION)
  if (!user.emailConfirmedAt) {
    throw new DomainError('EMAIL_NOT_CONFIRMED', 'PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN')
  }
  await clearAttempts(db, 'signin-email', emailKey)
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id))
  }
  return openSession(deps, visitor, user, { remember: input.remember, sso: false })
}
