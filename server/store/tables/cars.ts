import { sql } from 'drizzle-orm'
import { check, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { destinations } from './inventory'
import { currencies } from './reference'

/*
 * Car hire (issue 20): the store-backed car supplier's stations, fleets and holds, seeded from
 * server/seed/data/cars.ts. Amounts are integer minor units of the station's `currency`; times
 * are minutes after local midnight.
 */

/** A rental station: at an airport (with its IATA code) or in a city, with its opening hours. */
export const carStations = pgTable(
  'car_stations',
  {
    id: text('id').primaryKey(),
    destinationId: text('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['airport', 'city'] }).notNull(),
    iata: text('iata'),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Opening hours, minutes after local midnight: [opens, closes], 0 and 1440 when always open. */
    opensMinute: integer('opens_minute').notNull(),
    closesMinute: integer('closes_minute').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
  },
  (t) => [
    index('car_stations_destination').on(t.destinationId),
    check('car_stations_kind_known', sql`${t.kind} in ('airport', 'city')`),
    check('car_stations_hours', sql`0 <= ${t.opensMinute} and ${t.opensMinute} < ${t.closesMinute} and ${t.closesMinute} <= 1440`),
  ],
)

/**
 * One rental company's cars of one ACRISS category at a station: the example model and what it
 * holds, the day rates (online: paid now; counter: paid at pick-up; either may be absent), the
 * one-way fee to another station of the destination, the young-driver fee per day and the
 * minimum age, and how many such cars the fleet has (holds count against it).
 */
export const carOffers = pgTable(
  'car_offers',
  {
    id: text('id').primaryKey(),
    stationId: text('station_id')
      .notNull()
      .references(() => carStations.id, { onDelete: 'cascade' }),
    supplierName: text('supplier_name').notNull(),
    category: text('category').notNull(),
    acriss: text('acriss').notNull(),
    model: text('model').notNull(),
    seats: integer('seats').notNull(),
    doors: integer('doors').notNull(),
    bags: integer('bags').notNull(),
    transmission: text('transmission', { enum: ['manual', 'automatic'] }).notNull(),
    fuel: text('fuel', { enum: ['petrol', 'diesel', 'hybrid', 'electric'] }).notNull(),
    mileageKmPerDay: integer('mileage_km_per_day'),
    included: text('included').array().notNull(),
    onlineDayMinor: integer('online_day_minor'),
    counterDayMinor: integer('counter_day_minor'),
    oneWayFeeMinor: integer('one_way_fee_minor').notNull(),
    youngDriverDayMinor: integer('young_driver_day_minor').notNull(),
    minAge: integer('min_age').notNull(),
    additionalDriverDayMinor: integer('additional_driver_day_minor').notNull(),
    childSeatDayMinor: integer('child_seat_day_minor').notNull(),
    fullCoverDayMinor: integer('full_cover_day_minor').notNull(),
    fleet: integer('fleet').notNull(),
    /** The order the supplier recommends, lower first (the tie-breaker of every sort). */
    rank: integer('rank').notNull(),
  },
  (t) => [
    // The search: one station's offers, by the cheaper day rate.
    index('car_offers_station_price').on(t.stationId, t.onlineDayMinor, t.counterDayMinor),
    check('car_offers_some_rate', sql`${t.onlineDayMinor} is not null or ${t.counterDayMinor} is not null`),
    check('car_offers_fleet', sql`${t.fleet} >= 0`),
  ],
)

/** A car held for a rental (a booked item's supplier reference); overlapping holds count against the fleet. */
export const carHolds = pgTable(
  'car_holds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reference: text('reference').notNull().unique(),
    offerId: text('offer_id')
      .notNull()
      .references(() => carOffers.id, { onDelete: 'cascade' }),
    /** UTC instants of pick-up and drop-off. */
    pickUpAt: timestamp('pick_up_at', { withTimezone: true }).notNull(),
    dropOffAt: timestamp('drop_off_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['HELD', 'CANCELLED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('car_holds_offer_time').on(t.offerId, t.pickUpAt, t.dropOffAt),
    check('car_holds_status_known', sql`${t.status} in ('HELD', 'CANCELLED')`),
    check('car_holds_times', sql`${t.pickUpAt} < ${t.dropOffAt}`),
  ],
)
