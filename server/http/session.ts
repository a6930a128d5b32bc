import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { findSession, isLive, type FoundSession } from '../services/auth/sessions'
import { hashSecret } from '../services/auth/tokens'
import { noteOrganisationsVersion } from '../services/host-cache'
import type { Organisation } from '../services/organisation'
import { readSessionCookie } from './cookies'
import { resolveOrganisation } from './organisation'

/** A request's session as the cookie names it; `live` is false once revoked, expired or foreign. */
export type SignedIn = Omit<FoundSession, 'organisationsVersion'> & { org: Organisation; secret: string; live: boolean }

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/

/**
 * Installs a lazy, once-per-request session lookup on every /api request. Routes that care call
 * {@link currentSession} (or {@link requireSession}); the others never touch the store for it.
 */
export function sessionMiddleware({ store, now }: Pick<AppDeps, 'store' | 'now'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let found: Promise<SignedIn | null> | undefined
    c.set('sessionLoader', () => {
      found ??= load(c, store.db, now?.() ?? new Date())
      return found
    })
    await next()
  }
}

async function load(c: Context, db: AppDeps['store']['db'], now: Date): Promise<SignedIn | null> {
  const secret = readSessionCookie(c)
  if (!secret || !SECRET_SHAPE.test(secret)) return null
  const found = await findSession(db, secret)
  if (!found) return null
  const { organisationsVersion, ...read } = found
  // Before the organisation is resolved: a change another process made shows in this very request.
  noteOrganisationsVersion(db, organisationsVersion)
  const org = await resolveOrganisation(c, db)
  // A cookie of one organisation's site means nothing on another's.
  if (read.user.orgId !== org.id) return null
  return { ...read, org, secret, live: isLive(read.session, now) }
}

// Routes' contexts carry their own body/query variables; any of them has the loader.
const loaderOf = (c: Context) => c.get('sessionLoader') as AppEnv['Variables']['sessionLoader']

/** The cookie's session even when it is no longer live (checkLogin reports how it ended). */
export function cookieSession(c: Context): Promise<SignedIn | null> {
  return loaderOf(c)()
}

/** The request's live session, or null. */
export async function currentSession(c: Context): Promise<SignedIn | null> {
  const found = await loaderOf(c)()
  return found?.live ? found : null
}

/**
 * `read`, a query of the signed-in member's own rows, sent to the store together with the session
 * lookup rather than after it: it gets the session secret's hash and finds the member through the
 * session row. Under load every round to the store waits behind the other requests' statements and
 * then again in this thread's queue, so asking for the session first and the rows next waited twice
 * where a visitor's request waited once (docs/decisions.md "A member's rows come with the session").
 * Null without a well-formed session cookie; `rows` answers null once the session turns out not to
 * be live on this site, and the hash is there for a statement that finds the member itself.
 */
export function sessionRows<T>(
  c: Context,
  read: (secretHash: string) => Promise<T>,
): { secretHash: string; rows: Promise<T | null> } | null {
  const secret = readSessionCookie(c)
  if (!secret || !SECRET_SHAPE.test(secret)) return null
  const secretHash = hashSecret(secret)
  const rows = Promise.all([currentSession(c), read(secretHash)]).then(([session, found]) => (session ? found : null))
  return { secretHash, rows }
}

/** The request's live session, or the refusal NOT_SIGNED_IN. */
export async function requireSession(c: Context): Promise<SignedIn> {
  const found = await currentSession(c)
  if (!found) throw new DomainError('NOT_SIGNED_IN', 'PLEASE SIGN IN')
  return found
}
