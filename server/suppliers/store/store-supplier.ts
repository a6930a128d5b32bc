import type { Db } from '../../store/store'
import type { Kind, Stay, Supplier, SupplierDestination, SupplierMatch, SupplierRoomRate, SupplierSearch } from '../supplier'
import { bookRooms, cancelBooking } from './booking'
import { type CatalogueDestination, type CatalogueProperty, loadCatalogue } from './catalogue'
import { haversineKm } from './geo'
import { forgetSearchHeldRooms, heldRooms, searchHeldRooms } from './held-rooms'
import { type HeldRooms, isBookable, type NightPlan, nightPlan, nightPlanner, priceRoom, stayNights } from './pricing'
import { foldText, wordPrefixAt } from './text-match'

/** The code reservations keep for bookings made with the store supplier. */
export const STORE_SUPPLIER_CODE = 'store'

function cheapestBookable(property: CatalogueProperty, stay: Stay, plan: NightPlan, held: HeldRooms): SupplierRoomRate | null {
  let cheapest: SupplierRoomRate | null = null
  for (const room of property.rooms) {
    const rate = priceRoom(property, room, stay, plan, held)
    if (isBookable(rate, stay) && (cheapest === null || rate.totalMinor < cheapest.totalMinor)) cheapest = rate
  }
  return cheapest
}

/** How well a destination answers the query: name matches before country matches, earlier words first. */
function matchRank(destination: CatalogueDestination, query: string): number | null {
  const inName = wordPrefixAt(destination.foldedName, query)
  if (inName !== -1) return inName
  const inCountry = wordPrefixAt(destination.foldedCountry, query)
  return inCountry === -1 ? null : 1000 + inCountry
}

/**
 * The supplier backed by the store's inventory tables (seeded by server/seed/inventory.ts).
 * Reads the static catalogue from a per-store cache (server/services/read-cache.ts) and the held
 * rooms of the asked dates with one query (shared by the searches of the same dates for two
 * seconds); books and cancels inside the caller's transaction.
 */
export function createStoreSupplier(db: Db): Supplier {
  return {
    code: STORE_SUPPLIER_CODE,

    async destinations(query: string, kind: Kind | undefined, limit: number): Promise<SupplierDestination[]> {
      const catalogue = await loadCatalogue(db)
      const folded = foldText(query)
      const count = (d: SupplierDestination) =>
        kind === undefined ? d.hotelCount + d.resortCount : kind === 'hotel' ? d.hotelCount : d.resortCount
      return catalogue.destinations
        .filter((d) => count(d.answer) > 0)
        .map((d) => ({ d, rank: matchRank(d, folded) }))
        .filter((m): m is { d: CatalogueDestination; rank: number } => m.rank !== null)
        .sort((a, b) => a.rank - b.rank || count(b.d.answer) - count(a.d.answer) || a.d.answer.name.localeCompare(b.d.answer.name))
        .slice(0, limit)
        .map((m) => m.d.answer)
    },

    async destination(id: string) {
      return (await loadCatalogue(db)).destinationById.get(id)?.answer ?? null
    },

    async search({ kind, where, stay }: SupplierSearch): Promise<SupplierMatch[]> {
      const nights = stayNights(stay)
      const catalogue = await loadCatalogue(db)
      const candidates =
        'destinationId' in where
          ? (catalogue.byDestination.get(where.destinationId) ?? [])
          : catalogue.properties.filter((p) => haversineKm(where, p.answer) <= where.radiusKm)
      const ofKind = candidates.filter((p) => p.answer.kind === kind)
      if (ofKind.length === 0) return []
      const held = await searchHeldRooms(db, stay)
      const planOf = nightPlanner(nights)
      return ofKind.map((p) => ({ property: p.answer, cheapest: cheapestBookable(p, stay, planOf(p), held) }))
    },

    async property(id: string) {
      return (await loadCatalogue(db)).propertyById.get(id)?.answer ?? null
    },

    async rates(propertyId: string, stay: Stay): Promise<SupplierRoomRate[]> {
      const nights = stayNights(stay)
      const property = (await loadCatalogue(db)).propertyById.get(propertyId)
      if (!property) return []
      const held = await heldRooms(
        db,
        stay,
        property.rooms.map((room) => room.id),
      )
      const plan = nightPlan(property, nights)
      return property.rooms.map((room) => priceRoom(property, room, stay, plan, held))
    },

    // The searches' shared availability is forgotten at once, so this process's visitors see the change.
    async book(tx, request) {
      try {
        return await bookRooms(tx, request)
      } finally {
        forgetSearchHeldRooms(db)
      }
    },
    async cancel(tx, request) {
      try {
        return await cancelBooking(tx, request)
      } finally {
        forgetSearchHeldRooms(db)
      }
    },
  }
}
