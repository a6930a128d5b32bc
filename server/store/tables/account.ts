import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** A frequent-traveller or hotel loyalty number as kept in a travel profile. */
export type ProgrammeNumberColumn = { programme: string; number: string }

/**
 * A member's travel profile (/user/profile; issue 17): preferences for later bookings and the
 * personal documents flights will need. `passportNumberSealed` is the passport number encrypted
 * with AES-256-GCM under the deployment's key (server/services/account/sealing.ts): the store
 * never holds it readable, and the API answers it masked.
 */
export const travelProfiles = pgTable(
  'travel_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    homeAirport: text('home_airport'),
    bedType: text('bed_type').notNull().default('any'),
    roomPreferences: text('room_preferences').array().notNull().default([]),
    dietary: text('dietary').array().notNull().default([]),
    dietaryNotes: text('dietary_notes').notNull().default(''),
    accessibility: text('accessibility').array().notNull().default([]),
    accessibilityNotes: text('accessibility_notes').notNull().default(''),
    frequentFlyer: jsonb('frequent_flyer').$type<ProgrammeNumberColumn[]>().notNull().default([]),
    hotelLoyalty: jsonb('hotel_loyalty').$type<ProgrammeNumberColumn[]>().notNull().default([]),
    dateOfBirth: date('date_of_birth'),
    passportNumberSealed: text('passport_number_sealed'),
    passportCountry: text('passport_country'),
    passportExpiresOn: date('passport_expires_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'travel_profiles_passport_whole',
      sql`(${t.passportNumberSealed} is null) = (${t.passportCountry} is null) and (${t.passportCountry} is null) = (${t.passportExpiresOn} is null)`,
    ),
  ],
)

/**
 * The people a member books for (/user/travelers): the checkout's "Who's travelling?" offers
 * them. A passport is kept as in the travel profile: sealed, whole or not at all.
 */
export const travellers = pgTable(
  'travellers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    relation: text('relation').notNull(),
    passportNumberSealed: text('passport_number_sealed'),
    passportCountry: text('passport_country'),
    passportExpiresOn: date('passport_expires_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('travellers_user').on(t.userId),
    check(
      'travellers_passport_whole',
      sql`(${t.passportNumberSealed} is null) = (${t.passportCountry} is null) and (${t.passportCountry} is null) = (${t.passportExpiresOn} is null)`,
    ),
  ],
)

/**
 * An email change waiting for its confirmation (POST /api/profile/changeEmail): the link mailed to
 * `newEmail` carries a key whose SHA-256 is kept here; the change happens only when it is opened.
 * A new request replaces an older one (the older key is spent).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user').on(t.userId)],
)
