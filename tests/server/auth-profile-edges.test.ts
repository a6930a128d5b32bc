import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileOf, resultOf, signInResult, userProfile } from '@server/services/auth/profile'
import {
  createSession,
  findSession,
  isLive,
  revokeSession,
  TOUCH_INTERVAL_MS,
  touchSession,
  type User,
} from '@server/services/auth/sessions'
import { findOrganisation, type Organisation } from '@server/services/organisation'
import { seedStore } from '@server/seed/seed'
import { nationalities, promotionVisits, subscriptions, users } from '@server/store/schema'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * The profile and session services at their edges, called with plain inputs on a fresh store:
 * what the sign-in answer, the session check and My account's preference answer derive from the
 * stored user (promotion flags, display price, credit line, booking right, country), and where a
 * session stops being live or gets its expiry slid.
 */
let store: TestStore
let org: Organisation
let serial = 0
const now = new Date('2026-06-01T12:00:00Z')

beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
  org = await findOrganisation(store.db, { host: null })
})
afterAll(() => store.close())

/** A user of the demo organisation with the given columns; `visited` records a visit to /promotions. */
async function aUser(values: Partial<typeof users.$inferInsert> = {}, visited = false): Promise<User> {
  const [user] = await store.db
    .insert(users)
    .values({ orgId: org.id, email: `edge-${++serial}@example.com`, firstName: 'Edge', ...values })
    .returning()
  if (visited) await store.db.insert(promotionVisits).values({ userId: user!.id, visitedAt: now })
  return user!
}

const openFor = (user: User, extra: { userAgent?: string | null; country?: string | null } = {}) =>
  createSession(store.db, {
    userId: user.id,
    remember: false,
    sso: false,
    ip: '192.0.2.10',
    userAgent: 'userAgent' in extra ? extra.userAgent! : 'edge-test/1.0',
    country: extra.country,
    now,
  })

describe('is_promotion_visited in the sign-in answer and the session check', () => {
  it.each([
    { isPromotion: 1, visited: true, expected: true },
    { isPromotion: 1, visited: false, expected: false },
    { isPromotion: 0, visited: true, expected: false },
    { isPromotion: 0, visited: false, expected: false },
  ])('promotion $isPromotion, visited $visited: $expected', async ({ isPromotion, visited, expected }) => {
    const user = await aUser({ isPromotion }, visited)
    const signIn = await signInResult(store.db, user, 'session-id')
    expect(signIn.is_promotion_visited).toBe(expected)
    expect(signIn.is_promotion).toBe(isPromotion === 1)
    const { secret } = await openFor(user)
    const found = (await findSession(store.db, secret))!
    expect(found.promotionVisited).toBe(visited)
    expect(profileOf(found).is_promotion_visited).toBe(expected)
    expect((await userProfile(store.db, user, 'session-id')).is_promotion_visited).toBe(expected)
  })
})

describe('resultOf: flags and the credit line from the stored user', () => {
  it('display_price is false for 0 and true for 1', async () => {
    expect(resultOf(await aUser({ displayPrice: 0 }), 's', []).display_price).toBe(false)
    expect(resultOf(await aUser({ displayPrice: 1 }), 's', []).display_price).toBe(true)
  })

  it('can_user_book is 0 for 0 and 1 for 1', async () => {
    expect(resultOf(await aUser({ canUserBook: 0 }), 's', []).can_user_book).toBe(0)
    expect(resultOf(await aUser({ canUserBook: 1 }), 's', []).can_user_book).toBe(1)
  })

  it('names the credit currency only when there is a credit limit', async () => {
    const without = resultOf(await aUser({ creditLimitMinor: null, creditLimitCurrency: 'EUR' }), 's', [])
    expect(without).toMatchObject({ credit_limit: null, credit_limit_currency: null })
    const zero = resultOf(await aUser({ creditLimitMinor: 0, creditLimitCurrency: 'EUR' }), 's', [])
    expect(zero).toMatchObject({ credit_limit: 0, credit_limit_currency: 'EUR' })
  })
})

describe('userProfile (My account preference answer)', () => {
  it('is the sign-in answer plus the country of the nationality', async () => {
    const [nationality] = await store.db.select().from(nationalities).where(eq(nationalities.code, 'FR'))
    const user = await aUser({ nationalityId: nationality!.id, lastName: 'Profile' })
    const profile = await userProfile(store.db, user, 'session-7')
    expect(profile).toEqual({ ...(await signInResult(store.db, user, 'session-7')), userCountryCode: 'FR' })
    expect(profile).toMatchObject({ token: 'session-7', email: user.email, last_name: 'Profile', nationality: nationality!.id })
  })

  it('has no country without a nationality', async () => {
    const user = await aUser({ nationalityId: null })
    const profile = await userProfile(store.db, user, 'session-8')
    expect(profile.userCountryCode).toBeNull()
    expect(profile).toMatchObject({ token: 'session-8', email: user.email })
  })
})

describe('createSession and findSession', () => {
  it('keeps the first 1024 characters of the user agent, and the country', async () => {
    const user = await aUser()
    const { session } = await openFor(user, { userAgent: `${'a'.repeat(1024)}b`, country: 'DE' })
    expect(session.userAgent).toBe('a'.repeat(1024))
    expect(session.country).toBe('DE')
  })

  it('stores null for an absent user agent and country', async () => {
    const { session } = await openFor(await aUser(), { userAgent: null, country: undefined })
    expect(session).toMatchObject({ userAgent: null, country: null })
  })

  it('lists the plans oldest first, an open-ended plan with ends_at null', async () => {
    const user = await aUser()
    await store.db.insert(subscriptions).values([
      { userId: user.id, planName: 'Open', planStatus: 'ACTIVE', startsAt: new Date('2026-02-01T00:00:00Z'), endsAt: null },
      {
        userId: user.id,
        planName: 'Year',
        planStatus: 'EXPIRED',
        startsAt: new Date('2025-01-01T00:00:00Z'),
        endsAt: new Date('2026-01-01T00:00:00Z'),
      },
    ])
    const expected = [
      { plan_status: 'EXPIRED', plan_name: 'Year', starts_at: '2025-01-01T00:00:00.000Z', ends_at: '2026-01-01T00:00:00.000Z' },
      { plan_status: 'ACTIVE', plan_name: 'Open', starts_at: '2026-02-01T00:00:00.000Z', ends_at: null },
    ]
    const { secret } = await openFor(user)
    expect((await findSession(store.db, secret))!.plans).toEqual(expected)
    expect((await signInResult(store.db, user, 's')).subscription_details).toEqual(expected)
  })
})

describe('isLive and touchSession at their instants', () => {
  it('a session is live until one ms before its expiry, not at it', async () => {
    const { session } = await openFor(await aUser())
    expect(isLive(session, new Date(session.expiresAt.getTime() - 1))).toBe(true)
    expect(isLive(session, session.expiresAt)).toBe(false)
  })

  it('slides the expiry once a minute has passed, not one ms before', async () => {
    const { session } = await openFor(await aUser())
    const early = new Date(now.getTime() + TOUCH_INTERVAL_MS - 1)
    expect(await touchSession(store.db, session, early)).toBe(session)
    const due = new Date(now.getTime() + TOUCH_INTERVAL_MS)
    const touched = await touchSession(store.db, session, due)
    expect(touched.lastSeenAt).toEqual(due)
    expect(touched.expiresAt.getTime()).toBe(due.getTime() + 24 * 3_600_000)
  })

  it('answers a revoked session unchanged', async () => {
    const { session } = await openFor(await aUser())
    await revokeSession(store.db, session.id, now)
    const later = new Date(now.getTime() + TOUCH_INTERVAL_MS)
    expect(await touchSession(store.db, session, later)).toBe(session)
  })
})
