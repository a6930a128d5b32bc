import { count, eq, inArray } from 'drizzle-orm'
import type { ProductId } from '@contract/schemas/organisation'
import {
  accessCodes,
  currencies,
  featuredDestinations,
  orgAssets,
  orgCurrencies,
  orgHosts,
  orgLanguages,
  orgProducts,
  organisations,
} from '../store/schema'
import type { BrandAssetSeed } from './data/brand-assets'
import { sha256Hex } from '../services/digest'

import type { Db } from '../store/store'

/** Everything the seed knows about one organisation. */
export type OrganisationSeed = {
  organisation: typeof organisations.$inferInsert & { code: string }
  /** Lower-case host names without port (org_hosts). */
  hosts: string[]
  /** Stored as given: upper-case and trimmed (the form sign-up compares in). */
  accessCodes?: { code: string; maxUses?: number; uses?: number; expiresAt?: Date }[]
  products: ProductId[]
  /** Offered in this order in the language and currency settings. */
  languageIds: number[]
  currencyCodes: string[]
  featuredDestinations: { name: string; countryCode: string; fromPriceMinor: number; currency: string }[]
  /** The organisation's own files (logo, images its CSS uses), served at /api/brand/<code>/<name>. */
  assets?: BrandAssetSeed[]
}

/**
 * Creates an organisation with its hosts, access code, products, languages, currencies and
 * featured destinations. Rows that already exist are left alone, so an operator's later edits
 * (a host moved to another organisation, a renamed brand) survive a restart.
 */
export async function seedOrganisation(db: Db, seed: OrganisationSeed): Promise<void> {
  await db.insert(organisations).values(seed.organisation).onConflictDoNothing({ target: organisations.code })
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, seed.organisation.code))
  const orgId = org!.id

  await db
    .insert(orgHosts)
    .values(seed.hosts.map((host) => ({ host, orgId })))
    .onConflictDoNothing()
  if (seed.assets?.length) {
    const now = new Date()
    await db
      .insert(orgAssets)
      .values(
        seed.assets.map((a) => ({
          orgId,
          name: a.name,
          contentType: a.contentType,
          body: Buffer.from(a.body),
          sha256: sha256Hex(a.body),
          updatedAt: now,
        })),
      )
      .onConflictDoNothing()
  }
  if (seed.accessCodes?.length) {
    await db
      .insert(accessCodes)
      .values(seed.accessCodes.map((code) => ({ ...code, orgId })))
      .onConflictDoNothing()
  }
  await db
    .insert(orgProducts)
    .values(seed.products.map((productId, index) => ({ orgId, productId, sort: index + 1 })))
    .onConflictDoNothing()
  await db
    .insert(orgLanguages)
    .values(seed.languageIds.map((languageId, index) => ({ orgId, languageId, sort: index + 1 })))
    .onConflictDoNothing()

  const offered = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, seed.currencyCodes))
  const sortOf = (code: string) => seed.currencyCodes.indexOf(code) + 1
  await db
    .insert(orgCurrencies)
    .values(offered.map((c) => ({ orgId, currencyId: c.id, sort: sortOf(c.code) })))
    .onConflictDoNothing()

  // Destinations have no natural key: seed them only into an organisation that has none.
  const [existing] = await db.select({ n: count() }).from(featuredDestinations).where(eq(featuredDestinations.orgId, orgId))
  if (existing!.n === 0) {
    const rows = seed.featuredDestinations.map((d, index) => ({ ...d, orgId, sort: index + 1 }))
    await db.insert(featuredDestinations).values(rows)
  }
}
