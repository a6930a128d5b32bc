import type { SearchResults } from '@contract/schemas/booking'

/** The star levels a search's facets count, in the order they are listed. */
export const STAR_LEVELS = [5, 4, 3, 2, 1] as const

/** The facets of a search that matched nothing: every star level counted 0, no price, no amenity. */
export const noFacets = (): SearchResults['facets'] => ({
  price: null,
  stars: STAR_LEVELS.map((stars) => ({ stars, count: 0 })),
  amenities: [],
})
