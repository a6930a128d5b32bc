import { describe, expect, it } from 'vitest'
import { catalogLocale, findLanguage, languageParam, preferredSettings, resolveSettings, type SettingsCandidates } from '@contract/settings'
import type { CurrencyInfo } from '@contract/schemas/lookups'

const lang = (id: number, code: string) => ({ id, code, name: code })
const cur = (id: number, code: string) => ({ id, code, name: code, flag: `${code.toLowerCase()}_80.png`, status: true })

const info: CurrencyInfo = {
  languages: [lang(1, 'en-US'), lang(2, 'es-ES'), lang(3, 'fr-FR'), lang(4, 'de-DE')],
  currencies: [cur(9, 'USD'), cur(10, 'EUR'), cur(11, 'GBP'), cur(12, 'CAD')],
  defaultLanguage: lang(3, 'fr-FR'),
  defaultCurrency: cur(11, 'GBP'),
}
const none: SettingsCandidates = { ssoLanguage: null, ssoCurrency: null, queryLanguage: null, cookieLanguage: null, cookieCurrency: null }

describe('findLanguage: the full code before the language part', () => {
  const british = lang(5, 'en-GB')
  const american = lang(1, 'en-US')

  it('picks the exact region over an earlier one of the same language', () => {
    expect(findLanguage('en-US', [british, american])).toBe(american)
  })
  it('matches regardless of case and of _ or -', () => {
    expect(findLanguage('EN_us', [british, american])).toBe(american)
    expect(findLanguage('en-US', [lang(5, 'en_GB'), lang(1, 'EN_US')])?.id).toBe(1)
  })
  it('falls back to the first offered with the same language part', () => {
    expect(findLanguage('en-AU', [british, american])).toBe(british)
    expect(findLanguage('it', [british, american])).toBeNull()
  })
})

describe("resolveSettings: the member's profile between the query and the cookies", () => {
  it('takes the profile language and currency over the cookies', () => {
    const r = resolveSettings(
      { ...none, profileLanguage: 'de-DE', profileCurrency: 'EUR', cookieLanguage: 'es-ES', cookieCurrency: 'CAD' },
      info,
    )
    expect([r.language.code, r.currency.code]).toEqual(['de-DE', 'EUR'])
  })
  it('takes the profile alone over the default', () => {
    const r = resolveSettings({ ...none, profileLanguage: 'es-ES', profileCurrency: 'CAD' }, info)
    expect([r.language.code, r.currency.code]).toEqual(['es-ES', 'CAD'])
  })
})

describe('preferredSettings: the profile unless SSO or ?lang= chose (issue 17)', () => {
  const current = { language: lang(3, 'fr-FR'), currency: cur(11, 'GBP') }
  const offered = { languages: info.languages, currencies: info.currencies }
  const profile = { ...none, profileLanguage: 'es-ES', profileCurrency: 'CAD' }
  const codes = (r: ReturnType<typeof preferredSettings>) => [r.language.code, r.currency.code]

  it('follows the profile when nothing stronger chose', () => {
    expect(codes(preferredSettings(profile, current, offered))).toEqual(['es-ES', 'CAD'])
  })
  it('keeps the language an offered SSO language chose, without ?lang=', () => {
    expect(codes(preferredSettings({ ...profile, ssoLanguage: 'de-DE' }, current, offered))).toEqual(['fr-FR', 'CAD'])
  })
  it('keeps the language an offered ?lang= chose, without SSO', () => {
    expect(codes(preferredSettings({ ...profile, queryLanguage: 'de' }, current, offered))).toEqual(['fr-FR', 'CAD'])
  })
  it('follows the profile when the SSO language is not offered', () => {
    expect(codes(preferredSettings({ ...profile, ssoLanguage: 'it-IT' }, current, offered))).toEqual(['es-ES', 'CAD'])
  })
  it('keeps the currency an offered SSO currency chose', () => {
    expect(codes(preferredSettings({ ...profile, ssoCurrency: 'EUR' }, current, offered))).toEqual(['es-ES', 'GBP'])
  })
  it('stays as it is without a profile', () => {
    expect(codes(preferredSettings(none, current, offered))).toEqual(['fr-FR', 'GBP'])
  })
})

describe('catalogLocale: the catalog a language is shown in', () => {
  it.each([
    ['es-ES', 'es-ES'],
    ['es_es', 'es-ES'],
    ['ZH-cn', 'zh-CN'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['ar_EG', 'ar-SA'],
    ['ko-KR', null],
    ['', null],
    [null, null],
  ] as const)('%s is shown in %s', (code, locale) => {
    expect(catalogLocale(code)).toBe(locale)
  })
})

describe('languageParam: a ?lang= value that names a language tag', () => {
  it.each([
    ['es', 'es'],
    ['ast', 'ast'],
    ['es-ES', 'es-ES'],
    ['zh-Hans-CN', 'zh-Hans-CN'],
    ['pt_BR', 'pt_BR'],
    ['  es-ES ', 'es-ES'],
    ['e', null],
    ['spanish', null],
    ['1es', null],
    ['x es', null],
    ['es-ES!', null],
    ['es-E', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ] as const)('%j gives %j', (value, expected) => {
    expect(languageParam(value)).toBe(expected)
  })
})
