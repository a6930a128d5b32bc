import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Signed-in sessions. The cookie carries a random secret; only its SHA-256 lands here, so a
 * leaked table does not leak usable cookies. `id` is the public handle the sign-in result
 * calls "token": knowing it grants nothing.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: text('secret_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    remember: boolean('remember').notNull().default(false),
    sso: boolean('sso').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The country a trusted proxy placed the sign-in in (GEO_COUNTRY_HEADER), for the list of active sessions; null when none did. */
    country: text('country'),
  },
  (t) => [index('sessions_user').on(t.userId)],
)

/** Single-use keys mailed to a user: email verification, password reset, sign-in unlock. Only hashes are kept. */
export const accountKeys = pgTable(
  'account_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'unlock'] }).notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_keys_user').on(t.userId, t.purpose)],
)
