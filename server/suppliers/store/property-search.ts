import { propertyAmenityCodes } from '@contract/amenities'
import { sql } from 'drizzle-orm'
import { DomainError } from '../../errors'
import { currencyFactor } from '../../services/wallet/money'
import type { properties, roomTypes } from '../../store/schema'
import type { Db } from '../../store/store'
import type { SupplierSearch, SupplierSearchPage } from '../supplier'
import {
  readDestination,
  readDestinationCurrencies,
  readDestinationsNear,
  readSeasons,
  type StoredSeason,
  toStoredProperty,
  toStoredRoom,
} from './inventory-reads'
import { cheapestBookable, type HeldRooms, nightClasses, nightPlan, stayNights } from './pricing'

/*
 * The store supplier's search: one call of the plpgsql function property_search_page (migration
 * 0014), which prices every candidate in the store and answers the page with its facets, then the
 * page's rows priced here to the minor unit with the same code as the property page and the quote.
 */

/** Classes of nights per destination the function takes (8 slots each; see the migration). */
const CLASS_SLOTS = 8

type PropertyJson = Record<string, unknown>
type PageRow = {
  id: string
  nightly: number | null
  distanceKm: number
  property: PropertyJson
  destination: { name: string; countryCode: string }
  rooms: PropertyJson[]
  held: { roomTypeId: string; checkIn: string; checkOut: string; rooms: number }[]
}
type Answer = {
  facets: {
    total: number
    price_min: number | null
    price_max: number | null
    present: number
    stars: number[]
    amenities: number[]
  }
  nearest: string | null
  page: PageRow[]
}

/** The function answers rows as Postgres names their columns: back to the Drizzle shapes (snake_case to camelCase). */
function camel<T>(row: PropertyJson): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
  ) as T
}

/** Amenity codes as the function's bit mask; a code no property can have asks for a bit none has. */
function amenityMask(codes: readonly string[] | undefined): number {
  let mask = 0
  for (const code of codes ?? []) {
    const bit = propertyAmenityCodes.indexOf(code as (typeof propertyAmenityCodes)[number])
    mask |= bit === -1 ? 1 << 30 : 1 << bit
  }
  return mask
}

async function searchedDestinations(db: Db, where: SupplierSearch['where']) {
  if ('destinationId' in where) {
    const [destination, currencies] = await Promise.all([
      readDestination(db, where.destinationId),
      readDestinationCurrencies(db, where.destinationId),
    ])
    if (!destination) throw new DomainError('NOT_FOUND', `No destination ${where.destinationId}`)
    return { centre: destination, radiusKm: null, destinations: [{ id: destination.id, currencies: currencies ?? [] }] }
  }
  return { centre: where, radiusKm: where.radiusKm, destinations: await readDestinationsNear(db, where, where.radiusKm) }
}

/** Flattens each destination's night classes into the function's slots; a stay needing more slots is a data error. */
function classSlots(destinationIds: readonly string[], seasons: Map<string, StoredSeason[]>, nights: readonly string[]) {
  const season: number[] = []
  const weekend: number[] = []
  const count: number[] = []
  for (const id of destinationIds) {
    const classes = nightClasses(seasons.get(id) ?? [], nights)
    if (classes.length > CLASS_SLOTS)
      throw new Error(`the stay's nights at ${id} fall into ${classes.length} price classes; the search prices ${CLASS_SLOTS}`)
    for (let slot = 0; slot < CLASS_SLOTS; slot++) {
      const c = classes[slot]
      season.push(c?.seasonBp ?? 0)
      weekend.push(c?.weekend ? 1 : 0)
      count.push(c?.nights ?? 0)
    }
  }
  return { season, weekend, count }
}

const pgArray = (values: readonly (string | number)[]) => `{${values.join(',')}}`

/**
 * A page of the properties of `search.kind` in a destination or around a point, priced for the
 * stay in the asked currency, filtered, sorted and counted (docs/api.md "Booking" search).
 */
export async function searchProperties(db: Db, search: SupplierSearch): Promise<SupplierSearchPage> {
  const { stay, pricing, filters } = search
  const nights = stayNights(stay)
  const { centre, radiusKm, destinations } = await searchedDestinations(db, search.where)
  const empty: SupplierSearchPage = { total: 0, rows: [], facets: { price: null, stars: [], amenities: [] }, nearestDestinationName: null }
  if (destinations.length === 0)
    return { ...empty, facets: { ...empty.facets, stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) } }

  const ids = destinations.map((d) => d.id)
  const seasons = await readSeasons(db, ids)
  const classes = classSlots(ids, seasons, nights)
  const currencies = [...new Set(destinations.flatMap((d) => d.currencies))]
  const factors = currencies.map((code) => currencyFactor(pricing.of(code)).toString())

  const result = await db.execute<{ page: Answer }>(sql`
    select property_search_page(
      ${search.kind}, ${pgArray(ids)}::text[], ${centre.latitude}::float8, ${centre.longitude}::float8, ${radiusKm}::float8,
      ${stay.checkIn}::date, ${stay.checkOut}::date, ${stay.rooms}::int, ${stay.adults + stay.children}::int,
      ${pgArray(classes.season)}::int[], ${pgArray(classes.weekend)}::int[], ${pgArray(classes.count)}::int[],
      ${pgArray(currencies)}::text[], ${pgArray(factors)}::numeric[], ${currencyFactor(pricing.target).toString()}::numeric,
      ${filters.priceMin ?? null}::int8, ${filters.priceMax ?? null}::int8,
      ${filters.stars?.length ? pgArray(filters.stars) : null}::int[], ${amenityMask(filters.amenities)}::int,
      ${search.sort}, ${(search.page - 1) * search.pageSize}::int, ${search.pageSize}::int) as page`)
  const answer = (result as unknown as { rows: { page: Answer }[] }).rows[0]!.page
  const { facets } = answer

  const rows = answer.page.map((row) => {
    const propertyRow = camel<typeof properties.$inferSelect>(row.property)
    const rooms = row.rooms.map((r) => toStoredRoom(camel<typeof roomTypes.$inferSelect>(r)))
    const property = toStoredProperty(propertyRow, row.destination, rooms, seasons.get(propertyRow.destinationId) ?? [])
    const held: HeldRooms = (roomTypeId, night) =>
      row.held.reduce((sum, b) => (b.roomTypeId === roomTypeId && b.checkIn <= night && night < b.checkOut ? sum + b.rooms : sum), 0)
    const cheapest = cheapestBookable(property, stay, nightPlan(property, nights), held)
    return { property: property.answer, distanceKm: row.distanceKm, nightlyMinor: row.nightly, cheapest }
  })
  return {
    total: facets.total,
    rows,
    facets: {
      price: facets.price_min === null || facets.price_max === null ? null : { min: facets.price_min, max: facets.price_max },
      stars: [5, 4, 3, 2, 1].map((stars, i) => ({ stars, count: facets.stars[i] ?? 0 })),
      amenities: propertyAmenityCodes
        .map((code, bit) => ({ code: code as string, bit, count: facets.amenities[bit] ?? 0 }))
        .filter(({ bit }) => (facets.present & (1 << bit)) !== 0)
        .map(({ code, count }) => ({ code, count }))
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    },
    nearestDestinationName: answer.nearest,
  }
}
