/**
 * Every cookie and stored key of docs/rules.md#cookies, in one place: the client reads and writes them through
 * src/lib/cookies.ts, the server reads the ones it needs from here. Nothing else spells a cookie name.
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
  /** docs/rules.md#cookies: "After sign-in a stored action marker is set to login". The key is not named; ours. */
  actionMarker: 'action',
  /**
   * the brief (docs/rules.md#language-and-currency) says "SSO cookies take priority" for language and currency without naming them.
   * These two names are our own choice; an SSO hand-off sets them.
   */
  ssoLanguageCode: 'sso_lan_code',
  ssoCurrencyCode: 'sso_currency_code',
  /** The visitor's analytics choice, "granted" or "denied" (ours: the Google Tag waits for it). */
  analyticsConsent: 'analytics_consent',
} as const

export type CookieKey = keyof typeof cookieNames

/** The value a stored action marker takes after sign-in (docs/rules.md#cookies). */
export const actionMarkerLogin = 'login'
