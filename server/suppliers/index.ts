import type { Store } from '../store/store'
import type { Supplier } from './supplier'
import { createStoreSupplier } from './store/store-supplier'

/**
 * The supplier the app books with. Today the store-backed one (its inventory is seeded demo
 * data); a real supplier API is one more implementation under server/suppliers/<name>/, chosen
 * here (by configuration) without the routes or services changing.
 */
export function createSupplier(store: Store): Supplier {
  return createStoreSupplier(store.db)
}
