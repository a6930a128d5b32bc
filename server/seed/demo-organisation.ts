import { count, eq, inArray } from 'drizzle-orm'
import {
  accessCodes, currencies, featuredDestinations, orgCurrencies, orgLanguages, orgProducts, organisations,
} from '../store/schema'
import type { Db } from '../store/store'
import {
  demoAccessCode, demoCurrencyCodes, demoFeaturedDestinations, demoLanguageIds, demoOrganisation, demoProducts,
} from './data/demo-organisation'

/**
 * Creates the demo organisation with its access code, products, languages, currencies and
 * featured destinations. Rows that already exist are left alone, so an operator's later edits
 * survive a restart.
 */
export async function seedDemoOrganisation(db: Db): Promise<void> {
  await db.insert(organisations).values(demoOrganisation).onConflictDoNothing({ target: organisations.code })
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.code, demoOrganisation.code))
  const orgId = org.id

  await db.insert(accessCodes).values({ orgId, code: demoAccessCode }).onConflictDoNothing()
  await db
    .insert(orgProducts)
    .values(demoProducts.map((productId, index) => ({ orgId, productId, sort: index + 1 })))
    .onConflictDoNothing()
  await db
    .insert(orgLanguages)
    .values(demoLanguageIds.map((languageId, index) => ({ orgId, languageId, sort: index + 1 })))
    .onConflictDoNothing()

  const offered = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, demoCurrencyCodes))
  const sortOf = (code: string) => demoCurrencyCodes.indexOf(code) + 1
  await db
    .insert(orgCurrencies)
    .values(offered.map((c) => ({ orgId, currencyId: c.id, sort: sortOf(c.code) })))
    .onConflictDoNothing()

  // Destinations have no natural key: seed them only into an organisation that has none.
  const [existing] = await db
    .select({ n: count() })
    .from(featuredDestinations)
    .where(eq(featuredDestinations.orgId, orgId))
  if (existing.n === 0) {
    await db.insert(featuredDestinations).values(demoFeaturedDestinations.map((d) => ({ ...d, orgId })))
  }
}
