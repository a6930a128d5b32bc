import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { PaymentStep } from '@server/services/payments/charge'
import { reconcilePayments } from '@server/services/payments/reconcile'
import { createTestProvider } from '@server/services/payments/test-provider'
import { openPgliteStore } from '@server/store/open'
import { paymentRefunds, payments, reservations, testProviderPayments } from '@server/store/schema'
import { SEAT_MINOR } from './helpers/paid-line'

/*
 * A crash between two payment steps never leaves money taken without a booking (issue 20). A real
 * process (tests/server/helpers/payment-crash-child.ts, on an embedded store in a folder) books a
 * ferry paid by the test provider and is killed with SIGKILL right after one step; the store is
 * then opened as the next process would open it, and the reconciliation job finishes the payment:
 * a hold without a booking is voided, a booking is captured, a refund is sent.
 */

const folder = join(mkdtempSync(join(tmpdir(), 'travel-pay-crash-')), 'pg')
afterAll(() => rmSync(join(folder, '..'), { recursive: true, force: true }))

/** Runs the child up to `step` and waits for it to die; resolves with the signal that ended it. */
function killedAfter(step: PaymentStep, key: string): Promise<NodeJS.Signals | null> {
  const { DATABASE_URL: _onPglite, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/helpers/payment-crash-child.ts', folder, step, key], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
}

/** Opens the folder the killed process left, reads the payment and what the provider holds, reconciles, reads again. */
async function afterTheCrash(key: string) {
  const store = await openPgliteStore(folder)
  try {
    const read = async () => {
      const [payment] = await store.db.select().from(payments).where(eq(payments.idempotencyKey, key))
      const [ledger] = payment?.providerRef
        ? await store.db.select().from(testProviderPayments).where(eq(testProviderPayments.ref, payment.providerRef))
        : await store.db
            .select()
            .from(testProviderPayments)
            .where(eq(testProviderPayments.idempotencyKey, payment?.attemptKey ?? ''))
      const booked = await store.db.select().from(reservations).where(eq(reservations.idempotencyKey, key))
      const refunds = payment ? await store.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)) : []
      return {
        payment: payment?.status ?? null,
        provider: ledger?.status ?? null,
        refunded: ledger?.refundedMinor ?? 0,
        booked: booked.length,
        refunds: refunds.map((r) => r.status),
      }
    }
    const before = await read()
    // The next process's job, once the payment has waited past its threshold.
    const report = await reconcilePayments(store.db, { provider: createTestProvider(store.db) }, new Date(Date.now() + 3 * 60_000))
    return { before, report, after: await read() }
  } finally {
    await store.close()
  }
}

const due = 2 * SEAT_MINOR

describe('kill -9 between payment steps', { timeout: 120_000 }, () => {
  it('after the payment row, before the provider: nothing held, nothing booked', async () => {
    expect(await killedAfter('pending', 'crash-key-pending-0001')).toBe('SIGKILL')
    const { before, after } = await afterTheCrash('crash-key-pending-0001')
    expect(before).toMatchObject({ payment: 'PENDING', provider: null, booked: 0 })
    // The replayed authorisation (same key) is released at once.
    expect(after).toMatchObject({ payment: 'VOIDED', provider: 'VOIDED', booked: 0 })
  })

  it('after the authorisation, before the booking: the hold is voided', async () => {
    expect(await killedAfter('authorised', 'crash-key-authorised-01')).toBe('SIGKILL')
    const { before, report, after } = await afterTheCrash('crash-key-authorised-01')
    expect(before).toMatchObject({ payment: 'AUTHORISED', provider: 'AUTHORISED', booked: 0 })
    expect(report).toMatchObject({ voided: 1, captured: 0, failed: 0 })
    expect(after).toMatchObject({ payment: 'VOIDED', provider: 'VOIDED', booked: 0 })
  })

  it('after the booking committed, before the capture: the booking stands and is captured', async () => {
    expect(await killedAfter('booked', 'crash-key-booked-000001')).toBe('SIGKILL')
    const { before, report, after } = await afterTheCrash('crash-key-booked-000001')
    expect(before).toMatchObject({ payment: 'BOOKED', provider: 'AUTHORISED', booked: 1 })
    expect(report).toMatchObject({ captured: 1, voided: 0 })
    expect(after).toMatchObject({ payment: 'CAPTURED', provider: 'CAPTURED', booked: 1 })
  })

  it('after the provider captured, before it was written down: captured once, written down', async () => {
    expect(await killedAfter('captured', 'crash-key-captured-0001')).toBe('SIGKILL')
    const { before, after } = await afterTheCrash('crash-key-captured-0001')
    expect(before).toMatchObject({ payment: 'BOOKED', provider: 'CAPTURED', booked: 1 })
    expect(after).toMatchObject({ payment: 'CAPTURED', provider: 'CAPTURED', booked: 1 })
  })

  it('after a cancellation committed, before its refund: the refund is sent once', async () => {
    expect(await killedAfter('refund-pending', 'crash-key-refund-000001')).toBe('SIGKILL')
    const { before, report, after } = await afterTheCrash('crash-key-refund-000001')
    expect(before).toMatchObject({ payment: 'CAPTURED', provider: 'CAPTURED', refunded: 0, refunds: ['PENDING'] })
    expect(report).toMatchObject({ refunded: 1 })
    expect(after).toMatchObject({ refunded: due, refunds: ['DONE'] })
  })
})
