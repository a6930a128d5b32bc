import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consumeKey, consumeUserKeys, issueKey, lookUpKey } from '@server/services/auth/account-keys'
import { signInWithSocial } from '@server/services/auth/social-sign-in'
import { findOrganisation, type Organisation } from '@server/services/organisation'
import type { SocialIdentity } from '@server/services/social/identity'
import { demoOrganisationSeed } from '@server/seed/data/demo-organisation'
import { seedOrganisation } from '@server/seed/organisations'
import { seedReferenceData } from '@server/seed/reference'
import { auditEvents, users } from '@server/store/schema'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * Mailed account keys and social sign-in, called with plain inputs: a fresh store with one
 * organisation, a fixed clock and a stand-in Google verifier that answers whatever identity the
 * token names (or throws what the test hands it).
 */
const now = new Date('2026-05-04T10:00:00Z')

let store: TestStore
let org: Organisation
let serial = 0
beforeAll(async () => {
  store = await openTestStore()
  // Only what a member row needs (languages, currencies, one organisation): the full seed takes seconds.
  await seedReferenceData(store.db)
  await seedOrganisation(store.db, demoOrganisationSeed)
  org = { ...(await findOrganisation(store.db, { host: null })), socialProviders: ['google'] }
})
afterAll(() => store.close())

const newMember = async (confirmed = true) => {
  const [user] = await store.db
    .insert(users)
    .values({
      orgId: org.id,
      email: `member${++serial}@edges.example`,
      firstName: 'M',
      lastName: 'E',
      emailConfirmedAt: confirmed ? now : null,
    })
    .returning()
  return user!
}

describe('account keys', () => {
  it('a key is spent once: the first consumeKey is true, the second false, and the key then reads used', async () => {
    const user = await newMember()
    const key = await issueKey(store.db, user.id, 'reset', now)
    const found = await lookUpKey(store.db, key, 'reset', now)
    if (found.state === 'invalid') throw new Error('the key just issued is unknown')
    expect(await consumeKey(store.db, found.keyId, now)).toBe(true)
    expect(await consumeKey(store.db, found.keyId, now)).toBe(false)
    expect((await lookUpKey(store.db, key, 'reset', now)).state).toBe('used')
  })

  it("consumeUserKeys spends every outstanding key of that user and purpose, and nobody else's", async () => {
    const user = await newMember()
    const other = await newMember()
    const resets = [await issueKey(store.db, user.id, 'reset', now), await issueKey(store.db, user.id, 'reset', now)]
    const verify = await issueKey(store.db, user.id, 'verify', now)
    const othersReset = await issueKey(store.db, other.id, 'reset', now)
    await consumeUserKeys(store.db, user.id, 'reset', now)
    for (const key of resets) expect((await lookUpKey(store.db, key, 'reset', now)).state).toBe('used')
    expect((await lookUpKey(store.db, verify, 'verify', now)).state).toBe('valid')
    expect((await lookUpKey(store.db, othersReset, 'reset', now)).state).toBe('valid')
  })
})

describe('signInWithSocial, with a stand-in verifier', () => {
  let ipSerial = 0
  const fromNewIp = (userAgent: string | null = 'social-edges/1.0') => ({ ip: `198.51.100.${++ipSerial}`, userAgent })
  /** The verifier reads the token as the identity's JSON, or throws `failure` when one is set. */
  let failure: unknown = null
  const deps = () => ({
    store,
    now: () => now,
    socialVerifiers: {
      google: async (token: string): Promise<SocialIdentity> => {
        if (failure) throw failure
        return { provider: 'google', firstName: 'G', lastName: 'Oogle', ...(JSON.parse(token) as { subject: string; email: string }) }
      },
    },
  })
  const signIn = (identity: { subject: string; email: string }, options: { remember?: boolean; userAgent?: string | null } = {}) =>
    signInWithSocial(
      deps(),
      { org, visitor: fromNewIp(options.userAgent) },
      { social: { provider: 'google', token: JSON.stringify(identity) }, remember: options.remember ?? false },
    )

  it("lets an error that is not the verifier's refusal through as it is (a fault, not a bad token)", async () => {
    const user = await newMember()
    const fault = new Error('the verifier broke')
    failure = fault
    try {
      await expect(signIn({ subject: 'g-fault', email: user.email })).rejects.toBe(fault)
    } finally {
      failure = null
    }
  })

  it('opens a session that is not sso, remembered exactly when asked', async () => {
    const user = await newMember()
    const kept = await signIn({ subject: 'g-remember', email: user.email }, { remember: true })
    expect(kept.session).toMatchObject({ userId: user.id, remember: true, sso: false })
    const once = await signIn({ subject: 'g-remember', email: user.email }, { remember: false })
    expect(once.session).toMatchObject({ userId: user.id, remember: false, sso: false })
  })

  it("audits the link with the visitor's user agent cut to 1024 characters, or none", async () => {
    const long = await newMember()
    await signIn({ subject: 'g-long-agent', email: long.email }, { userAgent: `${'a'.repeat(1024)}b${'c'.repeat(975)}` })
    const bare = await newMember()
    await signIn({ subject: 'g-no-agent', email: bare.email }, { userAgent: null })
    const agentOf = async (userId: number) =>
      (
        await store.db
          .select({ userAgent: auditEvents.userAgent })
          .from(auditEvents)
          .where(and(eq(auditEvents.userId, userId), eq(auditEvents.action, 'identity-linked:google')))
      ).map((row) => row.userAgent)
    expect(await agentOf(long.id)).toEqual(['a'.repeat(1024)])
    expect(await agentOf(bare.id)).toEqual([null])
  })
})
