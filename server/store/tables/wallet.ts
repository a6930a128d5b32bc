import { sql } from 'drizzle-orm'
import { check, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { currencies } from './reference'
import { users } from './users'

/** The wallet product codes (docs/rules.md#constants), as the store checks them (contract/constants.ts holds the client's copy). */
const PRODUCT_CODES = sql`array['HLT', 'ACT', 'RST', 'STY']::text[]`

/**
 * The card programmes an organisation runs (wallet entities; docs/api.md#wallet): `id` is the
 * payment_card_id the client sees, `pro_code` the programme's code (unique per organisation, the
 * seed's natural key), `services` the products (codes; docs/rules.md#constants) its cards can pay for.
 */
export const cardProgrammes = pgTable(
  'card_programmes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['certificate', 'discount', 'cash'] }).notNull(),
    proCode: text('pro_code').notNull(),
    name: text('name').notNull(),
    services: text('services').array().notNull().default([]),
  },
  (t) => [
    unique('card_programmes_org_pro_code').on(t.orgId, t.proCode),
    // The target of wallet_cards' (programme_id, org_id) key: a card belongs to its programme's organisation.
    unique('card_programmes_id_org').on(t.id, t.orgId),
    check('card_programmes_kind_known', sql`${t.kind} in ('certificate', 'discount', 'cash')`),
    check('card_programmes_pro_code', sql`${t.proCode} ~ '^[A-Z0-9][A-Z0-9-]{0,31}$'`),
    check('card_programmes_services_known', sql`${t.services} <@ ${PRODUCT_CODES}`),
  ],
)

/**
 * A member's card. `amountMinor` is integer minor units of `currency`: a certificate's redemption
 * price, a discount card's card_amount, a cash card's balance. Status changes only through
 * conditional updates (server/services/wallet/redeem.ts), so a card is never spent twice;
 * `redeemedReference` names the booking holding a REDEEMED card, so only that booking's
 * cancellation can release it. A passed `expiresAt` makes a card EXPIRED when read, whatever
 * `status` still says (the row is not rewritten on read).
 */
export const walletCards = pgTable(
  'wallet_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programmeId: integer('programme_id').notNull(),
    cardCode: text('card_code').notNull(),
    status: text('status', { enum: ['ACTIVE', 'REDEEMED', 'EXPIRED', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedReference: text('redeemed_reference'),
  },
  (t) => [
    unique('wallet_cards_org_card_code').on(t.orgId, t.cardCode),
    index('wallet_cards_user').on(t.userId),
    foreignKey({
      name: 'wallet_cards_programme_fk',
      columns: [t.programmeId, t.orgId],
      foreignColumns: [cardProgrammes.id, cardProgrammes.orgId],
    }).onDelete('cascade'),
    check('wallet_cards_status_known', sql`${t.status} in ('ACTIVE', 'REDEEMED', 'EXPIRED', 'CANCELLED')`),
    check('wallet_cards_amount_non_negative', sql`${t.amountMinor} >= 0`),
    check('wallet_cards_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('wallet_cards_card_code', sql`${t.cardCode} ~ '^[A-Z0-9][A-Z0-9-]{0,39}$'`),
    check('wallet_cards_expiry_after_issue', sql`${t.expiresAt} is null or ${t.expiresAt} > ${t.issuedAt}`),
    check('wallet_cards_reference_only_when_redeemed', sql`${t.redeemedReference} is null or ${t.status} = 'REDEEMED'`),
  ],
)

/** What happened to a card, in order; the wallet shows it newest first as the card's history. */
export const walletCardEvents = pgTable(
  'wallet_card_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => walletCards.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action', { enum: ['issued', 'redeemed', 'released', 'expired', 'cancelled'] }).notNull(),
    /** In the card's own currency; null for events that move no money (expiry, cancellation). */
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    /** The booking the event belongs to, when any. */
    reference: text('reference'),
  },
  (t) => [
    index('wallet_card_events_card_at').on(t.cardId, t.at),
    check('wallet_card_events_action_known', sql`${t.action} in ('issued', 'redeemed', 'released', 'expired', 'cancelled')`),
    check('wallet_card_events_amount_non_negative', sql`${t.amountMinor} is null or ${t.amountMinor} >= 0`),
    check('wallet_card_events_currency_code', sql`${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$'`),
    check('wallet_card_events_amount_with_currency', sql`(${t.amountMinor} is null) = (${t.currency} is null)`),
  ],
)
