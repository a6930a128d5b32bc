import type { Db } from '../../store/store'
import type { Kind, Stay, Supplier, SupplierDestination, SupplierRoomRate } from '../supplier'
import { bookRooms, cancelBooking } from './booking'
import { heldRooms } from './held-rooms'
import { type DestinationCandidate, readDestination, readDestinationCandidates, readProperty } from './inventory-reads'
import { nightPlan, priceRoom, stayNights } from './pricing'
import { searchProperties, warmUpSearch } from './property-search'
import { foldText, wordPrefixAt } from './text-match'

/** The code reservations keep for bookings made with the store supplier. */
export const STORE_SUPPLIER_CODE = 'store'

/** How well a destination answers the query: name matches before country matches, earlier words first. */
function matchRank(destination: DestinationCandidate, query: string): number | null {
  const inName = wordPrefixAt(destination.foldedName, query)
  if (inName !== -1) return inName
  const inCountry = wordPrefixAt(destination.foldedCountry, query)
  return inCountry === -1 ? null : 1000 + inCountry
}

/**
 * The supplier backed by the store's inventory tables (seeded by server/seed/inventory.ts). Every
 * answer is read from the store when asked — the search from its search rows (./property-search.ts),
 * a property with its room types and seasons, the rooms held on the asked nights — and bookings
 * and cancellations run inside the caller's transaction.
 */
export function createStoreSupplier(db: Db): Supplier {
  return {
    code: STORE_SUPPLIER_CODE,

    async destinations(query: string, kind: Kind | undefined, limit: number): Promise<SupplierDestination[]> {
      const folded = foldText(query)
      const count = (d: SupplierDestination) =>
        kind === undefined ? d.hotelCount + d.resortCount : kind === 'hotel' ? d.hotelCount : d.resortCount
      return (await readDestinationCandidates(db, folded))
        .filter((d) => count(d.answer) > 0)
        .map((d) => ({ d, rank: matchRank(d, folded) }))
        .filter((m): m is { d: DestinationCandidate; rank: number } => m.rank !== null)
        .sort((a, b) => a.rank - b.rank || count(b.d.answer) - count(a.d.answer) || a.d.answer.name.localeCompare(b.d.answer.name))
        .slice(0, limit)
        .map((m) => m.d.answer)
    },

    destination: async (id: string) => (await readDestination(db, id))?.answer ?? null,

    search: (search) => searchProperties(db, search),

    async property(id: string) {
      return (await readProperty(db, id))?.answer ?? null
    },

    async rates(propertyId: string, stay: Stay): Promise<SupplierRoomRate[]> {
      const nights = stayNights(stay)
      const property = await readProperty(db, propertyId)
      if (!property) return []
      const held = await heldRooms(
        db,
        stay,
        property.rooms.map((room) => room.id),
      )
      const plan = nightPlan(property, nights)
      return property.rooms.map((room) => priceRoom(property, room, stay, plan, held))
    },

    book: (tx, request) => bookRooms(tx, request),
    cancel: (tx, request) => cancelBooking(tx, request),
    warmUp: () => warmUpSearch(db),
  }
}
