import { z } from 'zod'
import { parseIsoDate } from '@contract/calendar'
import { int, text } from '@contract/schemas/fields'
import { currencyCode, entityId, image, isoDateString } from '@contract/schemas/booking'

/*
 * Car hire (issue 20; path `cars`): rental stations at the airports and in the cities of the
 * seeded destinations, fleets by ACRISS category, priced per rental day in the station's
 * currency. One-way rentals between two stations of one destination pay the offer's one-way fee;
 * a driver under 25 pays a young-driver fee per day, under the offer's minimum age cannot rent
 * it. Pick-up and drop-off fall within the stations' opening hours. Each offer says whether it
 * is paid now (online rate) or at the counter, or both (docs/rules.md#car-hire).
 */

/** A local date and time at a station, to the minute, on a day of the calendar: `2026-12-10T10:00`. */
export const localDateTime = text()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a local date and time like 2026-12-10T10:00', abort: true })
  .refine((at) => parseIsoDate(at.slice(0, 10)) !== null, 'is not a date of the calendar')

export const CAR_LIMITS = { maxDays: 30, minAge: 18, maxAge: 99, maxChildSeats: 3, youngDriverUnder: 25, freeCancellationDays: 2 } as const

export const carRate = z.enum(['online', 'counter'])
export type CarRate = z.infer<typeof carRate>
export const carExtras = z.strictObject({
  additionalDriver: z.boolean().default(false),
  childSeats: int(0, CAR_LIMITS.maxChildSeats).default(0),
  fullCover: z.boolean().default(false),
})
export type CarExtras = z.output<typeof carExtras>

/** What a traveller books: an offer of a station's fleet, the rental, the driver's age, the rate and the extras. */
export const carSelection = z.strictObject({
  line: z.literal('car'),
  offerId: entityId,
  /** The drop-off station; the pick-up station is the offer's. */
  dropOffStationId: entityId,
  pickUpAt: localDateTime,
  dropOffAt: localDateTime,
  driverAge: int(CAR_LIMITS.minAge, CAR_LIMITS.maxAge),
  rate: carRate,
  extras: carExtras.default({ additionalDriver: false, childSeats: 0, fullCover: false }),
})
export type CarSelection = z.output<typeof carSelection>

const station = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['airport', 'city']),
  iata: z.string().nullable(),
  address: z.string(),
  destinationName: z.string(),
  /** Opening hours, local time "08:00"–"20:00" ("00:00"–"24:00": always open). */
  opens: z.string(),
  closes: z.string(),
  timeZone: z.string(),
})
export type CarStation = z.infer<typeof station>

/** A car as offered: the category and its example model, what it holds and what is included. */
export const carFacts = z.object({
  supplierName: z.string(),
  category: z.string(),
  acriss: z.string(),
  model: z.string(),
  seats: z.number().int(),
  doors: z.number().int(),
  bags: z.number().int(),
  transmission: z.enum(['manual', 'automatic']),
  fuel: z.enum(['petrol', 'diesel', 'hybrid', 'electric']),
  /** null: unlimited; else kilometres included per day. */
  mileageKmPerDay: z.number().int().nullable(),
  included: z.array(
    z.enum(['collision-damage-waiver', 'theft-protection', 'third-party-liability', 'airport-fees', 'roadside-assistance']),
  ),
  image,
})

/** A booked or quoted car's own details (the line's member of itemDetails). */
export const carDetails = carFacts.extend({
  line: z.literal('car'),
  pickUp: station.extend({ at: z.string() }),
  dropOff: station.extend({ at: z.string() }),
  days: z.number().int(),
  driverAge: z.number().int(),
  rate: carRate,
  extras: z.object({ additionalDriver: z.boolean(), childSeats: z.number().int(), fullCover: z.boolean() }),
  /** In the quote's currency: what the one-way drop-off and a young driver add. */
  oneWayFeeMinor: z.number().int(),
  youngDriverFeeMinor: z.number().int(),
  extrasMinor: z.number().int(),
})

// ---------------------------------------------------------------------------------------------
// Calls

/** POST /api/cars/stations: every station, for the search form (a few per destination). */
export const carStationsAnswer = z.object({ status: z.literal(true), data: z.array(station) })

export const carSort = z.enum(['price', 'category', 'supplier'])
/** POST /api/cars/search: the rental, filters, order and page; prices in `currency`. */
export const carSearchRequest = z.strictObject({
  pickUpStationId: entityId,
  /** null: drop off where picked up. */
  dropOffStationId: entityId.nullable().default(null),
  pickUpAt: localDateTime,
  dropOffAt: localDateTime,
  driverAge: int(CAR_LIMITS.minAge, CAR_LIMITS.maxAge),
  currency: currencyCode,
  categories: z.array(text().min(1).max(40)).max(12).default([]),
  transmission: z.enum(['manual', 'automatic']).nullable().default(null),
  suppliers: z.array(text().min(1).max(60)).max(12).default([]),
  /** Total price (the cheaper rate) at most this, in `currency` minor units. */
  priceMaxMinor: int(0).nullable().default(null),
  sort: carSort.default('price'),
  page: int(1, 1000).default(1),
})
export type CarSearchRequest = z.input<typeof carSearchRequest>

const ratePrice = z.object({ totalMinor: z.number().int(), perDayMinor: z.number().int() })
export const carOffer = carFacts.extend({
  offerId: z.string(),
  /** The online rate (paid now) and the counter rate (paid at pick-up); null where the offer has none. */
  online: ratePrice.nullable(),
  counter: ratePrice.nullable(),
  oneWayFeeMinor: z.number().int(),
  youngDriverFeeMinor: z.number().int(),
  freeCancellationUntil: isoDateString,
})
export type CarOffer = z.infer<typeof carOffer>

const facet = z.array(z.object({ value: z.string(), count: z.number().int() }))
export const carSearchResults = z.object({
  pickUp: station,
  dropOff: station,
  days: z.number().int(),
  currency: currencyCode,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  offers: z.array(carOffer),
  facets: z.object({ categories: facet, suppliers: facet, transmissions: facet }),
})
export type CarSearchResults = z.infer<typeof carSearchResults>
export const carSearchAnswer = z.object({ status: z.literal(true), data: carSearchResults })
