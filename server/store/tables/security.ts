import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { users } from './users'

/**
 * Rate-limit counters: one row per counted attempt, by scope ("signin-ip", "signin-account", ...)
 * and key (an IP, or "orgId:email"). Rows, not memory, so every app process sees the same counts.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_attempts_scope_key_at').on(t.scope, t.key, t.at)],
)

/** A lock-out in force until `until` (e.g. an email after too many failed sign-ins). */
export const authLocks = pgTable(
  'auth_locks',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)

/** Audit trail. `claimed*` hold what the client said; `ip` and `userId` are what the server knows. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    ip: text('ip').notNull(),
    claimedUserId: text('claimed_user_id'),
    claimedIp: text('claimed_ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_events_user').on(t.userId)],
)

/**
 * The mail outbox (docs/decisions.md "Mail outbox"): a row is written in the same transaction as
 * the booking, cancellation, sign-up or key that causes the mail, then the sender
 * (server/services/mail/sender.ts) delivers it by SMTP or as an .eml file and marks it sent.
 * `body` holds the rendered text only while the mail waits: it is erased once sent or failed.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    /** The organisation's own sender ("Name <address>") when it has one; null: the deployment's MAIL_FROM. */
    sender: text('sender'),
    template: text('template').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    /** The rendered text while the mail waits; null once it is sent or given up. */
    body: text('body'),
    /** The rendered HTML part while the mail waits (null once sent or given up, and for mails enqueued before it existed). */
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Delivery attempts begun (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the mail may next be claimed: now when enqueued, a lease ahead while claimed, the backoff after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    transport: text('transport', { enum: ['smtp', 'outbox'] }),
    /** The SMTP message id, or the .eml file's path, once sent. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outgoing_mail_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
)
