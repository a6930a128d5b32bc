// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import Cookies from 'js-cookie'
import { cookieNames } from '@contract/cookie-names'
import { getCookie, removeCookie, setCookie } from '@/lib/cookies'

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
})

describe('cookies', () => {
  it('names every cookie of docs/rules.md#cookies', () => {
    expect(Object.values(cookieNames)).toEqual(
      expect.arrayContaining([
        'userToken',
        'lan_code',
        'currency_code',
        'orgid',
        'wlOrg',
        'orgName',
        'userCountryCode',
        'orgCountryCode',
        'true-client-ip',
        'session_key',
        'userData',
        'countryInfo',
        'myReservationToken',
        'searchLatitude',
        'searchLongitude',
        'is_impersonate',
        'noShowPlansHome',
        'sso_lan_code',
        'sso_currency_code',
      ]),
    )
  })

  it('reads, writes and removes by key; empty is null', () => {
    expect(getCookie('languageCode')).toBeNull()
    setCookie('languageCode', 'fr-FR')
    expect(document.cookie).toContain('lan_code=fr-FR')
    expect(getCookie('languageCode')).toBe('fr-FR')
    setCookie('currencyCode', '')
    expect(getCookie('currencyCode')).toBeNull()
    removeCookie('languageCode')
    expect(getCookie('languageCode')).toBeNull()
  })
})
