import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedStore } from '@server/seed/seed'
import {
  CardUnavailableError,
  drawCashCard,
  InsufficientBalanceError,
  redeemCards,
  refundCashCard,
  releaseCards,
  type Tx,
} from '@server/services/wallet/redeem'
import { organisations, users, walletCardEvents, walletCards } from '@server/store/schema'
import { issueCard } from './helpers/wallet'
import { openTestStore, type TestStore } from './helpers/test-store'

/** The redemption service straight against the store (PGlite, or PostgreSQL with DATABASE_URL). */

const NOW = new Date('2026-06-01T12:00:00Z')
let store: TestStore
let member: { id: number; orgId: number }
let other: { id: number; orgId: number }
let serial = 0

beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
  const [demo] = await store.db.select().from(organisations).where(eq(organisations.code, 'demo'))
  const [found] = await store.db
    .select()
    .from(users)
    .where(and(eq(users.orgId, demo!.id), eq(users.email, 'member@example.com')))
  member = { id: found!.id, orgId: demo!.id }
  const [created] = await store.db.insert(users).values({ orgId: demo!.id, email: 'other.member@example.com' }).returning()
  other = { id: created!.id, orgId: demo!.id }
})
afterAll(() => store.close())

/** A fresh card of the member's (each test spends its own). */
const card = async (proCode = 'HOTEL-NIGHT', extra: { amountMinor?: number; expiresAt?: Date | null; owner?: typeof member } = {}) => {
  const owner = extra.owner ?? member
  return issueCard(store.db, {
    orgId: owner.orgId,
    userId: owner.id,
    proCode,
    cardCode: `TEST-${++serial}`,
    amountMinor: extra.amountMinor ?? 10_000,
    currency: 'USD',
    expiresAt: extra.expiresAt ?? null,
  })
}
const inTx = <T>(work: (tx: Tx) => Promise<T>) => store.db.transaction(work)
const redeem = (cardIds: number[], reference: string, userId = member.id) =>
  inTx((tx) => redeemCards(tx, { userId, orgId: member.orgId, cardIds, reference, now: NOW }))
const rowOf = async (id: number) => (await store.db.select().from(walletCards).where(eq(walletCards.id, id)))[0]
const eventsOf = async (id: number) =>
  (await store.db.select().from(walletCardEvents).where(eq(walletCardEvents.cardId, id))).map((e) => e.action)

describe('redeemCards', () => {
  it('marks the cards REDEEMED for the booking and records the events', async () => {
    const [a, b] = [await card(), await card('TRAVEL-DISCOUNT', { amountMinor: 2_500 })]
    const spent = await redeem([a!.id, b!.id, a!.id], 'BK-1')
    expect(spent.map((s) => s.id).sort()).toEqual([a!.id, b!.id].sort())
    expect(await rowOf(a!.id)).toMatchObject({ status: 'REDEEMED', redeemedReference: 'BK-1' })
    expect(await eventsOf(b!.id)).toEqual(['issued', 'redeemed'])
  })

  it('lets exactly one of two racing checkouts have a card; the loser leaves nothing behind', async () => {
    const [shared, onlyA, onlyB] = [await card(), await card(), await card()]
    const outcomes = await Promise.allSettled([redeem([shared!.id, onlyA!.id], 'BK-A'), redeem([shared!.id, onlyB!.id], 'BK-B')])
    const won = outcomes.filter((o) => o.status === 'fulfilled')
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect(lost[0]!.reason).toBeInstanceOf(CardUnavailableError)
    expect((lost[0]!.reason as CardUnavailableError).cardIds).toEqual([shared!.id])
    const winner = outcomes[0].status === 'fulfilled' ? 'BK-A' : 'BK-B'
    const [winnersOwn, losersOwn] = winner === 'BK-A' ? [onlyA, onlyB] : [onlyB, onlyA]
    expect(await rowOf(shared!.id)).toMatchObject({ status: 'REDEEMED', redeemedReference: winner })
    expect(await rowOf(winnersOwn!.id)).toMatchObject({ status: 'REDEEMED', redeemedReference: winner })
    expect(await rowOf(losersOwn!.id)).toMatchObject({ status: 'ACTIVE', redeemedReference: null })
    expect(await eventsOf(shared!.id)).toEqual(['issued', 'redeemed'])
    expect(await eventsOf(losersOwn!.id)).toEqual(['issued'])
  })

  it('makes a checkout wait for one holding its card, then refuses it once that one commits', async () => {
    const c = await card()
    let finishA!: () => void
    let redeemedByA!: () => void
    const aHasIt = new Promise<void>((resolve) => (redeemedByA = resolve))
    const a = inTx(async (tx) => {
      await redeemCards(tx, { userId: member.id, orgId: member.orgId, cardIds: [c!.id], reference: 'BK-HOLD-A', now: NOW })
      redeemedByA()
      await new Promise<void>((resolve) => (finishA = resolve))
    })
    await aHasIt
    // Its outcome is caught at once: b may be refused while a's commit is still being awaited.
    let bSettled = false
    const b = redeem([c!.id], 'BK-HOLD-B').then(
      () => ((bSettled = true), null),
      (error: unknown) => ((bSettled = true), error),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(bSettled).toBe(false)
    finishA()
    await a
    expect(await b).toBeInstanceOf(CardUnavailableError)
    expect(await rowOf(c!.id)).toMatchObject({ status: 'REDEEMED', redeemedReference: 'BK-HOLD-A' })
  })

  it('does not deadlock when two checkouts ask for the same cards in opposite orders', async () => {
    const [x, y] = [await card(), await card()]
    const outcomes = await Promise.allSettled([redeem([x!.id, y!.id], 'BK-XY'), redeem([y!.id, x!.id], 'BK-YX')])
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!
    expect(lost.reason).toBeInstanceOf(CardUnavailableError)
  })

  it('is all or nothing: one unusable card rolls the others back', async () => {
    const good = await card()
    const expired = await card('TRAVEL-DISCOUNT', { expiresAt: new Date('2026-05-31T00:00:00Z') })
    const error = await redeem([good!.id, expired!.id], 'BK-2').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CardUnavailableError)
    expect((error as CardUnavailableError).cardIds).toEqual([expired!.id])
    expect((await rowOf(good!.id))!.status).toBe('ACTIVE')
    expect(await eventsOf(good!.id)).toEqual(['issued'])
  })

  it("refuses another member's card, a cash card, an already redeemed card and an unknown id", async () => {
    const theirs = await card('HOTEL-NIGHT', { owner: other })
    const cash = await card('CLUB-CASH')
    const used = await card()
    await redeem([used!.id], 'BK-3')
    for (const id of [theirs!.id, cash!.id, used!.id, 999_999]) {
      await expect(redeem([id], 'BK-4'), String(id)).rejects.toBeInstanceOf(CardUnavailableError)
    }
    expect((await rowOf(theirs!.id))!.status).toBe('ACTIVE')
    await expect(redeem([theirs!.id], 'BK-5', other.id)).resolves.toHaveLength(1)
  })

  it('takes a card until the instant before its expiry, and refuses it at that instant', async () => {
    const lastMoment = await card('HOTEL-NIGHT', { expiresAt: new Date(NOW.getTime() + 1) })
    const atExpiry = await card('HOTEL-NIGHT', { expiresAt: NOW })
    await expect(redeem([lastMoment!.id], 'BK-7')).resolves.toHaveLength(1)
    await expect(redeem([atExpiry!.id], 'BK-8')).rejects.toBeInstanceOf(CardUnavailableError)
    expect((await rowOf(atExpiry!.id))!.status).toBe('ACTIVE')
  })

  it('needs a booking reference of 1 to 64 characters', async () => {
    const c = await card()
    for (const reference of ['', '   ', 'B'.repeat(65), undefined as unknown as string]) {
      const refused = redeem([c!.id], reference).catch((e: unknown) => e)
      expect(await refused, JSON.stringify(reference)).toEqual(new RangeError('a booking reference of 1 to 64 characters is required'))
    }
    expect((await rowOf(c!.id))!.status).toBe('ACTIVE')
    await expect(redeem([c!.id], 'B'.repeat(64))).resolves.toHaveLength(1)
    expect((await rowOf(c!.id))!.redeemedReference).toBe('B'.repeat(64))
  })

  it('answers nothing and changes nothing for no cards, and counts a card asked for twice once', async () => {
    await expect(redeem([], 'BK-9')).resolves.toEqual([])
    const c = await card()
    await expect(redeem([c!.id, c!.id], 'BK-9')).resolves.toEqual([{ id: c!.id, amountMinor: 10_000, currency: 'USD' }])
    expect(await eventsOf(c!.id)).toEqual(['issued', 'redeemed'])
  })

  it('must run inside a transaction', async () => {
    const c = await card()
    await expect(
      redeemCards(store.db as unknown as Tx, { userId: member.id, orgId: member.orgId, cardIds: [c!.id], reference: 'BK-6', now: NOW }),
    ).rejects.toThrow(/inside the booking transaction/)
  })
})

describe('releaseCards', () => {
  it('redeem → release → redeem again works; only the holding booking releases, and twice is harmless', async () => {
    const c = await card()
    await redeem([c!.id], 'BK-10')
    const release = (reference: string) => inTx((tx) => releaseCards(tx, { cardIds: [c!.id], reference, now: NOW }))
    expect(await release('BK-OTHER')).toEqual({ released: [], expired: [] })
    expect((await rowOf(c!.id))!.status).toBe('REDEEMED')
    expect(await release('BK-10')).toEqual({ released: [c!.id], expired: [] })
    expect(await release('BK-10')).toEqual({ released: [], expired: [] })
    expect(await rowOf(c!.id)).toMatchObject({ status: 'ACTIVE', redeemedReference: null })
    await redeem([c!.id], 'BK-11')
    expect(await rowOf(c!.id)).toMatchObject({ status: 'REDEEMED', redeemedReference: 'BK-11' })
    expect(await eventsOf(c!.id)).toEqual(['issued', 'redeemed', 'released', 'redeemed'])
  })

  it('answers nothing and changes nothing for no cards', async () => {
    expect(await inTx((tx) => releaseCards(tx, { cardIds: [], reference: 'BK-13', now: NOW }))).toEqual({ released: [], expired: [] })
  })

  it('turns a card whose expiry passed meanwhile EXPIRED instead of ACTIVE', async () => {
    const c = await card('HOTEL-NIGHT', { expiresAt: new Date('2026-07-01T00:00:00Z') })
    await redeem([c!.id], 'BK-12')
    const later = new Date('2026-08-01T00:00:00Z')
    expect(await inTx((tx) => releaseCards(tx, { cardIds: [c!.id], reference: 'BK-12', now: later }))).toEqual({
      released: [],
      expired: [c!.id],
    })
    expect(await rowOf(c!.id)).toMatchObject({ status: 'EXPIRED', redeemedReference: null })
  })
})

describe('cash cards', () => {
  const draw = (cardId: number, amountMinor: number, reference: string) =>
    inTx((tx) => drawCashCard(tx, { cardId, userId: member.id, amountMinor, reference, now: NOW }))

  it('draws on the balance and refuses more than is left', async () => {
    const c = await card('CLUB-CASH', { amountMinor: 15_000 })
    expect(await draw(c!.id, 4_000, 'BK-20')).toEqual({ balanceMinor: 11_000, currency: 'USD' })
    const error = await draw(c!.id, 11_001, 'BK-21').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientBalanceError)
    // What the member is told, and what the caller learns: the card and what is left on it.
    expect(error).toMatchObject({
      name: 'InsufficientBalanceError',
      code: 'INSUFFICIENT_BALANCE',
      message: 'THE CASH CARD BALANCE IS TOO LOW',
      cardId: c!.id,
      balanceMinor: 11_000,
    })
    await expect(draw(c!.id, 0, 'BK-22')).rejects.toThrow('not a positive amount in minor units: 0')
    await expect(draw(c!.id, 1.5, 'BK-22')).rejects.toThrow('not a positive amount in minor units: 1.5')
    const certificate = await card()
    const unavailable = await draw(certificate!.id, 100, 'BK-22').catch((e: unknown) => e)
    expect(unavailable).toBeInstanceOf(CardUnavailableError)
    expect(unavailable).toMatchObject({
      name: 'CardUnavailableError',
      code: 'CARD_UNAVAILABLE',
      message: 'THIS CARD CAN NO LONGER BE USED',
      cardIds: [certificate!.id],
    })
  })

  it('draws the whole balance down to zero, and refuses one minor unit more', async () => {
    const c = await card('CLUB-CASH', { amountMinor: 5_000 })
    await expect(draw(c!.id, 5_001, 'BK-23')).rejects.toBeInstanceOf(InsufficientBalanceError)
    expect(await draw(c!.id, 5_000, 'BK-24')).toEqual({ balanceMinor: 0, currency: 'USD' })
    await expect(draw(c!.id, 1, 'BK-25')).rejects.toBeInstanceOf(InsufficientBalanceError)
    const expired = await card('CLUB-CASH', { amountMinor: 5_000, expiresAt: NOW })
    await expect(draw(expired!.id, 1, 'BK-26')).rejects.toBeInstanceOf(CardUnavailableError)
  })

  it('never goes below zero when checkouts draw at once', async () => {
    const c = await card('CLUB-CASH', { amountMinor: 15_000 })
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((n) => draw(c!.id, 6_000, `BK-3${n}`)))
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2)
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(InsufficientBalanceError)
    expect((await rowOf(c!.id))!.amountMinor).toBe(3_000)
    expect((await eventsOf(c!.id)).filter((a) => a === 'redeemed')).toHaveLength(2)
  })

  it('refunds what a cancelled booking drew, once', async () => {
    const c = await card('CLUB-CASH', { amountMinor: 15_000 })
    await draw(c!.id, 5_000, 'BK-40')
    await draw(c!.id, 1_000, 'BK-41')
    const refund = () => inTx((tx) => refundCashCard(tx, { cardId: c!.id, reference: 'BK-40', now: NOW }))
    const [first, second] = await Promise.all([refund(), refund()])
    expect(first + second).toBe(5_000)
    expect((await rowOf(c!.id))!.amountMinor).toBe(14_000)
  })

  it('refunds at most what the item asks back, and nothing once all is back', async () => {
    const c = await card('CLUB-CASH', { amountMinor: 15_000 })
    await draw(c!.id, 5_000, 'BK-42')
    const refund = (upToMinor?: number) =>
      inTx((tx) => refundCashCard(tx, { cardId: c!.id, reference: 'BK-42', now: NOW, ...(upToMinor === undefined ? {} : { upToMinor }) }))
    expect(await refund(3_000)).toBe(3_000)
    expect(await refund()).toBe(2_000)
    expect(await refund()).toBe(0)
    expect((await rowOf(c!.id))!.amountMinor).toBe(15_000)
    expect(await eventsOf(c!.id)).toEqual(['issued', 'redeemed', 'released', 'released'])
  })

  it('refunds nothing to a cancelled card, a card that is not a cash card, or a booking that drew nothing', async () => {
    const cancelled = await card('CLUB-CASH', { amountMinor: 15_000 })
    await draw(cancelled!.id, 5_000, 'BK-43')
    await store.db.update(walletCards).set({ status: 'CANCELLED' }).where(eq(walletCards.id, cancelled!.id))
    const refund = (cardId: number, reference: string) => inTx((tx) => refundCashCard(tx, { cardId, reference, now: NOW }))
    expect(await refund(cancelled!.id, 'BK-43')).toBe(0)
    expect((await rowOf(cancelled!.id))!.amountMinor).toBe(10_000)

    const certificate = await card()
    expect(await refund(certificate!.id, 'BK-43')).toBe(0)
    expect(await refund(-1, 'BK-43')).toBe(0)

    const untouched = await card('CLUB-CASH', { amountMinor: 15_000 })
    expect(await refund(untouched!.id, 'BK-44')).toBe(0)
    expect((await rowOf(untouched!.id))!.amountMinor).toBe(15_000)
    expect(await eventsOf(untouched!.id)).toEqual(['issued'])
  })
})
