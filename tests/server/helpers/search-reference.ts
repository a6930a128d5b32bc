import type { PropertySummary, SearchResults, SearchSort } from '@contract/schemas/booking'

/** A match as the search answers it, with the supplier's recommended order. */
export type Row = { summary: PropertySummary; rank: number }

export type Filters = { priceMin?: number; priceMax?: number; stars?: number[]; amenities?: string[] }

/** The request's filters, as sets for the per-row checks of a search over hundreds of matches. */
type Checks = { priceMin?: number; priceMax?: number; stars: Set<number> | null; amenities: string[] }
const checksOf = (f: Filters): Checks => ({
  priceMin: f.priceMin,
  priceMax: f.priceMax,
  stars: f.stars?.length ? new Set(f.stars) : null,
  amenities: f.amenities ?? [],
})

/** A sold-out property has no price to compare: a price filter leaves it out. */
function inPriceRange(s: PropertySummary, f: Checks): boolean {
  if (f.priceMin === undefined && f.priceMax === undefined) return true
  if (!s.available) return false
  return (f.priceMin === undefined || s.nightlyMinor >= f.priceMin) && (f.priceMax === undefined || s.nightlyMinor <= f.priceMax)
}

const hasStars = (s: PropertySummary, f: Checks) => f.stars === null || f.stars.has(s.stars)
const hasAmenities = (s: PropertySummary, f: Checks) => f.amenities.every((a) => s.amenities.includes(a))

/**
 * The facets (docs/api.md "Booking"): price bounds over every available match whatever the
 * filters (a slider's ends stay put while it moves); star counts over the matches of every other
 * filter (choosing another star level adds to the results); amenity counts over the results of
 * every filter (amenities are all-of: a count says what ticking one more leaves).
 */
export function facets(rows: Row[], filters: Filters): SearchResults['facets'] {
  const f = checksOf(filters)
  let price: { min: number; max: number } | null = null
  for (const { summary: s } of rows) {
    if (!s.available) continue
    price =
      price === null
        ? { min: s.nightlyMinor, max: s.nightlyMinor }
        : { min: Math.min(price.min, s.nightlyMinor), max: Math.max(price.max, s.nightlyMinor) }
  }

  const starCounts = new Map<number, number>([5, 4, 3, 2, 1].map((s) => [s, 0]))
  const amenityCounts = new Map<string, number>()
  for (const { summary: s } of rows) {
    for (const code of s.amenities) if (!amenityCounts.has(code)) amenityCounts.set(code, 0)
    if (!inPriceRange(s, f) || !hasAmenities(s, f)) continue
    starCounts.set(s.stars, (starCounts.get(s.stars) ?? 0) + 1)
    if (!hasStars(s, f)) continue
    for (const code of s.amenities) amenityCounts.set(code, amenityCounts.get(code)! + 1)
  }
  return {
    price,
    stars: [...starCounts].map(([stars, count]) => ({ stars, count })),
    amenities: [...amenityCounts]
      .map(([code, count]) => ({ code, count }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
  }
}

/** The matches every filter keeps. */
export function applyFilters(rows: Row[], filters: Filters): Row[] {
  const f = checksOf(filters)
  return rows.filter(({ summary: s }) => inPriceRange(s, f) && hasStars(s, f) && hasAmenities(s, f))
}

const byKey: Record<SearchSort, (a: PropertySummary, b: PropertySummary) => number> = {
  recommended: () => 0,
  'price-asc': (a, b) => a.nightlyMinor - b.nightlyMinor,
  'price-desc': (a, b) => b.nightlyMinor - a.nightlyMinor,
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  distance: (a, b) => a.distanceKm - b.distanceKm,
}

/** Sorted by `sort`, sold-out properties last (by their recommended order), ties by rank then id. */
export function sortRows(rows: Row[], sort: SearchSort): Row[] {
  return [...rows].sort((a, b) => {
    const soldOut = Number(!a.summary.available) - Number(!b.summary.available)
    if (soldOut !== 0) return soldOut
    const key = a.summary.available || sort === 'rating' || sort === 'distance' ? byKey[sort](a.summary, b.summary) : 0
    return key || a.rank - b.rank || a.summary.id.localeCompare(b.summary.id)
  })
}

/** One page of the sorted rows (pages count from 1; past the end is an empty page). */
export function pageOf(rows: Row[], page: number, pageSize: number): PropertySummary[] {
  return rows.slice((page - 1) * pageSize, page * pageSize).map((r) => r.summary)
}
