/*
 * The shapes of the inventory seed's hand-written facts (destinations, areas, seasons); the rows
 * themselves are generated from these by inventory.ts.
 */

/** A neighbourhood properties are placed in: a real point, how the location reads, its streets. */
export type AreaSeed = {
  name: string
  latitude: number
  longitude: number
  /** Map-free location text of a property here ("On the beach in the Hotel Zone"). */
  text: string
  /** Beachfront: resorts may be placed here, and its properties can be on the beach. */
  beach?: boolean
  /** A leisure area without a beach (theme parks, palm groves): resorts may be placed here. */
  resort?: boolean
  streets: readonly string[]
}

/** A yearly season: month-day bounds (inclusive; a range may wrap the new year). */
export type SeasonSeed = { name: string; from: string; to: string; multiplierBp: number; priority: number }

export type DestinationSeed = {
  /** Slug: the city and the country code (`cancun-mx`). */
  id: string
  name: string
  countryCode: string
  latitude: number
  longitude: number
  /** The properties' currency: the local one when the store knows it, else USD. */
  currency: string
  /** A 3-star standard room's nightly base rate, minor units of `currency`. */
  baseRateMinor: number
  /** Base rates are rounded to this many minor units (whole pesos, hundreds of yen). */
  rateStepMinor: number
  taxRateBp: number
  /** City tax per room per night for hotels; resorts charge `resortFeeMinor` instead. */
  cityFeeMinor: number
  resortFeeMinor: number
  hotels: number
  resorts: number
  addressStyle: 'number-first' | 'number-last' | 'japan'
  postcode: string
  /** Local words property names are made of. */
  words: readonly string[]
  /** Sentences about the place, for descriptions. */
  flavour: readonly string[]
  areas: readonly AreaSeed[]
  seasons: readonly SeasonSeed[]
}
