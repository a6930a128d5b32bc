import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_INVITATION_KEY } from '@server/seed/data/demo-invitation'
import { SEED_FINGERPRINT_KEY, seedStore } from '@server/seed/seed'
import { hashSecret } from '@server/services/auth/tokens'
import { invitations, organisations, storeMeta, users } from '@server/store/schema'
import { openTestStore, type TestStore } from './helpers/test-store'

let store: TestStore
beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
})
afterAll(() => store.close())

const org = async (code: string) => (await store.db.select().from(organisations).where(eq(organisations.code, code)))[0]
const member = async () => (await store.db.select().from(users).where(eq(users.email, 'member@example.com')))[0]

describe('sign-up seed', () => {
  it('offers both providers and referral-instead-of-code on demo, Google only on atlas', async () => {
    expect(await org('demo')).toMatchObject({
      accessCodeEnabled: true,
      referralReplacesAccessCode: true,
      socialProviders: ['google', 'facebook'],
    })
    expect(await org('atlas')).toMatchObject({ accessCodeEnabled: false, referralReplacesAccessCode: false, socialProviders: ['google'] })
  })

  it('gives the demo member the documented referral code and every other user a random readable one', async () => {
    expect((await member())!.referralCode).toBe('MEMBER26')
    const others = await store.db.select().from(users).where(ne(users.email, 'member@example.com'))
    for (const user of others) expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/)
  })

  it('stores the demo invitation by the hash of its documented key, once', async () => {
    await seedStore(store.db, 'demo')
    const rows = await store.db.select().from(invitations)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      keyHash: hashSecret(DEMO_INVITATION_KEY),
      email: 'invitee@example.com',
      countryCode: 'GB',
      tripId: 'TRIP-1001',
    })
  })

  it('leaves an operator’s later changes alone, but brings a store seeded before sign-up up to date once', async () => {
    await store.db.update(organisations).set({ socialProviders: [] }).where(eq(organisations.code, 'demo'))
    await seedStore(store.db, 'demo')
    expect((await org('demo'))!.socialProviders).toEqual([])

    // As migration 0004 leaves a store seeded before it: defaults, and a random code for the member.
    await store.db.update(organisations).set({ referralReplacesAccessCode: false, socialProviders: [] })
    await store.db.update(users).set({ referralCode: 'ABCDEFGH' }).where(eq(users.email, 'member@example.com'))
    await store.db.delete(storeMeta).where(and(eq(storeMeta.key, 'seed:sign-up-settings')))
    // A store seeded by an older version of the seed, whose fingerprint differs.
    await store.db.delete(storeMeta).where(eq(storeMeta.key, SEED_FINGERPRINT_KEY))
    await seedStore(store.db, 'demo')
    expect(await org('demo')).toMatchObject({ referralReplacesAccessCode: true, socialProviders: ['google', 'facebook'] })
    expect((await org('atlas'))!.socialProviders).toEqual(['google'])
    expect((await member())!.referralCode).toBe('MEMBER26')
  })
})
