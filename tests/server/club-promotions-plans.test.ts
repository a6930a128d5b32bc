import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLoginAnswer, signInAnswer } from '@contract/schemas/auth'
import { joinPlanAnswer, plansAnswer, vacationsAnswer } from '@contract/schemas/plans'
import { promotionsAnswer } from '@contract/schemas/promotions'
import { promotionVisits, subscriptions, users, walletCards } from '@server/store/schema'
import { runRewardRound } from '@server/services/club/reward-job'
import { payload, PROMO, sessionCookie, signedIn } from './helpers/auth'
import { postOn } from './helpers/hosts'
import { lastMailedKey, registration, signUp } from './helpers/sign-up'
import { startTestApp, type TestApp } from './helpers/test-app'
import { DEMO, postAs, refusedWith } from './reservations-fixtures'

/*
 * Promotions and the promotional sign-in (SPEC §4: sent to /promotions until seen), and the
 * plans of Join now: complimentary plans ACTIVE at confirmation, paid ones PENDING; the wallet's
 * myvacations benefits.
 */

let t: TestApp
let clock = new Date('2026-11-27T12:00:00Z')
let member: string

beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => clock })
  member = (await signedIn(t)).cookie
})
afterAll(() => t.close())

describe('POST /api/promotions/getPromotions', () => {
  it("answers the organisation's running promotions in the asked language, each with its image, places and search", async () => {
    const res = await t.post('/api/promotions/getPromotions', { lang: 'fr-FR' })
    const { promotions } = promotionsAnswer.parse(await res.json()).data
    expect(promotions.map((p) => p.code)).toEqual(['city-breaks', 'caribbean-weeks'])
    const caribbean = promotions[1]!
    expect(caribbean).toMatchObject({
      title: 'Semaines en resort aux Caraïbes',
      products: ['resorts', 'weeks'],
      destinations: [
        { id: 'cancun-mx', name: 'Cancún', countryCode: 'MX' },
        { id: 'punta-cana-do', name: 'Punta Cana', countryCode: 'DO' },
      ],
      cta: { label: 'Trouver une semaine', kind: 'resort', destination: 'cancun-mx' },
    })
    expect(caribbean.image!.url).toMatch(/^\/api\/brand\/demo\/promo-caribbean\.svg\?v=[0-9a-f]{64}$/)
    const image = await t.app.request(caribbean.image!.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
  })

  it('shows a promotion from its first moment to its last, not after', async () => {
    clock = new Date('2028-06-30T23:59:58Z')
    const during = promotionsAnswer.parse(await (await t.post('/api/promotions/getPromotions', {})).json()).data.promotions
    expect(during.map((p) => p.code)).toEqual(['city-breaks', 'caribbean-weeks'])
    clock = new Date('2028-06-30T23:59:59Z')
    const after = promotionsAnswer.parse(await (await t.post('/api/promotions/getPromotions', {})).json()).data.promotions
    expect(after.map((p) => p.code)).toEqual(['caribbean-weeks'])
    clock = new Date('2026-11-27T12:00:00Z')
  })

  it('answers atlas its own, in Spanish by default', async () => {
    const res = await postOn(t, 'atlas.localhost', '/api/promotions/getPromotions', {})
    const { promotions } = promotionsAnswer.parse(await res.json()).data
    expect(promotions.map((p) => [p.code, p.title, p.image])).toEqual([['primavera', 'Primavera en el sur', null]])
  })
})

describe('the promotional sign-in', () => {
  const signInPromo = async (isPromotionVisited: unknown) => {
    const res = await t.post('/api/auth/signIn', {
      jsonSingIn: { ...payload(PROMO.email, PROMO.password), promotions: { isPromotionVisited } },
      navAgent: 'vitest',
    })
    const answer = signInAnswer.parse(await res.json())
    if (!answer.status) throw new Error(answer.message)
    return { result: answer.result, cookie: sessionCookie(res) }
  }

  it('says a promotional member has not seen /promotions until they do, then says so at every sign-in and session check', async () => {
    const first = await signInPromo(false)
    expect(first.result).toMatchObject({ is_promotion: true, is_promotion_visited: false })
    const visited = await postAs(t, DEMO, first.cookie, '/api/promotions/visit', {})
    expect(visited.status).toBe(200)
    const second = await signInPromo(false)
    expect(second.result).toMatchObject({ is_promotion: true, is_promotion_visited: true })
    const check = checkLoginAnswer.parse(await (await t.post('/api/auth/checkLogin', {}, { cookie: second.cookie })).json())
    expect(check.result).toMatchObject({ is_promotion_visited: true })
    await refusedWith(await postAs(t, DEMO, '', '/api/promotions/visit', {}), 401, 'NOT_SIGNED_IN')
  })

  it('records the sign-in payload’s promotions.isPromotionVisited (signing in on /promotions is seeing it)', async () => {
    const [promo] = await t.store.db.select().from(users).where(eq(users.email, PROMO.email))
    await t.store.db.delete(promotionVisits).where(eq(promotionVisits.userId, promo!.id))
    expect((await signInPromo(0)).result.is_promotion_visited).toBe(false)
    expect((await signInPromo('true')).result.is_promotion_visited).toBe(true)
    expect((await signInPromo(false)).result.is_promotion_visited).toBe(true)
  })
})

describe('plans and Join now', () => {
  const plans = async (cookie = '') => plansAnswer.parse(await (await postAs(t, DEMO, cookie, '/api/plans/getPlans', {})).json()).data

  it("lists the plans, complimentary or priced by the year, with the member's status in each", async () => {
    const guest = await plans()
    expect(guest.plans.map((p) => [p.code, p.price, p.memberStatus])).toEqual([
      ['explorer', null, null],
      ['club', { amountMinor: 19900, currency: 'USD' }, null],
    ])
    expect(guest.contact).toEqual({ email: 'help@demo-travel-club.example', phone: '+1 555 0100 2026' })
    expect(guest.plans[1]!.vacations).toEqual([
      { code: 'week', title: 'Complimentary resort week', product: 'RST', value: { amountMinor: 45000, currency: 'USD' }, perYear: 1 },
    ])
    const mine = await plans(member)
    expect(mine.plans.map((p) => p.memberStatus)).toEqual([null, 'ACTIVE'])
  })

  it('joins a signed-in member: a complimentary plan ACTIVE at once, a paid one PENDING, and never twice', async () => {
    const { cookie } = await signedIn(t, PROMO.email, PROMO.password)
    const join = (plan: string) => postAs(t, DEMO, cookie, '/api/plans/join', { plan })
    const free = joinPlanAnswer.parse(await (await join('explorer')).json()).data
    expect(free).toMatchObject({ plan_code: 'explorer', plan_name: 'Explorer', plan_status: 'ACTIVE', ends_at: null })
    await refusedWith(await join('explorer'), 409, 'PLAN_HELD')
    const paid = joinPlanAnswer.parse(await (await join('club')).json()).data
    expect(paid).toMatchObject({ plan_code: 'club', plan_status: 'PENDING' })
    expect(new Date(paid.ends_at!).getTime() - new Date(paid.starts_at).getTime()).toBe(365 * 86_400_000)
    await refusedWith(await join('club'), 409, 'PLAN_HELD')
    await refusedWith(await join('gold'), 404, 'NOT_FOUND')
    await refusedWith(await postAs(t, DEMO, '', '/api/plans/join', { plan: 'explorer' }), 401, 'NOT_SIGNED_IN')
    // A PENDING paid plan gives no vacation week until the organisation records the payment.
    const vacations = vacationsAnswer.parse(await (await postAs(t, DEMO, cookie, '/api/wallet/getVacations', { currency: 'USD' })).json())
    expect(vacations.data.vacations).toEqual([])
  })

  it('takes the plan chosen in the join flow at sign-up: PENDING until the email is confirmed, then ACTIVE', async () => {
    const email = 'joiner@example.com'
    const { answer } = await signUp(t, { ...registration(email), plan_code: 'explorer' } as ReturnType<typeof registration>)
    expect(answer.status).toBe(true)
    const [user] = await t.store.db.select().from(users).where(eq(users.email, email))
    const statusOf = async () =>
      (
        await t.store.db
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, user!.id), eq(subscriptions.planCode, 'explorer')))
      )[0]?.planStatus
    expect(await statusOf()).toBe('PENDING')
    const { key } = await lastMailedKey(t, email)
    expect((await t.post('/api/auth/verifyAccount', { key })).status).toBe(200)
    expect(await statusOf()).toBe('ACTIVE')
  })

  it('refuses a sign-up naming a plan the organisation does not offer, and creates no account', async () => {
    const { res, answer } = await signUp(t, { ...registration('noplan@example.com'), plan_code: 'gold' } as ReturnType<typeof registration>)
    expect(res.status).toBe(422)
    expect(answer.data).toMatchObject({ reason: 'PLAN_INVALID', code: 500 })
    expect(await t.store.db.select().from(users).where(eq(users.email, 'noplan@example.com'))).toEqual([])
  })
})

describe('POST /api/wallet/getVacations (myvacations)', () => {
  it("lists the demo member's resort week of this plan year with its certificate, usable for a resort week", async () => {
    const res = await postAs(t, DEMO, member, '/api/wallet/getVacations', { currency: 'EUR', lang: 'es-ES' })
    const { vacations } = vacationsAnswer.parse(await res.json()).data
    expect(vacations).toEqual([
      {
        plan: { code: 'club', name: 'Club Anual' },
        code: 'week',
        title: 'Semana de resort gratis',
        product: 'RST',
        periodStart: '2026-07-01T00:00:00.000Z',
        periodEnd: '2027-07-01T00:00:00.000Z',
        status: 'AVAILABLE',
        cardCode: 'VAC-1-WEEK-2026-1',
        value: { amountMinor: expect.any(Number), currency: 'EUR' },
      },
    ])
  })

  it('values them in a currency the organisation offers, as the wallet does, and refuses a code it does not', async () => {
    const inUsd = await postAs(t, DEMO, member, '/api/wallet/getVacations', { currency: 'USD' })
    expect(vacationsAnswer.parse(await inUsd.json()).data.vacations[0]!.value.currency).toBe('USD')
    for (const currency of ['XXX', 'XYZ']) {
      const refused = await postAs(t, DEMO, member, '/api/wallet/getVacations', { currency })
      expect(refused.status, currency).toBe(400)
      expect(await refused.json()).toMatchObject({ code: 'CURRENCY_NOT_OFFERED', message: `currency: ${currency} is not offered here` })
    }
  })

  it('gives the next plan year its own week once it starts, once however often the job runs', async () => {
    clock = new Date('2027-07-01T00:00:00Z')
    await runRewardRound(t.store.db, clock)
    await runRewardRound(t.store.db, clock)
    const cards = await t.store.db.select().from(walletCards).where(eq(walletCards.cardCode, 'VAC-1-WEEK-2027-1'))
    expect(cards).toHaveLength(1)
    expect(cards[0]!.expiresAt).toEqual(new Date('2028-07-01T00:00:00Z'))
    const cookie = (await signedIn(t)).cookie
    const { vacations } = vacationsAnswer.parse(
      await (await postAs(t, DEMO, cookie, '/api/wallet/getVacations', { currency: 'USD' })).json(),
    ).data
    expect(vacations.map((v) => [v.cardCode, v.status])).toEqual([['VAC-1-WEEK-2027-1', 'AVAILABLE']])
    clock = new Date('2026-11-27T12:00:00Z')
  })
})
