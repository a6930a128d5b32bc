import { and, eq, isNull } from 'drizzle-orm'
import { sessions, users } from '../../store/schema'
import type { Db } from '../../store/store'
import { hashSecret, newSecret } from './tokens'

const HOUR = 3_600_000
/** Idle lifetimes: each use slides the expiry this far ahead. */
export const IDLE_MS = 24 * HOUR
export const REMEMBER_MS = 30 * 24 * HOUR

export type Session = typeof sessions.$inferSelect
export type User = typeof users.$inferSelect

export const idleLifetime = (remember: boolean) => (remember ? REMEMBER_MS : IDLE_MS)

/** Opens a session; answers the row and the secret (the secret goes only into the cookie). */
export async function createSession(
  db: Db,
  input: { userId: number; remember: boolean; sso: boolean; ip: string; userAgent: string | null; country?: string | null; now: Date },
): Promise<{ session: Session; secret: string }> {
  const secret = newSecret()
  const { now } = input
  const [session] = await db
    .insert(sessions)
    .values({
      secretHash: hashSecret(secret),
      userId: input.userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + idleLifetime(input.remember)),
      remember: input.remember,
      sso: input.sso,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 1024) ?? null,
      country: input.country ?? null,
    })
    .returning()
  return { session: session!, secret }
}

/** The session a cookie secret names, live or not, with its user; null when there is none. */
export async function findSession(db: Db, secret: string): Promise<{ session: Session; user: User } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.secretHash, hashSecret(secret)))
  return row ?? null
}

export const isLive = (session: Session, now: Date) => session.revokedAt === null && session.expiresAt > now

/**
 * How stale `last_seen_at` may get before a use writes it again. Sliding a 24-hour (or 30-day)
 * expiry by the minute costs nothing in safety, and skips a write on almost every session check:
 * the check is the busiest call there is (one per page load of every visitor).
 */
export const TOUCH_INTERVAL_MS = 60_000

/** Slides the idle expiry of a live session forward from `now` (at most once a minute). */
export async function touchSession(db: Db, session: Session, now: Date): Promise<Session> {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return session
  const [touched] = await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleLifetime(session.remember)) })
    .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)))
    .returning()
  return touched ?? session
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every live session of a user (after a password change, before the new one opens). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}
