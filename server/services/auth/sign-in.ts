import type { Context } from 'hono'
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { SignInResult } from '@contract/schemas/auth'
import type { AppDeps } from '../../app-env'
import { HttpError } from '../../errors'
import { organisations, users } from '../../store/schema'
import type { Db } from '../../store/store'
import { clientIp } from '../client-ip'
import { resolveOrganisation } from '../organisation'
import { setSessionCookie } from './cookie'
import { signInResult } from './profile'
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './password'
import { createSession, type User } from './sessions'
import { clearAttempts, isLocked, LIMITS, recordFailure, takeAttempt } from './throttle'

/** SPEC §8's default sign-in failure; the same for a wrong password and an unknown email. */
export const INVALID_CREDENTIALS = 'INVALID EMAIL ADDRESS OR PASSWORD'
export const OTHER_ORGANISATION = 'THIS ACCOUNT BELONGS TO ANOTHER SITE. PLEASE SIGN IN WHERE YOU CREATED IT'

export const clockOf = (deps: Pick<AppDeps, 'now'>) => deps.now?.() ?? new Date()

/**
 * Opens a session for a user: the secret goes into the HttpOnly cookie, the answer carries the
 * sign-in result whose `token` is the session's public id.
 */
export async function openSession(
  c: Context,
  deps: AppDeps,
  user: User,
  options: { remember: boolean; sso: boolean },
): Promise<SignInResult> {
  const { session, secret } = await createSession(deps.store.db, {
    userId: user.id,
    ...options,
    ip: clientIp(c, deps.config),
    userAgent: c.req.header('user-agent') ?? null,
    now: clockOf(deps),
  })
  setSessionCookie(c, deps.config, secret, session)
  return signInResult(deps.store.db, user, session.id)
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
    .where(and(
      inArray(users.orgId, db.select({ id: organisations.id }).from(organisations)),
      eq(users.email, email),
      or(eq(users.orgId, orgId), isNotNull(users.passwordHash)),
    ))
    .orderBy(sql`${users.orgId} = ${orgId} desc`, asc(users.id))
    .limit(1)
  if (user && user.orgId !== orgId && (await isLocked(db, 'signin-email', `${user.orgId}:${email}`, now))) return undefined
  return user
}

/**
 * Email-and-password sign-in, behind both sign-in paths of SPEC §7. Order matters: the IP and
 * email limits are checked before any password work, and the password is checked before the
 * account's state is revealed (unconfirmed, another organisation's), so only the owner learns
 * it. Every attempt hashes once, whatever the account, so timing tells nothing either.
 */
export async function signInWithPassword(
  c: Context,
  deps: AppDeps,
  input: { email: string; password: string; remember: boolean },
): Promise<SignInResult> {
  const db = deps.store.db
  const now = clockOf(deps)
  const org = await resolveOrganisation(c, db)
  await takeAttempt(db, 'signin-ip', clientIp(c, deps.config), LIMITS.signInPerIp, now)

  const emailKey = `${org.id}:${input.email}`
  if (await isLocked(db, 'signin-email', emailKey, now)) {
    throw new HttpError(429, 'TOO MANY FAILED SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 15 MINUTES', 'ACCOUNT_LOCKED')
  }
  const user = await accountToCheck(db, org.id, input.email, now)
  const matches = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await dummyVerify(input.password)
  if (!user || !matches) {
    await recordFailure(db, emailKey, now)
    // Guessing another organisation's password from here counts against that account's lock too.
    if (user && user.orgId !== org.id) await recordFailure(db, `${user.orgId}:${input.email}`, now)
    throw new HttpError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS')
  }
  if (user.orgId !== org.id) throw new HttpError(403, OTHER_ORGANISATION, 'OTHER_ORGANISATION')
  if (!user.emailConfirmedAt) {
    throw new HttpError(403, 'PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN', 'EMAIL_NOT_CONFIRMED')
  }
  await clearAttempts(db, 'signin-email', emailKey)
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id))
  }
  return openSession(c, deps, user, { remember: input.remember, sso: false })
}
