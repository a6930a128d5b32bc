import { z } from 'zod'
import { parseIsoDate } from '@contract/calendar'
import { boundedNumber, int, text } from '@contract/schemas/fields'

/*
 * The booking shapes (issue 7): search, property details, quotes (reservations: ./reservations.ts). Shared by the
 * server (validates requests, builds answers) and the client (src/api/booking.ts parses answers).
 *
 * Conventions
 * - Dates are date-only `yyyy-mm-dd` (contract/calendar.ts); a stay is [checkIn, checkOut).
 * - Every amount is integer minor units of the `currency` beside it. Search, property and quote
 *   answers are already in the requested currency: the server converts each rate exactly
 *   (server/services/wallet/money.ts) with the current rate, so sorting, filters and the
 *   checkout all agree on one figure. The charged currency is the one the quote was asked in.
 * - Ids of destinations, properties and room types are the supplier's opaque strings.
 */

/** A day of the calendar, `yyyy-mm-dd`: 2026-02-30 is refused here, before any rule or query reads it. */
export const isoDateString = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date like 2026-12-24', abort: true })
  .refine((date) => parseIsoDate(date) !== null, 'is not a date of the calendar')
export const currencyCode = text().regex(/^[A-Z]{3}$/, 'must be a currency code like EUR')
export const entityId = text()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be an id like cancun-coral-bay')

/** Hotels are booked by the night (wallet product HLT); resorts by the week (RST, docs/product.md#product-lines /resorts, weeks). */
export const propertyKind = z.enum(['hotel', 'resort'])
export type PropertyKind = z.infer<typeof propertyKind>
export const bookingProduct = z.enum(['HLT', 'RST'])
export type BookingProduct = z.infer<typeof bookingProduct>

/** Limits of a search and a booking (ours). */
export const STAY_LIMITS = { maxNights: 30, maxRooms: 8, maxAdults: 16, maxChildren: 12, maxPageSize: 50, defaultPageSize: 20 } as const
/**
 * Rooms in one booking made without signing in: each organisation sets its own cap
 * (`guestMaxRooms`, 1 to maxRooms), 3 when its file does not say (docs/api.md "Limits").
 */
export const GUEST_ROOMS = { default: 3, max: STAY_LIMITS.maxRooms } as const

export const image = z.object({ url: z.string(), alt: z.string() })
export type PropertyImage = z.infer<typeof image>

/** Who is staying: SPEC is silent; ours. Adults and children are totals over all rooms. */
const occupancy = {
  rooms: int(1, STAY_LIMITS.maxRooms),
  adults: int(1, STAY_LIMITS.maxAdults),
  children: int(0, STAY_LIMITS.maxChildren),
}
const stay = { checkIn: isoDateString, checkOut: isoDateString, ...occupancy }

// ---------------------------------------------------------------------------------------------
// Destinations (autocomplete)

export const destination = z.object({
  id: entityId,
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  hotelCount: z.number().int(),
  resortCount: z.number().int(),
})
export type Destination = z.infer<typeof destination>

/** POST /api/booking/destinations: destinations whose name or country starts a word with `query` (case- and accent-insensitive). */
export const destinationsRequest = z.strictObject({
  query: text().trim().max(80),
  kind: propertyKind.optional(),
  limit: int(1, 20).default(8),
})
export const destinationsAnswer = z.object({ status: z.literal(true), data: z.array(destination) })

// ---------------------------------------------------------------------------------------------
// Search

export const searchSort = z.enum(['recommended', 'price-asc', 'price-desc', 'rating', 'distance'])
export type SearchSort = z.infer<typeof searchSort>

/**
 * POST /api/booking/search. Where: a destination id, or a point (the browser's location, docs/screens.md#query-parameters
 * query parameters latitude/longitude) searched within `radiusKm`. Filters apply to the price per
 * night in `currency`. Results are paged on the server; facets describe every match before paging.
 */
export const searchRequest = z
  .strictObject({
    kind: propertyKind,
    destination: entityId.optional(),
    latitude: boundedNumber(-90, 90).optional(),
    longitude: boundedNumber(-180, 180).optional(),
    radiusKm: boundedNumber(1, 500).default(50),
    ...stay,
    currency: currencyCode,
    sort: searchSort.default('recommended'),
    priceMin: int(0).optional(),
    priceMax: int(0).optional(),
    stars: z.array(int(1, 5)).max(5).optional(),
    amenities: z.array(text().min(1).max(40)).max(20).optional(),
    page: int(1).default(1),
    pageSize: int(1, STAY_LIMITS.maxPageSize).default(STAY_LIMITS.defaultPageSize),
  })
  .refine((r) => r.destination !== undefined || (r.latitude !== undefined && r.longitude !== undefined), {
    message: 'a destination or a latitude and longitude is required',
    path: ['destination'],
  })
export type SearchRequest = z.input<typeof searchRequest>

export const propertySummary = z.object({
  id: entityId,
  kind: propertyKind,
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  /** Guest rating out of 10, one decimal. */
  rating: z.number(),
  reviewCount: z.number().int(),
  destinationId: entityId,
  destinationName: z.string(),
  countryCode: z.string(),
  address: z.string(),
  /** From the search centre (the destination's centre, or the searched point). */
  distanceKm: z.number(),
  /** The distanceUnit (docs/product.md#country-list) of the property's country ("Km", "Miles"), null where the list gives none. */
  distanceUnit: z.string().nullable(),
  image,
  amenities: z.array(z.string()),
  /** The cheapest available room's average per night for one room, in `currency`. */
  nightlyMinor: z.number().int(),
  /** That room for the whole stay and every room, taxes and fees included, in `currency`. */
  totalMinor: z.number().int(),
  currency: currencyCode,
  /** Rooms of some type are free for the whole stay. Sold-out properties are listed last, without prices to book. */
  available: z.boolean(),
  freeCancellation: z.boolean(),
})
export type PropertySummary = z.infer<typeof propertySummary>

export const searchAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nights: z.number().int(),
    currency: currencyCode,
    centre: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }),
    results: z.array(propertySummary),
    facets: z.object({
      /** Per-night price bounds over every available match, in `currency`; null when none is available. */
      price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
      stars: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
      amenities: z.array(z.object({ code: z.string(), count: z.number().int() })),
    }),
  }),
})
export type SearchResults = z.infer<typeof searchAnswer>['data']

// ---------------------------------------------------------------------------------------------
// Property details and rates

export const cancellationPolicy = z.object({
  /** Free cancellation until this many days before check-in; null: non-refundable. */
  freeUntilDaysBefore: z.number().int().nullable(),
})

export const propertyDetails = z.object({
  id: entityId,
  kind: propertyKind,
  product: bookingProduct,
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** Paragraphs. */
  description: z.array(z.string()),
  destinationId: entityId,
  destinationName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  address: z.string(),
  /** Map-free location text ("On the beach in the Hotel Zone"). */
  locationText: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceFromCentreKm: z.number(),
  distanceUnit: z.string().nullable(),
  images: z.array(image).min(1),
  amenities: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  cancellationPolicy,
})
export type PropertyDetails = z.infer<typeof propertyDetails>

export const nightlyRate = z.object({ date: isoDateString, amountMinor: z.number().int() })

/** One room type priced for the stay, every amount in the answer's currency. */
export const roomOffer = z.object({
  roomTypeId: entityId,
  name: z.string(),
  description: z.string(),
  beds: z.string(),
  maxOccupancy: z.number().int(),
  sizeSqm: z.number().int(),
  amenities: z.array(z.string()),
  image,
  /** Rooms of this type still free for every night of the stay. */
  roomsLeft: z.number().int(),
  /** Whether this offer fits the stay: enough rooms left and occupancy ≤ maxOccupancy × rooms. */
  bookable: z.boolean(),
  /** For one room, each night; rates vary by date (season, weekend). */
  nights: z.array(nightlyRate),
  /** Nights × rooms. */
  roomMinor: z.number().int(),
  taxesMinor: z.number().int(),
  feesMinor: z.number().int(),
  totalMinor: z.number().int(),
  currency: currencyCode,
  /** Last day a cancellation is free (inclusive); null when non-refundable or already past. */
  freeCancellationUntil: isoDateString.nullable(),
  /**
   * The rate's own policy: false for a non-refundable rate (a saver rate, or a property that
   * refunds nothing), whatever the property's policy says; true with freeCancellationUntil null
   * means the free days are over for this stay. Pages word each offer by it (docs/rules.md#cancellation-wording).
   */
  refundable: z.boolean(),
})
export type RoomOffer = z.infer<typeof roomOffer>

/** POST /api/booking/property: the property; with a stay, its room types priced for it. */
export const propertyRequest = z.strictObject({
  id: entityId,
  checkIn: isoDateString.optional(),
  checkOut: isoDateString.optional(),
  rooms: occupancy.rooms.default(1),
  adults: occupancy.adults.default(2),
  children: occupancy.children.default(0),
  currency: currencyCode,
})
export const propertyAnswer = z.object({
  status: z.literal(true),
  data: z.object({ property: propertyDetails, nights: z.number().int().nullable(), offers: z.array(roomOffer).nullable() }),
})
export type PropertyWithOffers = z.infer<typeof propertyAnswer>['data']

/**
 * One room type priced for a stay: what hotels and resorts quote inside the server
 * (server/suppliers/store/room-stay-lines.ts turns it into the item quote of POST /api/booking/quote, ./lines.ts).
 */
export const quoteRequest = z.strictObject({ propertyId: entityId, roomTypeId: entityId, ...stay, currency: currencyCode })
export type QuoteRequest = z.infer<typeof quoteRequest>
export const quote = z.object({
  property: propertySummary.pick({
    id: true,
    kind: true,
    name: true,
    stars: true,
    destinationName: true,
    countryCode: true,
    address: true,
    image: true,
  }),
  product: bookingProduct,
  /** Our reading of docs/decisions.md#certificates-for-resort-weeks: resort weeks (RST) need a certificate; hotels do not. */
  certificateRequired: z.boolean(),
  offer: roomOffer,
  checkIn: isoDateString,
  checkOut: isoDateString,
  nights: z.number().int(),
  rooms: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
})
export type Quote = z.infer<typeof quote>
export const quoteAnswer = z.object({ status: z.literal(true), data: quote })
