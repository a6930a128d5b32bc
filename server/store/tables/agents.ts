import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { reservationItems, reservations, type GuestColumn } from './reservations'
import { users } from './users'

/**
 * What the organisation knows of an agent's agency (/agent/profile; issue 17): its name and number
 * and the agent's commission, in basis points (1050 = 10.5 %). The credit line itself is on the
 * user (credit_limit_minor, credit_used_minor), where a booking draws on it.
 */
export const agentProfiles = pgTable(
  'agent_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyName: text('agency_name'),
    agencyNumber: text('agency_number'),
    commissionBp: integer('commission_bp'),
  },
  (t) => [check('agent_profiles_commission', sql`${t.commissionBp} is null or ${t.commissionBp} between 0 and 10000`)],
)

/**
 * An agent's client (/agent/client-list): the lead traveller of the bookings the agent makes for
 * them. One email per agent (compared lower-cased): the import refuses a second.
 */
export const agentClients = pgTable(
  'agent_clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneCountry: text('phone_country').notNull(),
    phoneIsdCode: text('phone_isd_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    nationalityId: integer('nationality_id'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('agent_clients_agent_email').on(t.agentId, t.email)],
)

/** A selection of any product line kept in a quote (contract/schemas/lines.ts itemSelection). */
export type QuoteSelectionColumn = Record<string, unknown> & { line: string }

/**
 * A quote an agent prepares for a client (/agent/my-quotes): offers priced again whenever it is
 * opened, mailed to the client with a link (only the key's SHA-256 is kept), valid until a day,
 * and booked once accepted. `status` holds draft, sent, viewed or accepted; "expired" is read
 * from `validUntil`, never written. The client's name and email are kept as sent, so the quote
 * still reads after the client is removed.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => agentClients.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    /** The lead traveller a booking from the quote is made for: the client as the quote was last written or sent. */
    guest: jsonb('guest').$type<GuestColumn>().notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['draft', 'sent', 'viewed', 'accepted'] })
      .notNull()
      .default('draft'),
    keyHash: text('key_hash').unique(),
    validUntil: date('valid_until'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('quotes_agent').on(t.agentId),
    check('quotes_status_known', sql`${t.status} in ('draft', 'sent', 'viewed', 'accepted')`),
    // A sent quote has its link and its last valid day; a draft the agent booked has neither.
    check('quotes_sent_with_key', sql`${t.status} not in ('sent', 'viewed') or (${t.keyHash} is not null and ${t.validUntil} is not null)`),
  ],
)

/** One offer of a quote: the selection as chosen; prices are asked again whenever the quote is read. */
export const quoteItems = pgTable(
  'quote_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    selection: jsonb('selection').$type<QuoteSelectionColumn>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quote_items_quote').on(t.quoteId)],
)

/**
 * What an agent's booked item drew on the agency's credit line, in the line's currency: put back
 * (`releasedAt`) when the item is cancelled. The sum of the draws not released is the user's
 * credit_used_minor, which the booking's conditional update keeps within the limit.
 */
export const agentCreditDraws = pgTable(
  'agent_credit_draws',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => reservationItems.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('agent_credit_draws_agent').on(t.agentId), check('agent_credit_draws_amount', sql`${t.amountMinor} >= 0`)],
)
