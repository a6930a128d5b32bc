import { afterAll, beforeAll } from 'vitest'
import { seedInventory } from '@server/seed/inventory'
import { seedReferenceData } from '@server/seed/reference'
import type { Supplier } from '@server/suppliers/supplier'
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
