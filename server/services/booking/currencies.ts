import { asc, eq } from 'drizzle-orm'
import { DomainError } from '../../errors'
import { countries, currencies, orgCurrencies, orgProducts } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Kind } from '../../suppliers/supplier'
import type { Organisation } from '../organisation'
import { cachedRead } from '../read-cache'
import type { RatedCurrency } from '../wallet/money'

/**
 * Rates, offered currencies and products change rarely (a rate refresh, an admin edit), and a
 * search reads them on every call: a few seconds in memory take them off the hot path while a
 * change still shows almost at once.
 */
export const BOOKING_READ_TTL_MS = 5_000

/** Every active currency of the store with its rate, by code. */
export function currencyRates(db: Db): Promise<Map<string, RatedCurrency>> {
  return cachedRead(
    db,
    'booking:rates',
    async () => {
      const rows = await db
        .select({ code: currencies.code, unitsPerUsd: currencies.unitsPerUsd })
        .from(currencies)
        .where(eq(currencies.status, true))
      return new Map(rows.map((r) => [r.code, r]))
    },
    BOOKING_READ_TTL_MS,
  )
}

async function offeredCodes(db: Db, org: Organisation): Promise<Set<string>> {
  return cachedRead(
    db,
    `booking:offered-currencies:${org.id}`,
    async () => {
      const rows = await db
        .select({ code: currencies.code })
        .from(orgCurrencies)
        .innerJoin(currencies, eq(currencies.id, orgCurrencies.currencyId))
        .where(eq(orgCurrencies.orgId, org.id))
      return new Set(rows.map((r) => r.code))
    },
    BOOKING_READ_TTL_MS,
  )
}

/** Rates of the currencies prices are converted between. */
export type Rates = { target: RatedCurrency; of(code: string): RatedCurrency }

/**
 * The requested currency, which the organisation must offer and the store must rate (else a 400
 * CURRENCY_NOT_OFFERED, as the wallet answers), with a lookup of the supplier currencies' rates.
 */
export async function ratesFor(db: Db, org: Organisation, code: string): Promise<Rates> {
  const [rates, offered] = await Promise.all([currencyRates(db), offeredCodes(db, org)])
  const target = rates.get(code)
  if (!target || !offered.has(code)) throw new DomainError('CURRENCY_NOT_OFFERED', `currency: ${code} is not offered here`)
  return {
    target,
    of(from) {
      const rated = rates.get(from)
      // A property priced in a currency the store does not rate is a seed error, not bad input.
      if (!rated) throw new Error(`no rate for the supplier currency ${from}`)
      return rated
    },
  }
}

/**
 * The kinds of property the organisation sells, from its eligible products (docs/product.md#organisations
 * eligibleProducts): `hotel` or `hotelgd` sell hotels, `resorts` or `weeks` sell resorts.
 */
export async function soldKinds(db: Db, org: Organisation): Promise<Set<Kind>> {
  const products = await cachedRead(
    db,
    `booking:products:${org.id}`,
    async () => {
      const rows = await db.select({ productId: orgProducts.productId }).from(orgProducts).where(eq(orgProducts.orgId, org.id))
      return rows.map((r) => r.productId)
    },
    BOOKING_READ_TTL_MS,
  )
  const kinds = new Set<Kind>()
  if (products.includes('hotel') || products.includes('hotelgd')) kinds.add('hotel')
  if (products.includes('resorts') || products.includes('weeks')) kinds.add('resort')
  return kinds
}

export type CountryFacts = { name: string; distanceUnit: string | null }

/** The country list's name and docs/product.md#country-list distanceUnit of every country, by code. */
export function countryFacts(db: Db): Promise<Map<string, CountryFacts>> {
  return cachedRead(db, 'booking:countries', async () => {
    const rows = await db
      .select({ code: countries.countryCode, name: countries.countryName, distanceUnit: countries.distanceUnit })
      .from(countries)
      .orderBy(asc(countries.sort))
    return new Map(rows.map((r) => [r.code, { name: r.name, distanceUnit: r.distanceUnit }]))
  })
}

/** A country's facts; an unknown code (a supplier's country the list lacks) gets its code as name. */
export function factsOf(facts: Map<string, CountryFacts>, code: string): CountryFacts {
  return facts.get(code) ?? { name: code, distanceUnit: null }
}
