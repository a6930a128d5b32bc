import { asc, eq } from 'drizzle-orm'
import { cachedRead } from '../../services/read-cache'
import { countries, destinations, properties, rateSeasons, roomTypes } from '../../store/schema'
import type { Db } from '../../store/store'
import type { SupplierDestination, SupplierImage, SupplierProperty } from '../supplier'
import { propertyImageUrl } from './image-themes'
import { foldText } from './text-match'

/*
 * The static part of the store supplier's inventory (destinations, properties, room types,
 * seasons), read once per store and kept for a minute: a search then costs one query (the held
 * rooms of its dates) instead of four. Bookings never read availability from here.
 * The objects are frozen: callers share them.
 */

export type CatalogueRoom = {
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

export type CatalogueSeason = {
  monthDayFrom: string
  monthDayTo: string
  yearly: boolean
  startsOn: string
  endsOn: string
  multiplierBp: number
}

export type CatalogueProperty = {
  /** What the supplier answers about the property. */
  answer: SupplierProperty
  taxRateBp: number
  feePerNightMinor: number
  weekendUpliftBp: number
  /** Cheapest first (the seed's order). */
  rooms: readonly CatalogueRoom[]
  /** The destination's seasons, highest priority first. */
  seasons: readonly CatalogueSeason[]
}

export type CatalogueDestination = { answer: SupplierDestination; foldedName: string; foldedCountry: string }

export type Catalogue = {
  destinations: readonly CatalogueDestination[]
  destinationById: ReadonlyMap<string, CatalogueDestination>
  properties: readonly CatalogueProperty[]
  propertyById: ReadonlyMap<string, CatalogueProperty>
  /** A destination's properties in the supplier's recommended order. */
  byDestination: ReadonlyMap<string, readonly CatalogueProperty[]>
  roomById: ReadonlyMap<string, { room: CatalogueRoom; property: CatalogueProperty }>
}

const CATALOGUE_KEY = 'store-supplier:catalogue'

/** The store's inventory catalogue, from memory when read in the last minute. */
export const loadCatalogue = (db: Db): Promise<Catalogue> => cachedRead(db, CATALOGUE_KEY, () => readCatalogue(db))

const image = (propertyId: string, seed: { file: string; alt: string }): SupplierImage =>
  Object.freeze({ url: propertyImageUrl(propertyId, seed.file), alt: seed.alt })

async function readCatalogue(db: Db): Promise<Catalogue> {
  const destinationRows = await db
    .select({ destination: destinations, countryName: countries.countryName })
    .from(destinations)
    .innerJoin(countries, eq(countries.countryCode, destinations.countryCode))
    .orderBy(asc(destinations.name))
  const propertyRows = await db.select().from(properties).orderBy(asc(properties.destinationId), asc(properties.rank), asc(properties.id))
  const roomRows = await db.select().from(roomTypes).orderBy(asc(roomTypes.propertyId), asc(roomTypes.sort), asc(roomTypes.id))
  const seasonRows = await db
    .select()
    .from(rateSeasons)
    .orderBy(asc(rateSeasons.destinationId), asc(rateSeasons.priority), asc(rateSeasons.id))

  const seasonsOf = new Map<string, CatalogueSeason[]>()
  // Highest priority first; among equals the first defined wins.
  for (const s of [...seasonRows].sort((a, b) => b.priority - a.priority || a.id - b.id)) {
    const list = seasonsOf.get(s.destinationId) ?? []
    list.push(
      Object.freeze({
        monthDayFrom: s.startsOn.slice(5),
        monthDayTo: s.endsOn.slice(5),
        yearly: s.yearly,
        startsOn: s.startsOn,
        endsOn: s.endsOn,
        multiplierBp: s.multiplierBp,
      }),
    )
    seasonsOf.set(s.destinationId, list)
  }
  const roomsOf = new Map<string, CatalogueRoom[]>()
  for (const r of roomRows) {
    const list = roomsOf.get(r.propertyId) ?? []
    list.push(
      Object.freeze({
        id: r.id,
        propertyId: r.propertyId,
        name: r.name,
        description: r.description,
        beds: r.beds,
        maxOccupancy: r.maxOccupancy,
        sizeSqm: r.sizeSqm,
        amenities: Object.freeze([...r.amenities]),
        image: image(r.propertyId, r.image),
        baseRateMinor: r.baseRateMinor,
        roomCount: r.roomCount,
        refundable: r.refundable,
      }),
    )
    roomsOf.set(r.propertyId, list)
  }

  const counts = new Map<string, { hotel: number; resort: number }>()
  for (const p of propertyRows) {
    const count = counts.get(p.destinationId) ?? { hotel: 0, resort: 0 }
    count[p.kind] += 1
    counts.set(p.destinationId, count)
  }
  const destinationList = destinationRows.map(({ destination: d, countryName }): CatalogueDestination => {
    const count = counts.get(d.id) ?? { hotel: 0, resort: 0 }
    const answer = Object.freeze({
      id: d.id,
      name: d.name,
      countryCode: d.countryCode,
      latitude: d.latitude,
      longitude: d.longitude,
      hotelCount: count.hotel,
      resortCount: count.resort,
    })
    return { answer, foldedName: foldText(d.name), foldedCountry: foldText(countryName) }
  })
  const destinationById = new Map(destinationList.map((d) => [d.answer.id, d]))

  const propertyList = propertyRows.map((p): CatalogueProperty => {
    const destination = destinationById.get(p.destinationId)?.answer
    const answer: SupplierProperty = Object.freeze({
      id: p.id,
      kind: p.kind,
      name: p.name,
      stars: p.stars,
      rating: p.ratingTenths / 10,
      reviewCount: p.reviewCount,
      description: Object.freeze(p.description.split(/\n\s*\n/)) as string[],
      destinationId: p.destinationId,
      destinationName: destination?.name ?? '',
      countryCode: destination?.countryCode ?? '',
      address: p.address,
      locationText: p.locationText,
      latitude: p.latitude,
      longitude: p.longitude,
      currency: p.currency,
      checkInTime: p.checkInTime,
      checkOutTime: p.checkOutTime,
      freeCancellationDays: p.freeCancellationDays,
      amenities: Object.freeze([...p.amenities]) as string[],
      images: Object.freeze(p.images.map((i) => image(p.id, i))) as SupplierImage[],
      rank: p.rank,
    })
    return Object.freeze({
      answer,
      taxRateBp: p.taxRateBp,
      feePerNightMinor: p.feePerNightMinor,
      weekendUpliftBp: p.weekendUpliftBp,
      rooms: Object.freeze(roomsOf.get(p.id) ?? []),
      seasons: Object.freeze(seasonsOf.get(p.destinationId) ?? []),
    })
  })
  const byDestination = new Map<string, CatalogueProperty[]>()
  for (const p of propertyList) {
    const list = byDestination.get(p.answer.destinationId) ?? []
    list.push(p)
    byDestination.set(p.answer.destinationId, list)
  }
  const roomById = new Map(propertyList.flatMap((property) => property.rooms.map((room) => [room.id, { room, property }] as const)))
  return {
    destinations: destinationList,
    destinationById,
    properties: propertyList,
    propertyById: new Map(propertyList.map((p) => [p.answer.id, p])),
    byDestination,
    roomById,
  }
}
