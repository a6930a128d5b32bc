import type { IsoDate } from '@contract/calendar'
import type { StaySearchRequest } from '@contract/schemas/stays'
import type { StaySearchParams } from '@/lib/stay-params'

export type CompleteStaySearch = StaySearchParams & { destination: string; checkIn: IsoDate; checkOut: IsoDate }

/** Stays per page of results. */
export const STAY_PAGE_SIZE = 20

/**
 * The search call for a stays results page's URL (dates completed) in the selected currency.
 * Always built here, key by key in one order, so the results machine tells equal searches apart
 * from new ones by their JSON. Empty filters are left out rather than sent empty.
 */
export function toStaySearchRequest(s: CompleteStaySearch, currency: string): StaySearchRequest {
  return {
    destination: s.destination,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    adults: s.adults,
    children: s.children,
    currency,
    ...(s.types.length > 0 && { types: s.types }),
    ...(s.bedrooms !== null && { bedrooms: s.bedrooms }),
    ...(s.priceMin !== null && { priceMin: s.priceMin }),
    ...(s.priceMax !== null && { priceMax: s.priceMax }),
    ...(s.amenities.length > 0 && { amenities: s.amenities as StaySearchRequest['amenities'] }),
    ...(s.covered && { covered: true }),
    sort: s.sort,
    page: s.page,
    pageSize: STAY_PAGE_SIZE,
  }
}

/** The search with no filter on, on its first page. */
export const withoutStayFilters = (s: StaySearchParams): StaySearchParams => ({
  ...s,
  types: [],
  bedrooms: null,
  priceMin: null,
  priceMax: null,
  amenities: [],
  covered: false,
  page: 1,
})

/** How many filters are on: the price range and the bedrooms count once, each type and amenity once, the certificate once. */
export const activeStayFilterCount = (s: StaySearchParams) =>
  (s.priceMin !== null || s.priceMax !== null ? 1 : 0) +
  (s.bedrooms !== null ? 1 : 0) +
  s.types.length +
  s.amenities.length +
  (s.covered ? 1 : 0)
