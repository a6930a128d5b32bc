import { eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailAccountLink, mailUnlockLink } from '@server/services/auth/account-mail'
import { hashPassword } from '@server/services/auth/password'
import type { User } from '@server/services/auth/sessions'
import { INVALID_CREDENTIALS, openSession, signInWithPassword } from '@server/services/auth/sign-in'
import { accountKeyOf, recordSignInFailure } from '@server/services/auth/sign-in-limits'
import { LIMITS, recordAttempt, recentAttempts } from '@server/services/auth/throttle'
import { loadConfig } from '@server/config'
import { createLogger } from '@server/services/logger'
import { findOrganisation, type Organisation } from '@server/services/organisation'
import { seedStore } from '@server/seed/seed'
import { authAttempts, authLocks, organisations, outgoingMail, users } from '@server/store/schema'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * The sign-in service and the account mails at their edges, with plain inputs: another
 * organisation's account with the same email (held back while its own limits hold, its failures
 * counted), when an unlock link is mailed, what a session records, and the limits' rows.
 */
let store: TestStore
let org: Organisation
let otherOrgId: number
let serial = 0
let ipSerial = 0
const now = new Date('2026-08-03T15:00:00Z')
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent/no-mail-is-sent-here' })
const deps = () => ({ store, config, logger: createLogger('error', () => {}), now: () => now })
const visitor = () => ({ ip: `203.0.113.${++ipSerial}`, userAgent: 'edge-test/1.0', origin: 'http://localhost' })
const PASSWORD = 'Edges#2026'
let passwordHash: string

beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
  org = await findOrganisation(store.db, { host: null })
  const [other] = await store.db.select({ id: organisations.id }).from(organisations).where(ne(organisations.id, org.id))
  otherOrgId = other!.id
  passwordHash = await hashPassword(PASSWORD)
})
afterAll(() => store.close())

async function aUser(values: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const [user] = await store.db
    .insert(users)
    .values({ orgId: org.id, email: `signin-edge-${++serial}@example.com`, passwordHash, emailConfirmedAt: now, ...values })
    .returning()
  return user!
}
const mailsTo = (email: string) => store.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, email))
const signIn = (email: string, from = visitor(), password = PASSWORD) =>
  signInWithPassword(deps(), { org, visitor: from }, { email, password, remember: false })

describe("another organisation's account with the email", () => {
  it('is named OTHER_ORGANISATION for its right password while its limits do not hold', async () => {
    const { email } = await aUser({ orgId: otherOrgId })
    await expect(signIn(email)).rejects.toMatchObject({ code: 'OTHER_ORGANISATION' })
  })

  it('is not offered while this address is locked out of it (and it is not throttled)', async () => {
    const { email } = await aUser({ orgId: otherOrgId })
    const from = visitor()
    const itsKey = accountKeyOf(otherOrgId, email)
    for (let i = 0; i < LIMITS.signInFailuresPerAddress.max; i++) await recordSignInFailure(store.db, itsKey, from.ip, now)
    await expect(signIn(email, from)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS })
  })

  it('is not offered while it is throttled (and this address is not locked)', async () => {
    const { email } = await aUser({ orgId: otherOrgId })
    const itsKey = accountKeyOf(otherOrgId, email)
    for (let i = 0; i < LIMITS.signInFailuresPerAccount.max; i++) await recordAttempt(store.db, 'signin-account', itsKey, now)
    await expect(signIn(email)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' })
  })

  it("counts a wrong password against that account's limits too, and mails its owner nothing", async () => {
    const { email } = await aUser({ orgId: otherOrgId })
    const from = visitor()
    await expect(signIn(email, from, 'Wrong#2026')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' })
    const window = LIMITS.signInFailuresPerAccount.windowMs
    expect(await recentAttempts(store.db, 'signin-account', accountKeyOf(otherOrgId, email), window, now)).toBe(1)
    expect(await recentAttempts(store.db, 'signin-account', accountKeyOf(org.id, email), window, now)).toBe(1)
    expect(await mailsTo(email)).toEqual([])
  })
})

describe('the unlock mail after a failure', () => {
  it('is not sent for a failure that neither locks nor throttles', async () => {
    const { email } = await aUser()
    await expect(signIn(email, visitor(), 'Wrong#2026')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' })
    expect(await mailsTo(email)).toEqual([])
  })

  it('is sent for the failure that locks the address out', async () => {
    const { email } = await aUser()
    const from = visitor()
    for (let i = 1; i < LIMITS.signInFailuresPerAddress.max; i++)
      await recordSignInFailure(store.db, accountKeyOf(org.id, email), from.ip, now)
    await expect(signIn(email, from, 'Wrong#2026')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' })
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(['unlock-account'])
  })

  it('claims the account\'s hour under "unlock-mail": a second one in the hour is not sent', async () => {
    const user = await aUser()
    await mailUnlockLink(deps(), org, 'http://localhost', user)
    await mailUnlockLink(deps(), org, 'http://localhost', user)
    expect(await mailsTo(user.email)).toHaveLength(1)
    const locks = await store.db
      .select()
      .from(authLocks)
      .where(eq(authLocks.key, `${org.id}:${user.email}`))
    expect(locks).toEqual([
      { scope: 'unlock-mail', key: `${org.id}:${user.email}`, until: new Date(now.getTime() + LIMITS.unlockMailGapMs) },
    ])
  })
})

describe('the sign-in refusals and the session it opens', () => {
  it('refuses an unconfirmed email after the right password, saying so', async () => {
    const { email } = await aUser({ emailConfirmedAt: null })
    await expect(signIn(email)).rejects.toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN',
    })
  })

  it("records the visitor's country on the session, and null without one", async () => {
    const user = await aUser()
    const withCountry = await openSession(deps(), { ...visitor(), country: 'ES' }, user, { remember: false, sso: true })
    expect(withCountry.session).toMatchObject({ country: 'ES', sso: true })
    const without = await openSession(deps(), visitor(), user, { remember: false, sso: false })
    expect(without.session.country).toBeNull()
  })
})

describe('mailAccountLink', () => {
  it('counts the request under "mail-ip" before the answer, and names its after-answer work', async () => {
    for (const kind of ['reset', 'verify'] as const) {
      const user = await aUser({ emailConfirmedAt: null })
      const from = visitor()
      const works: [string, () => Promise<void>][] = []
      await mailAccountLink(deps(), { org, visitor: from }, user.email, kind, (what, work) => works.push([what, work]))
      const ipRows = await store.db.select().from(authAttempts).where(eq(authAttempts.key, from.ip))
      expect(ipRows.map((r) => r.scope)).toEqual(['mail-ip'])
      expect(works.map(([what]) => what)).toEqual([`${kind} link mail`])
      await works[0]![1]()
      expect((await mailsTo(user.email)).map((m) => m.template)).toEqual([kind === 'reset' ? 'reset-password' : 'verify-account'])
    }
  })

  it('claims the email\'s confirmation minute under "confirmation-email"', async () => {
    const user = await aUser({ emailConfirmedAt: null })
    let work: () => Promise<void> = async () => {}
    await mailAccountLink(deps(), { org, visitor: visitor() }, user.email, 'verify', (_what, after) => (work = after))
    await work()
    expect(await mailsTo(user.email)).toHaveLength(1)
    const key = `${org.id}:${user.email}`
    const locks = await store.db.select().from(authLocks).where(eq(authLocks.key, key))
    expect(locks).toEqual([{ scope: 'confirmation-email', key, until: new Date(now.getTime() + LIMITS.confirmationMailGapMs) }])
  })
})
