import { sql } from 'drizzle-orm'
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { destinations, type ImageSeed } from './inventory'
import { currencies } from './reference'

/*
 * The store supplier's activities (issue 16; server/suppliers/store/activity-line.ts): tours,
 * tickets and experiences at the inventory's destinations, their weekly time slots with a
 * capacity, and the seats each booking holds. Shared by every organisation, like the hotels;
 * amounts are integer minor units of the activity's `currency`. The columns a search filters on
 * (categories, duration band, times of day, the adult price) are the activity's own, so the
 * search function (activity_search_page, migrations 0016 and 0018) reads one narrow row per activity.
 */

export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    destinationId: text('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** contract/schemas/activities.ts activityCategory codes; the first is the main one (its pictures). */
    categories: text('categories').array().notNull(),
    /** Paragraphs separated by a blank line. */
    description: text('description').notNull(),
    highlights: text('highlights').array().notNull(),
    included: text('included').array().notNull(),
    notIncluded: text('not_included').array().notNull(),
    meetingPoint: text('meeting_point').notNull(),
    meetingLatitude: doublePrecision('meeting_latitude').notNull(),
    meetingLongitude: doublePrecision('meeting_longitude').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** durationBandOf(durationMinutes), kept for the search's filter. */
    durationBand: text('duration_band').notNull(),
    /** timeOfDayOf of every slot's start, kept for the search's filter. */
    timesOfDay: text('times_of_day').array().notNull(),
    /** ISO 639-1 codes. */
    languages: text('languages').array().notNull(),
    /** accessibilityNote codes. */
    accessibility: text('accessibility').array().notNull(),
    /** Guest rating × 10 (8.7 → 87). */
    ratingTenths: integer('rating_tenths').notNull(),
    reviewCount: integer('review_count').notNull(),
    images: jsonb('images').$type<ImageSeed[]>().notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** Ticket prices; null: the type is not sold (no children at a wine tasting). */
    adultMinor: integer('adult_minor').notNull(),
    childMinor: integer('child_minor'),
    seniorMinor: integer('senior_minor'),
    familyMinor: integer('family_minor'),
    childMinAge: integer('child_min_age').notNull().default(4),
    childMaxAge: integer('child_max_age').notNull().default(11),
    seniorMinAge: integer('senior_min_age').notNull().default(65),
    /** Free cancellation until the day before; false: non-refundable. */
    freeCancellation: boolean('free_cancellation').notNull(),
    /** Each participant's name is asked for (and printed on the tickets). */
    namesRequired: boolean('names_required').notNull(),
    /** Bit d set: it runs on day d of the week (0 Sunday … 6 Saturday). */
    weekdayMask: integer('weekday_mask').notNull(),
    /** The "recommended" order within a destination, lower first. */
    rank: integer('rank').notNull(),
  },
  (t) => [
    index('activities_destination').on(t.destinationId),
    check('activities_id_slug', sql`${t.id} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check('activities_rating', sql`${t.ratingTenths} between 0 and 100`),
    check('activities_prices', sql`${t.adultMinor} > 0 and coalesce(${t.childMinor}, 0) >= 0 and coalesce(${t.seniorMinor}, 0) >= 0`),
    check('activities_weekdays', sql`${t.weekdayMask} between 1 and 127`),
    check('activities_duration', sql`${t.durationMinutes} > 0`),
  ],
)

/** A time slot of an activity, every day it runs: its start and the seats it sells. */
export const activitySlots = pgTable(
  'activity_slots',
  {
    /** `<activity id>-<hhmm>`. */
    id: text('id').primaryKey(),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** "HH:MM", the activity's local time. */
    startsAt: text('starts_at').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    index('activity_slots_activity').on(t.activityId),
    check('activity_slots_time', sql`${t.startsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('activity_slots_capacity', sql`${t.capacity} >= 0`),
  ],
)

/**
 * The seats a booking holds on one slot of one day; seats left = the slot's capacity less the
 * held seats of that day. `reference` is the supplier's booking reference (the ticket's code).
 */
export const activityBookings = pgTable(
  'activity_bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reference: text('reference').notNull().unique(),
    slotId: text('slot_id')
      .notNull()
      .references(() => activitySlots.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    seats: integer('seats').notNull(),
    status: text('status', { enum: ['HELD', 'CANCELLED'] })
      .notNull()
      .default('HELD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('activity_bookings_held').on(t.slotId, t.date).where(sql`${t.status} = 'HELD'`),
    check('activity_bookings_seats', sql`${t.seats} >= 1`),
    check('activity_bookings_status_known', sql`${t.status} in ('HELD', 'CANCELLED')`),
  ],
)
