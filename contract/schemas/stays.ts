import { z } from 'zod'
import { int } from '@contract/schemas/fields'
import { STAY_LIMITS, currencyCode, entityId, image, isoDateString } from '@contract/schemas/booking'
import { dealToken } from '@contract/schemas/deal-token'

/*
 * Stays (issue 16): whole-unit rentals — condos, apartments, villas and holiday homes — booked by
 * the night as one unit (docs/api.md "Stays"). The search and the unit page have calls of their
 * own (POST /api/stays/search, POST /api/stays/unit); the quote and the booking are the booking
 * core's, with the `stay` line's selection and details below (./lines.ts takes them into its unions).
 * Amounts are integer minor units of the `currency` beside them; dates are `yyyy-mm-dd`.
 */

/** The kinds of unit: `condo` presets /condo's filter; `villa` and `house` (a holiday home) preset /holidaystays'. */
export const unitTypes = ['condo', 'apartment', 'villa', 'house'] as const
export const unitType = z.enum(unitTypes)
export type UnitType = z.infer<typeof unitType>

/** A unit's amenities, in the order the filter lists them (16 at most: the search counts them as bits). */
export const stayAmenityCodes = [
  'wifi',
  'kitchen',
  'washer',
  'air-conditioning',
  'pool',
  'private-pool',
  'hot-tub',
  'parking',
  'sea-view',
  'garden',
  'bbq',
  'fireplace',
  'workspace',
  'pet-friendly',
  'accessible',
  'crib',
] as const
export type StayAmenityCode = (typeof stayAmenityCodes)[number]

/** House rules, as codes the pages word in the visitor's language. */
export const houseRuleCodes = [
  'no-smoking',
  'no-parties',
  'quiet-hours',
  'no-pets',
  'pets-allowed',
  'id-at-check-in',
  'sort-waste',
] as const
export type HouseRuleCode = (typeof houseRuleCodes)[number]

/** Limits of a stay search and booking (ours): a unit sleeps at most 16; a stay lasts 1–30 nights like a hotel stay. */
export const STAY_UNIT_LIMITS = {
  maxGuests: 16,
  maxBedrooms: 6,
  maxNights: STAY_LIMITS.maxNights,
  defaultPageSize: 20,
  maxPageSize: 50,
  /** The calendar of a unit page: at most this many months at once. */
  maxCalendarMonths: 12,
} as const

export const staySort = z.enum(['recommended', 'price-asc', 'price-desc', 'rating'])
export type StaySort = z.infer<typeof staySort>

const guests = { adults: int(1, STAY_UNIT_LIMITS.maxGuests), children: int(0, STAY_LIMITS.maxChildren) }

// ---------------------------------------------------------------------------------------------
// Search

/**
 * POST /api/stays/search: the units of a destination free for the stay and sleeping the guests,
 * filtered, sorted and paged in the store. `bedrooms` is "at least"; `types` and `amenities`
 * narrow to units of any of the types and with all of the amenities; the price filter is per
 * night in `currency`; `covered` keeps the units the signed-in member's best stay certificate
 * pays in full (401 NOT_SIGNED_IN without a session).
 */
export const staySearchRequest = z.strictObject({
  destination: entityId,
  checkIn: isoDateString,
  checkOut: isoDateString,
  ...guests,
  currency: currencyCode,
  types: z.array(unitType).max(unitTypes.length).optional(),
  bedrooms: int(1, STAY_UNIT_LIMITS.maxBedrooms).optional(),
  priceMin: int(0).optional(),
  priceMax: int(0).optional(),
  amenities: z.array(z.enum(stayAmenityCodes)).max(stayAmenityCodes.length).optional(),
  covered: z.boolean().default(false),
  sort: staySort.default('recommended'),
  page: int(1, 10_000).default(1),
  pageSize: int(1, STAY_UNIT_LIMITS.maxPageSize).default(STAY_UNIT_LIMITS.defaultPageSize),
})
export type StaySearchRequest = z.input<typeof staySearchRequest>

export const staySummary = z.object({
  id: entityId,
  name: z.string(),
  type: unitType,
  destinationName: z.string(),
  countryCode: z.string(),
  locationText: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  beds: z.number().int(),
  maxGuests: z.number().int(),
  sizeSqm: z.number().int(),
  /** Out of 10, one decimal. */
  rating: z.number(),
  reviewCount: z.number().int(),
  image,
  amenities: z.array(z.string()),
  /** The rent for the stay converted into `currency` and divided by the nights (cleaning and taxes aside). */
  nightlyMinor: z.number().int(),
  /** Rent, cleaning fee and taxes for the whole stay, in `currency`: what the checkout charges. */
  totalMinor: z.number().int(),
  currency: currencyCode,
  /** The fewest nights an arrival on the stay's check-in day takes (the season's). */
  minNights: z.number().int(),
  freeCancellation: z.boolean(),
  /**
   * A certificate of the member's pays the total in full (the stay is complimentary): of those
   * that do, the one expiring first, which the stay's links carry to the checkout; null otherwise.
   */
  coveredBy: z.string().nullable(),
})
export type StaySummary = z.infer<typeof staySummary>

/** The member's stay certificate that the "covered" filter and badges measure against. */
export const stayCertificate = z.object({ cardCode: z.string(), name: z.string(), valueMinor: z.number().int(), currency: currencyCode })
export type StayCertificate = z.infer<typeof stayCertificate>

export const staySearchAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nights: z.number().int(),
    currency: currencyCode,
    destination: z.object({ id: entityId, name: z.string(), countryCode: z.string() }),
    results: z.array(staySummary),
    facets: z.object({
      /** Per-night bounds over every match before the filters, in `currency`; null when none. */
      price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
      /** Each type with the matches of every filter but the type filter. */
      types: z.array(z.object({ type: unitType, count: z.number().int() })),
      /** For 1 to 5: the matches with at least that many bedrooms, under every filter but bedrooms. */
      bedrooms: z.array(z.object({ bedrooms: z.number().int(), count: z.number().int() })),
      /** Every amenity the matches have, counting the matches of every filter (as ticking it too would leave). */
      amenities: z.array(z.object({ code: z.string(), count: z.number().int() })),
      /** The matches of every other filter that the member's certificate covers; null without one. */
      covered: z.number().int().nullable(),
    }),
    /** Units free and big enough that this stay cannot book: too few nights for the season, or not their arrival day. */
    restricted: z.number().int(),
    /** The signed-in member's best active stay certificate (services include STY), in `currency`; null otherwise. */
    certificate: stayCertificate.nullable(),
  }),
})
export type StaySearchResults = z.infer<typeof staySearchAnswer>['data']

// ---------------------------------------------------------------------------------------------
// One unit and its calendar

export const stayBeds = z.object({ double: z.number().int(), single: z.number().int(), sofa: z.number().int() })

export const stayUnitDetails = z.object({
  id: entityId,
  name: z.string(),
  type: unitType,
  product: z.literal('STY'),
  /** Paragraphs. */
  description: z.array(z.string()),
  destinationId: entityId,
  destinationName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  address: z.string(),
  locationText: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  beds: stayBeds,
  maxGuests: z.number().int(),
  sizeSqm: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  images: z.array(image).min(1),
  amenities: z.array(z.string()),
  houseRules: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** The weekdays an arrival may fall on, 0 Sunday … 6 Saturday; all seven for most units. */
  checkInDays: z.array(z.number().int().min(0).max(6)).min(1),
  /** The fewest nights out of season, and for arrivals in the destination's peak seasons. */
  minNights: z.number().int(),
  peakMinNights: z.number().int(),
  /** Once per stay, in `currency`. */
  cleaningFeeMinor: z.number().int(),
  /** Refundable, held by the host at check-in: shown, never charged here. */
  depositMinor: z.number().int(),
  /** The lowest rent of a night in the calendar's months, in `currency`. */
  fromNightlyMinor: z.number().int(),
  currency: currencyCode,
  /** Free cancellation until this many days before check-in; null: non-refundable. */
  freeCancellationDays: z.number().int().nullable(),
})
export type StayUnitDetails = z.infer<typeof stayUnitDetails>

/**
 * The unit's nights from `from` (inclusive) to `to` (exclusive): the nights bookings take, and
 * for every day the fewest nights a stay arriving that day must last (`minNights[i]` is for
 * `from` + i days).
 */
export const stayCalendar = z.object({
  from: isoDateString,
  to: isoDateString,
  booked: z.array(isoDateString),
  minNights: z.array(z.number().int()),
})
export type StayCalendar = z.infer<typeof stayCalendar>

/** POST /api/stays/unit: a unit with its calendar for `months` months from the first of `from`'s month. */
export const stayUnitRequest = z
  .strictObject({
    id: entityId,
    currency: currencyCode,
    from: isoDateString,
    months: int(1, STAY_UNIT_LIMITS.maxCalendarMonths).default(STAY_UNIT_LIMITS.maxCalendarMonths),
  })
  // The calendar's days are written yyyy-mm-dd: the first day after it (`to`) is in the year 9999 at the latest.
  .refine(({ from, months }) => Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1 + months <= 9999 * 12 + 11, {
    message: 'the calendar would run past the year 9999',
    path: ['from'],
  })
export type StayUnitRequest = z.input<typeof stayUnitRequest>
export const stayUnitAnswer = z.object({ status: z.literal(true), data: z.object({ unit: stayUnitDetails, calendar: stayCalendar }) })
export type StayUnitWithCalendar = z.infer<typeof stayUnitAnswer>['data']

// ---------------------------------------------------------------------------------------------
// The `stay` line of the booking core (./lines.ts)

/** A unit for a stay: the whole unit, for the nights [checkIn, checkOut), for these guests. */
export const staySelection = z.strictObject({
  line: z.literal('stay'),
  unitId: entityId,
  checkIn: isoDateString,
  checkOut: isoDateString,
  ...guests,
  /** A daily deal of ours (issue 18, ./deal-token.ts): the stay is priced less its discount while it runs. */
  deal: dealToken.optional(),
})
export type StaySelection = z.infer<typeof staySelection>

/** A stay as quoted and booked: the unit as it was, the dates, and what is paid or held beside the rent. */
export const stayDetails = z.object({
  line: z.literal('stay'),
  unit: z.object({
    id: entityId,
    name: z.string(),
    type: unitType,
    bedrooms: z.number().int(),
    bathrooms: z.number().int(),
    maxGuests: z.number().int(),
    destinationName: z.string(),
    countryCode: z.string(),
    address: z.string(),
    image,
  }),
  checkIn: isoDateString,
  checkOut: isoDateString,
  nights: z.number().int(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** Part of the price's fees, in the quote's currency. */
  cleaningFeeMinor: z.number().int(),
  /** Held by the host at check-in and refunded: not part of the price, in the quote's currency. */
  depositMinor: z.number().int(),
  houseRules: z.array(z.string()),
})
export type StayDetails = z.infer<typeof stayDetails>
