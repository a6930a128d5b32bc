import type { destinations, rateSeasons } from '../../store/tables/inventory'
import { europeDestinations } from './inventory-places-europe'
import { worldDestinations } from './inventory-places-world'
import { generateProperty, type PropertyRow } from './inventory-property'
import type { RoomTypeRow } from './inventory-rooms'
import type { DestinationSeed } from './inventory-types'

/*
 * The store supplier's demo inventory, generated. Every row is a pure function of the seed data
 * in this folder (no clock, no Math.random), so the same rows come out on every run and the
 * seed's fingerprint only changes when this code or its data does.
 */

export const inventoryDestinations: readonly DestinationSeed[] = [...worldDestinations, ...europeDestinations]

export type InventoryRows = {
  destinations: (typeof destinations.$inferInsert)[]
  properties: PropertyRow[]
  roomTypes: RoomTypeRow[]
  seasons: Omit<typeof rateSeasons.$inferInsert, 'id'>[]
}

export type InventorySeedOptions = {
  /**
   * Adds `count` more hotels in one destination (for benchmarks: a search over hundreds of
   * properties). They are generated like the others, with ids `<city>-extra-<n>`, ranked
   * after the destination's own, and leave every other row exactly as without them.
   */
  extraPropertiesAt?: { destinationId: string; count: number }
}

/** A yearly month-day as a date the `date` column accepts; a range that wraps ends a year later. */
const yearDay = (monthDay: string, year = 2000) => `${year}-${monthDay}`

/**
 * The inventory rows: destinations, properties (hotels and resorts, ranked per destination),
 * their room types and each destination's seasons. Deterministic: calling it twice with the same
 * options gives equal rows. `extraPropertiesAt` adds hotels to one destination (see the type);
 * seed them with `seedInventory(db, inventorySeed({ extraPropertiesAt: { destinationId: 'paris-fr', count: 500 } }))`
 * from server/seed/inventory.ts.
 */
export function inventorySeed(options: InventorySeedOptions = {}): InventoryRows {
  const extra = options.extraPropertiesAt
  if (extra && !inventoryDestinations.some((d) => d.id === extra.destinationId)) {
    throw new RangeError(`no destination ${extra.destinationId} in the inventory seed`)
  }
  const names = new Set<string>()
  const rows: InventoryRows = { destinations: [], properties: [], roomTypes: [], seasons: [] }
  for (const destination of inventoryDestinations) {
    const { id, name, countryCode, latitude, longitude } = destination
    rows.destinations.push({ id, name, countryCode, latitude, longitude })
    for (const season of destination.seasons) {
      const wraps = season.to < season.from
      rows.seasons.push({
        destinationId: id,
        name: season.name,
        startsOn: yearDay(season.from),
        endsOn: yearDay(season.to, wraps ? 2001 : 2000),
        yearly: true,
        multiplierBp: season.multiplierBp,
        priority: season.priority,
      })
    }
    const generated = [
      ...Array.from({ length: destination.hotels }, (_, i) => generateProperty(destination, 'hotel', `${id}:hotel:${i}`, names)),
      ...Array.from({ length: destination.resorts }, (_, i) => generateProperty(destination, 'resort', `${id}:resort:${i}`, names)),
    ]
    // Recommended order: the best rated and starred first.
    const ranked = [...generated].sort((a, b) => score(b.property) - score(a.property) || a.property.id.localeCompare(b.property.id))
    ranked.forEach((entry, index) => (entry.property.rank = index + 1))
    for (const entry of ranked) {
      rows.properties.push(entry.property)
      rows.roomTypes.push(...entry.rooms)
    }
  }
  // After every destination's own, so their names (unique across the inventory) stay the same.
  if (extra) addExtraHotels(rows, extra.destinationId, extra.count, names)
  return rows
}

const score = (p: PropertyRow) => p.ratingTenths * 10 + p.stars * 15 + Math.min(p.reviewCount, 3000) / 100

function addExtraHotels(rows: InventoryRows, destinationId: string, count: number, names: Set<string>) {
  const destination = inventoryDestinations.find((d) => d.id === destinationId)!
  const ownCount = rows.properties.filter((p) => p.destinationId === destinationId).length
  const city = destinationId.replace(/-[a-z]{2}$/, '')
  for (let n = 1; n <= count; n++) {
    const { property, rooms } = generateProperty(destination, 'hotel', `${destinationId}:extra:${n}`, names)
    property.id = `${city}-extra-${n}`
    property.rank = ownCount + n
    rows.properties.push(property)
    rooms.forEach((room, sort) => {
      room.propertyId = property.id
      room.id = `${property.id}-room-${sort + 1}`
      room.image = { ...room.image, file: `rooms/${room.id}.svg` }
      rows.roomTypes.push(room)
    })
  }
}
