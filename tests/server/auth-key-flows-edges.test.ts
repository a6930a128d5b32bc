import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueKey } from '@server/services/auth/account-keys'
import { changePassword, unlockAccount, verifyAccount } from '@server/services/auth/key-flows'
import { IDLE_MS, type User } from '@server/services/auth/sessions'
import { findOrganisation, type Organisation } from '@server/services/organisation'
import { seedStore } from '@server/seed/seed'
import { organisations, sessions, subscriptions, users } from '@server/store/schema'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * The mailed-link flows (reset, verify, unlock) called with plain inputs: which organisation a
 * key counts in, what a spent key answers, what the reset and the confirmation write.
 */
let store: TestStore
let org: Organisation
let otherOrgId: number
let serial = 0
const now = new Date('2026-07-01T09:00:00Z')
const deps = () => ({ store, now: () => now })
const visitor = { ip: '192.0.2.44', userAgent: 'key-flow-test/1.0' }

beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
  org = await findOrganisation(store.db, { host: null })
  const [other] = await store.db.select({ id: organisations.id }).from(organisations).where(ne(organisations.id, org.id))
  otherOrgId = other!.id
})
afterAll(() => store.close())

async function aUser(values: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const [user] = await store.db
    .insert(users)
    .values({ orgId: org.id, email: `key-${++serial}@example.com`, ...values })
    .returning()
  return user!
}
const stored = async (id: number) => (await store.db.select().from(users).where(eq(users.id, id)))[0]!

describe('which keys count', () => {
  it('an unknown key is KEY_INVALID and names no email', async () => {
    expect(await verifyAccount(deps(), org, 'no-such-key')).toEqual({
      status: false,
      code: 'KEY_INVALID',
      message: 'THIS LINK IS NOT VALID',
      result: null,
    })
  })

  it("another organisation's user's key is KEY_INVALID here, names no email, and stays unspent", async () => {
    const user = await aUser({ orgId: otherOrgId })
    const key = await issueKey(store.db, user.id, 'verify', now)
    expect(await verifyAccount(deps(), org, key)).toEqual({
      status: false,
      code: 'KEY_INVALID',
      message: 'THIS LINK IS NOT VALID',
      result: null,
    })
    expect((await stored(user.id)).emailConfirmedAt).toBeNull()
    await expect(unlockAccount(deps(), org, await issueKey(store.db, user.id, 'unlock', now))).rejects.toMatchObject({
      code: 'KEY_INVALID',
    })
  })

  it('two requests spending one key at once: one confirms, the other is KEY_USED and names the email', async () => {
    const user = await aUser()
    const key = await issueKey(store.db, user.id, 'verify', now)
    const answers = await Promise.all([verifyAccount(deps(), org, key), verifyAccount(deps(), org, key)])
    expect(answers.map((a) => a.status).sort()).toEqual([false, true])
    expect(answers.find((a) => !a.status)).toEqual({
      status: false,
      code: 'KEY_USED',
      message: 'THIS LINK HAS ALREADY BEEN USED',
      result: { email: user.email },
    })
  })
})

describe('verifyAccount', () => {
  it('confirms the email at now, activates a complimentary plan chosen at sign-up, and says so', async () => {
    const user = await aUser()
    await store.db.insert(subscriptions).values([
      { userId: user.id, planName: 'Explorer', planCode: 'explorer', planStatus: 'PENDING', startsAt: new Date('2026-06-01T00:00:00Z') },
      { userId: user.id, planName: 'Club', planCode: 'club', planStatus: 'PENDING', startsAt: new Date('2026-06-01T00:00:00Z') },
    ])
    const key = await issueKey(store.db, user.id, 'verify', now)
    expect(await verifyAccount(deps(), org, key)).toEqual({
      status: true,
      message: 'YOUR EMAIL ADDRESS IS CONFIRMED. YOU CAN NOW SIGN IN',
      result: { email: user.email },
    })
    expect((await stored(user.id)).emailConfirmedAt).toEqual(now)
    const plans = await store.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
    expect(plans.map((p) => [p.planCode, p.planStatus, p.startsAt.toISOString()]).sort()).toEqual([
      ['club', 'PENDING', '2026-06-01T00:00:00.000Z'],
      ['explorer', 'ACTIVE', now.toISOString()],
    ])
  })

  it('leaves an earlier confirmation (and its plans) as they were', async () => {
    const confirmed = new Date('2026-01-01T00:00:00Z')
    const user = await aUser({ emailConfirmedAt: confirmed })
    await store.db
      .insert(subscriptions)
      .values({ userId: user.id, planName: 'Explorer', planCode: 'explorer', planStatus: 'PENDING', startsAt: confirmed })
    const key = await issueKey(store.db, user.id, 'verify', now)
    expect((await verifyAccount(deps(), org, key)).status).toBe(true)
    expect((await stored(user.id)).emailConfirmedAt).toEqual(confirmed)
    const [plan] = await store.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
    expect(plan!.planStatus).toBe('PENDING')
  })
})

describe('changePassword', () => {
  it('confirms an unconfirmed email at now, spends the other reset links, and opens a plain session', async () => {
    const user = await aUser()
    const key = await issueKey(store.db, user.id, 'reset', now)
    const other = await issueKey(store.db, user.id, 'reset', now)
    const opened = await changePassword(deps(), { org, visitor }, { key, password: 'Changed#2026' })
    expect((await stored(user.id)).emailConfirmedAt).toEqual(now)
    expect(opened.session).toMatchObject({ remember: false, sso: false, userId: user.id })
    expect(opened.session.expiresAt.getTime()).toBe(now.getTime() + IDLE_MS)
    const [row] = await store.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, opened.session.id)))
    expect(row).toMatchObject({ remember: false, sso: false })
    await expect(changePassword(deps(), { org, visitor }, { key: other, password: 'Other#2026' })).rejects.toMatchObject({
      code: 'KEY_USED',
    })
  })

  it('keeps an earlier confirmation instant', async () => {
    const confirmed = new Date('2026-02-02T00:00:00Z')
    const user = await aUser({ emailConfirmedAt: confirmed })
    const key = await issueKey(store.db, user.id, 'reset', now)
    await changePassword(deps(), { org, visitor }, { key, password: 'Changed#2026' })
    expect((await stored(user.id)).emailConfirmedAt).toEqual(confirmed)
  })
})
