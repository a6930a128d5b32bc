import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { testMethodOutcome } from '@contract/payments'
import { testProviderPayments } from '../../store/schema'
import type { Db } from '../../store/store'
import { PaymentDeclined, type PaymentProvider, type ProviderPaymentState } from './provider'

/** The code payments taken by the built-in test provider keep. */
export const TEST_PROVIDER = 'test'

type Row = typeof testProviderPayments.$inferSelect

const stateOf = (row: Row): ProviderPaymentState => ({
  ref: row.ref,
  status: row.status === 'AUTHORISED' ? 'authorised' : row.status === 'CAPTURED' ? 'captured' : 'voided',
  amountMinor: row.amountMinor,
  refundedMinor: row.refundedMinor,
})

const DECLINES = {
  declined: ['card_declined', 'Your card was declined.'],
  insufficient_funds: ['insufficient_funds', 'Your card has insufficient funds.'],
  expired_card: ['expired_card', 'Your card has expired.'],
} as const

/**
 * The built-in test provider (docs/decisions.md#test-payments): used where no real provider is
 * configured, so the demo's journeys can be shown. It accepts the documented test cards'
 * method ids (contract/payments.ts), refuses the declining ones as a provider would, and keeps
 * its ledger in its own table (`test_provider_payments`), written outside the booking's
 * transaction like a remote provider's, so a crash leaves the same states a real one would.
 * No money moves.
 */
export function createTestProvider(db: Db): PaymentProvider {
  const byRef = async (ref: string) => {
    const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.ref, ref))
    if (!row) throw new Error(`test provider: no payment ${ref}`)
    return row
  }
  const move = async (ref: string, from: Row['status'], to: Row['status']) => {
    await db
      .update(testProviderPayments)
      .set({ status: to })
      .where(sql`${testProviderPayments.ref} = ${ref} and ${testProviderPayments.status} = ${from}`)
    return stateOf(await byRef(ref))
  }
  return {
    name: TEST_PROVIDER,
    async authorise(request) {
      const outcome = testMethodOutcome(request.methodId)
      if (outcome === null) throw new PaymentDeclined('not_a_test_card', 'Test payments take the documented test cards only.')
      if (outcome !== 'approved') throw new PaymentDeclined(DECLINES[outcome][0], DECLINES[outcome][1])
      const [known] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.idempotencyKey, request.key))
      if (known) return stateOf(known)
      const ref = `tp_${randomBytes(12).toString('hex')}`
      await db
        .insert(testProviderPayments)
        .values({
          ref,
          idempotencyKey: request.key,
          methodId: request.methodId,
          amountMinor: request.amountMinor,
          currency: request.currency,
          status: 'AUTHORISED',
          createdAt: new Date(),
        })
        .onConflictDoNothing()
      const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.idempotencyKey, request.key))
      return stateOf(row!)
    },
    capture: (ref) => move(ref, 'AUTHORISED', 'CAPTURED'),
    void: (ref) => move(ref, 'AUTHORISED', 'VOIDED'),
    async refund({ ref, amountMinor, key }) {
      const refundRef = `tr_${key.replace(/[^A-Za-z0-9]/g, '').slice(-24)}`
      const row = await byRef(ref)
      if (row.refundKeys.includes(key)) return { refundRef }
      const [done] = await db
        .update(testProviderPayments)
        .set({
          refundedMinor: sql`${testProviderPayments.refundedMinor} + ${amountMinor}`,
          refundKeys: sql`array_append(${testProviderPayments.refundKeys}, ${key})`,
        })
        .where(
          sql`${testProviderPayments.ref} = ${ref} and ${testProviderPayments.status} = 'CAPTURED' and not (${key} = any(${testProviderPayments.refundKeys})) and ${testProviderPayments.refundedMinor} + ${amountMinor} <= ${testProviderPayments.amountMinor}`,
        )
        .returning({ id: testProviderPayments.id })
      if (!done && !(await byRef(ref)).refundKeys.includes(key))
        throw new Error(`test provider: payment ${ref} cannot be refunded ${amountMinor}`)
      return { refundRef }
    },
    lookup: async (ref) => stateOf(await byRef(ref)),
  }
}
