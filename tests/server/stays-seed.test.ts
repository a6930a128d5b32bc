import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_FINGERPRINT_KEY, seedStore } from '@server/seed/seed'
import { seedStays } from '@server/seed/stays'
import { organisations, orgProducts, stayUnits, storeMeta } from '@server/store/schema'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * The rentals' seed (issue 16): written once and skipped while unchanged, and the organisations'
 * products brought to the documented demo in a store seeded before rentals existed.
 */

let store: TestStore
beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
})
afterAll(() => store.close())

const productsOf = async (code: string) => {
  const [org] = await store.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, code))
  return (await store.db.select({ id: orgProducts.productId }).from(orgProducts).where(eq(orgProducts.orgId, org!.id))).map((p) => p.id)
}
const stayProducts = (products: string[]) => products.filter((p) => ['stays', 'condo', 'holidaystays'].includes(p)).sort()

describe('the rentals seed', () => {
  it('skips an unchanged seed, and brings a changed unit back to the seed’s values', async () => {
    const before = await store.db.select().from(stayUnits).orderBy(asc(stayUnits.id))
    expect(await seedStays(store.db)).toBe('unchanged')
    const [first] = before
    await store.db.update(stayUnits).set({ maxGuests: 1 }).where(eq(stayUnits.id, first!.id))
    await store.db.delete(storeMeta).where(eq(storeMeta.key, 'stays-seed'))
    expect(await seedStays(store.db)).toBe('seeded')
    expect(await store.db.select().from(stayUnits).orderBy(asc(stayUnits.id))).toEqual(before)
  })

  it('sells rentals on demo and none on atlas, and brings a store seeded before rentals to that, once', async () => {
    expect(stayProducts(await productsOf('demo'))).toEqual(['condo', 'holidaystays', 'stays'])
    expect(stayProducts(await productsOf('atlas'))).toEqual([])

    // A store seeded before issue 16: atlas listed condos, demo no rentals, the one-off step not run.
    const [atlas] = await store.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'atlas'))
    const [demo] = await store.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'demo'))
    await store.db.insert(orgProducts).values({ orgId: atlas!.id, productId: 'condo', sort: 7 })
    await store.db.delete(orgProducts).where(and(eq(orgProducts.orgId, demo!.id), eq(orgProducts.productId, 'holidaystays')))
    await store.db.delete(storeMeta).where(eq(storeMeta.key, 'seed:stay-products'))
    // …by an older version of the seed, whose fingerprint differs (else the whole seed is skipped).
    await store.db.delete(storeMeta).where(eq(storeMeta.key, SEED_FINGERPRINT_KEY))
    await seedStore(store.db, 'demo')
    expect(stayProducts(await productsOf('demo'))).toEqual(['condo', 'holidaystays', 'stays'])
    expect(stayProducts(await productsOf('atlas'))).toEqual([])

    // Once: an operator's later choice stays.
    await store.db.insert(orgProducts).values({ orgId: atlas!.id, productId: 'condo', sort: 7 })
    await store.db.delete(storeMeta).where(eq(storeMeta.key, SEED_FINGERPRINT_KEY))
    await seedStore(store.db, 'demo')
    expect(stayProducts(await productsOf('atlas'))).toEqual(['condo'])
  })
})
