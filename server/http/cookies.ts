import { cookieNames } from '@contract/cookie-names'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Config } from '../config'
import { REMEMBER_MS, type Session } from '../services/auth/sessions'
import { httpsThroughTrustedProxy } from './client-ip'

/** The cookie name (docs/rules.md#cookies). HttpOnly: scripts never see the secret. */
export const SESSION_COOKIE = cookieNames.userToken
export const IMPERSONATE_COOKIE = 'is_impersonate'

/**
 * True when the client reached us over HTTPS: the request URL says so, or a trusted proxy's
 * X-Forwarded-Proto does (anyone else's header could be made up).
 */
export function isHttps(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>): boolean {
  return new URL(c.req.url).protocol === 'https:' || httpsThroughTrustedProxy(c, config)
}

export const readSessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE)

/**
 * Sets the session cookie: SameSite=Lax, HttpOnly, Secure over HTTPS. A remembered session gets
 * Max-Age (30 days, renewed on use); otherwise it is a browser-session cookie.
 */
export function setSessionCookie(
  c: Context,
  config: Pick<Config, 'TRUSTED_PROXIES'>,
  { secret, session }: { secret: string; session: Session },
) {
  setCookie(c, SESSION_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, config),
    ...(session.remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  })
}

export function clearSessionCookies(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>) {
  const secure = isHttps(c, config)
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure })
  deleteCookie(c, IMPERSONATE_COOKIE, { path: '/', secure })
}

/** The cookie a guest booking sets (docs/rules.md#cookies); the client sends it back as `token`. */
export const RESERVATION_TOKEN_COOKIE = cookieNames.myReservationToken
const TOKEN_MAX_AGE_S = 180 * 24 * 60 * 60

/** The browser's reservation token cookie ('' when it has none). */
export const reservationTokenCookie = (c: Context) => getCookie(c, RESERVATION_TOKEN_COOKIE) ?? ''

/**
 * Sets the myReservationToken cookie of a guest's first booking: readable by the page (it sends
 * it back as `token`), SameSite=Lax, for 180 days, Secure over HTTPS.
 */
export function setGuestTokenCookie(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>, token: string): void {
  setCookie(c, RESERVATION_TOKEN_COOKIE, token, { path: '/', sameSite: 'Lax', secure: isHttps(c, config), maxAge: TOKEN_MAX_AGE_S })
}

/** The visitor's language (docs/rules.md#cookies's `lan_code` cookie), as sent. */
export const languageCookie = (c: Context) => getCookie(c, cookieNames.languageCode)
