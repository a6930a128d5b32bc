import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedStore } from '@server/seed/seed'
import { organisations, subscriptions, users } from '@server/store/schema'
import { openTestStore, type TestStore } from './helpers/test-store'

let store: TestStore
beforeAll(async () => {
  store = await openTestStore()
})
afterAll(() => store.close())

const demo = async () => (await store.db.select().from(organisations).where(eq(organisations.code, 'demo')))[0]

describe('demo accounts seed', () => {
  it('creates the three confirmed accounts once, keeping their hashes on later runs', async () => {
    // The demo member's referred friends (issue 18) have no password: they are not accounts to sign in with.
    const accounts = () => store.db.select().from(users).where(isNotNull(users.passwordHash)).orderBy(users.email)
    await seedStore(store.db, 'demo')
    const first = await accounts()
    await seedStore(store.db, 'demo')
    const second = await accounts()
    expect(second.map((u) => u.email)).toEqual(['agent@example.com', 'member@example.com', 'promo@example.com'])
    expect(second.map((u) => u.passwordHash)).toEqual(first.map((u) => u.passwordHash))
    expect(second.every((u) => u.emailConfirmedAt !== null)).toBe(true)
    expect(await store.db.select().from(subscriptions)).toHaveLength(2)
  })

  it('turns demo SSO on with SSO_DEMO_SECRET and off again without it', async () => {
    await seedStore(store.db, 'demo', { ssoDemoSecret: 'x'.repeat(32) })
    expect(await demo()).toMatchObject({ ssoEnabled: true, ssoSecret: 'x'.repeat(32) })
    await seedStore(store.db, 'demo')
    expect(await demo()).toMatchObject({ ssoEnabled: false, ssoSecret: null })
  })
})
