import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { cookieNames } from '@contract/cookie-names'
import { DEFAULT_CURRENCY, supportedLocales, type SupportedLocale } from '@contract/constants'
import { isSessionCheckSkipped } from '@contract/paths'
import { BOOTSTRAP_ELEMENT_ID } from '@contract/constants'
import type { PageBootstrap } from '@contract/schemas/bootstrap'
import { catalogLocale, resolveSettings, settingsCandidates } from '@contract/settings'
import type { AppDeps } from '../app-env'
import { styleSheetsOf } from '../routes/branding'
import { currencyInfo, exchangeRates } from '../services/currency'
import { organisationConfig } from '../services/organisation'
import { resolveOrganisation } from './organisation'
import { checkSession } from './session-check'

/** Where the client build leaves each locale's compiled catalog (vite.config.ts, `catalogsAsJson`). */
export const catalogFile = (clientDir: string, locale: SupportedLocale) => join(clientDir, 'catalogs', `${locale}.json`)

/** Reads the build's compiled catalogs once each, on first use; a build without them gives null. */
export function catalogReader(clientDir: string): (locale: SupportedLocale) => Record<string, unknown> | null {
  const read = new Map<SupportedLocale, Record<string, unknown> | null>()
  return (locale) => {
    if (!read.has(locale)) {
      const file = catalogFile(clientDir, locale)
      read.set(locale, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null)
    }
    return read.get(locale)!
  }
}

/**
 * What the page needs for its first render (contract/schemas/bootstrap.ts), each part as its call
 * would answer this request: the organisation's config, external config and style sheets, its
 * languages and currencies, the rate of the currency the request resolves to, the catalog of its
 * language, and the session check (which slides or clears the session exactly as the call does).
 */
export async function pageBootstrap(
  c: Context,
  deps: Pick<AppDeps, 'store' | 'config' | 'now'>,
  catalog: (locale: SupportedLocale) => Record<string, unknown> | null,
): Promise<PageBootstrap> {
  const { db } = deps.store
  const org = await resolveOrganisation(c, db)
  const url = new URL(c.req.url)
  const [orgConfig, info, session] = await Promise.all([
    organisationConfig(db, org, deps.config),
    currencyInfo(db, org),
    isSessionCheckSkipped(url.pathname, url.search) ? null : checkSession(c, deps),
  ])
  const cookie = (key: 'ssoLanguageCode' | 'ssoCurrencyCode' | 'languageCode' | 'currencyCode') => getCookie(c, cookieNames[key]) || null
  const { language, currency } = resolveSettings(settingsCandidates(cookie, url.search), info)
  const from = DEFAULT_CURRENCY.code
  const rate = await exchangeRates(db, { fromCurrency: from, toCurrency: currency.code }).then(
    (answer) => (answer.roeRate === undefined ? null : { from, to: currency.code, rate: answer.roeRate }),
    () => null,
  )
  const locale = catalogLocale(language.code) ?? supportedLocales[0]
  return {
    orgConfig,
    externalConfig: { canBookingWithoutSession: org.canBookWithoutSession, env: deps.config.NODE_ENV, orgId: org.id },
    orgCss: styleSheetsOf(org),
    currencyInfo: info,
    rate,
    locale,
    messages: catalog(locale),
    session,
  }
}

/**
 * The bootstrap as a data block: JSON the page reads with JSON.parse, never runs (the pages'
 * Content-Security-Policy allows no inline script). Every `<`, `>` and `&` is written as its \u
 * escape, so no value a visitor controls (a name, a cookie) can close the element or open a comment;
 * U+2028/2029 likewise, for any reader that treats them as line ends.
 */
export function bootstrapElement(bootstrap: PageBootstrap): string {
  const json = JSON.stringify(bootstrap)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${json}</script>`
}
