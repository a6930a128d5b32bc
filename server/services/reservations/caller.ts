import { cookieNames } from '@contract/cookie-names'
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { canBook } from '@contract/permissions'
import type { Config } from '../../config'
import { HttpError } from '../../errors'
import { currentSession } from '../auth/current-session'
import { isHttps } from '../auth/cookie'
import type { User } from '../auth/sessions'
import { sha256Hex } from '../digest'
import { resolveOrganisation, type Organisation } from '../organisation'
import type { Db } from '../../store/store'

/** SPEC §3's cookie a guest booking sets; the client sends it back as `token` (src/lib/cookies.ts spells it the same). */
export const RESERVATION_TOKEN_COOKIE = cookieNames.myReservationToken
const TOKEN_MAX_AGE_S = 180 * 24 * 60 * 60
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/

/**
 * Who is asking: a signed-in user of the organisation, or a guest browser known by the sha-256
 * of its reservation token (null when it has none, or one that is not a token of ours).
 */
export type Caller = { org: Organisation } & ({ kind: 'user'; user: User } | { kind: 'guest'; tokenHash: string | null })

/** The stored form of a guest token: its sha-256, so a leaked table names no browser's token. */
export const guestTokenHash = (token: string) => sha256Hex(token)

/** The browser's reservation token cookie ('' when it has none). */
export const tokenCookie = (c: Context) => getCookie(c, RESERVATION_TOKEN_COOKIE) ?? ''

/**
 * The caller: the session cookie's user, else a guest known by `token` (the body's on the list,
 * detail and cancel calls, as SPEC §7 sends it; the cookie's on a booking).
 */
export async function callerOf(c: Context, db: Db, token: string): Promise<Caller> {
  const signedIn = await currentSession(c)
  if (signedIn) return { org: signedIn.org, kind: 'user', user: signedIn.user }
  const org = await resolveOrganisation(c, db)
  return { org, kind: 'guest', tokenHash: TOKEN_SHAPE.test(token) ? guestTokenHash(token) : null }
}

/**
 * SPEC §6 booking permission: allowed when the organisation books without a session (guest or
 * member), otherwise only for a signed-in user whose profile says can_user_book 1. A 403
 * BOOKING_NOT_PERMITTED names what the caller can do about it.
 */
export function assertMayBook(caller: Caller): void {
  const user = caller.kind === 'user' ? caller.user : null
  const profile = user ? { can_user_book: user.canUserBook === 1 ? 1 : 0 } : null
  if (canBook(caller.org.canBookWithoutSession, profile)) return
  throw new HttpError(
    403,
    user ? 'Your account is not allowed to make bookings here. Please contact us to book.' : 'Please sign in to book.',
    'BOOKING_NOT_PERMITTED',
  )
}

/** Whether the user is an agent (SPEC §6: user type 1), whose bookings for clients carry their id. */
export const isAgent = (user: User) => user.usrType === 1

/** A new guest token: 32 random bytes, base64url. */
export const mintGuestToken = () => randomBytes(32).toString('base64url')

/**
 * Sets the myReservationToken cookie of a guest's first booking: readable by the page (it sends
 * it back as `token`), SameSite=Lax, for 180 days, Secure over HTTPS.
 */
export function setGuestTokenCookie(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>, token: string): void {
  setCookie(c, RESERVATION_TOKEN_COOKIE, token, { path: '/', sameSite: 'Lax', secure: isHttps(c, config), maxAge: TOKEN_MAX_AGE_S })
}
