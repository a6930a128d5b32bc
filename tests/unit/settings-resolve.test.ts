// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import Cookies from 'js-cookie'
import { resolveSettings, type SettingsCandidates } from '@contract/settings'
import { readCandidates } from '@/shared/settings/settings-actor'
import type { CurrencyInfo } from '@contract/schemas/lookups'

const lang = (id: number, code: string) => ({ id, code, name: code })
const cur = (id: number, code: string, status = true) => ({ id, code, name: code, flag: `${code.toLowerCase()}_80.png`, status })

const info: CurrencyInfo = {
  languages: [lang(1, 'en-US'), lang(2, 'es-ES'), lang(3, 'fr-FR'), lang(4, 'de-DE')],
  currencies: [cur(9, 'USD'), cur(10, 'EUR'), cur(11, 'GBP'), cur(12, 'CAD'), cur(13, 'JPY', false)],
  defaultLanguage: lang(3, 'fr-FR'),
  defaultCurrency: cur(11, 'GBP'),
}
const none: SettingsCandidates = { ssoLanguage: null, ssoCurrency: null, queryLanguage: null, cookieLanguage: null, cookieCurrency: null }
const codes = (r: ReturnType<typeof resolveSettings>) => [r.language.code, r.currency.code]

describe('language and currency resolution (docs/rules.md#language-and-currency)', () => {
  const all: SettingsCandidates = {
    ssoLanguage: 'de-DE',
    ssoCurrency: 'EUR',
    queryLanguage: 'es-ES',
    cookieLanguage: 'en-US',
    cookieCurrency: 'CAD',
  }

  it('SSO cookies first', () => {
    expect(codes(resolveSettings(all, info))).toEqual(['de-DE', 'EUR'])
  })
  it('then the lang query parameter (language only)', () => {
    expect(codes(resolveSettings({ ...all, ssoLanguage: null, ssoCurrency: null }, info))).toEqual(['es-ES', 'CAD'])
  })
  it('then the lan_code / currency_code cookies', () => {
    expect(codes(resolveSettings({ ...none, cookieLanguage: 'en-US', cookieCurrency: 'CAD' }, info))).toEqual(['en-US', 'CAD'])
  })
  it("then the organisation's default", () => {
    expect(codes(resolveSettings(none, info))).toEqual(['fr-FR', 'GBP'])
  })
  it('then en-US id 1 and USD id 9 when the organisation info failed', () => {
    const r = resolveSettings(all, null)
    expect([r.language.id, r.language.code, r.currency.id, r.currency.code]).toEqual([1, 'en-US', 9, 'USD'])
  })
  it('skips what the organisation does not offer, and matches a bare language', () => {
    const r = resolveSettings({ ...none, ssoLanguage: 'it-IT', ssoCurrency: 'JPY', queryLanguage: 'es', cookieCurrency: 'XXX' }, info)
    expect(codes(r)).toEqual(['es-ES', 'GBP'])
  })
})

describe('readCandidates', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
    window.history.replaceState(null, '', '/')
  })

  it('reads the SSO cookies, the lang query parameter and the stored cookies', () => {
    Cookies.set('sso_lan_code', 'de-DE')
    Cookies.set('sso_currency_code', 'EUR')
    Cookies.set('lan_code', 'fr-FR')
    Cookies.set('currency_code', 'GBP')
    window.history.replaceState(null, '', '/?lang=es-ES')
    expect(readCandidates()).toEqual({
      ssoLanguage: 'de-DE',
      ssoCurrency: 'EUR',
      queryLanguage: 'es-ES',
      cookieLanguage: 'fr-FR',
      cookieCurrency: 'GBP',
    })
  })
})
