import { sql } from 'drizzle-orm'
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/*
 * Flights (issue 20): the store-backed flight supplier's airports, airlines, daily itineraries,
 * fares and seat holds, seeded from server/seed/data/flights.ts. Fares are integer minor units of
 * FARE_CURRENCY (server/suppliers/flights/fares.ts); times are minutes after local midnight at
 * the origin, and a segment's times are minutes after the itinerary's departure.
 */

/** An airport of the schedule: its real IATA code, city, country and time zone. */
export const flightAirports = pgTable('flight_airports', {
  iata: text('iata').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  countryCode: text('country_code').notNull(),
  timeZone: text('time_zone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
})

/** An airline: a fictional name, a two-letter code no real airline has, the three-digit prefix of its tickets. */
export const flightAirlines = pgTable('flight_airlines', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  ticketPrefix: text('ticket_prefix').notNull(),
})

/** A segment as scheduled: minutes after the itinerary's departure it leaves, and how long it flies. */
export type ScheduledSegment = {
  flightNumber: string
  from: string
  to: string
  offsetMinutes: number
  durationMinutes: number
  aircraft: string
}

/**
 * A daily itinerary from one airport to another: direct or one stop, leaving at the same local
 * time every day, its segments and its whole duration (gate to gate, layover included).
 */
export const flightItineraries = pgTable(
  'flight_itineraries',
  {
    id: text('id').primaryKey(),
    airlineCode: text('airline_code')
      .notNull()
      .references(() => flightAirlines.code, { onDelete: 'cascade' }),
    origin: text('origin')
      .notNull()
      .references(() => flightAirports.iata, { onDelete: 'cascade' }),
    destination: text('destination')
      .notNull()
      .references(() => flightAirports.iata, { onDelete: 'cascade' }),
    stops: integer('stops').notNull(),
    departMinute: integer('depart_minute').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    segments: jsonb('segments').$type<ScheduledSegment[]>().notNull(),
  },
  (t) => [
    // The search: one origin and destination, every itinerary of the day.
    index('flight_itineraries_route').on(t.origin, t.destination, t.departMinute),
    check('flight_itineraries_stops', sql`${t.stops} in (0, 1)`),
    check('flight_itineraries_minute', sql`0 <= ${t.departMinute} and ${t.departMinute} < 1440`),
  ],
)

/**
 * A fare of an itinerary: one cabin and fare family, the adult's base fare and the taxes per
 * seat, its baggage and its change and refund rules, and the seats it sells each day.
 */
export const flightFares = pgTable(
  'flight_fares',
  {
    id: text('id').primaryKey(),
    itineraryId: text('itinerary_id')
      .notNull()
      .references(() => flightItineraries.id, { onDelete: 'cascade' }),
    cabin: text('cabin', { enum: ['economy', 'premium', 'business'] }).notNull(),
    family: text('family', { enum: ['light', 'standard', 'flex'] }).notNull(),
    adultMinor: integer('adult_minor').notNull(),
    taxesMinor: integer('taxes_minor').notNull(),
    cabinBags: integer('cabin_bags').notNull(),
    checkedBags: integer('checked_bags').notNull(),
    checkedKg: integer('checked_kg').notNull(),
    changeFeeMinor: integer('change_fee_minor'),
    refundable: boolean('refundable').notNull(),
    seatChoice: boolean('seat_choice').notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [index('flight_fares_itinerary_cabin').on(t.itineraryId, t.cabin, t.family), check('flight_fares_seats', sql`${t.seats} >= 0`)],
)

/** Seats held on a fare for one day's flight: a booked item's (its reference is the booking reference). */
export const flightHolds = pgTable(
  'flight_holds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reference: text('reference').notNull(),
    fareId: text('fare_id')
      .notNull()
      .references(() => flightFares.id, { onDelete: 'cascade' }),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    /** The passengers and their e-ticket numbers, as issued. */
    tickets: jsonb('tickets').$type<{ name: string; type: string; eticket: string }[]>().notNull(),
    status: text('status', { enum: ['HELD', 'CANCELLED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('flight_holds_fare_date').on(t.fareId, t.travelDate),
    index('flight_holds_reference').on(t.reference),
    check('flight_holds_status_known', sql`${t.status} in ('HELD', 'CANCELLED')`),
    check('flight_holds_seats', sql`${t.seats} >= 0`),
  ],
)
