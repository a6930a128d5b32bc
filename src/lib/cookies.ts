import Cookies from 'js-cookie'
import { cookieNames, type CookieKey } from '@contract/cookie-names'

/** Reads one cookie by key; an absent or empty cookie is null. */
export function getCookie(key: CookieKey): string | null {
  const value = Cookies.get(cookieNames[key])
  return value === undefined || value === '' ? null : value
}

/** Writes one cookie by key for the whole site; `days` defaults to a year. */
export function setCookie(key: CookieKey, value: string, days = 365): void {
  Cookies.set(cookieNames[key], value, { path: '/', sameSite: 'Lax', expires: days })
}

/** Removes one cookie by key. */
export function removeCookie(key: CookieKey): void {
  Cookies.remove(cookieNames[key], { path: '/' })
}
