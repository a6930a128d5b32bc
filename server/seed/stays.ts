import { and, eq, inArray } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { organisations, orgProducts, stayUnits, storeMeta } from '../store/schema'
import type { Db } from '../store/store'
import { STAY_PRODUCTS } from '../services/stays/sold'
import { applyOnce } from './apply-once'
import { atlasOrganisationSeed } from './data/atlas-organisation'
import { demoOrganisationSeed } from './data/demo-organisation'
import { staysSeed, type StayUnitRow } from './data/stays'
import { upsert } from './inventory'

const FINGERPRINT_KEY = 'stays-seed'

// Generated once per process: every server test file seeds several apps.
let demo: { rows: StayUnitRow[]; fingerprint: string } | undefined
function demoStays() {
  if (!demo) {
    const rows = staysSeed()
    demo = { rows, fingerprint: createHash('sha256').update(JSON.stringify(rows)).digest('hex') }
  }
  return demo
}

/**
 * Seeds the rentals (issue 16) after the hotel inventory, whose destinations they stand in: one
 * upsert by id, skipped when the rows' fingerprint equals the one last seeded. Units the seed no
 * longer has are left in place (bookings may point at them). Answers whether it wrote anything.
 */
export async function seedStays(db: Db): Promise<'seeded' | 'unchanged'> {
  const { rows, fingerprint } = demoStays()
  const [seeded] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, FINGERPRINT_KEY))
  if (seeded?.value === fingerprint) return 'unchanged'
  await upsert(db, stayUnits, rows, ['id'])
  await db
    .insert(storeMeta)
    .values({ key: FINGERPRINT_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value: fingerprint, updatedAt: new Date() } })
  return 'seeded'
}

/**
 * Brings a store seeded before rentals existed up to the documented demo (docs/product.md#product-lines):
 * `demo` sells stays, condos and vacation rentals; `atlas` sells none (its seed once listed condos).
 * Once per store, so an operator's later choice with `npm run org` stays.
 */
export function applyStayProductsOnce(db: Db): Promise<void> {
  return applyOnce(db, 'seed:stay-products', async () => {
    for (const { organisation, products } of [demoOrganisationSeed, atlasOrganisationSeed]) {
      const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, organisation.code))
      if (!org) continue
      const sold = STAY_PRODUCTS.filter((product) => products.includes(product))
      const unsold = STAY_PRODUCTS.filter((product) => !products.includes(product))
      if (unsold.length > 0) await db.delete(orgProducts).where(and(eq(orgProducts.orgId, org.id), inArray(orgProducts.productId, unsold)))
      if (sold.length === 0) continue
      await db
        .insert(orgProducts)
        .values(sold.map((productId) => ({ orgId: org.id, productId, sort: products.indexOf(productId) + 1 })))
        .onConflictDoNothing()
    }
  })
}
