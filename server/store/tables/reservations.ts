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

/** What the property looked like when booked, so history reads the same if the supplier changes it. */
export type PropertySnapshot = {
  id: string
  kind: 'hotel' | 'resort'
  name: string
  stars: number
  destinationName: string
  countryCode: string
  address: string
  image: { url: string; alt: string }
}

/**
 * A booking (POST /api/reservations). Belongs to an organisation and to a member (`userId`), or
 * to a guest browser (`guestTokenHash`, the sha-256 of the myReservationToken cookie) where the
 * organisation books without a session; `agentId` is set when an agent booked for a client.
 * Every amount is integer minor units of `currency`, the charged currency, priced by the server.
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
    supplier: text('supplier').notNull(),
    supplierReference: text('supplier_reference').notNull(),
    product: text('product', { enum: ['HLT', 'RST'] }).notNull(),
    propertyId: text('property_id').notNull(),
    property: jsonb('property').$type<PropertySnapshot>().notNull(),
    roomTypeId: text('room_type_id').notNull(),
    roomName: text('room_name').notNull(),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    rooms: integer('rooms').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    guest: jsonb('guest').$type<GuestColumn>().notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    roomMinor: integer('room_minor').notNull(),
    taxesMinor: integer('taxes_minor').notNull(),
    feesMinor: integer('fees_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    amountDueMinor: integer('amount_due_minor').notNull(),
    freeCancellationUntil: date('free_cancellation_until'),
    /** The language the confirmation was sent in (the member's at booking time). */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('reservations_org_idempotency_key').on(t.orgId, t.idempotencyKey),
    index('reservations_user').on(t.userId),
    index('reservations_agent').on(t.agentId),
    index('reservations_guest_token').on(t.guestTokenHash),
    check('reservations_owner', sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
    check('reservations_status_known', sql`${t.status} in ('CONFIRMED', 'CANCELLED')`),
    check('reservations_product_known', sql`${t.product} in ('HLT', 'RST')`),
    check('reservations_dates', sql`${t.checkOut} > ${t.checkIn}`),
    check(
      'reservations_amounts',
      sql`${t.roomMinor} >= 0 and ${t.taxesMinor} >= 0 and ${t.feesMinor} >= 0 and ${t.totalMinor} = ${t.roomMinor} + ${t.taxesMinor} + ${t.feesMinor}`,
    ),
    check('reservations_amount_due', sql`${t.amountDueMinor} between 0 and ${t.totalMinor}`),
    check('reservations_cancelled_at', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
  ],
)

/** The wallet cards a reservation redeemed, with what each took off, in the reservation's currency. */
export const reservationCards = pgTable(
  'reservation_cards',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => walletCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['certificate', 'discount'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    unique('reservation_cards_reservation_card').on(t.reservationId, t.cardId),
    check('reservation_cards_amount', sql`${t.amountMinor} >= 0`),
  ],
)
