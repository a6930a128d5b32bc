import { inventoryDestinations, inventorySeed, type InventoryRows } from './inventory'
import { nameKey } from './inventory-names'
import { generateProperty } from './inventory-property'

/*
 * Large inventories for measuring the search (npm run seed -- --properties N; npm run bench --
 * --search-scale): hotels generated like the demo's, on top of them. Deterministic, like the rest
 * of the seed: the same options give the same rows.
 */

export type BulkInventoryOptions = {
  /** Properties in the whole inventory, the demo's own included (at least as many as the demo has). */
  properties: number
  /** One destination holding this many of them (the demo's own there included); the rest spread evenly over the others but the small ones. */
  largest: { destinationId: string; count: number }
  /** This many destinations (those with the fewest demo properties, never the largest) keep only the demo's: searches of a small place. */
  small?: number
}

const cityOf = (destinationId: string) => destinationId.replace(/-[a-z]{2}$/, '')

/** How many hotels a bulk inventory adds to each destination, and which destinations it leaves small. */
export function bulkPlan({ properties, largest, small = 6 }: BulkInventoryOptions) {
  if (!inventoryDestinations.some((d) => d.id === largest.destinationId))
    throw new RangeError(`no destination ${largest.destinationId} in the inventory seed`)
  const demo = inventorySeed()
  if (properties < demo.properties.length)
    throw new RangeError(`a bulk inventory holds at least the demo's ${demo.properties.length} properties`)
  const perDestination = new Map(inventoryDestinations.map((d) => [d.id, demo.properties.filter((p) => p.destinationId === d.id).length]))
  const smallOnes = inventoryDestinations
    .filter((d) => d.id !== largest.destinationId)
    .sort((a, b) => perDestination.get(a.id)! - perDestination.get(b.id)! || a.id.localeCompare(b.id))
    .slice(0, small)
    .map((d) => d.id)
  const others = inventoryDestinations.filter((d) => d.id !== largest.destinationId && !smallOnes.includes(d.id))
  if (others.length === 0) throw new RangeError('a bulk inventory needs a destination besides the largest and the small ones')

  const extraInLargest = Math.max(0, Math.min(largest.count, properties) - perDestination.get(largest.destinationId)!)
  const spread = Math.max(0, properties - demo.properties.length - extraInLargest)
  const added = new Map<string, number>([[largest.destinationId, extraInLargest]])
  others.forEach((d, i) => added.set(d.id, Math.floor(spread / others.length) + (i < spread % others.length ? 1 : 0)))
  return { demo, perDestination, added, small: smallOnes }
}

/**
 * The hotels a bulk inventory adds to the demo's (ids `<city>-bulk-<n>`, ranked after each
 * destination's own), with their room types; no destination or season changes.
 */
export function bulkInventory(options: BulkInventoryOptions): InventoryRows {
  const { demo, perDestination, added } = bulkPlan(options)
  const names = new Set(demo.properties.map((p) => nameKey(p.name)))
  const rows: InventoryRows = { destinations: [], properties: [], roomTypes: [], seasons: [] }
  for (const destination of inventoryDestinations) {
    const own = perDestination.get(destination.id)!
    for (let n = 1; n <= (added.get(destination.id) ?? 0); n++) {
      const { property, rooms } = generateProperty(destination, 'hotel', `${destination.id}:bulk:${n}`, names)
      property.id = `${cityOf(destination.id)}-bulk-${n}`
      property.rank = own + n
      rows.properties.push(property)
      rooms.forEach((room, sort) => {
        room.propertyId = property.id
        room.id = `${property.id}-room-${sort + 1}`
        room.image = { ...room.image, file: `rooms/${room.id}.svg` }
        rows.roomTypes.push(room)
      })
    }
  }
  return rows
}
