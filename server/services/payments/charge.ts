import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { DomainError } from '../../errors'
import { uniqueViolation } from '../../store/errors'
import { paymentRefunds, payments } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Tx } from '../wallet/redeem'
import { PaymentDeclined, type PaymentProvider } from './provider'

/*
 * The steps of a card payment around a booking (docs/decisions.md#payment-and-booking-consistency):
 *
 *   PENDING ──authorise──► AUTHORISED ──booking commits (same transaction)──► BOOKED ──capture──► CAPTURED
 *      │                       └──booking fails──► VOIDED
 *      └──card refused──► DECLINED
 *
 * Each step is written to the store before the next is asked of the provider, and each provider
 * call carries an idempotency key derived from the row, so the reconciliation job
 * (./reconcile.ts) can finish whatever a crash interrupted: money is never held for a booking
 * that does not exist, and a booking that exists is always captured.
 */

export type PaymentRow = typeof payments.$inferSelect

/** The steps after which a test may kill the process (tests/server/payments-crash.test.ts). */
export type PaymentStep = 'pending' | 'authorised' | 'booked' | 'captured' | 'refund-pending'

/** The payment provider the app takes cards with, and the crash hook of the kill tests (never set in a deployment). */
export type Payments = { provider: PaymentProvider; crashAfter?: (step: PaymentStep) => void }

/** The idempotency keys of a payment's provider calls: derived from its attempt, so a replay repeats the same call. */
export const callKey = (row: Pick<PaymentRow, 'attemptKey'>, call: 'capture' | 'void') => `${row.attemptKey}-${call}`

/** What the provider is asked when authorising (the reconciliation replays exactly this). */
export const authoriseRequest = (row: PaymentRow, orgName: string) => ({
  key: row.attemptKey,
  amountMinor: row.amountMinor,
  currency: row.currency,
  methodId: row.methodId,
  description: `${orgName} booking`,
  metadata: { payment: String(row.id), booking: row.idempotencyKey },
})

const setStatus = async (db: Db | Tx, row: PaymentRow, from: PaymentRow['status'][], set: Partial<PaymentRow>, now: Date) => {
  const [updated] = await db
    .update(payments)
    .set({ ...set, updatedAt: now })
    .where(and(eq(payments.id, row.id), inArray(payments.status, from)))
    .returning()
  return updated ?? null
}

/**
 * Authorises `amountMinor` on the card for a booking: the row first (PENDING), then the
 * provider, then AUTHORISED with its reference. A refused card is DECLINED and the refusal thrown
 * (402 PAYMENT_DECLINED); a provider that failed otherwise leaves the row PENDING for the
 * reconciliation (which replays the call with its key and releases any hold) and throws 502.
 * A second request of the same booking while the first's payment is live: 409 PAYMENT_IN_PROGRESS.
 */
export async function authorisePayment(
  db: Db,
  given: Payments,
  request: { orgId: number; orgName: string; idempotencyKey: string; amountMinor: number; currency: string; methodId: string; now: Date },
): Promise<PaymentRow> {
  let row: PaymentRow
  try {
    ;[row] = (await db
      .insert(payments)
      .values({
        orgId: request.orgId,
        idempotencyKey: request.idempotencyKey,
        attemptKey: `pay_${randomUUID()}`,
        provider: given.provider.name,
        methodId: request.methodId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        status: 'PENDING',
        createdAt: request.now,
        updatedAt: request.now,
      })
      .returning()) as [PaymentRow]
  } catch (error) {
    if (uniqueViolation(error) === 'payments_live_per_booking') {
      throw new DomainError('PAYMENT_IN_PROGRESS', 'This booking is already being paid for. Please wait a moment and try again.')
    }
    throw error
  }
  given.crashAfter?.('pending')
  try {
    const held = await given.provider.authorise(authoriseRequest(row, request.orgName))
    const authorised = await setStatus(db, row, ['PENDING'], { status: 'AUTHORISED', providerRef: held.ref }, request.now)
    given.crashAfter?.('authorised')
    return authorised ?? row
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      await setStatus(db, row, ['PENDING'], { status: 'DECLINED', declineCode: error.declineCode }, request.now)
    }
    throw error
  }
}

/** Inside the booking's transaction: the payment belongs to the reservation and is to be captured. */
export async function markBooked(tx: Tx, payment: PaymentRow, reservationId: number, now: Date): Promise<void> {
  const booked = await setStatus(tx, payment, ['AUTHORISED'], { status: 'BOOKED', reservationId }, now)
  // Only the reconciliation voids an AUTHORISED row, and only after minutes: losing it here means the hold is gone.
  if (!booked) throw new DomainError('PAYMENT_UNAVAILABLE', 'The card hold expired before the booking was made. Nothing was charged.')
}

/** Takes the held amount of a booked payment (CAPTURED); repeated, it changes nothing. */
export async function capturePayment(db: Db, given: Payments, row: PaymentRow, now: Date): Promise<void> {
  await given.provider.capture(row.providerRef!, callKey(row, 'capture'))
  given.crashAfter?.('captured')
  await setStatus(db, row, ['BOOKED'], { status: 'CAPTURED' }, now)
}

/** Releases the hold of a payment whose booking was not made (VOIDED). */
export async function voidPayment(db: Db, given: Payments, row: PaymentRow, now: Date): Promise<void> {
  if (row.providerRef) await given.provider.void(row.providerRef, callKey(row, 'void'))
  await setStatus(db, row, ['PENDING', 'AUTHORISED'], { status: 'VOIDED', providerRef: row.providerRef }, now)
}

/**
 * Inside a cancellation's transaction: a refund of `amountMinor` for the item, to be sent once it
 * commits ({@link sendRefunds}). Answers the refund's id, or null when the reservation was not
 * paid by card (nothing to give back).
 */
export async function recordRefund(
  tx: Tx,
  request: { reservationId: number; itemId: number; amountMinor: number; now: Date },
): Promise<number | null> {
  if (request.amountMinor <= 0) return null
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.reservationId, request.reservationId), inArray(payments.status, ['BOOKED', 'CAPTURED'])))
  if (!payment) return null
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      itemId: request.itemId,
      attemptKey: `ref_${randomUUID()}`,
      amountMinor: request.amountMinor,
      status: 'PENDING',
      createdAt: request.now,
    })
    .returning({ id: paymentRefunds.id })
  return refund!.id
}

/**
 * Sends PENDING refunds to the provider and marks them DONE. A payment still BOOKED (its capture
 * interrupted) is captured first: only captured money can be given back.
 */
export async function sendRefunds(db: Db, given: Payments, refundIds: readonly number[], now: Date): Promise<void> {
  if (refundIds.length === 0) return
  const rows = await db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(inArray(paymentRefunds.id, [...refundIds]), eq(paymentRefunds.status, 'PENDING')))
  for (const { refund, payment } of rows) {
    if (payment.status === 'BOOKED') await capturePayment(db, given, payment, now)
    const done = await given.provider.refund({ ref: payment.providerRef!, amountMinor: refund.amountMinor, key: refund.attemptKey })
    await db
      .update(paymentRefunds)
      .set({ status: 'DONE', providerRef: done.refundRef, doneAt: now })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'PENDING')))
  }
}

/** The refunds of a reservation, for its view: what went back to the card. */
export const refundedOf = (db: Db, itemIds: number[]) =>
  itemIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ itemId: paymentRefunds.itemId, amountMinor: paymentRefunds.amountMinor, status: paymentRefunds.status })
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.itemId, itemIds))
