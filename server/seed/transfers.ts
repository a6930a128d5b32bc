import { and, eq, inArray } from 'drizzle-orm'
import { organisations, orgProducts, storeMeta, transferAirports, transferOffers, transferPoints } from '../store/schema'
import type { Db } from '../store/store'
import { applyOnce } from './apply-once'
import { demoOrganisationSeed } from './data/demo-organisation'
import { transferSeed } from './data/transfers'
import { upsert } from './inventory'

const FINGERPRINT_KEY = 'seed:transfers'

/**
 * Seeds the transfer supplier's airports, points and offers (server/seed/data/transfers.ts): an
 * upsert by key, skipped when the rows' fingerprint equals the one last seeded. Rows the seed no
 * longer has stay (holds may point at them).
 */
export async function seedTransfers(db: Db): Promise<'seeded' | 'unchanged'> {
  const { airports, points, offers, fingerprint } = transferSeed()
  const [seeded] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, FINGERPRINT_KEY))
  if (seeded?.value === fingerprint) return 'unchanged'
  await upsert(db, transferAirports, airports, ['iata'])
  await upsert(db, transferPoints, points, ['id'])
  await upsert(db, transferOffers, offers, ['id'])
  await db
    .insert(storeMeta)
    .values({ key: FINGERPRINT_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value: fingerprint, updatedAt: new Date() } })
  return 'seeded'
}

/**
 * Brings a demo store seeded before transfers were built up to the documented demo
 * (docs/product.md#product-lines): `demo` sells transfers. Once per store, so an operator's later
 * choice with `npm run org` stays.
 */
export function applyTransferProductOnce(db: Db): Promise<void> {
  return applyOnce(db, 'seed:transfer-product', async () => {
    const { organisation, products } = demoOrganisationSeed
    if (!products.includes('transfers')) return
    const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, organisation.code))
    if (!org) return
    const present = await db
      .select({ id: orgProducts.productId })
      .from(orgProducts)
      .where(and(eq(orgProducts.orgId, org.id), inArray(orgProducts.productId, ['transfers'])))
    if (present.length > 0) return
    await db
      .insert(orgProducts)
      .values({ orgId: org.id, productId: 'transfers', sort: products.indexOf('transfers') + 1 })
      .onConflictDoNothing()
  })
}
