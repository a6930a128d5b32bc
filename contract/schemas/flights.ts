import { z } from 'zod'
import { int, text } from '@contract/schemas/fields'
import { currencyCode, entityId, image, isoDateString } from '@contract/schemas/booking'
import { personName } from '@contract/schemas/sign-up'

/*
 * Flights (issue 20; path `flight`): a seeded daily schedule of direct and one-stop itineraries
 * between the airports of the seeded destinations and a few hubs, fares per cabin and fare family
 * with seats left per date, one-way and return (priced as a pair). Times are each airport's local
 * time; ages are counted on the day of the first flight (docs/rules.md#flights).
 */

export const FLIGHT_LIMITS = {
  maxPassengers: 9,
  /** Infants travel on an adult's lap: under 2 on the day of every flight. */
  infantUnder: 2,
  /** Children: 2 to 11 on the day of the first flight; 12 and over are adults. */
  childUnder: 12,
  /** A flight can be booked until this many minutes before it leaves. */
  closesMinutesBefore: 120,
  maxDaysAhead: 360,
} as const

export const cabin = z.enum(['economy', 'premium', 'business'])
export type Cabin = z.infer<typeof cabin>
export const fareFamily = z.enum(['light', 'standard', 'flex'])
export type FareFamily = z.infer<typeof fareFamily>

/** An airport's three-letter IATA code. */
export const iataCode = text().regex(/^[A-Z]{3}$/, 'must be an airport code like CDG')
/** A local time of day, "HH:MM" ("24:00" only as a window's end). */
export const clockTime = text().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a time like 07:30')
/** A time-of-day window, both ends included, in the airport's local time. */
export const timeWindow = z.strictObject({ from: clockTime, to: clockTime })
export type TimeWindow = z.infer<typeof timeWindow>

/** Who flies, as searched: adults (12+), each child's age (2–11), infants on an adult's lap (under 2). */
export const passengerCounts = z
  .strictObject({
    adults: int(1, FLIGHT_LIMITS.maxPassengers),
    childAges: z
      .array(int(2, 11))
      .max(FLIGHT_LIMITS.maxPassengers - 1)
      .default([]),
    infants: int(0, FLIGHT_LIMITS.maxPassengers - 1).default(0),
  })
  .refine((p) => p.infants <= p.adults, {
    message: 'each infant travels on an adult’s lap: no more infants than adults',
    path: ['infants'],
  })
  .refine((p) => p.adults + p.childAges.length <= FLIGHT_LIMITS.maxPassengers, {
    message: `at most ${FLIGHT_LIMITS.maxPassengers} passengers with a seat`,
    path: ['childAges'],
  })

/** The baggage and the change and refund rules of a fare family (docs/rules.md#flights). */
export const fareRules = z.object({
  family: fareFamily,
  cabinBags: z.number().int(),
  /** Checked bags of up to `checkedKg` each. */
  checkedBags: z.number().int(),
  checkedKg: z.number().int(),
  /** Changes: not allowed (null), or allowed for this fee per passenger in the fare's currency (0: free). */
  changeFeeMinor: z.number().int().nullable(),
  /** Refundable in full when cancelled up to the day before the first flight. */
  refundable: z.boolean(),
  seatChoice: z.boolean(),
})
export type FareRules = z.infer<typeof fareRules>

// ---------------------------------------------------------------------------------------------
// Selection: what the traveller books.

export const gender = z.enum(['female', 'male', 'unspecified'])
/** A passenger as in the passport; nationality and passport where the trip is international. */
export const flightTraveller = z.strictObject({
  firstName: personName,
  lastName: personName,
  dateOfBirth: isoDateString,
  gender,
  nationality: text()
    .regex(/^[A-Z]{2}$/, 'must be a country code like FR')
    .nullable()
    .default(null),
  passportNumber: text()
    .regex(/^[A-Z0-9]{5,20}$/, 'must be 5 to 20 letters and digits')
    .nullable()
    .default(null),
  /** An infant's adult: the index (0-based) of an adult in the list; null for any other passenger. */
  onLapOf: int(0, FLIGHT_LIMITS.maxPassengers * 2)
    .nullable()
    .default(null),
})
export type FlightTraveller = z.output<typeof flightTraveller>

const flightLeg = z.strictObject({ itineraryId: entityId, date: isoDateString })

/**
 * A flight booking: the outbound itinerary on its date, the return one (or null), the cabin and
 * one fare family for the trip, the counts it is priced for, and the passengers' details
 * (given at booking; quoted without).
 */
export const flightSelection = z.strictObject({
  line: z.literal('flight'),
  outbound: flightLeg,
  inbound: flightLeg.nullable().default(null),
  cabin,
  family: fareFamily,
  passengers: z.strictObject({
    adults: int(1, FLIGHT_LIMITS.maxPassengers),
    children: int(0, FLIGHT_LIMITS.maxPassengers - 1).default(0),
    infants: int(0, FLIGHT_LIMITS.maxPassengers - 1).default(0),
  }),
  travellers: z
    .array(flightTraveller)
    .max(FLIGHT_LIMITS.maxPassengers * 2)
    .default([]),
})
export type FlightSelection = z.output<typeof flightSelection>

// ---------------------------------------------------------------------------------------------
// Answers

export const airport = z.object({ iata: z.string(), name: z.string(), city: z.string(), countryCode: z.string(), timeZone: z.string() })
export type Airport = z.infer<typeof airport>

/** A time at an airport: the local date and time, and the days after the trip's first departure day ("+1"). */
const localTime = z.object({ local: z.string(), dayOffset: z.number().int() })

export const flightSegment = z.object({
  flightNumber: z.string(),
  airline: z.object({ code: z.string(), name: z.string() }),
  from: airport,
  to: airport,
  departs: localTime,
  arrives: localTime,
  durationMinutes: z.number().int(),
  aircraft: z.string(),
})

/** One way of one day: its segments and layovers. */
export const flightItinerary = z.object({
  itineraryId: z.string(),
  date: isoDateString,
  airline: z.object({ code: z.string(), name: z.string() }),
  from: airport,
  to: airport,
  departs: localTime,
  arrives: localTime,
  durationMinutes: z.number().int(),
  stops: z.number().int(),
  segments: z.array(flightSegment),
  layovers: z.array(z.object({ airport, minutes: z.number().int(), airportChange: z.boolean() })),
})
export type FlightItinerary = z.infer<typeof flightItinerary>

const passengerPrices = z.object({
  adultMinor: z.number().int(),
  childMinor: z.number().int(),
  infantMinor: z.number().int(),
})

/** A fare family offered for the whole trip: per passenger type and in total, and the seats left (the fewer of the two ways). */
export const flightFareOption = z.object({
  family: fareFamily,
  perPassenger: passengerPrices,
  totalMinor: z.number().int(),
  seatsLeft: z.number().int(),
  rules: fareRules,
})

export const flightOffer = z.object({
  /** Outbound and return itinerary ids with their dates: what a selection names. */
  offerId: z.string(),
  outbound: flightItinerary,
  inbound: flightItinerary.nullable(),
  /** The cheapest family with seats for everyone: its price per adult and the trip's total. */
  fromFamily: fareFamily,
  pricePerAdultMinor: z.number().int(),
  totalMinor: z.number().int(),
  fares: z.array(flightFareOption),
})
export type FlightOffer = z.infer<typeof flightOffer>

export const flightSort = z.enum(['price', 'duration', 'departure'])
export const stopsFilter = z.enum(['any', 'direct', 'max1'])

/** POST /api/flights/search: the trip, who flies, the cabin, filters, order and page; prices in `currency`. */
export const flightSearchRequest = z.strictObject({
  from: iataCode,
  to: iataCode,
  departDate: isoDateString,
  /** null: one-way. */
  returnDate: isoDateString.nullable().default(null),
  passengers: passengerCounts,
  cabin: cabin.default('economy'),
  currency: currencyCode,
  stops: stopsFilter.default('any'),
  /** Windows on the outbound (and return) flight's local departure and arrival time. */
  outboundDeparts: timeWindow.nullable().default(null),
  outboundArrives: timeWindow.nullable().default(null),
  returnDeparts: timeWindow.nullable().default(null),
  returnArrives: timeWindow.nullable().default(null),
  airlines: z
    .array(text().regex(/^[A-Z0-9]{2}$/, 'must be an airline code like QV'))
    .max(12)
    .default([]),
  sort: flightSort.default('price'),
  page: int(1, 1000).default(1),
})
export type FlightSearchRequest = z.input<typeof flightSearchRequest>

const facet = z.array(z.object({ value: z.string(), count: z.number().int() }))
export const flightSearchResults = z.object({
  from: airport,
  to: airport,
  currency: currencyCode,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  offers: z.array(flightOffer),
  /** Over every offer before the filters: airlines (code) and stops ('0', '1'). */
  facets: z.object({ airlines: facet, stops: facet }),
})
export type FlightSearchResults = z.infer<typeof flightSearchResults>
export const flightSearchAnswer = z.object({ status: z.literal(true), data: flightSearchResults })

/** POST /api/flights/airports: every airport of the schedule, for the search form. */
export const flightAirportsAnswer = z.object({ status: z.literal(true), data: z.array(airport) })

/** A quoted or booked flight's own details (the line's member of itemDetails). */
export const flightDetails = z.object({
  line: z.literal('flight'),
  cabin,
  family: fareFamily,
  rules: fareRules,
  outbound: flightItinerary,
  inbound: flightItinerary.nullable(),
  passengers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  perPassenger: passengerPrices,
  international: z.boolean(),
  /** Set once booked: the airline booking reference and each passenger's e-ticket number. */
  bookingReference: z.string().nullable(),
  tickets: z.array(z.object({ name: z.string(), type: z.enum(['adult', 'child', 'infant']), eticket: z.string().nullable() })),
  image,
})
export type FlightDetails = z.infer<typeof flightDetails>
