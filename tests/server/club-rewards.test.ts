import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pointsHistoryAnswer, redeemPointsAnswer, rewardsSummaryAnswer } from '@contract/schemas/loyalty'
import { tierAt } from '@contract/loyalty'
import { pointsAccounts, pointsEntries, walletCards } from '@server/store/schema'
import { createUser, signedIn } from './helpers/auth'
import { orgIdOf } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { DEMO, postAs, refusedWith } from './reservations-fixtures'

/*
 * Your rewards (issue 18): the summary (balance, tier, progress, the earn rule, the ways to spend),
 * the points history, and redeeming points for a discount card: race-safe, never below zero.
 */

let t: TestApp
const clock = new Date('2026-06-01T12:00:00Z')
let member: string
let demoId: number

beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => clock })
  member = (await signedIn(t)).cookie
  demoId = await orgIdOf(t, 'demo')
})
afterAll(() => t.close())

const summary = async (cookie: string, lang?: string) => {
  const res = await postAs(t, DEMO, cookie, '/api/rewards/getSummary', lang ? { lang } : {})
  expect(res.status, await res.clone().text()).toBe(200)
  return rewardsSummaryAnswer.parse(await res.json()).data
}
const redeem = (cookie: string, option: string) => postAs(t, DEMO, cookie, '/api/rewards/redeem', { option })

/** A member of the demo organisation with `points` to spend, signed in. */
async function memberWith(email: string, points: number) {
  const user = await createUser(t, { orgId: demoId, email, password: 'Points#2026' })
  await t.store.db.insert(pointsAccounts).values({ userId: user!.id, orgId: demoId, balance: points, earned: points })
  return { id: user!.id, cookie: (await signedIn(t, email, 'Points#2026')).cookie }
}

describe('POST /api/rewards/getSummary', () => {
  it("answers the demo member's points, tier, progress and the programme's rules in the asked language", async () => {
    const data = await summary(member, 'de-DE')
    expect(data).toMatchObject({
      programmeName: 'Clubpunkte',
      balance: 6280,
      earned: 6280,
      tier: { code: 'silver', name: 'Silber', threshold: 5000 },
      nextTier: { code: 'gold', threshold: 15000 },
      pointsToNextTier: 8720,
      cardValidityDays: 365,
    })
    expect(data.tiers.map((tier) => tier.code)).toEqual(['blue', 'silver', 'gold', 'platinum'])
    expect(data.earnRules).toEqual([
      { line: 'hotel', points: 10, currency: 'USD' },
      { line: 'resort', points: 8, currency: 'USD' },
    ])
    expect(data.redemptions.map((r) => [r.code, r.points, r.amount.amountMinor])).toEqual([
      ['10-usd', 1000, 1000],
      ['25-usd', 2500, 2500],
      ['50-usd', 5000, 5000],
    ])
  })

  it('starts a new member at the first tier with nothing to spend, and asks a guest to sign in', async () => {
    const { cookie } = await memberWith('new.points@example.com', 0)
    expect(await summary(cookie)).toMatchObject({ balance: 0, earned: 0, tier: { code: 'blue' }, pointsToNextTier: 5000 })
    await refusedWith(await postAs(t, DEMO, '', '/api/rewards/getSummary', {}), 401, 'NOT_SIGNED_IN')
  })

  it('puts a member in a tier from its threshold on, and at the top says there is nothing further', () => {
    const tiers = [{ threshold: 0 }, { threshold: 5000 }, { threshold: 15000 }]
    expect(tierAt(tiers, 4999)).toMatchObject({ tier: { threshold: 0 }, pointsToNext: 1 })
    expect(tierAt(tiers, 5000)).toMatchObject({ tier: { threshold: 5000 }, pointsToNext: 10000 })
    expect(tierAt(tiers, 20000)).toMatchObject({ tier: { threshold: 15000 }, next: null, pointsToNext: 0 })
  })
})

describe('POST /api/rewards/getHistory', () => {
  it('pages the history newest first', async () => {
    const res = await postAs(t, DEMO, member, '/api/rewards/getHistory', { page: 1, per_page: 3 })
    const page = pointsHistoryAnswer.parse(await res.json()).data
    expect(page).toMatchObject({ page: 1, per_page: 3, total: 5, pages: 2 })
    expect(page.entries.map((e) => [e.kind, e.points, e.reference])).toEqual([
      ['EARNED', 650, 'BK-2026-1003'],
      ['EARNED', 1380, 'BK-2026-0812'],
      ['EARNED', 2310, 'BK-2026-0520'],
    ])
    const last = pointsHistoryAnswer.parse(
      await (await postAs(t, DEMO, member, '/api/rewards/getHistory', { page: 2, per_page: 3 })).json(),
    )
    expect(last.data.entries.map((e) => e.kind)).toEqual(['EARNED', 'ADJUSTED'])
  })
})

describe('POST /api/rewards/redeem', () => {
  it('spends the points for a discount card in the wallet, recorded in the history', async () => {
    const buyer = await memberWith('redeem.one@example.com', 3000)
    const res = await redeem(buyer.cookie, '25-usd')
    expect(res.status, await res.clone().text()).toBe(200)
    const { balance, card } = redeemPointsAnswer.parse(await res.json()).data
    expect(balance).toBe(500)
    expect(card).toMatchObject({ cardCode: expect.stringMatching(/^PTS-\d+$/), amount: { amountMinor: 2500, currency: 'USD' } })
    expect(card.expiresAt).toBe(new Date(clock.getTime() + 365 * 86_400_000).toISOString())
    const wallet = await postAs(t, DEMO, buyer.cookie, '/api/booking/get-paymentcard-by-user', { currency: 'USD' })
    const { data } = (await wallet.json()) as { data: { discountCards: { card_code: string; status: string; card_amount: number }[] } }
    expect(data.discountCards).toEqual([expect.objectContaining({ card_code: card.cardCode, status: 'ACTIVE', card_amount: 2500 })])
    const history = pointsHistoryAnswer.parse(await (await postAs(t, DEMO, buyer.cookie, '/api/rewards/getHistory', {})).json())
    expect(history.data.entries[0]).toMatchObject({ kind: 'REDEEMED', points: -2500, cardCode: card.cardCode })
    // The tier follows the points earned, not what is left to spend.
    expect(await summary(buyer.cookie)).toMatchObject({ balance: 500, earned: 3000 })
  })

  it('refuses more than the balance, at the boundary: exactly the points pass, one short does not', async () => {
    const exact = await memberWith('redeem.exact@example.com', 1000)
    expect((await redeem(exact.cookie, '10-usd')).status).toBe(200)
    await refusedWith(await redeem(exact.cookie, '10-usd'), 409, 'INSUFFICIENT_POINTS')
    const short = await memberWith('redeem.short@example.com', 999)
    await refusedWith(await redeem(short.cookie, '10-usd'), 409, 'INSUFFICIENT_POINTS')
    expect((await summary(short.cookie)).balance).toBe(999)
  })

  it('lets only as many racing redemptions through as the balance covers, and never goes below zero', async () => {
    const racer = await memberWith('redeem.race@example.com', 2500)
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(racer.cookie, '10-usd')))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409])
    const [account] = await t.store.db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, racer.id))
    expect(account!.balance).toBe(500)
    const cards = await t.store.db
      .select()
      .from(walletCards)
      .where(and(eq(walletCards.userId, racer.id), like(walletCards.cardCode, 'PTS-%')))
    expect(cards).toHaveLength(2)
    const spent = await t.store.db.select().from(pointsEntries).where(eq(pointsEntries.userId, racer.id))
    expect(spent.reduce((sum, e) => sum + e.points, 0)).toBe(-2000)
  })

  it('refuses an option the programme does not offer, a guest, and another site', async () => {
    await refusedWith(await redeem(member, '99-usd'), 404, 'NOT_FOUND')
    await refusedWith(await redeem(member, 'Not An Option'), 400)
    await refusedWith(await redeem('', '10-usd'), 401, 'NOT_SIGNED_IN')
    const crossSite = await t.app.request('http://localhost/api/rewards/redeem', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost', origin: 'https://evil.example', cookie: member },
      body: JSON.stringify({ option: '10-usd' }),
    })
    await refusedWith(crossSite, 403, 'CROSS_ORIGIN')
  })

  it("keeps organisations apart: a demo member's session is no session on atlas", async () => {
    const res = await t.app.request('http://atlas.localhost/api/rewards/getSummary', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'atlas.localhost', origin: 'http://atlas.localhost', cookie: member },
      body: '{}',
    })
    // A demo session is no session on atlas.
    expect(res.status).toBe(401)
  })
})
