import { and, eq, inArray, lt } from 'drizzle-orm'
import { organisations, paymentRefunds, payments } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Logger } from '../logger'
import { errorFields } from '../logger'
import { authoriseRequest, capturePayment, sendRefunds, voidPayment, type Payments, type PaymentRow } from './charge'
import { PaymentDeclined } from './provider'

/**
 * How long a payment may sit between two steps before the job finishes it: far longer than a
 * booking takes (its transaction holds seconds at most), so a request still running is never
 * finished under it.
 */
export const RECONCILE_AFTER_MS = 2 * 60_000

export type ReconcileReport = { voided: number; captured: number; declined: number; refunded: number; failed: number }

/**
 * The reconciliation job (docs/decisions.md#payment-and-booking-consistency): finishes every
 * payment a crash or an unreachable provider left between two steps, so money is never taken
 * without a booking.
 *
 * - PENDING, older than `staleAfterMs`: the authorisation may or may not have reached the
 *   provider. It is asked again with the same idempotency key (the provider answers the first
 *   one, or makes it now) and released at once: VOIDED (or DECLINED, when the card is refused).
 * - AUTHORISED, older than `staleAfterMs`: the booking never committed (it would have made the
 *   row BOOKED in its own transaction): VOIDED.
 * - BOOKED, any age: the booking exists, so the money is taken: CAPTURED.
 * - A PENDING refund: sent (its key makes a repeat harmless).
 *
 * Each row is finished on its own: one the provider fails on is counted and tried next time.
 * Provider calls are idempotent and status changes conditional, so two processes running the job
 * at once do no harm.
 */
export async function reconcilePayments(
  db: Db,
  given: Payments,
  now: Date,
  /** `onlyRef`: one payment (a webhook named it); a hold stays alone until stale even then, as its booking may be committing. */
  options: { staleAfterMs?: number; logger?: Logger; onlyRef?: string } = {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = { voided: 0, captured: 0, declined: 0, refunded: 0, failed: 0 }
  const staleBefore = new Date(now.getTime() - (options.staleAfterMs ?? RECONCILE_AFTER_MS))
  const mine = eq(payments.provider, given.provider.name)
  const onlyRef = options.onlyRef === undefined ? undefined : eq(payments.providerRef, options.onlyRef)
  const open = await db
    .select({ payment: payments, orgName: organisations.name })
    .from(payments)
    .innerJoin(organisations, eq(organisations.id, payments.orgId))
    .where(and(mine, onlyRef, inArray(payments.status, ['PENDING', 'AUTHORISED', 'BOOKED'])))
  const due = open.filter(
    ({ payment }) =>
      payment.status === 'BOOKED' || ((payment.status === 'PENDING' || payment.status === 'AUTHORISED') && payment.updatedAt < staleBefore),
  )
  for (const { payment, orgName } of due) {
    try {
      if (payment.status === 'BOOKED') {
        await capturePayment(db, given, payment, now)
        report.captured++
      } else {
        const row: PaymentRow = payment.providerRef ? payment : await replayAuthorisation(db, given, payment, orgName, now)
        if (row.status === 'DECLINED') {
          report.declined++
          continue
        }
        await voidPayment(db, given, row, now)
        report.voided++
      }
    } catch (error) {
      report.failed++
      options.logger?.warn('payment reconciliation failed', { paymentId: payment.id, error: errorFields(error) })
    }
  }
  const refunds = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(paymentRefunds.status, 'PENDING'), mine, onlyRef, lt(paymentRefunds.createdAt, now)))
  for (const refund of refunds) {
    try {
      await sendRefunds(db, given, [refund.id], now)
      report.refunded++
    } catch (error) {
      report.failed++
      options.logger?.warn('refund reconciliation failed', { refundId: refund.id, error: errorFields(error) })
    }
  }
  return report
}

/** A PENDING row has no reference: the authorisation is asked again with its key, which answers the first one if it was made. */
async function replayAuthorisation(db: Db, given: Payments, payment: PaymentRow, orgName: string, now: Date): Promise<PaymentRow> {
  try {
    const held = await given.provider.authorise(authoriseRequest(payment, orgName))
    return { ...payment, providerRef: held.ref }
  } catch (error) {
    if (!(error instanceof PaymentDeclined)) throw error
    await db
      .update(payments)
      .set({ status: 'DECLINED', declineCode: error.declineCode, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')))
    return { ...payment, status: 'DECLINED' }
  }
}

/**
 * Runs the job every `everyMs` in this process (server/index.ts), the first time `startDelayMs`
 * after start: a process killed mid-payment is finished by the next one that starts (or by another
 * one running).
 */
export function startPaymentReconciler(
  db: Db,
  given: Payments,
  logger: Logger,
  { everyMs = 30_000, startDelayMs = 0 }: { everyMs?: number; startDelayMs?: number } = {},
) {
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = reconcilePayments(db, given, new Date(), { logger })
      .then((report) => {
        if (report.voided + report.captured + report.declined + report.refunded + report.failed > 0)
          logger.info('payments reconciled', report)
      })
      .catch((error: unknown) => logger.warn('payment reconciliation failed', { error: errorFields(error) }))
  }
  const first = setTimeout(tick, startDelayMs)
  first.unref()
  const timer = setInterval(tick, everyMs)
  timer.unref()
  return {
    async stop() {
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}
