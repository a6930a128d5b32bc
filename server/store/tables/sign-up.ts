import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { users } from './users'

/**
 * The social accounts a user signed up with: the provider's stable subject (Google's `sub`,
 * Facebook's user id), not the email, names the person, since an email at the provider can change.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's (verified) email when the identity was added. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.provider, t.subject] }),
    index('user_identities_user').on(t.userId),
    check('user_identities_provider_known', sql`${t.provider} in ('google', 'facebook')`),
  ],
)

/**
 * Invitations to sign up ("invitation info"; docs/api.md#get-invitation): the link carries a key, the store only its
 * SHA-256, like account keys. One invitation makes one account: `acceptedAt` is set once.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    mastercode: text('mastercode'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title', { enum: ['Miss', 'Mr', 'Mrs'] }),
    phoneNumber: text('phone_number'),
    /** ISO 3166-1 alpha-2, the country the invitee's nationality defaults to (docs/rules.md#sign-up-flow). */
    countryCode: text('country_code'),
    lang: text('lang'),
    tripId: text('trip_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_org').on(t.orgId)],
)
