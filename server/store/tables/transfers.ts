import { sql } from 'drizzle-orm'
import { check, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { destinations } from './inventory'
import { currencies } from './reference'

/*
 * Transfers (issue 20): the store-backed transfer supplier's airports, points, offers and holds,
 * seeded from server/seed/data/transfers.ts. Amounts are integer minor units of the airport's
 * `currency`. A ride to a hotel measures from the hotel's own coordinates (properties).
 */

/** A destination's airport: its IATA code, where it is and its time zone. */
export const transferAirports = pgTable(
  'transfer_airports',
  {
    iata: text('iata').primaryKey(),
    destinationId: text('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
  },
  (t) => [index('transfer_airports_destination').on(t.destinationId)],
)

/** A point of a destination a ride can start or end at besides its hotels: the centre, the port, the station. */
export const transferPoints = pgTable(
  'transfer_points',
  {
    id: text('id').primaryKey(),
    destinationId: text('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('transfer_points_destination').on(t.destinationId)],
)

/**
 * One company's rides of one vehicle kind from an airport: what the vehicle takes, its price (a
 * base and a price per road kilometre, per person for a shared shuttle and per vehicle otherwise,
 * rounded up to `stepMinor`), its average speed, the waiting time included, whether it is paid
 * when booked, and how many it can carry at once (`capacity`: vehicles, or a shuttle's seats).
 */
export const transferOffers = pgTable(
  'transfer_offers',
  {
    id: text('id').primaryKey(),
    airportIata: text('airport_iata')
      .notNull()
      .references(() => transferAirports.iata, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    vehicle: text('vehicle', { enum: ['shared', 'private', 'minivan'] }).notNull(),
    model: text('model').notNull(),
    maxPassengers: integer('max_passengers').notNull(),
    maxBags: integer('max_bags').notNull(),
    pricing: text('pricing', { enum: ['per-person', 'per-vehicle'] }).notNull(),
    baseMinor: integer('base_minor').notNull(),
    perKmMinor: integer('per_km_minor').notNull(),
    stepMinor: integer('step_minor').notNull(),
    speedKmh: integer('speed_kmh').notNull(),
    waitingMinutes: integer('waiting_minutes').notNull(),
    pay: text('pay', { enum: ['now', 'driver'] }).notNull(),
    capacity: integer('capacity').notNull(),
    /** The order the supplier recommends, lower first (the tie-breaker of every sort). */
    rank: integer('rank').notNull(),
  },
  (t) => [
    index('transfer_offers_airport').on(t.airportIata, t.maxPassengers, t.maxBags),
    check('transfer_offers_vehicle_known', sql`${t.vehicle} in ('shared', 'private', 'minivan')`),
    check('transfer_offers_pricing_known', sql`${t.pricing} in ('per-person', 'per-vehicle')`),
    check('transfer_offers_pay_known', sql`${t.pay} in ('now', 'driver')`),
    check(
      'transfer_offers_sizes',
      sql`${t.maxPassengers} > 0 and ${t.maxBags} >= 0 and ${t.capacity} >= 0 and ${t.speedKmh} > 0 and ${t.stepMinor} > 0`,
    ),
  ],
)

/** A ride held (a booked item's supplier reference): `units` vehicles, or a shuttle's seats, over its UTC window. */
export const transferHolds = pgTable(
  'transfer_holds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reference: text('reference').notNull().unique(),
    offerId: text('offer_id')
      .notNull()
      .references(() => transferOffers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    units: integer('units').notNull(),
    status: text('status', { enum: ['HELD', 'CANCELLED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('transfer_holds_offer_time').on(t.offerId, t.startsAt, t.endsAt),
    check('transfer_holds_status_known', sql`${t.status} in ('HELD', 'CANCELLED')`),
    check('transfer_holds_times', sql`${t.startsAt} < ${t.endsAt}`),
    check('transfer_holds_units', sql`${t.units} > 0`),
  ],
)
