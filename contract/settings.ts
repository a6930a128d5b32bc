import type { CurrencyEntry, CurrencyInfo, LanguageEntry } from '@contract/schemas/lookups'
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, supportedLocales, type SupportedLocale } from '@contract/constants'

/** Where a language or currency may come from, strongest first is decided by `resolveSettings`. */
export type SettingsCandidates = {
  ssoLanguage: string | null
  ssoCurrency: string | null
  queryLanguage: string | null
  cookieLanguage: string | null
  cookieCurrency: string | null
  /** The signed-in member's preference (their profile's language and currency; issue 17), once the session knows it. */
  profileLanguage?: string | null
  profileCurrency?: string | null
}

export const fallbackLanguage: LanguageEntry = { ...DEFAULT_LANGUAGE }
export const fallbackCurrency: CurrencyEntry = {
  id: DEFAULT_CURRENCY.id,
  code: DEFAULT_CURRENCY.code,
  name: 'US Dollar',
  flag: 'us_80.png',
  status: true,
}

const same = (a: string, b: string) => a.toLowerCase().replace('_', '-') === b.toLowerCase().replace('_', '-')

/** Finds an offered language by full code ("es-ES") or, failing that, by its language part ("es"). */
export function findLanguage(code: string | null, offered: readonly LanguageEntry[]): LanguageEntry | null {
  if (!code) return null
  const exact = offered.find((l) => same(l.code, code))
  if (exact) return exact
  // Stryker disable next-line OptionalChaining: split always gives a first part, '' for an empty tag
  const language = (tag: string) => tag.split(/[-_]/, 1)[0]?.toLowerCase()
  const base = language(code)
  return offered.find((l) => language(l.code) === base) ?? null
}

/** Finds an offered, active currency by code. */
export function findCurrency(code: string | null, offered: readonly CurrencyEntry[]): CurrencyEntry | null {
  if (!code) return null
  return offered.find((c) => c.status && c.code.toUpperCase() === code.toUpperCase()) ?? null
}

/**
 * docs/rules.md#language-and-currency: "resolved from the query or cookie, else the default. SSO cookies take priority."
 * Order: SSO cookie, then the `lang` query parameter (language only), then the signed-in member's
 * preference (their profile), then the lan_code / currency_code cookies, then the organisation's
 * default, then en-US (id 1) / USD (id 9).
 * A candidate the organisation does not offer is skipped. Without the organisation's info
 * (the call failed) only the constants are left.
 */
export function resolveSettings(candidates: SettingsCandidates, info: CurrencyInfo | null) {
  const languages = info?.languages ?? []
  // Stryker disable next-line ArrayDeclaration: without info any stand-in entry has no status, so no currency matches either way
  const currencies = info?.currencies ?? []
  const languageCodes = [candidates.ssoLanguage, candidates.queryLanguage, candidates.profileLanguage ?? null, candidates.cookieLanguage]
  const currencyCodes = [candidates.ssoCurrency, candidates.profileCurrency ?? null, candidates.cookieCurrency]
  const language = languageCodes.map((c) => findLanguage(c, languages)).find(Boolean) ?? info?.defaultLanguage ?? fallbackLanguage
  const currency = currencyCodes.map((c) => findCurrency(c, currencies)).find(Boolean) ?? info?.defaultCurrency ?? fallbackCurrency
  return { language, currency }
}

/**
 * The language and currency once the signed-in member's preference is known (issue 17): each
 * follows the preference when the organisation offers it and nothing stronger (SSO, `?lang=`)
 * chose it; otherwise it stays as it is.
 */
export function preferredSettings(
  candidates: SettingsCandidates,
  current: { language: LanguageEntry; currency: CurrencyEntry },
  offered: { languages: readonly LanguageEntry[]; currencies: readonly CurrencyEntry[] },
) {
  const strongerLanguage = [candidates.ssoLanguage, candidates.queryLanguage].some((c) => findLanguage(c, offered.languages))
  const strongerCurrency = findCurrency(candidates.ssoCurrency, offered.currencies) !== null
  const language = strongerLanguage ? null : findLanguage(candidates.profileLanguage ?? null, offered.languages)
  const currency = strongerCurrency ? null : findCurrency(candidates.profileCurrency ?? null, offered.currencies)
  return { language: language ?? current.language, currency: currency ?? current.currency }
}

/**
 * The catalog locale for a language code: the exact locale, else the first with the same language
 * part ("es" → es-ES), else null. A language we have no catalog for is shown in en-US. The client
 * loads that catalog; the server puts it into the page it serves (issue 19).
 */
export function catalogLocale(code: string | null): SupportedLocale | null {
  if (!code) return null
  const normalised = code.replace('_', '-').toLowerCase()
  const exact = supportedLocales.find((l) => l.toLowerCase() === normalised)
  if (exact) return exact
  const base = normalised.split('-')[0]
  return supportedLocales.find((l) => l.split('-')[0]!.toLowerCase() === base) ?? null
}

/** A `lang` query value that names a language tag, trimmed; anything else is null (docs/screens.md#query-parameters). */
export function languageParam(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed && /^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$/.test(trimmed) ? trimmed : null
}

/** The cookies a settings candidate comes from (contract/cookie-names.ts keys). */
export type SettingsCookie = 'ssoLanguageCode' | 'ssoCurrencyCode' | 'languageCode' | 'currencyCode'

/**
 * What a request offers `resolveSettings`: the SSO and stored cookies (`cookie` answers null for an
 * absent or empty one) and the page's `lang` query parameter. The client reads its own page this
 * way and the server the request for the page, so both resolve the same language and currency.
 */
export function settingsCandidates(cookie: (key: SettingsCookie) => string | null, search: string): SettingsCandidates {
  return {
    ssoLanguage: cookie('ssoLanguageCode'),
    ssoCurrency: cookie('ssoCurrencyCode'),
    queryLanguage: languageParam(new URLSearchParams(search).get('lang')),
    cookieLanguage: cookie('languageCode'),
    cookieCurrency: cookie('currencyCode'),
  }
}
