import { sql } from 'drizzle-orm'
import { boolean, check, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { GUEST_ROOMS } from '@contract/schemas/booking'
import { currencies, languages } from './reference'

/** One row per white-label organisation: its brand, settings and defaults (docs/product.md#organisations). */
export const organisations = pgTable(
  'organisations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    siteUrl: text('site_url').notNull(),
    googleTagId: text('google_tag_id'),
    displayPrice: boolean('display_price').notNull().default(true),
    calendarType: text('calendar_type', { enum: ['sunday', 'monday'] })
      .notNull()
      .default('sunday'),
    countryCode: text('country_code').notNull(),
    minCheckinDays: integer('min_checkin_days').notNull().default(1),
    menuSections: text('menu_sections').array().notNull().default([]),
    accessCodeEnabled: boolean('access_code_enabled').notNull().default(false),
    /** A valid referral code (of a member of this organisation) lets a sign-up skip the access code. */
    referralReplacesAccessCode: boolean('referral_replaces_access_code').notNull().default(false),
    /** The social sign-in providers offered; a button shows only when the deployment has the provider's client id too. */
    socialProviders: text('social_providers', { enum: ['google', 'facebook'] })
      .array()
      .notNull()
      .default([]),
    canBookWithoutSession: boolean('can_book_without_session').notNull().default(false),
    /** A member who signs up here may book at once (their can_user_book starts at 1); off: the organisation grants it. */
    newMembersMayBook: boolean('new_members_may_book').notNull().default(false),
    /** How a member reaches the organisation (shown where booking is not permitted); null when it gave none. */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** Its mails' sender, "Name <address>" (`mailFrom` in the organisation file); null: the deployment's MAIL_FROM. */
    mailFrom: text('mail_from'),
    allinclusiveUrl: text('allinclusive_url'),
    tripsUrl: text('trips_url'),
    dailydealsUrl: text('dailydeals_url'),
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    primaryColor: text('primary_color').notNull(),
    accentColor: text('accent_color').notNull(),
    /** CSS font-family lists for body text and headings (system fonts: nothing is downloaded). */
    fontFamily: text('font_family'),
    headingFontFamily: text('heading_font_family'),
    /** The organisation's own CSS before and after sign-in; checked on save (server/services/org-css.ts). */
    cssPreLogin: text('css_pre_login'),
    cssPostLogin: text('css_post_login'),
    /** The org_site_wallet (docs/api.md#wallet): which of Discount Cards, Certificates, Cash Card, myvacations it offers. */
    walletOptions: text('wallet_options').array().notNull().default([]),
    defaultLanguageId: integer('default_language_id')
      .notNull()
      .references(() => languages.id),
    defaultCurrencyId: integer('default_currency_id')
      .notNull()
      .references(() => currencies.id),
    // Single sign-on: HS256 with ssoSecret, or RS256/ES256 keys from ssoJwksUrl; issuer and
    // audience must both be set for SSO to be usable (an unchecked claim is an open door).
    ssoEnabled: boolean('sso_enabled').notNull().default(false),
    ssoSecret: text('sso_secret'),
    ssoJwksUrl: text('sso_jwks_url'),
    ssoIssuer: text('sso_issuer'),
    ssoAudience: text('sso_audience'),
    /** Where an SSO member goes when the session ends (docs/rules.md#session-check, checkLogin's session_out_url). */
    sessionOutUrl: text('session_out_url'),
    /** Testers may open the flow inspector with ?inspect=1 on this organisation's production site (src/features/dev). */
    testerInspection: boolean('tester_inspection').notNull().default(false),
    /** The most rooms one booking made without signing in may hold (contract GUEST_ROOMS; members: the stay's limit). */
    guestMaxRooms: integer('guest_max_rooms').notNull().default(GUEST_ROOMS.default),
    /** The organisation's IANA time zone: its daily deals end at midnight there (issue 18). */
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (t) => [
    check('organisations_social_providers_known', sql`${t.socialProviders} <@ array['google', 'facebook']::text[]`),
    check('organisations_guest_max_rooms_range', sql`${t.guestMaxRooms} between 1 and ${sql.raw(String(GUEST_ROOMS.max))}`),
  ],
)

/**
 * The host names an organisation is served under; a host belongs to one organisation (the
 * primary key). Stored lower-case without port, the form resolveOrganisation looks up.
 */
export const orgHosts = pgTable(
  'org_hosts',
  {
    host: text('host').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [index('org_hosts_org_id').on(t.orgId), check('org_hosts_host_lower_case', sql`${t.host} = lower(${t.host}) and ${t.host} <> ''`)],
)

/**
 * Codes that let a member sign up; `uses` counts redemptions against `maxUses` (null = unlimited).
 * Stored upper-case and trimmed, the form a typed code is compared in, so "travel2026 " matches.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    unique('access_codes_org_code').on(t.orgId, t.code),
    check('access_codes_code_upper_case', sql`${t.code} = upper(btrim(${t.code})) and ${t.code} <> ''`),
  ],
)

/** The products an organisation sells, in menu order. */
export const orgProducts = pgTable(
  'org_products',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.productId] })],
)

export const orgLanguages = pgTable(
  'org_languages',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.languageId] })],
)

export const orgCurrencies = pgTable(
  'org_currencies',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    sort: integer('sort').notNull(),
    /** Decimals the organisation shows this currency with; null: the currency's own minor units (issue 21). */
    decimals: integer('decimals'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.currencyId] })],
)

/** The home page's featured destinations; prices are integer minor units of `currency`. */
export const featuredDestinations = pgTable('featured_destinations', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  sort: integer('sort').notNull(),
  fromPriceMinor: integer('from_price_minor').notNull(),
  currency: text('currency').notNull(),
})

/** Binary data as Postgres bytea, read and written as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * An organisation's own files (logo, favicon, images its CSS may use), served at
 * /api/brand/<code>/<name>. In the store, not on disk, so every app process serves the same.
 */
export const orgAssets = pgTable(
  'org_assets',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    sha256: text('sha256').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] }), check('org_assets_name', sql`${t.name} ~ '^[a-z0-9][a-z0-9._-]{0,63}$'`)],
)
