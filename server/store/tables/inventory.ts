import { sql } from 'drizzle-orm'
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { countries, currencies } from './reference'

/*
 * The store-backed supplier's inventory (server/suppliers/store): destinations, properties, room
 * types, seasonal rate rules and the rooms each booking holds. Shared by every organisation (a
 * supplier's inventory is not an organisation's); what an organisation sells is decided by its
 * eligible products. Amounts are integer minor units of the property's `currency`.
 */

export const destinations = pgTable(
  'destinations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    check('destinations_id_slug', sql`${t.id} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check('destinations_latitude', sql`${t.latitude} between -90 and 90`),
    check('destinations_longitude', sql`${t.longitude} between -180 and 180`),
  ],
)

export type ImageSeed = { file: string; alt: string }

export const properties = pgTable(
  'properties',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['hotel', 'resort'] }).notNull(),
    destinationId: text('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stars: integer('stars').notNull(),
    /** Guest rating × 10 (8.7 → 87). */
    ratingTenths: integer('rating_tenths').notNull(),
    reviewCount: integer('review_count').notNull(),
    /** Paragraphs separated by a blank line. */
    description: text('description').notNull(),
    address: text('address').notNull(),
    locationText: text('location_text').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The currency the supplier prices this property in. */
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    /** Free cancellation until this many days before check-in; null: non-refundable. */
    freeCancellationDays: integer('free_cancellation_days'),
    /** Taxes as basis points of the room price (1200 = 12 %). */
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** A fee per room per night (resort fee, city tax), minor units. */
    feePerNightMinor: integer('fee_per_night_minor').notNull(),
    /** Friday and Saturday nights cost this many basis points more (1500 = +15 %). */
    weekendUpliftBp: integer('weekend_uplift_bp').notNull().default(0),
    amenities: text('amenities').array().notNull().default([]),
    /** Files under the supplier's image route, each with its alternative text. */
    images: jsonb('images').$type<ImageSeed[]>().notNull(),
    /** The "recommended" order within a destination, lower first. */
    rank: integer('rank').notNull().default(0),
  },
  (t) => [
    index('properties_destination').on(t.destinationId),
    check('properties_id_slug', sql`${t.id} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check('properties_kind_known', sql`${t.kind} in ('hotel', 'resort')`),
    check('properties_stars', sql`${t.stars} between 1 and 5`),
    check('properties_rating', sql`${t.ratingTenths} between 0 and 100`),
    check('properties_tax_rate', sql`${t.taxRateBp} between 0 and 10000`),
    check('properties_fee', sql`${t.feePerNightMinor} >= 0`),
    check('properties_cancellation_days', sql`${t.freeCancellationDays} is null or ${t.freeCancellationDays} >= 0`),
  ],
)

export const roomTypes = pgTable(
  'room_types',
  {
    id: text('id').primaryKey(),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    beds: text('beds').notNull(),
    maxOccupancy: integer('max_occupancy').notNull(),
    sizeSqm: integer('size_sqm').notNull(),
    amenities: text('amenities').array().notNull().default([]),
    image: jsonb('image').$type<ImageSeed>().notNull(),
    /** The nightly rate of one room before season and weekend, minor units of the property's currency. */
    baseRateMinor: integer('base_rate_minor').notNull(),
    /** Rooms of this type the supplier can sell per night. */
    roomCount: integer('room_count').notNull(),
    /** False: non-refundable rate, whatever the property's policy. */
    refundable: boolean('refundable').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('room_types_property').on(t.propertyId),
    check('room_types_id_slug', sql`${t.id} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check('room_types_rate_positive', sql`${t.baseRateMinor} > 0`),
    check('room_types_room_count', sql`${t.roomCount} >= 0`),
    check('room_types_occupancy', sql`${t.maxOccupancy} between 1 and 16`),
  ],
)

/**
 * Seasons: nights from `startsOn` to `endsOn` (inclusive) at a destination cost `multiplierBp`
 * basis points of the base rate (12500 = 125 %). Recurring every year when `yearly` (month and
 * day compared); the first matching season by `priority` (highest) wins.
 */
export const rateSeasons = pgTable(
  'rate_seasons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    destinationId: text('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    yearly: boolean('yearly').notNull().default(true),
    multiplierBp: integer('multiplier_bp').notNull(),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    index('rate_seasons_destination').on(t.destinationId),
    unique('rate_seasons_destination_name').on(t.destinationId, t.name),
    check('rate_seasons_multiplier', sql`${t.multiplierBp} between 1000 and 50000`),
  ],
)

/**
 * The rooms a booking holds at the store supplier: nights [checkIn, checkOut) of `rooms` rooms of
 * a type. Availability is the room count less the held rooms of every night; `reference` is the
 * supplier's booking reference the reservation keeps.
 */
export const supplierBookings = pgTable(
  'supplier_bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reference: text('reference').notNull().unique(),
    roomTypeId: text('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    rooms: integer('rooms').notNull(),
    status: text('status', { enum: ['HELD', 'CANCELLED'] })
      .notNull()
      .default('HELD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('supplier_bookings_room_dates').on(t.roomTypeId, t.checkIn, t.checkOut),
    // A search reads the rooms held on its dates: held bookings that have not ended yet.
    index('supplier_bookings_held_until').on(t.checkOut).where(sql`${t.status} = 'HELD'`),
    check('supplier_bookings_dates', sql`${t.checkOut} > ${t.checkIn}`),
    check('supplier_bookings_rooms', sql`${t.rooms} >= 1`),
    check('supplier_bookings_status_known', sql`${t.status} in ('HELD', 'CANCELLED')`),
  ],
)

/*
 * The store supplier's search rows (server/suppliers/store/search-index.ts rebuilds them whenever
 * the seed writes inventory): what a search reads for every candidate, kept narrow so a search of a
 * destination with ten thousand hotels scans little, and the plpgsql function
 * property_search_page (migration 0014) that filters, prices, counts, sorts and pages them.
 */

/** One row per property: its facts for filters and sorting, and its cheapest rooms by occupancy. */
export const propertySearch = pgTable(
  'property_search',
  {
    propertyId: text('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    destinationId: text('destination_id').notNull(),
    kind: text('kind').notNull(),
    rank: integer('rank').notNull(),
    stars: integer('stars').notNull(),
    ratingTenths: integer('rating_tenths').notNull(),
    reviewCount: integer('review_count').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    currency: text('currency').notNull(),
    weekendUpliftBp: integer('weekend_uplift_bp').notNull(),
    /** Bit n set: the property has contract/amenities.ts propertyAmenityCodes[n]. */
    amenityBits: integer('amenity_bits').notNull(),
    /**
     * Element o (from 1): the lowest base rate among the room types that sleep at least o guests,
     * and the most rooms any of the room types at that rate has. A search needing rooms for
     * ceil(guests / rooms) each takes that element when no booking holds rooms of the property
     * for the stay; otherwise it reads the room types themselves.
     */
    cheapestBase: integer('cheapest_base').array().notNull(),
    cheapestCount: integer('cheapest_count').array().notNull(),
  },
  (t) => [index('property_search_kind_destination').on(t.kind, t.destinationId)],
)

/** One row per destination: its folded names for the autocomplete, counts, currencies and reach. */
export const destinationSearch = pgTable('destination_search', {
  destinationId: text('destination_id')
    .primaryKey()
    .references(() => destinations.id, { onDelete: 'cascade' }),
  /** server/suppliers/store/text-match.ts foldText of the name and of the country's name. */
  foldedName: text('folded_name').notNull(),
  foldedCountry: text('folded_country').notNull(),
  hotelCount: integer('hotel_count').notNull(),
  resortCount: integer('resort_count').notNull(),
  /** The currencies its properties are priced in. */
  currencies: text('currencies').array().notNull(),
  /** The farthest of its properties from its centre, km: a point search looks at destinations within its radius plus this. */
  reachKm: doublePrecision('reach_km').notNull(),
})
