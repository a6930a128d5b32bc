import { sql, type SQL } from 'drizzle-orm'
import { stayAmenityCodes, unitTypes, type StaySort, type UnitType } from '@contract/schemas/stays'
import { currencyFactor, type RatedCurrency } from '../../services/wallet/money'
import type { Db } from '../../store/store'
import type { ImageSeed } from '../../store/tables/inventory'
import type { StoredSeason } from '../store/inventory-reads'
import { isPeakArrival, stayNightClasses } from './stay-pricing'
import { unitCurrencies } from './stay-reads'
import { stayImageUrl } from './stay-images'
import { pageOffset } from '../../store/paging'

/*
 * The rentals' search: one call of the plpgsql function stay_search_page (migrations 0017, 0027),
 * which finds the units free for the stay, prices them, filters, counts the facets, sorts and pages
 * in the store. Nothing of the inventory is read into memory.
 */

export type StaySupplierSearch = {
  destinationId: string
  /** The destination's seasons (what prices the nights and decides the peak minimum). */
  seasons: readonly StoredSeason[]
  stay: { checkIn: string; checkOut: string; guests: number }
  pricing: { target: RatedCurrency; of(code: string): RatedCurrency }
  filters: { types?: UnitType[]; bedrooms?: number; priceMin?: number; priceMax?: number; amenities?: string[] }
  /**
   * What the member's certificate pays, in the target currency, and whether only the units it pays
   * in full are wanted. The amount may be an expression of this same store that gives it (null for
   * none), worked out inside the search's statement (services/stays/certificate.ts stayCoverOf).
   */
  cover: { amountMinor: number | SQL; only: boolean } | null
  sort: StaySort
  page: number
  pageSize: number
}

export type StaySupplierRow = {
  id: string
  name: string
  type: UnitType
  destinationName: string
  countryCode: string
  locationText: string
  bedrooms: number
  bathrooms: number
  beds: number
  maxGuests: number
  sizeSqm: number
  rating: number
  reviewCount: number
  image: { url: string; alt: string }
  amenities: string[]
  freeCancellationDays: number | null
  minNights: number
  nightlyMinor: number
  totalMinor: number
  covered: boolean
}

export type StaySupplierPage = {
  total: number
  rows: StaySupplierRow[]
  facets: {
    price: { min: number; max: number } | null
    types: { type: UnitType; count: number }[]
    bedrooms: { bedrooms: number; count: number }[]
    amenities: { code: string; count: number }[]
    covered: number | null
  }
  restricted: number
}

type PageRow = Omit<StaySupplierRow, 'rating' | 'image' | 'beds' | 'nightlyMinor' | 'totalMinor'> & {
  ratingTenths: number
  /** The unit's first image (the card shows one). */
  image: ImageSeed
  beds: { double: number; single: number; sofa: number }
  nightly: number
  total: number
}
type Answer = {
  total: number
  priceMin: number | null
  priceMax: number | null
  types: number[]
  bedrooms: number[]
  present: number
  amenities: number[]
  covered: number | null
  restricted: number
  page: PageRow[]
}

const pgArray = (values: readonly (string | number)[]) => `{${values.join(',')}}`

/** Amenity codes as the function's bit mask; a code no unit can have asks for a bit none has. */
function amenityMask(codes: readonly string[] | undefined): number {
  let mask = 0
  for (const code of codes ?? []) {
    const bit = stayAmenityCodes.indexOf(code as (typeof stayAmenityCodes)[number])
    mask |= bit === -1 ? 1 << 30 : 1 << bit
  }
  return mask
}

/** A page of a destination's units for the stay, priced in the target currency, with its facets (docs/api.md "Stays"). */
export async function searchUnits(db: Db, search: StaySupplierSearch): Promise<StaySupplierPage> {
  const { stay, pricing, filters, cover } = search
  const classes = stayNightClasses(search.seasons, stay)
  const currencies = await unitCurrencies(db, search.destinationId)
  const factors = currencies.map((code) => currencyFactor(pricing.of(code)).toString())
  const target = currencyFactor(pricing.target).toString()
  const types = filters.types?.length ? pgArray(filters.types) : null
  const result = await db.execute(sql`
    select stay_search_page(
      ${search.destinationId}, ${stay.checkIn}::date, ${stay.checkOut}::date, ${stay.guests}::int,
      ${isPeakArrival(search.seasons, stay.checkIn)}::boolean,
      ${pgArray(classes.map((c) => c.seasonBp))}::int[], ${pgArray(classes.map((c) => (c.weekend ? 1 : 0)))}::int[],
      ${pgArray(classes.map((c) => c.nights))}::int[],
      ${pgArray(currencies)}::text[], ${pgArray(factors)}::numeric[], ${target}::numeric,
      ${types}::text[], ${filters.bedrooms ?? null}::int, ${amenityMask(filters.amenities)}::int,
      ${filters.priceMin ?? null}::int8, ${filters.priceMax ?? null}::int8,
      ${cover?.amountMinor ?? null}::int8, ${cover?.only ?? false}::boolean,
      ${search.sort}, ${pageOffset(search.page, search.pageSize)}::int, ${search.pageSize}::int) as page`)
  const answer = (result as unknown as { rows: { page: Answer }[] }).rows[0]!.page
  const rows = answer.page.map(
    ({ ratingTenths, image, beds, nightly, total, ...row }): StaySupplierRow => ({
      ...row,
      rating: ratingTenths / 10,
      image: { url: stayImageUrl(row.id, image.file), alt: image.alt },
      beds: beds.double + beds.single + beds.sofa,
      nightlyMinor: nightly,
      totalMinor: total,
    }),
  )
  return {
    total: answer.total,
    rows,
    facets: {
      price: answer.priceMin === null || answer.priceMax === null ? null : { min: answer.priceMin, max: answer.priceMax },
      types: unitTypes.map((type, i) => ({ type, count: answer.types[i] ?? 0 })),
      bedrooms: answer.bedrooms.map((count, i) => ({ bedrooms: i + 1, count })),
      amenities: stayAmenityCodes
        .map((code, bit) => ({ code: code as string, bit, count: answer.amenities[bit] ?? 0 }))
        .filter(({ bit }) => (answer.present & (1 << bit)) !== 0)
        .map(({ code, count }) => ({ code, count })),
      covered: answer.covered,
    },
    restricted: answer.restricted,
  }
}
