import { STAY_LIMITS, type SearchRequest } from '@contract/schemas/booking'
import type { Kind, SearchParams } from '@/lib/booking-params'
import type { IsoDate } from '@contract/calendar'

export type CompleteSearch = SearchParams & { where: NonNullable<SearchParams['where']>; checkIn: IsoDate; checkOut: IsoDate }

/**
 * The search call for a results page's URL (dates already completed) in the selected currency.
 * Always built here, key by key in one order, so the results machine can tell equal searches
 * apart from new ones by their JSON. Empty filters are left out rather than sent empty.
 */
export function toSearchRequest(kind: Kind, s: CompleteSearch, currency: string): SearchRequest {
  return {
    kind,
    ...('destination' in s.where ? { destination: s.where.destination } : { latitude: s.where.latitude, longitude: s.where.longitude }),
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    rooms: s.rooms,
    adults: s.adults,
    children: s.children,
    currency,
    sort: s.sort,
    ...(s.priceMin !== null && { priceMin: s.priceMin }),
    ...(s.priceMax !== null && { priceMax: s.priceMax }),
    ...(s.stars.length > 0 && { stars: s.stars }),
    ...(s.amenities.length > 0 && { amenities: s.amenities }),
    page: s.page,
    pageSize: STAY_LIMITS.defaultPageSize,
  }
}

/** The search with no filters, on its first page: what "clear filters" and a new stay start from. */
export function withoutFilters(s: SearchParams): SearchParams {
  return { ...s, priceMin: null, priceMax: null, stars: [], amenities: [], page: 1 }
}

/** How many filters are on: the price range counts once, each star rating and amenity once. */
export const activeFilterCount = (s: SearchParams) =>
  (s.priceMin !== null || s.priceMax !== null ? 1 : 0) + s.stars.length + s.amenities.length

/** Whether any filter narrows the search. */
export const hasFilters = (s: SearchParams) => s.priceMin !== null || s.priceMax !== null || s.stars.length > 0 || s.amenities.length > 0
