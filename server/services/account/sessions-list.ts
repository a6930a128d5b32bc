import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import Bowser from 'bowser'
import type { ActiveSession } from '@contract/schemas/account'
import { DomainError } from '../../errors'
import { sessions } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Session } from '../auth/sessions'

/** "Chrome 124", "Safari 17"…: the browser's name and major version; null when the browser did not say. */
function browserOf(parsed: Bowser.Parser.ParsedResult): string | null {
  const { name, version } = parsed.browser
  if (!name) return null
  const major = version?.split('.')[0]
  return major ? `${name} ${major}` : name
}

/** "iPhone", "Android phone", "Windows computer"…: the kind of device and its system, as far as the user agent tells. */
function deviceOf(parsed: Bowser.Parser.ParsedResult): string | null {
  const os = parsed.os.name ?? null
  const model = parsed.platform.model
  if (model && /^(iPhone|iPad)$/.test(model)) return model
  const type = parsed.platform.type
  if (!os) return null
  if (type === 'mobile') return `${os} phone`
  if (type === 'tablet') return `${os} tablet`
  return os
}

/** What a User-Agent says of the device and browser, for people (never trusted for anything else). */
export function describeUserAgent(userAgent: string | null): { device: string | null; browser: string | null } {
  if (!userAgent) return { device: null, browser: null }
  try {
    const parsed = Bowser.parse(userAgent)
    return { device: deviceOf(parsed), browser: browserOf(parsed) }
  } catch {
    return { device: null, browser: null }
  }
}

const live = (userId: number, now: Date) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))

/** The user's live sessions, the current one first, then by last use. */
export async function activeSessions(db: Db, userId: number, current: Session, now: Date): Promise<ActiveSession[]> {
  const rows = await db.select().from(sessions).where(live(userId, now)).orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === current.id,
      ...describeUserAgent(row.userAgent),
      country: row.country,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/**
 * Ends one of the user's other sessions ("sign out of this session"): the current one is ended
 * by signing out (409 CURRENT_SESSION); a session that is not the user's, or no longer live, is
 * the same 404 as one that never was.
 */
export async function revokeOne(db: Db, userId: number, current: Session, id: string, now: Date): Promise<void> {
  if (id === current.id) throw new DomainError('CURRENT_SESSION', 'TO END THIS SESSION, SIGN OUT')
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), live(userId, now)))
    .returning({ id: sessions.id })
  if (ended.length === 0) throw new DomainError('NOT_FOUND', 'THIS SESSION IS NOT ONE OF YOURS, OR HAS ENDED')
}

/** Ends every other live session of the user ("sign out everywhere else"); answers how many. */
export async function revokeOthers(db: Db, userId: number, current: Session, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(userId, now), ne(sessions.id, current.id)))
    .returning({ id: sessions.id })
  return ended.length
}
