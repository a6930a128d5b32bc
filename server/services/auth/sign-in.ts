import type { Context } from 'hono'
import { and, eq } from 'drizzle-orm'
import type { SignInResult } from '@/api/schemas/auth'
import type { AppDeps } from '../../app-env'
import { HttpError } from '../../errors'
import { users } from '../../store/schema'
import { clientIp } from '../client-ip'
import { resolveOrganisation } from '../organisation'
import { setSessionCookie } from './cookie'
import { signInResult } from './profile'
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './password'
import { createSession, type User } from './sessions'
import { clearAttempts, isLocked, LIMITS, recordFailure, takeAttempt } from './throttle'

/** SPEC §8's default sign-in failure; the same for a wrong password, an unknown email or another organisation's user. */
export const INVALID_CREDENTIALS = 'INVALID EMAIL ADDRESS OR PASSWORD'

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
 * Email-and-password sign-in, behind both sign-in paths of SPEC §7. Order matters: the IP and
 * email limits are checked before any password work, and the password is checked before the
 * account's state is revealed (unconfirmed), so only the owner learns it.
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
  const [user] = await db.select().from(users).where(and(eq(users.orgId, org.id), eq(users.email, input.email)))
  const matches = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await dummyVerify(input.password)
  if (!user || !matches) {
    await recordFailure(db, emailKey, now)
    throw new HttpError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS')
  }
  if (!user.emailConfirmedAt) {
    throw new HttpError(403, 'PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN', 'EMAIL_NOT_CONFIRMED')
  }
  await clearAttempts(db, 'signin-email', emailKey)
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id))
  }
  return openSession(c, deps, user, { remember: input.remember, sso: false })
}
