import type { Store } from '../store/store'
import { lineRegistry, type LineRegistry } from './registry'
import type { Supplier } from './supplier'
import { createStoreSupplier } from './store/store-supplier'
import { roomStayLine } from './store/room-stay-lines'
import { carLine } from './cars/car-line'
import { transferLine } from './transfers/transfer-line'
import { flightLine } from './flights/flight-line'
import { stayLine } from './stays/stay-line'
import { activityLine } from './store/activity-line'
import { withDailyDeals } from '../services/club/deals'

/**
 * The supplier the app books with. Today the store-backed one (its inventory is seeded demo
 * data); a real supplier API is one more implementation under server/suppliers/<name>/, chosen
 * here (by configuration) without the routes or services changing.
 */
export function createSupplier(store: Store): Supplier {
  return createStoreSupplier(store.db)
}

/**
 * The line suppliers (server/suppliers/registry.ts): hotels and resorts from the property supplier,
 * stays from the store's rentals, activities, cars and transfers from the store; any line's selection is priced less a
 * daily deal's discount where it carries one (services/club/deals.ts).
 */
export function createLineRegistry(store: Store, supplier: Supplier): LineRegistry {
  return withDailyDeals(
    lineRegistry([
      roomStayLine('hotel', supplier, store.db),
      roomStayLine('resort', supplier, store.db),
      stayLine(store.db),
      activityLine(store.db),
      carLine(store.db),
      transferLine(store.db),
      flightLine(store.db),
    ]),
    store.db,
  )
}
