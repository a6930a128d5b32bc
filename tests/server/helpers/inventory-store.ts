import { afterAll, beforeAll } from 'vitest'
import { seedInventory } from '@server/seed/inventory'
import { seedReferenceData } from '@server/seed/reference'
import { currencyRates } from '@server/services/booking/currencies'
import type { Db } from '@server/store/store'
import type { Supplier, SupplierSearch, SupplierSearchRow } from '@server/suppliers/supplier'
import { createStoreSupplier } from '@server/suppliers/store/store-supplier'
import { openTestStore, type TestStore } from './test-store'

/**
 * A fresh store with the reference data and the demo inventory, and the store supplier over it,
 * for one test file: read `.store` and `.supplier` inside the tests (they are set by beforeAll).
 */
export function useInventoryStore(): { store: TestStore; supplier: Supplier } {
  const handle = {} as { store: TestStore; supplier: Supplier }
  beforeAll(async () => {
    handle.store = await openTestStore()
    await seedReferenceData(handle.store.db)
    await seedInventory(handle.store.db)
    handle.supplier = createStoreSupplier(handle.store.db)
  })
  afterAll(() => handle.store.close())
  return handle
}

/** The store's rates with USD as the target: what a supplier search prices in for tests that only need matches. */
export async function usdPricing(db: Db): Promise<SupplierSearch['pricing']> {
  const rates = await currencyRates(db)
  return { target: rates.get('USD')!, of: (code) => rates.get(code)! }
}

/**
 * Every match of a supplier search, in the recommended order (sold-out ones last), read page by
 * page: for tests that look at the matches rather than at one page.
 */
export async function searchAll(
  db: Db,
  supplier: Supplier,
  search: Pick<SupplierSearch, 'kind' | 'where' | 'stay'> & Partial<SupplierSearch>,
): Promise<SupplierSearchRow[]> {
  const request: SupplierSearch = { pricing: await usdPricing(db), filters: {}, sort: 'recommended', page: 1, pageSize: 100, ...search }
  const rows: SupplierSearchRow[] = []
  for (let page = 1; ; page++) {
    const found = await supplier.search({ ...request, page })
    rows.push(...found.rows)
    if (rows.length >= found.total || found.rows.length === 0) return rows
  }
}
