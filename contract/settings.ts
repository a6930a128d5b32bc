import type { CurrencyEntry, CurrencyInfo, LanguageEntry } from '@contract/schemas/lookups'
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE } from '@contract/constants'

/** Where a language or currency may come from, strongest first is decided by `resolveSettings`. */
export type SettingsCandidates = {
  ssoLanguage: string | null
  ssoCurrency: string | null
  queryLanguage: string | null
  cookieLanguage: string | null
  cookieCurrency: string | null
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
 * Order: SSO cookie, then the `lang` query parameter (language only), then the lan_code /
 * currency_code cookies, then the organisation's default, then en-US (id 1) / USD (id 9).
 * A candidate the organisation does not offer is skipped. Without the organisation's info
 * (the call failed) only the constants are left.
 */
export function resolveSettings(candidates: SettingsCandidates, info: CurrencyInfo | null) {
  const languages = info?.languages ?? []
  const currencies = info?.currencies ?? []
  const languageCodes = [candidates.ssoLanguage, candidates.queryLanguage, candidates.cookieLanguage]
  const currencyCodes = [candidates.ssoCurrency, candidates.cookieCurrency]
  const language = languageCodes.map((c) => findLanguage(c, languages)).find(Boolean) ?? info?.defaultLanguage ?? fallbackLanguage
  const currency = currencyCodes.map((c) => findCurrency(c, currencies)).find(Boolean) ?? info?.defaultCurrency ?? fallbackCurrency
  return { language, currency }
}
