import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm'
import { nationalities, promotionVisits, sessions, storeMeta, subscriptions, users } from '../../store/schema'
import { ORGANISATIONS_VERSION_KEY } from '../host-cache'
import type { Plans } from './profile'
import { builtOnce } from '../../store/prepared'
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

/** What the session check needs of a cookie's session, read in one query (issue 19). */
export type FoundSession = {
  session: Session
  user: User
  /** The user's plans, oldest first, as the profile lists them. */
  plans: Plans
  /** The ISO code of the user's nationality, or null. */
  countryCode: string | null
  /** The organisations' version in the store (services/host-cache.ts), read alongside for the host cache. */
  organisationsVersion: string | null
  /** The user has seen /promotions (issue 18, SPEC §3 promotions.isPromotionVisited). */
  promotionVisited: boolean
}

/** One plan as json_build_object writes it; timestamps come back as text. */
type PlanRow = { plan_status: Plans[number]['plan_status']; plan_name: string; starts_at: string; ends_at: string | null }

/**
 * The session a cookie secret names, live or not, with its user, the user's plans and country and
 * the organisations' version; null when there is none. One query: the session check runs on every
 * page load of every visitor, so it costs one round trip to the store, not four.
 */
export async function findSession(db: Db, secret: string): Promise<FoundSession | null> {
  const [row] = await sessionLookup(db).execute({ secretHash: hashSecret(secret) })
  if (!row) return null
  const iso = (value: string) => new Date(value).toISOString()
  const plans = (row.plans ?? []).map((plan) => ({
    plan_status: plan.plan_status,
    plan_name: plan.plan_name,
    starts_at: iso(plan.starts_at),
    ends_at: plan.ends_at === null ? null : iso(plan.ends_at),
  }))
  return {
    session: row.session,
    user: row.user,
    countryCode: row.countryCode,
    plans,
    organisationsVersion: row.organisationsVersion,
    promotionVisited: row.promotionVisited === true,
  }
}

/** findSession's one query, by the secret's hash (`npm run bench` runs its SQL raw on the store, to compare). */
export function sessionQuery(db: Db, secretHash: string | Placeholder) {
  return db
    .select({
      session: sessions,
      user: users,
      countryCode: nationalities.code,
      plans: sql<PlanRow[] | null>`(select json_agg(json_build_object(
          'plan_status', ${subscriptions.planStatus}, 'plan_name', ${subscriptions.planName},
          'starts_at', ${subscriptions.startsAt}, 'ends_at', ${subscriptions.endsAt})
          order by ${subscriptions.startsAt}, ${subscriptions.id})
        from ${subscriptions} where ${subscriptions.userId} = ${users.id})`,
      organisationsVersion: sql<
        string | null
      >`(select ${storeMeta.value} from ${storeMeta} where ${storeMeta.key} = ${ORGANISATIONS_VERSION_KEY})`,
      promotionVisited: sql<boolean>`exists(select 1 from ${promotionVisits} where ${promotionVisits.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(nationalities, eq(nationalities.id, users.nationalityId))
    .where(eq(sessions.secretHash, secretHash))
}

/** findSession's query as it runs: built once per store (store/prepared.ts), the hash filled in per call. */
const sessionLookup = builtOnce((db) => sessionQuery(db, sql.placeholder('secretHash')).prepare('session_lookup'))

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
