import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorAnswer } from '@contract/schemas/lookups'
import { paymentCardByOrgAnswer, paymentCardsByUserAnswer } from '@contract/schemas/wallet'
import { walletCards } from '@server/store/schema'
import { minorDigits } from '@contract/money'
import { convertMinor } from '@server/services/wallet/money'
import { statusAt } from '@server/services/wallet/cards'
import { createUser, demoOrgId, MEMBER, payload, sessionCookie, signedIn, testClock, userId } from './helpers/auth'
import { orgIdOf, postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { expectedConversion, issueCard } from './helpers/wallet'

const ATLAS = 'atlas.localhost'
const HOUR = 3_600_000
// The seed's dates are fixed; so is the tests' today.
const clock = testClock(new Date('2026-06-01T12:00:00Z'))
const DIGITS = { USD: 2, EUR: 2, GBP: 2, JPY: 0 }

let t: TestApp
let memberCookie: string
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: clock.now })
  memberCookie = (await signedIn(t)).cookie
})
afterAll(() => t.close())

const cardsOf = async (cookie: string | undefined, currency: string, host = 'localhost') => {
  const res = await postOn(t, host, '/api/booking/get-paymentcard-by-user', { currency }, cookie ? { cookie } : {})
  expect(res.status, await res.clone().text()).toBe(200)
  return paymentCardsByUserAnswer.parse(await res.json()).data
}
const codesOf = (data: Awaited<ReturnType<typeof cardsOf>>) => ({
  certificates: data.certificates.map((c) => c.card_code),
  discountCards: data.discountCards.map((c) => c.card_code),
  cashCards: data.cashCards.map((c) => c.card_code),
})
const signInOn = async (host: string, email: string, password: string) =>
  sessionCookie(
    await postOn(t, host, '/api/auth/signIn', { jsonSingIn: payload(email, password), ipAddress: '203.0.113.9', navAgent: 'vitest' }),
  )

describe('POST /api/walletUser/getPaymentCardByOrg', () => {
  it('answers the demo organisation its wallet options and every kind of programme, to anyone', async () => {
    const res = await t.app.request('/api/walletUser/getPaymentCardByOrg', { method: 'POST' })
    expect(res.status).toBe(200)
    const data = paymentCardByOrgAnswer.parse(await res.json()).data
    expect(data.org_site_wallet).toBe('Discount Cards,Certificates,Cash Card,myvacations')
    expect(data.programmes.map((p) => [p.pro_code, p.kind, p.services])).toEqual([
      ['HOTEL-NIGHT', 'certificate', ['HLT']],
      ['RESORT-WEEK', 'certificate', ['RST']],
      ['ACTIVITY-STAY', 'certificate', ['ACT', 'STY']],
      ['COMPLIMENTARY-STAY', 'certificate', ['STY']],
      ['TRAVEL-DISCOUNT', 'discount', ['HLT', 'ACT', 'RST', 'STY']],
      ['CLUB-CASH', 'cash', ['HLT', 'ACT', 'RST', 'STY']],
      // The club's own (issue 18): referral rewards, and the certificates of the plans' vacation weeks.
      ['REFERRAL-REWARD', 'discount', ['HLT', 'ACT', 'RST', 'STY']],
      ['VACATION-RST', 'certificate', ['RST']],
    ])
  })

  it('answers atlas its own options and programmes: certificates and a cash card only', async () => {
    const data = paymentCardByOrgAnswer.parse(await (await postOn(t, ATLAS, '/api/walletUser/getPaymentCardByOrg')).json()).data
    expect(data.org_site_wallet).toBe('Certificates,Cash Card')
    expect(data.programmes.map((p) => p.kind)).toEqual(['certificate', 'certificate', 'cash'])
    const demo = paymentCardByOrgAnswer.parse(await (await postOn(t, 'localhost', '/api/walletUser/getPaymentCardByOrg')).json()).data
    const demoIds = new Set(demo.programmes.map((p) => p.payment_card_id))
    expect(data.programmes.some((p) => demoIds.has(p.payment_card_id))).toBe(false)
  })
})

describe('POST /api/booking/get-paymentcard-by-user', () => {
  it('is 401 NOT_SIGNED_IN without a session', async () => {
    const res = await postOn(t, 'localhost', '/api/booking/get-paymentcard-by-user', { currency: 'USD' })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ status: false, code: 'NOT_SIGNED_IN', message: 'PLEASE SIGN IN' })
  })

  it('answers the demo member exactly the seeded cards, ACTIVE first by expiry, then the rest', async () => {
    const data = await cardsOf(memberCookie, 'USD')
    expect(data.currency).toBe('USD')
    expect(codesOf(data)).toEqual({
      // The Club Annual plan's resort week of this plan year (issue 18) expires first.
      certificates: ['VAC-1-WEEK-2026-1', 'CERT-RST-0001', 'CERT-STY-0001', 'CERT-ACT-0002', 'CERT-HLT-0001', 'CERT-ACT-0001'],
      // The seeded referral reward was spent on a booking: REDEEMED, after the expired card.
      discountCards: ['DISC-0001', 'DISC-0002', 'DISC-0003', 'REF-DEMO-MEMBER-1'],
      cashCards: ['CASH-0001'],
    })
    const [, resort, stays, activityPass, hotel, activities] = data.certificates
    expect(hotel).toMatchObject({
      status: 'ACTIVE',
      services: ['HLT'],
      payment_card_redemption_price: 12_000,
      currency: 'USD',
      pro_code: 'HOTEL-NIGHT',
      name: 'Hotel night certificate',
      original: { amountMinor: 12_000, currency: 'USD' },
      issued_at: '2026-01-15T00:00:00.000Z',
      expires_at: '2028-12-31T23:59:59.000Z',
    })
    expect(resort).toMatchObject({ status: 'ACTIVE', services: ['RST'], payment_card_redemption_price: 45_000 })
    expect(stays).toMatchObject({ status: 'ACTIVE', services: ['STY'], payment_card_redemption_price: 60_000 })
    expect(activityPass).toMatchObject({ status: 'ACTIVE', services: ['ACT', 'STY'], payment_card_redemption_price: 6_000 })
    expect(activities).toMatchObject({ status: 'REDEEMED', services: ['ACT', 'STY'] })
    expect(activities!.history).toEqual([
      { at: '2026-03-14T10:30:00.000Z', action: 'redeemed', amountMinor: 6_000, currency: 'USD', reference: 'BK-2026-0314' },
      { at: '2025-11-01T00:00:00.000Z', action: 'issued', amountMinor: 6_000, currency: 'USD', reference: null },
    ])
    const [d1, d2, d3] = data.discountCards
    expect(d1).toMatchObject({ status: 'ACTIVE', card_amount: 2_500, original: { amountMinor: 2_500, currency: 'USD' } })
    expect(d2).toMatchObject({ status: 'ACTIVE', original: { amountMinor: 4_000, currency: 'EUR' } })
    expect(d2!.card_amount).toBe(await expectedConversion(t.store.db, 4_000, 'EUR', 'USD', DIGITS))
    expect(d3).toMatchObject({ status: 'EXPIRED', card_amount: 1_500, expires_at: '2026-01-31T23:59:59.000Z' })
    expect(data.cashCards[0]).toMatchObject({ status: 'ACTIVE', balance: 15_000, expires_at: null })
  })

  it('computes expiry on read: the expired discount card says EXPIRED (with an expired entry) while its row is untouched', async () => {
    const d3 = (await cardsOf(memberCookie, 'USD')).discountCards.find((c) => c.card_code === 'DISC-0003')!
    expect(d3.status).toBe('EXPIRED')
    expect(d3.history.map((e) => [e.action, e.at])).toEqual([
      ['expired', '2026-01-31T23:59:59.000Z'],
      ['issued', '2025-02-01T00:00:00.000Z'],
    ])
    const [row] = await t.store.db.select().from(walletCards).where(eq(walletCards.cardCode, 'DISC-0003'))
    expect(row!.status).toBe('ACTIVE')
  })

  it('turns a card EXPIRED the moment its expiry passes', async () => {
    const owner = await createUser(t, { orgId: await demoOrgId(t), email: 'soon.expired@example.com', password: 'Expire#2026' })
    await issueCard(t.store.db, {
      orgId: owner!.orgId,
      userId: owner!.id,
      proCode: 'HOTEL-NIGHT',
      cardCode: 'CERT-SOON-0001',
      amountMinor: 9_900,
      currency: 'USD',
      expiresAt: new Date(clock.now().getTime() + HOUR),
    })
    const { cookie } = await signedIn(t, owner!.email, 'Expire#2026')
    expect((await cardsOf(cookie, 'USD')).certificates[0]!.status).toBe('ACTIVE')
    clock.advance(2 * HOUR)
    expect((await cardsOf(cookie, 'USD')).certificates[0]!.status).toBe('EXPIRED')
  })

  it('converts every amount to the requested currency exactly, keeping the original (EUR, GBP, JPY)', async () => {
    for (const currency of ['EUR', 'GBP', 'JPY'] as const) {
      const data = await cardsOf(memberCookie, currency)
      expect(data.currency).toBe(currency)
      const amounts = [
        ...data.certificates.map((c) => [c.payment_card_redemption_price, c.original, c.currency] as const),
        ...data.discountCards.map((c) => [c.card_amount, c.original, c.currency] as const),
        ...data.cashCards.map((c) => [c.balance, c.original, c.currency] as const),
      ]
      expect(amounts).toHaveLength(11)
      for (const [converted, original, shown] of amounts) {
        expect(shown).toBe(currency)
        expect(converted, `${original.amountMinor} ${original.currency} in ${currency}`).toBe(
          await expectedConversion(t.store.db, original.amountMinor, original.currency, currency, DIGITS),
        )
      }
    }
    // 120.00 USD in yen is a whole number of yen (JPY has no minor unit), about 120 × the USD/JPY rate.
    const hotel = (await cardsOf(memberCookie, 'JPY')).certificates.find((c) => c.card_code === 'CERT-HLT-0001')!
    expect(hotel.payment_card_redemption_price).toBeGreaterThan(120 * 50)
    expect(hotel.payment_card_redemption_price).toBeLessThan(120 * 500)
  })

  it('refuses a currency the organisation does not offer with 400', async () => {
    for (const currency of ['XYZ', 'USDX', 'usd']) {
      const res = await postOn(t, 'localhost', '/api/booking/get-paymentcard-by-user', { currency }, { cookie: memberCookie })
      expect(res.status, currency).toBe(400)
      expect(errorAnswer.parse(await res.json()).message).toMatch(/currency/)
    }
  })

  it('shows a second member only their own cards, and the demo member never theirs', async () => {
    const other = await createUser(t, { orgId: await demoOrgId(t), email: 'second.member@example.com', password: 'Second#2026' })
    const { cookie } = await signedIn(t, other!.email, 'Second#2026')
    expect(codesOf(await cardsOf(cookie, 'USD'))).toEqual({ certificates: [], discountCards: [], cashCards: [] })
    await issueCard(t.store.db, {
      orgId: other!.orgId,
      userId: other!.id,
      proCode: 'TRAVEL-DISCOUNT',
      cardCode: 'DISC-9001',
      amountMinor: 1_000,
      currency: 'USD',
    })
    expect(codesOf(await cardsOf(cookie, 'USD')).discountCards).toEqual(['DISC-9001'])
    const mine = codesOf(await cardsOf(memberCookie, 'USD'))
    expect(mine.discountCards).toEqual(['DISC-0001', 'DISC-0002', 'DISC-0003', 'REF-DEMO-MEMBER-1'])
    expect(mine.certificates).not.toContain('CERT-SOON-0001')
  })

  it('keeps organisations apart: a demo session is no session on atlas, and an atlas member sees only atlas cards', async () => {
    const onAtlas = await postOn(t, ATLAS, '/api/booking/get-paymentcard-by-user', { currency: 'EUR' }, { cookie: memberCookie })
    expect(onAtlas.status).toBe(401)

    const atlasId = await orgIdOf(t, 'atlas')
    const atlasMember = await createUser(t, { orgId: atlasId, email: 'member@example.com', password: 'Atlas#2026' })
    await issueCard(t.store.db, {
      orgId: atlasId,
      userId: atlasMember!.id,
      proCode: 'HOTEL-NIGHT',
      cardCode: 'CERT-HLT-0001',
      amountMinor: 10_000,
      currency: 'EUR',
    })
    const atlasCookie = await signInOn(ATLAS, 'member@example.com', 'Atlas#2026')
    const atlasCards = await cardsOf(atlasCookie, 'EUR', ATLAS)
    expect(codesOf(atlasCards)).toEqual({ certificates: ['CERT-HLT-0001'], discountCards: [], cashCards: [] })
    expect(atlasCards.certificates[0]).toMatchObject({
      payment_card_redemption_price: 10_000,
      original: { amountMinor: 10_000, currency: 'EUR' },
    })
    // Same email, same card code, other organisation: the demo member's card is still the USD one.
    const demoHotel = (await cardsOf(memberCookie, 'USD')).certificates.find((c) => c.card_code === 'CERT-HLT-0001')!
    expect(demoHotel.original).toEqual({ amountMinor: 12_000, currency: 'USD' })
    // The atlas session is no session on demo; atlas does not offer JPY.
    expect(
      (await postOn(t, 'localhost', '/api/booking/get-paymentcard-by-user', { currency: 'USD' }, { cookie: atlasCookie })).status,
    ).toBe(401)
    const jpy = await postOn(t, ATLAS, '/api/booking/get-paymentcard-by-user', { currency: 'JPY' }, { cookie: atlasCookie })
    expect(jpy.status).toBe(400)
    expect(await jpy.json()).toMatchObject({ code: 'CURRENCY_NOT_OFFERED' })
  })

  it('gives the agent and the promo member no cards', async () => {
    for (const [email, password] of [
      ['agent@example.com', 'Agent#2026'],
      ['promo@example.com', 'Promo#2026'],
    ]) {
      const { cookie } = await signedIn(t, email, password)
      expect(codesOf(await cardsOf(cookie, 'USD')), email).toEqual({ certificates: [], discountCards: [], cashCards: [] })
    }
    expect(await userId(t, MEMBER.email)).toBeGreaterThan(0)
  })
})

describe("a card's status as of now", () => {
  const expiresAt = new Date('2026-06-01T12:00:00Z')
  it('is ACTIVE until the instant before its expiry and EXPIRED from that instant on', () => {
    expect(statusAt({ status: 'ACTIVE', expiresAt }, new Date(expiresAt.getTime() - 1))).toBe('ACTIVE')
    expect(statusAt({ status: 'ACTIVE', expiresAt }, expiresAt)).toBe('EXPIRED')
    expect(statusAt({ status: 'ACTIVE', expiresAt: null }, new Date('2100-01-01T00:00:00Z'))).toBe('ACTIVE')
  })
  it('keeps a status other than ACTIVE as it is, expired or not', () => {
    expect(statusAt({ status: 'REDEEMED', expiresAt }, new Date(expiresAt.getTime() + 1))).toBe('REDEEMED')
    expect(statusAt({ status: 'CANCELLED', expiresAt }, new Date(expiresAt.getTime() + 1))).toBe('CANCELLED')
  })
})

describe('converting amounts', () => {
  const usd = { code: 'USD', unitsPerUsd: '1.0000000000000000' }
  it('rounds half away from zero to the target minor unit', () => {
    expect(convertMinor(1, usd, { code: 'EUR', unitsPerUsd: '1.5' })).toBe(2)
    expect(convertMinor(3, usd, { code: 'EUR', unitsPerUsd: '0.5' })).toBe(2)
    expect(convertMinor(1, usd, { code: 'EUR', unitsPerUsd: '1.4999999999999999' })).toBe(1)
    expect(convertMinor(-3, usd, { code: 'EUR', unitsPerUsd: '0.5' })).toBe(-2)
    expect(convertMinor(12_345, usd, usd)).toBe(12_345)
  })

  it('refuses an amount that is not a whole number of minor units, and a rate of zero', () => {
    const eur = { code: 'EUR', unitsPerUsd: '0.9' }
    expect(() => convertMinor(1.5, usd, eur)).toThrow(RangeError)
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER + 1, usd, eur)).toThrow(RangeError)
    expect(() => convertMinor(100, usd, { code: 'EUR', unitsPerUsd: '0' })).toThrow(RangeError)
    expect(() => convertMinor(100, { code: 'EUR', unitsPerUsd: '0' }, usd)).toThrow(RangeError)
    expect(convertMinor(0, usd, eur)).toBe(0)
  })

  it('gives an unknown currency code two decimals', () => {
    expect(minorDigits('not a currency')).toBe(2)
  })

  it('knows minor units: yen have none, so 1.00 USD at 150.5 is 151 yen and 151 yen back is 1.00 USD', () => {
    expect(minorDigits('JPY')).toBe(0)
    expect(minorDigits('KRW')).toBe(0)
    expect(minorDigits('EUR')).toBe(2)
    const jpy = { code: 'JPY', unitsPerUsd: '150.5' }
    expect(convertMinor(100, usd, jpy)).toBe(151)
    expect(convertMinor(151, jpy, usd)).toBe(100)
    expect(convertMinor(12_000, usd, { code: 'JPY', unitsPerUsd: '155.123' })).toBe(18_615)
  })
})
