import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { reservationItems, reservations } from './reservations'

/**
 * One card payment of a booking (issue 20; docs/decisions.md#payment-and-booking-consistency):
 * what was asked of the payment provider and how far it got. The row is written BEFORE the
 * provider is asked (PENDING), marked AUTHORISED with the provider's reference, BOOKED inside the
 * booking's own transaction (so a committed booking always says its payment is to be captured),
 * then CAPTURED; a booking that fails VOIDS the authorisation. The reconciliation job
 * (server/services/payments/reconcile.ts) finishes any row a crash left between two steps:
 * PENDING and AUTHORISED rows without a booking are voided, BOOKED rows captured.
 * `attemptKey` is the provider's idempotency key for this attempt, so a replay never takes
 * money twice. Amounts are integer minor units of `currency`.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The reservation request's idempotency key: one live payment per booking attempt. */
    idempotencyKey: text('idempotency_key').notNull(),
    attemptKey: text('attempt_key').notNull().unique(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    methodId: text('method_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['PENDING', 'AUTHORISED', 'DECLINED', 'BOOKED', 'CAPTURED', 'VOIDED'] }).notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** The provider's refusal code when DECLINED. */
    declineCode: text('decline_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Two requests of one booking racing: the second finds the first's live payment.
    uniqueIndex('payments_live_per_booking')
      .on(t.orgId, t.idempotencyKey)
      .where(sql`${t.status} in ('PENDING', 'AUTHORISED', 'BOOKED', 'CAPTURED')`),
    index('payments_open').on(t.status, t.updatedAt),
    index('payments_provider_ref').on(t.providerRef),
    check('payments_status_known', sql`${t.status} in ('PENDING', 'AUTHORISED', 'DECLINED', 'BOOKED', 'CAPTURED', 'VOIDED')`),
    check('payments_amount', sql`${t.amountMinor} > 0`),
    check('payments_booked', sql`(${t.status} in ('BOOKED', 'CAPTURED')) = (${t.reservationId} is not null)`),
  ],
)

/**
 * A refund of a cancelled item that was paid by card: written PENDING in the cancellation's
 * transaction, sent to the provider after it commits (its `attemptKey` is the idempotency key),
 * then DONE. The reconciliation job sends any PENDING refund a crash left behind.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .unique()
      .references(() => reservationItems.id, { onDelete: 'cascade' }),
    attemptKey: text('attempt_key').notNull().unique(),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status', { enum: ['PENDING', 'DONE'] }).notNull(),
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_pending').on(t.status),
    check('payment_refunds_status_known', sql`${t.status} in ('PENDING', 'DONE')`),
    check('payment_refunds_amount', sql`${t.amountMinor} > 0`),
  ],
)

/**
 * The built-in test provider's own ledger (server/services/payments/test-provider.ts): what a real
 * provider would keep on its side. Used where no provider is configured (the demo): no money
 * moves, but authorisations, captures, voids and refunds are recorded like a provider's, so the
 * reconciliation and its tests see the same states a real one would answer.
 */
export const testProviderPayments = pgTable(
  'test_provider_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ref: text('ref').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    methodId: text('method_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['AUTHORISED', 'CAPTURED', 'VOIDED'] }).notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The idempotency keys of the refunds made: a refund repeated with its key gives back nothing more. */
    refundKeys: text('refund_keys').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('test_provider_payments_refunded', sql`${t.refundedMinor} between 0 and ${t.amountMinor}`)],
)
