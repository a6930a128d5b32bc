import { call, orFallback } from '@/api/client'
import type { CountryEntry, CurrencyInfo, FeaturedDestination, NationalityEntry } from '@contract/schemas/lookups'
import { DEFAULT_NATIONALITY } from '@contract/constants'

/*
 * The lookup calls of docs/api.md#lookups-and-site-settings. List lookups never throw: a failure gives an empty list (docs/rules.md#lookups),
 * and a nationality failure gives the US entry. The rate and currency-info calls do throw, so that
 * the settings machine can decide (rate failure → rate null).
 */

const usOnly: NationalityEntry[] = [{ ...DEFAULT_NATIONALITY }]

/** POST /api/getCountryCat */
export function getCountryCat(signal?: AbortSignal): Promise<CountryEntry[]> {
  return orFallback(async () => (await call('post', 'getCountryCat', (s) => s.countryCatAnswer, { signal })).data.data.data, [])
}

/** POST /api/getNationalityCat */
export function getNationalityCat(signal?: AbortSignal): Promise<NationalityEntry[]> {
  return orFallback(async () => (await call('post', 'getNationalityCat', (s) => s.nationalityCatAnswer, { signal })).data.data.data, usOnly)
}

/** POST /api/general/getCountry */
export function getCountry(signal?: AbortSignal): Promise<CountryEntry[]> {
  return orFallback(() => call('post', 'general/getCountry', (s) => s.countryListAnswer, { signal }), [])
}

/** POST /api/general/getNationalities */
export function getNationalities(signal?: AbortSignal): Promise<NationalityEntry[]> {
  return orFallback(() => call('post', 'general/getNationalities', (s) => s.nationalityListAnswer, { signal }), usOnly)
}

/** POST /api/general/getCurrencyRate: units of `toCurrency` per one `fromCurrency`. Throws ApiError. */
export async function getCurrencyRate(fromCurrency: string, toCurrency: string, signal?: AbortSignal): Promise<number> {
  const answer = await call('post', 'general/getCurrencyRate', (s) => s.currencyRateAnswer, {
    json: { fromCurrency, toCurrency },
    signal,
  })
  const rate = answer.roeRate ?? answer.roes?.find((r) => r.currency === toCurrency)?.rate
  if (rate === undefined) throw new Error(`No rate for ${fromCurrency} → ${toCurrency}`)
  return rate
}

/** POST /api/layout/getCurrencyinfo: the organisation's languages, currencies and defaults. Throws ApiError. */
export async function getCurrencyInfo(signal?: AbortSignal): Promise<CurrencyInfo> {
  return (await call('post', 'layout/getCurrencyinfo', (s) => s.currencyInfoAnswer, { json: {}, signal })).data
}

/** GET /api/get-ip; null on failure. */
export function getIp(signal?: AbortSignal): Promise<string | null> {
  return orFallback(async () => (await call('get', 'get-ip', (s) => s.ipAnswer, { signal })).ip, null)
}

/** POST /api/general/getGeolocationByIp; null on failure. */
export function getGeolocationByIp(signal?: AbortSignal) {
  return orFallback(
    async () => (await call('post', 'general/getGeolocationByIp', (s) => s.geolocationAnswer, { json: {}, signal })).data,
    null,
  )
}

/** POST /api/general/getFeaturedDestinations; empty on failure. */
export function getFeaturedDestinations(signal?: AbortSignal): Promise<FeaturedDestination[]> {
  return orFallback(
    async () => (await call('post', 'general/getFeaturedDestinations', (s) => s.featuredDestinationsAnswer, { json: {}, signal })).data,
    [],
  )
}
