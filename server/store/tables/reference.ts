import { boolean, integer, numeric, pgTable, serial, text, timestamp, date } from 'drizzle-orm/pg-core'

/** The bundled country list (src/data/countries.json); `sort` keeps its dialling-prefix order. */
export const countries = pgTable('countries', {
  countryId: integer('country_id').primaryKey(),
  countryCode: text('country_code').notNull().unique(),
  countryName: text('country_name').notNull(),
  isdCode: text('isd_code').notNull(),
  countryFlag: text('country_flag').notNull(),
  distanceUnit: text('distance_unit'),
  tempUnit: text('temp_unit'),
  isDefault: boolean('is_default').notNull().default(false),
  sort: integer('sort').notNull(),
})

export const nationalities = pgTable('nationalities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  sort: integer('sort').notNull(),
})

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})

/**
 * Currencies with their rate to the US dollar: how many units of this currency one USD buys.
 * Kept as an exact decimal (never a float); sixteen decimals make the error of re-basing ECB's
 * per-EUR quotes on USD negligible even after a cross rate divides two of them.
 */
export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  flag: text('flag').notNull(),
  status: boolean('status').notNull().default(true),
  unitsPerUsd: numeric('units_per_usd', { precision: 28, scale: 16 }).notNull(),
  rateDate: date('rate_date'),
})

/** One row per applied rate file (seed or refresh), so "rates as of" is answerable. */
export const rateSnapshots = pgTable('rate_snapshots', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  rateDate: date('rate_date').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
})
