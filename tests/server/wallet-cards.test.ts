import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedStore } from '@server/seed/seed'
import { organisationProgrammes, paymentCardsByUser } from '@server/services/wallet/cards'
import { organisations, users, walletCardEvents, walletCards } from '@server/store/schema'
import { issueCard } from './helpers/wallet'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * The wallet as the member's pages read it (server/services/wallet/cards.ts), straight against the
 * store: which kinds of card an organisation's wallet options show, the order of each list, and
 * the history of a card whose expiry passed before anything rewrote its row.
 */

const NOW = new Date('2026-06-01T12:00:00Z')
let store: TestStore
let org: typeof organisations.$inferSelect
let memberId: number
let serial = 0

beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
  org = (await store.db.select().from(organisations).where(eq(organisations.code, 'demo')))[0]!
  // A member of their own, so the seeded demo cards do not mix into the lists.
  const [created] = await store.db.insert(users).values({ orgId: org.id, email: 'wallet.cards@example.com' }).returning()
  memberId = created!.id
})
afterAll(() => store.close())

const card = (proCode: string, expiresAt: Date | null, cardCode = `CARDS-${++serial}`) =>
  issueCard(store.db, { orgId: org.id, userId: memberId, proCode, cardCode, amountMinor: 10_000, currency: 'USD', expiresAt })
const cardsWith = (walletOptions: string[]) =>
  paymentCardsByUser(store.db, { org: { ...org, walletOptions }, userId: memberId, currency: 'USD', now: NOW })

describe("an organisation's wallet options", () => {
  it('show only the kinds of card they name, in the programmes and in the member’s lists', async () => {
    await card('HOTEL-NIGHT', null)
    await card('CLUB-CASH', null)
    const programmes = await organisationProgrammes(store.db, { ...org, walletOptions: ['Certificates'] })
    expect(programmes.org_site_wallet).toBe('Certificates')
    expect(programmes.programmes.length).toBeGreaterThan(0)
    expect(new Set(programmes.programmes.map((p) => p.kind))).toEqual(new Set(['certificate']))

    const certificatesOnly = await cardsWith(['Certificates'])
    expect(certificatesOnly.certificates.length).toBeGreaterThan(0)
    expect(certificatesOnly.cashCards).toEqual([])
    const cashOnly = await cardsWith(['Cash Card'])
    expect(cashOnly.certificates).toEqual([])
    expect(cashOnly.cashCards.length).toBeGreaterThan(0)
  })

  it('with none of the card kinds, show no programme and no card', async () => {
    expect((await organisationProgrammes(store.db, { ...org, walletOptions: ['myvacations'] })).programmes).toEqual([])
    expect(await cardsWith(['myvacations'])).toEqual({ currency: 'USD', certificates: [], discountCards: [], cashCards: [] })
  })
})

describe("the member's certificates", () => {
  it('list the active ones first, soonest expiry first, then the others in the same order', async () => {
    const soonRedeemed = await card('HOTEL-NIGHT', new Date('2026-07-01T00:00:00Z'))
    await store.db
      .update(walletCards)
      .set({ status: 'REDEEMED', redeemedReference: 'BK-CARDS-1' })
      .where(eq(walletCards.id, soonRedeemed!.id))
    const later = await card('HOTEL-NIGHT', new Date('2026-09-01T00:00:00Z'))
    const sooner = await card('HOTEL-NIGHT', new Date('2026-08-01T00:00:00Z'))
    const never = await card('HOTEL-NIGHT', null)
    const codes = (await cardsWith(['Certificates'])).certificates.map((c) => c.card_code)
    const mine = [sooner, later, never, soonRedeemed].map((c) => c!.cardCode)
    expect(codes.filter((code) => mine.includes(code))).toEqual(mine)
  })

  it('show an expiry found on read in the history where it happened, once, and none before it', async () => {
    const lapsed = await card('HOTEL-NIGHT', new Date('2026-05-01T00:00:00Z'))
    const stored = await card('HOTEL-NIGHT', new Date('2026-05-02T00:00:00Z'))
    await store.db.update(walletCards).set({ status: 'EXPIRED' }).where(eq(walletCards.id, stored!.id))
    await store.db
      .insert(walletCardEvents)
      .values({ cardId: stored!.id, at: new Date('2026-05-02T00:00:00Z'), action: 'expired', amountMinor: null, currency: null })
    const running = await card('HOTEL-NIGHT', new Date('2026-12-01T00:00:00Z'))
    const { certificates } = await cardsWith(['Certificates'])
    const of = (code: string) => certificates.find((c) => c.card_code === code)!

    expect(of(lapsed!.cardCode).status).toBe('EXPIRED')
    expect(of(lapsed!.cardCode).history.map((h) => [h.action, h.at])).toEqual([
      ['expired', '2026-05-01T00:00:00.000Z'],
      ['issued', '2026-01-01T00:00:00.000Z'],
    ])
    expect(of(stored!.cardCode).history.filter((h) => h.action === 'expired')).toHaveLength(1)
    expect(of(running!.cardCode).status).toBe('ACTIVE')
    expect(of(running!.cardCode).history.map((h) => h.action)).toEqual(['issued'])
  })
})

describe('a member with no card', () => {
  it('gets empty lists in the asked currency', async () => {
    const [nobody] = await store.db.insert(users).values({ orgId: org.id, email: 'no.cards@example.com' }).returning()
    const answer = await paymentCardsByUser(store.db, { org, userId: nobody!.id, currency: 'EUR', now: NOW })
    expect(answer).toEqual({ currency: 'EUR', certificates: [], discountCards: [], cashCards: [] })
    expect(
      await store.db
        .select()
        .from(walletCards)
        .where(and(eq(walletCards.userId, nobody!.id))),
    ).toEqual([])
  })
})
