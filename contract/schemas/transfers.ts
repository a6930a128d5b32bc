import { z } from 'zod'
import { BOOKING_WINDOW_DAYS } from '@contract/constants'
import { int, text } from '@contract/schemas/fields'
import { currencyCode, entityId, image, isoDateString } from '@contract/schemas/booking'
import { localDateTime } from '@contract/schemas/cars'

/*
 * Transfers (issue 20; path `transfers`): rides between a seeded destination's airport and a
 * hotel or a point of the destination (its centre, its port, its station), either way. A shared
 * shuttle is priced per person; a private car or a minivan per vehicle. Each offer takes at most
 * its passengers and bags, includes a waiting time, and says whether it is paid when booked or to
 * the driver (docs/rules.md#transfers).
 */

export const TRANSFER_LIMITS = { maxPassengers: 16, maxBags: 24, maxDaysAhead: BOOKING_WINDOW_DAYS, freeCancellationDays: 1 } as const

/** Shared shuttle (per person), private car or minivan (per vehicle). */
export const transferVehicle = z.enum(['shared', 'private', 'minivan'])
export type TransferVehicle = z.infer<typeof transferVehicle>

/** From the airport to the place (an arrival: the flight's landing time) or from the place to the airport. */
export const transferDirection = z.enum(['arrival', 'departure'])
export type TransferDirection = z.infer<typeof transferDirection>

/** A seeded airport's IATA code: `CDG`. */
export const airportCode = text().regex(/^[A-Z]{3}$/, 'must be an airport code like CDG')

/** Where the ride starts or ends besides the airport: a seeded hotel (`hotel:<id>`) or a point of the destination (`point:<id>`). */
export const transferPlaceId = text()
  .max(90)
  .regex(/^(hotel|point):[a-z0-9][a-z0-9-]*$/, 'must be a place like hotel:paris-hotel-lumiere or point:paris-fr-centre')

/** An airline's flight number as printed on a boarding pass: two characters of the airline and 1–4 digits (`BA2490`, `U21234`). */
export const FLIGHT_NUMBER = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/
export const flightNumber = text().regex(FLIGHT_NUMBER, 'must be a flight number like BA2490')

/** How the traveller meets the ride: a driver with a name board, the shuttle desk in arrivals, or the driver at the hotel or address. */
export const transferMeeting = z.enum(['name-board', 'shuttle-desk', 'at-place'])
export type TransferMeeting = z.infer<typeof transferMeeting>

/** What a traveller books: an offer of the airport, the place, which way, when, who and how many bags. */
export const transferSelection = z.strictObject({
  line: z.literal('transfer'),
  offerId: entityId,
  /** The offer's airport (a checkout link names the whole ride). */
  airport: airportCode,
  placeId: transferPlaceId,
  direction: transferDirection,
  /** Local time at the airport's destination: an arrival's landing time, a departure's pick-up. */
  at: localDateTime,
  passengers: int(1, TRANSFER_LIMITS.maxPassengers),
  bags: int(0, TRANSFER_LIMITS.maxBags),
  /** The arriving flight (an arrival is booked with it; the quote does without). */
  flightNumber: flightNumber.nullable().default(null),
})
export type TransferSelection = z.output<typeof transferSelection>

const airport = z.object({ iata: z.string(), name: z.string(), destinationName: z.string(), timeZone: z.string() })
const place = z.object({ id: z.string(), kind: z.enum(['hotel', 'point']), name: z.string(), address: z.string() })
export type TransferPlace = z.infer<typeof place>

/** A ride as offered: the company, the vehicle and what it takes, the waiting time included and how it is paid. */
export const transferFacts = z.object({
  company: z.string(),
  vehicle: transferVehicle,
  model: z.string(),
  maxPassengers: z.number().int(),
  maxBags: z.number().int(),
  pricing: z.enum(['per-person', 'per-vehicle']),
  waitingMinutes: z.number().int(),
  /** Paid by card when booked (true) or to the driver (false). */
  payNow: z.boolean(),
  image,
})

/** A booked or quoted transfer's own details (the line's member of itemDetails). */
export const transferDetails = transferFacts.extend({
  line: z.literal('transfer'),
  airport,
  place,
  direction: transferDirection,
  at: z.string(),
  passengers: z.number().int(),
  bags: z.number().int(),
  flightNumber: z.string().nullable(),
  distanceKm: z.number().int(),
  durationMinutes: z.number().int(),
  meeting: transferMeeting,
  /** In the quote's currency: the price of one person (shared) or one vehicle. */
  unitMinor: z.number().int(),
})

// ---------------------------------------------------------------------------------------------
// Calls

/** POST /api/transfers/airports: every airport with the hotels and points of its destination, for the search form. */
export const transferAirportsAnswer = z.object({
  status: z.literal(true),
  data: z.array(airport.extend({ places: z.array(place) })),
})
export type TransferAirport = z.infer<typeof transferAirportsAnswer>['data'][number]

export const transferSort = z.enum(['price', 'duration'])
/** POST /api/transfers/search: the ride, the vehicles kept and the order; prices in `currency`. */
export const transferSearchRequest = z.strictObject({
  airport: airportCode,
  placeId: transferPlaceId,
  direction: transferDirection,
  at: localDateTime,
  passengers: int(1, TRANSFER_LIMITS.maxPassengers),
  bags: int(0, TRANSFER_LIMITS.maxBags),
  currency: currencyCode,
  vehicles: z.array(transferVehicle).max(3).default([]),
  sort: transferSort.default('price'),
})
export type TransferSearchRequest = z.input<typeof transferSearchRequest>

export const transferOffer = transferFacts.extend({
  offerId: z.string(),
  unitMinor: z.number().int(),
  totalMinor: z.number().int(),
  durationMinutes: z.number().int(),
  meeting: transferMeeting,
  freeCancellationUntil: isoDateString,
})
export type TransferOffer = z.infer<typeof transferOffer>

export const transferSearchResults = z.object({
  airport,
  place,
  direction: transferDirection,
  distanceKm: z.number().int(),
  currency: currencyCode,
  total: z.number().int(),
  offers: z.array(transferOffer),
  /** Every vehicle kind that takes the party, with how many offers (before the vehicle filter). */
  facets: z.object({ vehicles: z.array(z.object({ value: transferVehicle, count: z.number().int() })) }),
})
export type TransferSearchResults = z.infer<typeof transferSearchResults>
export const transferSearchAnswer = z.object({ status: z.literal(true), data: transferSearchResults })
