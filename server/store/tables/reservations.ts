import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { currencies } from './reference'
import { users } from './users'
import { walletCards } from './wallet'

/** The guest as booked (contract/schemas/reservations.ts guestDetails). */
export type GuestColumn = {
  title: 'Mr' | 'Mrs' | 'Ms' | 'Mx' | 'Dr'
  firstName: string
  lastName: string
  email: string
  phone: { isdCode: string; number: string }
}

/**
 * A booking (POST /api/reservations): the lead traveller and one or more items
 * (reservation_items), each of any product line. Belongs to an organisation and to a member (`userId`), or
 * to a guest browser (`guestTokenHash`, the sha-256 of the myReservationToken cookie) where the
 * organisation books without a session; `agentId` is set when an agent booked for a client.
 * Every amount of its items is integer minor units of `currency`, the charged currency, priced by
 * the server. `status` is CANCELLED once every item is.
 * `(orgId, idempotencyKey)` makes a retried request answer the first booking; `requestHash`
 * tells a retry from a different request reusing the key.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    confirmationNumber: text('confirmation_number').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    guestTokenHash: text('guest_token_hash'),
    status: text('status', { enum: ['CONFIRMED', 'CANCELLED'] })
      .notNull()
      .default('CONFIRMED'),
    guest: jsonb('guest').$type<GuestColumn>().notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** The language the confirmation was sent in (the member's at booking time). */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Set when the member who owned it deleted their account (issue 17): the lead traveller's
     * details are replaced, and the booking is kept, owned by nobody, for the accounts.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    unique('reservations_org_idempotency_key').on(t.orgId, t.idempotencyKey),
    index('reservations_user').on(t.userId),
    index('reservations_agent').on(t.agentId),
    index('reservations_guest_token').on(t.guestTokenHash),
    check('reservations_owner', sql`${t.userId} is not null or ${t.guestTokenHash} is not null or ${t.anonymisedAt} is not null`),
    check('reservations_status_known', sql`${t.status} in ('CONFIRMED', 'CANCELLED')`),
    check('reservations_cancelled_at', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
  ],
)

/** A line's details of a booked item as the API shows them (contract/schemas/lines.ts itemDetails), kept as booked. */
export type ItemDetailsColumn = Record<string, unknown> & { line: string }

/**
 * One booked item of a reservation (issue 15): a product of one line (hotel, resort…), booked
 * with the line's supplier under `supplierReference`, priced by the server in the reservation's
 * currency (integer minor units). `details` is the line's own snapshot (a stay: the property as
 * booked, the room, the dates), so history reads the same if the supplier changes it; the columns
 * are what every line has. Each item is cancelled on its own; the reservation is CANCELLED once
 * every item is.
 */
export const reservationItems = pgTable(
  'reservation_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    line: text('line').notNull(),
    /** The wallet product code; null for a line the wallet's certificates and discount cards never pay (flights, cars, transfers). */
    product: text('product', { enum: ['HLT', 'ACT', 'RST', 'STY'] }),
    /** `now`: the amount due was charged by card at booking (refunded on cancellation); `later`: paid at the property or counter. */
    payWhen: text('pay_when', { enum: ['now', 'later'] })
      .notNull()
      .default('later'),
    status: text('status', { enum: ['CONFIRMED', 'CANCELLED'] })
      .notNull()
      .default('CONFIRMED'),
    supplier: text('supplier').notNull(),
    supplierReference: text('supplier_reference').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: jsonb('image').$type<{ url: string; alt: string }>().notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    baseMinor: integer('base_minor').notNull(),
    taxesMinor: integer('taxes_minor').notNull(),
    feesMinor: integer('fees_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    amountDueMinor: integer('amount_due_minor').notNull(),
    freeCancellationUntil: date('free_cancellation_until'),
    details: jsonb('details').$type<ItemDetailsColumn>().notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('reservation_items_reservation').on(t.reservationId),
    check('reservation_items_status_known', sql`${t.status} in ('CONFIRMED', 'CANCELLED')`),
    check('reservation_items_product_known', sql`${t.product} is null or ${t.product} in ('HLT', 'ACT', 'RST', 'STY')`),
    check('reservation_items_pay_when_known', sql`${t.payWhen} in ('now', 'later')`),
    check('reservation_items_dates', sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      'reservation_items_amounts',
      sql`${t.baseMinor} >= 0 and ${t.taxesMinor} >= 0 and ${t.feesMinor} >= 0 and ${t.totalMinor} = ${t.baseMinor} + ${t.taxesMinor} + ${t.feesMinor}`,
    ),
    check('reservation_items_amount_due', sql`${t.amountDueMinor} between 0 and ${t.totalMinor}`),
    check('reservation_items_cancelled_at', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
  ],
)

/**
 * The wallet cards an item redeemed, with what each took off, in the reservation's currency:
 * certificates and discount cards spent whole, and cash-card draws (`drawnMinor`: what left the
 * card, in the card's own currency, which a cancellation of the item puts back).
 */
export const reservationCards = pgTable(
  'reservation_cards',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => reservationItems.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => walletCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['certificate', 'discount', 'cash'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    drawnMinor: integer('drawn_minor'),
  },
  (t) => [unique('reservation_cards_item_card').on(t.itemId, t.cardId), check('reservation_cards_amount', sql`${t.amountMinor} >= 0`)],
)
