import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { destinations, destinationSearch, properties, rateSeasons, roomTypes } from '../../store/schema'
import { BOOKING_READ_TTL_MS } from '../../services/booking/currencies'
import { cachedRead } from '../../services/read-cache'
import type { Db } from '../../store/store'
import type { SupplierDestination, SupplierImage, SupplierProperty } from '../supplier'
import { propertyImageUrl } from './image-themes'

/*
 * The store supplier's inventory, read from the store when asked: a property with its room
 * types and its destination's seasons (what pricing needs), a destination, the autocomplete's
 * candidates. Nothing is kept in memory between calls.
 */

export type StoredRoom = {
  id: string
  propertyId: string
  name: string
  description: string
  beds: string
  maxOccupancy: number
  sizeSqm: number
  amenities: readonly string[]
  image: SupplierImage
  baseRateMinor: number
  roomCount: number
  refundable: boolean
}

export type StoredSeason = {
  monthDayFrom: string
  monthDayTo: string
  yearly: boolean
  startsOn: string
  endsOn: string
  multiplierBp: number
}

export type StoredProperty = {
  /** What the supplier answers about the property. */
  answer: SupplierProperty
  taxRateBp: number
  feePerNightMinor: number
  weekendUpliftBp: number
  /** In the supplier's order (cheapest first in the seed). */
  rooms: readonly StoredRoom[]
  /** The destination's seasons, highest priority first. */
  seasons: readonly StoredSeason[]
}

type PropertyRow = typeof properties.$inferSelect
type RoomRow = typeof roomTypes.$inferSelect
type SeasonRow = typeof rateSeasons.$inferSelect

const image = (propertyId: string, seed: { file: string; alt: string }): SupplierImage => ({
  url: propertyImageUrl(propertyId, seed.file),
  alt: seed.alt,
})

export function toStoredRoom(r: RoomRow): StoredRoom {
  return {
    id: r.id,
    propertyId: r.propertyId,
    name: r.name,
    description: r.description,
    beds: r.beds,
    maxOccupancy: r.maxOccupancy,
    sizeSqm: r.sizeSqm,
    amenities: r.amenities,
    image: image(r.propertyId, r.image),
    baseRateMinor: r.baseRateMinor,
    roomCount: r.roomCount,
    refundable: r.refundable,
  }
}

/** A destination's seasons, highest priority first (among equals the first defined wins). */
export function toStoredSeasons(rows: readonly SeasonRow[]): StoredSeason[] {
  return [...rows]
    .sort((a, b) => b.priority - a.priority || a.id - b.id)
    .map((s) => ({
      monthDayFrom: s.startsOn.slice(5),
      monthDayTo: s.endsOn.slice(5),
      yearly: s.yearly,
      startsOn: s.startsOn,
      endsOn: s.endsOn,
      multiplierBp: s.multiplierBp,
    }))
}

export function toStoredProperty(
  p: PropertyRow,
  destination: { name: string; countryCode: string },
  rooms: readonly StoredRoom[],
  seasons: readonly StoredSeason[],
): StoredProperty {
  return {
    answer: {
      id: p.id,
      kind: p.kind,
      name: p.name,
      stars: p.stars,
      rating: p.ratingTenths / 10,
      reviewCount: p.reviewCount,
      description: p.description.split(/\n\s*\n/),
      destinationId: p.destinationId,
      destinationName: destination.name,
      countryCode: destination.countryCode,
      address: p.address,
      locationText: p.locationText,
      latitude: p.latitude,
      longitude: p.longitude,
      currency: p.currency,
      checkInTime: p.checkInTime,
      checkOutTime: p.checkOutTime,
      freeCancellationDays: p.freeCancellationDays,
      amenities: p.amenities,
      images: p.images.map((i) => image(p.id, i)),
      rank: p.rank,
    },
    taxRateBp: p.taxRateBp,
    feePerNightMinor: p.feePerNightMinor,
    weekendUpliftBp: p.weekendUpliftBp,
    rooms,
    seasons,
  }
}

/** The seasons of each of `destinationIds`, highest priority first. */
export async function readSeasons(db: Db, destinationIds: readonly string[]): Promise<Map<string, StoredSeason[]>> {
  const rows =
    destinationIds.length === 0
      ? []
      : await db
          .select()
          .from(rateSeasons)
          .where(inArray(rateSeasons.destinationId, [...destinationIds]))
  return new Map(destinationIds.map((id) => [id, toStoredSeasons(rows.filter((s) => s.destinationId === id))]))
}

/** A property with its room types and its destination's seasons; null when the store has none by that id. */
export async function readProperty(db: Db, id: string): Promise<StoredProperty | null> {
  const [found] = await db
    .select({ property: properties, name: destinations.name, countryCode: destinations.countryCode })
    .from(properties)
    .innerJoin(destinations, eq(destinations.id, properties.destinationId))
    .where(eq(properties.id, id))
  if (!found) return null
  const [rooms, seasons] = await Promise.all([
    db.select().from(roomTypes).where(eq(roomTypes.propertyId, id)).orderBy(asc(roomTypes.sort), asc(roomTypes.id)),
    readSeasons(db, [found.property.destinationId]),
  ])
  return toStoredProperty(found.property, found, rooms.map(toStoredRoom), seasons.get(found.property.destinationId) ?? [])
}

/** A room type with the property it belongs to (the picture route), or null. */
export async function readRoom(db: Db, propertyId: string, roomTypeId: string): Promise<StoredRoom | null> {
  const [row] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.propertyId, propertyId)))
  return row ? toStoredRoom(row) : null
}

const destinationColumns = {
  id: destinations.id,
  name: destinations.name,
  countryCode: destinations.countryCode,
  latitude: destinations.latitude,
  longitude: destinations.longitude,
  hotelCount: destinationSearch.hotelCount,
  resortCount: destinationSearch.resortCount,
}

/** A destination as the supplier answers it, with what a search of it needs: its currencies and seasons. */
export type DestinationFacts = { answer: SupplierDestination; currencies: string[]; seasons: StoredSeason[] }

/**
 * A destination's facts, or null. Read from the store at most once per BOOKING_READ_TTL_MS in a
 * process, like the rates and products beside them: a search asks for them on every call, and they
 * change only when the seed writes inventory. Properties, rooms and availability are never kept.
 */
export function readDestination(db: Db, id: string): Promise<DestinationFacts | null> {
  return cachedRead(
    db,
    `store-supplier:destination:${id}`,
    async () => {
      const [row] = await db
        .select({ ...destinationColumns, currencies: destinationSearch.currencies })
        .from(destinations)
        .innerJoin(destinationSearch, eq(destinationSearch.destinationId, destinations.id))
        .where(eq(destinations.id, id))
      if (!row) return null
      const { currencies, ...answer } = row
      return { answer, currencies, seasons: (await readSeasons(db, [id])).get(id) ?? [] }
    },
    BOOKING_READ_TTL_MS,
  )
}

export type DestinationCandidate = { answer: SupplierDestination; foldedName: string; foldedCountry: string }

/** The destinations whose folded name or country contains `folded` somewhere (the caller ranks word starts). */
export async function readDestinationCandidates(db: Db, folded: string): Promise<DestinationCandidate[]> {
  const rows = await db
    .select({ ...destinationColumns, foldedName: destinationSearch.foldedName, foldedCountry: destinationSearch.foldedCountry })
    .from(destinationSearch)
    .innerJoin(destinations, eq(destinations.id, destinationSearch.destinationId))
    .where(sql`strpos(${destinationSearch.foldedName}, ${folded}) > 0 or strpos(${destinationSearch.foldedCountry}, ${folded}) > 0`)
  return rows.map(({ foldedName, foldedCountry, ...answer }) => ({ answer, foldedName, foldedCountry }))
}

/** The destinations a point search looks at: any whose farthest property may lie within `radiusKm` of the point. */
export async function readDestinationsNear(db: Db, point: { latitude: number; longitude: number }, radiusKm: number): Promise<string[]> {
  const rows = await db
    .select({ id: destinationSearch.destinationId })
    .from(destinationSearch)
    .innerJoin(destinations, eq(destinations.id, destinationSearch.destinationId))
    .where(
      sql`6371.0088 * 2 * asin(least(1, sqrt(power(sin(radians(${destinations.latitude} - ${point.latitude}) / 2), 2)
        + cos(radians(${point.latitude})) * cos(radians(${destinations.latitude})) * power(sin(radians(${destinations.longitude} - ${point.longitude}) / 2), 2))))
        <= ${radiusKm} + ${destinationSearch.reachKm}`,
    )
  return rows.map((r) => r.id)
}

/** A destination's priced currencies (the currencies a search of it converts from). */
export async function readDestinationCurrencies(db: Db, id: string): Promise<string[] | null> {
  const [row] = await db
    .select({ currencies: destinationSearch.currencies })
    .from(destinationSearch)
    .where(eq(destinationSearch.destinationId, id))
  return row?.currencies ?? null
}
