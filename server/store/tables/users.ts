import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { accessCodes, organisations } from './organisations'

/**
 * Members (usr_type 2) and agents (usr_type 1) of one organisation. The email is stored
 * lower-cased, so the per-organisation unique constraint is case-insensitive in effect.
 * `passwordHash` is null for accounts that only ever signed in through SSO or a social provider.
 * Every user gets a referral code from the store itself (random_referral_code(), migration
 * 0004), whichever path created the row; `signupIp` is the address the server saw, never the
 * one the sign-up body claimed.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    usrType: integer('usr_type').notNull().default(2),
    title: text('title'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    nationalityId: integer('nationality_id'),
    phoneCountryCode: text('phone_country_code'),
    /** The ISO code of the phone's country (the picker's choice): a prefix such as +1 names several. */
    phoneCountry: text('phone_country'),
    phoneNumber: text('phone_number'),
    currencyCode: text('currency_code').notNull().default('USD'),
    language: text('language').notNull().default('en-US'),
    role: text('role', { enum: ['member', 'agent'] })
      .notNull()
      .default('member'),
    isPromotion: integer('is_promotion').notNull().default(0),
    displayPrice: integer('display_price').notNull().default(1),
    /** Integer minor units of `creditLimitCurrency`; null when the user has no credit line. */
    creditLimitMinor: integer('credit_limit_minor'),
    creditLimitCurrency: text('credit_limit_currency'),
    /**
     * What the agent's bookings on account hold of the credit line now, in `creditLimitCurrency`
     * (the sum of agent_credit_draws not released). Changed only by conditional updates that keep
     * it within the limit (server/services/agent/credit.ts), so two bookings racing cannot pass it.
     */
    creditUsedMinor: integer('credit_used_minor').notNull().default(0),
    canUserBook: integer('can_user_book').notNull().default(0),
    accessCode: text('access_code'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    referralCode: text('referral_code').notNull().default(sql`random_referral_code()`),
    referredByUserId: integer('referred_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    referralOrg: text('referral_org'),
    mastercode: text('mastercode'),
    tripId: text('trip_id'),
    signupIp: text('signup_ip'),
    accessCodeId: integer('access_code_id').references(() => accessCodes.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('users_org_email').on(t.orgId, t.email),
    unique('users_org_referral_code').on(t.orgId, t.referralCode),
    // Not bounded by the limit here: an organisation may lower a limit below what is in use (new bookings then wait).
    check('users_credit_used', sql`${t.creditUsedMinor} >= 0`),
    // A member's referrals (issue 18) and the reward job's friends are found by their referrer.
    index('users_referred_by').on(t.referredByUserId),
  ],
)

/** A member's plans; the session check reads plan_status (docs/rules.md#session-check: ACTIVE-REFRESH counts as ACTIVE). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    planStatus: text('plan_status', { enum: ['ACTIVE', 'ACTIVE-REFRESH', 'EXPIRED', 'CANCELLED', 'PENDING'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The organisation's plan (its file's `plans`) this subscription is of; null for plans made before plans were configured. */
    planCode: text('plan_code'),
  },
  (t) => [index('subscriptions_user').on(t.userId)],
)
