import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initialContext, withTotals } from '@machines/wallet-selection.context'
import { seedStore } from '@server/seed/seed'
import { itemPayments } from '@server/services/reservations/deductions'
import { paymentCardsByUser } from '@server/services/wallet/cards'
import { organisations, users } from '@server/store/schema'
import { issueCard } from './helpers/wallet'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * The checkout's wallet machine and the server's booking compute what the wallet takes off a
 * price with one function (contract/wallet-cover.ts walletDeductions). Over random wallets, the
 * server's deductions and amount due equal the machine's, so a member is never refused with
 * PRICE_CHANGED for a difference between them. The cards are issued in USD and the booking is in
 * EUR, so both sides also read the same converted amounts.
 */

const NOW = new Date('2026-06-01T12:00:00Z')
const CURRENCY = 'EUR'
let store: TestStore
let org: typeof organisations.$inferSelect
let memberId: number
let serial = 0

beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
  org = (await store.db.select().from(organisations).where(eq(organisations.code, 'demo')))[0]!
  const [member] = await store.db
    .select()
    .from(users)
    .where(and(eq(users.orgId, org.id), eq(users.email, 'member@example.com')))
  memberId = member!.id
})
afterAll(() => store.close())

const issue = (proCode: string, amountMinor: number) =>
  issueCard(store.db, { orgId: org.id, userId: memberId, proCode, cardCode: `AGREE-${++serial}`, amountMinor, currency: 'USD' })

describe('one deductions rule for the machine and the server', () => {
  it('gives the same deductions and amount due over random wallets and prices', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 400_000 }),
        fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
        fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: 3 }),
        async (totalMinor, certificateMinor, discountMinors) => {
          const certificate = certificateMinor === null ? null : await issue('HOTEL-NIGHT', certificateMinor)
          const discounts = []
          for (const amount of discountMinors) discounts.push(await issue('TRAVEL-DISCOUNT', amount))
          const selected = { certificate: certificate?.cardCode ?? null, discountCards: discounts.map((card) => card!.cardCode) }

          // The machine, as the checkout runs it: it lists the chosen cards in the offered order.
          const cards = await paymentCardsByUser(store.db, { org, userId: memberId, currency: CURRENCY, now: NOW })
          const machine = withTotals({
            ...initialContext({ product: 'HLT', priceMinor: totalMinor, currency: CURRENCY, certificateRequired: false }),
            certificates: cards.certificates.filter((card) => card.services.includes('HLT')),
            discountCards: cards.discountCards,
            selectedCertificate: selected.certificate,
            selectedDiscountCards: selected.discountCards,
          })

          // The server, with the wallet choice the checkout sends (checkout.payload.ts): the same order.
          const wallet = {
            certificate: selected.certificate,
            discountCards: machine.deductions.filter((line) => line.kind === 'discount').map((line) => line.code),
          }
          const [server] = await itemPayments(store.db, {
            org,
            userId: memberId,
            currency: CURRENCY,
            now: NOW,
            items: [{ product: 'HLT', totalMinor, wallet: { ...wallet, cash: null } }],
          })

          expect(server!.amountDueMinor).toBe(machine.amountDueMinor)
          // The server spends only the cards that take something off; the machine lists every selected card.
          expect(server!.deductions.map(({ cardCode, kind, amountMinor }) => ({ code: cardCode, kind, amountMinor }))).toEqual(
            machine.deductions.filter((line) => line.amountMinor > 0).map(({ code, kind, amountMinor }) => ({ code, kind, amountMinor })),
          )
          expect(totalMinor - machine.deductions.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(machine.amountDueMinor)
        },
      ),
      { numRuns: 40 },
    )
  })
})
