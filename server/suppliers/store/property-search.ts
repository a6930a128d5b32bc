import { propertyAmenityCodes } from '@contract/amenities'
import { sql } from 'drizzle-orm'
import { addDays } from '@contract/calendar'
import { DomainError } from '../../errors'
import { noFacets, STAR_LEVELS } from '../../services/booking/facets'
import { currencyFactor } from '../../services/wallet/money'
import type { Db } from '../../store/store'
import type { SupplierPropertyBrief, SupplierSearch, SupplierSearchPage, SupplierSearchRow } from '../supplier'
import { destinationSearch } from '../../store/schema'
import type { ImageSeed } from '../../store/tables/inventory'
import { propertyImageUrl } from './image-themes'
import { type DestinationFacts, readDestination, readDestinationsNear } from './inventory-reads'
import { cheapestBookable, type HeldRooms, nightClasses, nightPlan, type PricedRoom, stayNights } from './pricing'
import { pageOffset } from '../../store/paging'

/*
 * The store supplier's search: one call of the plpgsql function property_search_page (migration
 * 0014), which prices every candidate in the store and answers the page with its facets, then the
 * page's rows priced here to the minor unit with the same code as the property page and the quote.
 */

/** Classes of nights per destination the function takes (8 slots each; see the migration). */
const CLASS_SLOTS = 8

/** What the function answers of a page's property: what its summary shows and its price needs. */
type PageProperty = Omit<SupplierPropertyBrief, 'rating' | 'images'> & {
  ratingTenths: number
  images: ImageSeed[]
  taxRateBp: number
  feePerNightMinor: number
  weekendUpliftBp: number
}
type PageRow = {
  id: string
  nightly: number | null
  distanceKm: number
  property: PageProperty
  rooms: PricedRoom[]
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

/** Amenity codes as the function's bit mask; a code no property can have asks for a bit none has. */
function amenityMask(codes: readonly string[] | undefined): number {
  let mask = 0
  for (const code of codes ?? []) {
    const bit = propertyAmenityCodes.indexOf(code as (typeof propertyAmenityCodes)[number])
    mask |= bit === -1 ? 1 << 30 : 1 << bit
  }
  return mask
}

/** The destinations a search looks at, with their currencies and seasons, and where distances are measured from. */
async function searchedDestinations(db: Db, where: SupplierSearch['where']) {
  if ('destinationId' in where) {
    const destination = await readDestination(db, where.destinationId)
    if (!destination) throw new DomainError('NOT_FOUND', `No destination ${where.destinationId}`)
    return { centre: destination.answer, radiusKm: null, destinations: [destination] }
  }
  const near = await readDestinationsNear(db, where, where.radiusKm)
  const destinations = (await Promise.all(near.map((id) => readDestination(db, id)))).filter((d) => d !== null)
  return { centre: where, radiusKm: where.radiusKm, destinations }
}

/** Flattens each destination's night classes into the function's slots; a stay needing more slots is a data error. */
function classSlots(destinations: readonly DestinationFacts[], nights: readonly string[]) {
  const season: number[] = []
  const weekend: number[] = []
  const count: number[] = []
  for (const { answer, seasons } of destinations) {
    const id = answer.id
    const classes = nightClasses(seasons, nights)
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
  if (destinations.length === 0) return { total: 0, rows: [], facets: noFacets(), nearestDestinationName: null }

  const ids = destinations.map((d) => d.answer.id)
  const seasons = new Map(destinations.map((d) => [d.answer.id, d.seasons]))
  const classes = classSlots(destinations, nights)
  const currencies = [...new Set(destinations.flatMap((d) => d.currencies))]
  const factors = currencies.map((code) => currencyFactor(pricing.of(code)))
  const target = currencyFactor(pricing.target)

  const result = await db.execute<{ page: Answer }>(sql`
    select property_search_page(
      ${search.kind}, ${pgArray(ids)}::text[], ${centre.latitude}::float8, ${centre.longitude}::float8, ${radiusKm}::float8,
      ${stay.checkIn}::date, ${stay.checkOut}::date, ${stay.rooms}::int, ${stay.adults + stay.children}::int,
      ${pgArray(classes.season)}::int[], ${pgArray(classes.weekend)}::int[], ${pgArray(classes.count)}::int[],
      ${pgArray(currencies)}::text[], ${pgArray(factors.map(String))}::numeric[], ${target.toString()}::numeric,
      ${pgArray(factors.map((factor) => Number(target) / Number(factor)))}::float8[],
      ${filters.priceMin ?? null}::int8, ${filters.priceMax ?? null}::int8,
      ${filters.stars?.length ? pgArray(filters.stars) : null}::int[], ${amenityMask(filters.amenities)}::int,
      ${search.sort}, ${pageOffset(search.page, search.pageSize)}::int, ${search.pageSize}::int) as page`)
  const answer = (result as unknown as { rows: { page: Answer }[] }).rows[0]!.page
  const { facets } = answer

  const rows = answer.page.map((row): SupplierSearchRow => {
    const { ratingTenths, images, taxRateBp, feePerNightMinor, weekendUpliftBp, ...brief } = row.property
    const property: SupplierPropertyBrief = {
      ...brief,
      rating: ratingTenths / 10,
      images: images.map((image) => ({ url: propertyImageUrl(brief.id, image.file), alt: image.alt })),
    }
    const held: HeldRooms = (roomTypeId, night) =>
      row.held.reduce((sum, b) => (b.roomTypeId === roomTypeId && b.checkIn <= night && night < b.checkOut ? sum + b.rooms : sum), 0)
    const plan = nightPlan({ seasons: seasons.get(brief.destinationId) ?? [], weekendUpliftBp }, nights)
    const pricing = { currency: brief.currency, freeCancellationDays: brief.freeCancellationDays, taxRateBp, feePerNightMinor }
    return {
      property,
      distanceKm: row.distanceKm,
      nightlyMinor: row.nightly,
      cheapest: cheapestBookable(pricing, row.rooms, stay, plan, held),
    }
  })
  return {
    total: facets.total,
    rows,
    facets: {
      price: facets.price_min === null || facets.price_max === null ? null : { min: facets.price_min, max: facets.price_max },
      stars: STAR_LEVELS.map((stars, i) => ({ stars, count: facets.stars[i] ?? 0 })),
      amenities: propertyAmenityCodes
        .map((code, bit) => ({ code: code as string, bit, count: facets.amenities[bit] ?? 0 }))
        .filter(({ bit }) => (facets.present & (1 << bit)) !== 0)
        .map(({ code, count }) => ({ code, count }))
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    },
    nearestDestinationName: answer.nearest,
  }
}

/**
 * One search of a destination's first night, its answer dropped: the store compiles
 * property_search_page and plans its statement for the session, which the first visitor's search
 * would otherwise wait for. Nothing to do on a store without inventory.
 */
export async function warmUpSearch(db: Db): Promise<void> {
  const [destination] = await db
    .select({ id: destinationSearch.destinationId, currencies: destinationSearch.currencies })
    .from(destinationSearch)
    .limit(1)
  const currency = destination?.currencies[0]
  if (!destination || !currency) return
  const rated = { code: currency, unitsPerUsd: '1' }
  const checkIn = new Date().toISOString().slice(0, 10)
  await searchProperties(db, {
    kind: 'hotel',
    where: { destinationId: destination.id },
    stay: { checkIn, checkOut: addDays(checkIn, 1), rooms: 1, adults: 1, children: 0 },
    pricing: { target: rated, of: () => rated },
    filters: {},
    sort: 'price-asc',
    page: 1,
    pageSize: 1,
  })
}
