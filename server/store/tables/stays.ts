import { sql } from 'drizzle-orm'
import { check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { currencies } from './reference'
import { destinations, type ImageSeed } from './inventory'

/*
 * The store supplier's rentals (issue 16, server/suppliers/stays): whole units — condos,
 * apartments, villas, holiday homes — each one unit, booked by the night. Shared by every
 * organisation, like the hotel inventory; seasons are the destination's (rate_seasons). Amounts
 * are integer minor units of the unit's `currency`.
 */

export type StayBedsSeed = { double: number; single: number; sofa: number }

export const stayUnits = pgTable(
  'stay_units',
  {
    id: text('id').primaryKey(),
    destinationId: text('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['condo', 'apartment', 'villa', 'house'] }).notNull(),
    name: text('name').notNull(),
    /** Paragraphs separated by a blank line. */
    description: text('description').notNull(),
    address: text('address').notNull(),
    locationText: text('location_text').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    beds: jsonb('beds').$type<StayBedsSeed>().notNull(),
    maxGuests: integer('max_guests').notNull(),
    sizeSqm: integer('size_sqm').notNull(),
    ratingTenths: integer('rating_tenths').notNull(),
    reviewCount: integer('review_count').notNull(),
    /** A night's rent before season and weekend. */
    baseRateMinor: integer('base_rate_minor').notNull(),
    /** Friday and Saturday nights cost this many basis points more. */
    weekendUpliftBp: integer('weekend_uplift_bp').notNull().default(0),
    cleaningFeeMinor: integer('cleaning_fee_minor').notNull(),
    /** Refundable damage deposit the host holds at check-in: shown, never charged by us. */
    depositMinor: integer('deposit_minor').notNull(),
    /** Taxes as basis points of rent and cleaning. */
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** The fewest nights out of season, and for arrivals in a peak season (the destination's seasons of 120 % or more). */
    minNights: integer('min_nights').notNull(),
    peakMinNights: integer('peak_min_nights').notNull(),
    /** Bit d set (0 Sunday … 6 Saturday): arrivals may fall on that weekday; 127 is any day. */
    checkInDays: integer('check_in_days').notNull().default(127),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    /** Free cancellation until this many days before check-in; null: non-refundable. */
    freeCancellationDays: integer('free_cancellation_days'),
    amenities: text('amenities').array().notNull().default([]),
    /** Bit n set: contract/schemas/stays.ts stayAmenityCodes[n]; what the search filters and counts. */
    amenityBits: integer('amenity_bits').notNull().default(0),
    houseRules: text('house_rules').array().notNull().default([]),
    images: jsonb('images').$type<ImageSeed[]>().notNull(),
    /** The "recommended" order within a destination, lower first. */
    rank: integer('rank').notNull().default(0),
  },
  (t) => [
    index('stay_units_destination').on(t.destinationId, t.rank),
    check('stay_units_id_slug', sql`${t.id} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check('stay_units_type_known', sql`${t.type} in ('condo', 'apartment', 'villa', 'house')`),
    check('stay_units_rooms', sql`${t.bedrooms} between 0 and 12 and ${t.bathrooms} between 1 and 12`),
    check('stay_units_guests', sql`${t.maxGuests} between 1 and 16`),
    check('stay_units_rate_positive', sql`${t.baseRateMinor} > 0`),
    check('stay_units_fees', sql`${t.cleaningFeeMinor} >= 0 and ${t.depositMinor} >= 0`),
    check('stay_units_tax_rate', sql`${t.taxRateBp} between 0 and 10000`),
    check('stay_units_min_nights', sql`${t.minNights} between 1 and 30 and ${t.peakMinNights} between ${t.minNights} and 30`),
    check('stay_units_check_in_days', sql`${t.checkInDays} between 1 and 127`),
    check('stay_units_rating', sql`${t.ratingTenths} between 0 and 100`),
  ],
)

/**
 * The nights a booking takes of a unit: [checkIn, checkOut). A unit is one unit, so two HELD rows
 * of a unit never overlap: the booking takes the unit's row lock before it checks and writes
 * (server/suppliers/stays/stay-booking.ts).
 */
export const stayBookings = pgTable(
  'stay_bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reference: text('reference').notNull().unique(),
    unitId: text('unit_id')
      .notNull()
      .references(() => stayUnits.id, { onDelete: 'cascade' }),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    status: text('status', { enum: ['HELD', 'CANCELLED'] })
      .notNull()
      .default('HELD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('stay_bookings_unit_held').on(t.unitId, t.checkIn).where(sql`${t.status} = 'HELD'`),
    check('stay_bookings_dates', sql`${t.checkOut} > ${t.checkIn}`),
    check('stay_bookings_status_known', sql`${t.status} in ('HELD', 'CANCELLED')`),
  ],
)
