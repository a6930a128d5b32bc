import { asc, eq } from 'drizzle-orm'
import type { FeaturedDestination } from '@contract/schemas/lookups'
import { countries, featuredDestinations } from '../store/schema'
import type { Db } from '../store/store'
import type { Organisation } from './organisation'

/** The organisation's featured destinations in order, each with its country's name and flag. */
export async function listFeaturedDestinations(db: Db, org: Organisation): Promise<FeaturedDestination[]> {
  const rows = await db
    .select({
      id: featuredDestinations.id,
      name: featuredDestinations.name,
      countryCode: featuredDestinations.countryCode,
      countryName: countries.countryName,
      countryFlag: countries.countryFlag,
      amountMinor: featuredDestinations.fromPriceMinor,
      currency: featuredDestinations.currency,
    })
    .from(featuredDestinations)
    .leftJoin(countries, eq(countries.countryCode, featuredDestinations.countryCode))
    .where(eq(featuredDestinations.orgId, org.id))
    .orderBy(asc(featuredDestinations.sort), asc(featuredDestinations.id))
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    countryCode: r.countryCode,
    // A destination whose country left the list still shows, under its code.
    countryName: r.countryName ?? r.countryCode,
    countryFlag: r.countryFlag ?? 'NULL',
    fromPrice: { amountMinor: r.amountMinor, currency: r.currency },
  }))
}
