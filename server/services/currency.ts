import { asc, eq } from 'drizzle-orm'
import { supportedLocales } from '@contract/constants'
import type { CurrencyEntry, CurrencyInfo, CurrencyRateAnswer, CurrencyRateRequest } from '@contract/schemas/lookups'
import { badInput } from '../errors'
import { currencies, languages, orgCurrencies, orgLanguages } from '../store/schema'
import type { Db } from '../store/store'
import { divideScaled, scaledToNumber, toScaled } from './decimal'
import type { Organisation } from './organisation'
import { translatedLocales } from './translated-locales'

/**
 * Rates of exchange from the store's per-USD rates: units of `toCurrency` for one
 * `fromCurrency` = (to per USD) / (from per USD), computed exactly, answered to twelve significant digits.
 * With `all`, answers the same for every active currency. Unknown codes are a 400 naming them.
 */
export async function exchangeRates(db: Db, request: CurrencyRateRequest): Promise<CurrencyRateAnswer> {
  const rows = await db
    .select({ code: currencies.code, unitsPerUsd: currencies.unitsPerUsd })
    .from(currencies)
    .where(eq(currencies.status, true))
    .orderBy(asc(currencies.code))
  const perUsd = new Map(rows.map((r) => [r.code, toScaled(r.unitsPerUsd)]))
  const rateOf = (code: string, field: string) => {
    const rate = perUsd.get(code)
    if (rate === undefined) throw badInput(`${field}: unknown currency ${code}`)
    return rate
  }
  const from = rateOf(request.fromCurrency, 'fromCurrency')
  const roe = (to: bigint) => scaledToNumber(divideScaled(to, from))

  const answer: CurrencyRateAnswer = { status: true }
  if (request.toCurrency !== undefined) answer.roeRate = roe(rateOf(request.toCurrency, 'toCurrency'))
  if (request.all) answer.roes = rows.map((r) => ({ currency: r.code, rate: roe(perUsd.get(r.code)!) }))
  return answer
}

const currencyColumns = {
  id: currencies.id,
  name: currencies.name,
  code: currencies.code,
  flag: currencies.flag,
  status: currencies.status,
}
const languageColumns = { id: languages.id, name: languages.name, code: languages.code }

const sourceLanguage = async (db: Db) =>
  (await db.select(languageColumns).from(languages).where(eq(languages.code, supportedLocales[0])))[0]

/**
 * The languages and currencies an organisation offers, in its order, with its defaults. Of its
 * languages only those fully translated are offered (`translated`, server/services/translated-locales.ts);
 * when its default language is not one of them, the first offered one is the default (else the
 * source language, which is always complete).
 */
export async function currencyInfo(
  db: Db,
  org: Organisation,
  translated: ReadonlySet<string> = translatedLocales(),
): Promise<CurrencyInfo> {
  const listedLanguages = await db
    .select(languageColumns)
    .from(orgLanguages)
    .innerJoin(languages, eq(languages.id, orgLanguages.languageId))
    .where(eq(orgLanguages.orgId, org.id))
    .orderBy(asc(orgLanguages.sort))
  const offeredCurrencies: CurrencyEntry[] = await db
    .select({ ...currencyColumns, decimals: orgCurrencies.decimals })
    .from(orgCurrencies)
    .innerJoin(currencies, eq(currencies.id, orgCurrencies.currencyId))
    .where(eq(orgCurrencies.orgId, org.id))
    .orderBy(asc(orgCurrencies.sort))
  const offeredLanguages = listedLanguages.filter((l) => translated.has(l.code))
  const [listedDefault] = await db.select(languageColumns).from(languages).where(eq(languages.id, org.defaultLanguageId))
  const defaultLanguage =
    listedDefault && translated.has(listedDefault.code)
      ? listedDefault
      : (offeredLanguages[0] ?? (await sourceLanguage(db)) ?? listedDefault)
  const [storedDefault] = await db.select(currencyColumns).from(currencies).where(eq(currencies.id, org.defaultCurrencyId))
  const defaultCurrency = offeredCurrencies.find((c) => c.id === storedDefault?.id) ?? storedDefault
  return {
    languages: offeredLanguages,
    currencies: offeredCurrencies.filter((c) => c.status),
    defaultLanguage: defaultLanguage!,
    defaultCurrency: defaultCurrency!,
  }
}
