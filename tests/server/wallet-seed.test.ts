import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedStore } from '@server/seed/seed'
import { cardProgrammes, organisations, users, walletCardEvents, walletCards } from '@server/store/schema'
import { openTestStore, type TestStore } from './helpers/test-store'

let store: TestStore
beforeAll(async () => {
  store = await openTestStore()
})
afterAll(() => store.close())

const snapshot = async () => ({
  programmes: await store.db.select().from(cardProgrammes).orderBy(asc(cardProgrammes.id)),
  cards: await store.db.select().from(walletCards).orderBy(asc(walletCards.id)),
  events: await store.db.select().from(walletCardEvents).orderBy(asc(walletCardEvents.id)),
})

describe('the wallet seed', () => {
  it('gives demo every kind of programme and atlas certificates and a cash card; the demo member and one referred friend have cards', async () => {
    await seedStore(store.db, 'demo')
    const { programmes, cards, events } = await snapshot()
    const orgs = new Map((await store.db.select().from(organisations)).map((o) => [o.id, o.code]))
    const kindsOf = (code: string) => programmes.filter((p) => orgs.get(p.orgId) === code).map((p) => p.kind)
    // The club's programmes (issue 18) follow: referral rewards, vacation-week certificates.
    expect(kindsOf('demo')).toEqual([
      'certificate',
      'certificate',
      'certificate',
      'certificate',
      'discount',
      'cash',
      'discount',
      'certificate',
    ])
    expect(kindsOf('atlas')).toEqual(['certificate', 'certificate', 'cash'])
    const [member] = await store.db.select().from(users).where(eq(users.email, 'member@example.com'))
    const [friend] = await store.db.select().from(users).where(eq(users.email, 'lucas.friend@example.com'))
    expect(new Set(cards.map((c) => c.userId))).toEqual(new Set([member!.id, friend!.id]))
    expect(cards.map((c) => c.cardCode)).toEqual([
      'CERT-HLT-0001',
      'CERT-RST-0001',
      'CERT-ACT-0001',
      'CERT-STY-0001',
      'CERT-ACT-0002',
      'DISC-0001',
      'DISC-0002',
      'DISC-0003',
      'CASH-0001',
      // The club (issue 18): the rewarded referral's two cards and the member's vacation week.
      'REF-DEMO-MEMBER-1',
      'REF-DEMO-FRIEND-1',
      'VAC-1-WEEK-2026-1',
    ])
    // One issued event per card, plus the redemptions of the certificate and of the member's referral reward.
    expect(events.filter((e) => e.action === 'issued')).toHaveLength(cards.length)
    expect(events.filter((e) => e.action === 'redeemed').map((e) => e.reference)).toEqual(['BK-2026-0314', 'BK-2026-0520'])
  })

  it('changes nothing when run again', async () => {
    const before = await snapshot()
    await seedStore(store.db, 'demo')
    expect(await snapshot()).toEqual(before)
  })
})
