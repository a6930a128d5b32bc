import Cookies from 'js-cookie'

/**
 * Every cookie and stored key of SPEC §3, in one place. Nothing else in the client spells a
 * cookie name.
 */
export const cookieNames = {
  userToken: 'userToken',
  languageCode: 'lan_code',
  currencyCode: 'currency_code',
  orgId: 'orgid',
  whiteLabelOrg: 'wlOrg',
  orgName: 'orgName',
  userCountryCode: 'userCountryCode',
  orgCountryCode: 'orgCountryCode',
  trueClientIp: 'true-client-ip',
  sessionKey: 'session_key',
  userData: 'userData',
  countryInfo: 'countryInfo',
  myReservationToken: 'myReservationToken',
  searchLatitude: 'searchLatitude',
  searchLongitude: 'searchLongitude',
  isImpersonate: 'is_impersonate',
  noShowPlansHome: 'noShowPlansHome',
  /** SPEC §3: "After sign-in a stored action marker is set to login". The key is not named; ours. */
  actionMarker: 'action',
  /**
   * SPEC §4 says "SSO cookies take priority" for language and currency without naming them.
   * These two names are our own choice; an SSO hand-off sets them.
   */
  ssoLanguageCode: 'sso_lan_code',
  ssoCurrencyCode: 'sso_currency_code',
  /** The visitor's analytics choice, "granted" or "denied" (ours: the Google Tag waits for it). */
  analyticsConsent: 'analytics_consent',
} as const

export type CookieKey = keyof typeof cookieNames

/** The value a stored action marker takes after sign-in (SPEC §3). */
export const actionMarkerLogin = 'login'

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
