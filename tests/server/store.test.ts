import { readFileSync } from 'node:fs'
import { count, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { SEED_FINGERPRINT_KEY, seedFingerprint, seedStore } from '@server/seed/seed'
import * as schema from '@server/store/schema'
import type { Db } from '@server/store/store'
import { openTestStore, type TestStore } from './helpers/test-store'
import { startTestApp } from './helpers/test-app'

const tables = {
  organisations: schema.organisations,
  orgHosts: schema.orgHosts,
  accessCodes: schema.accessCodes,
  invitations: schema.invitations,
  orgProducts: schema.orgProducts,
  orgLanguages: schema.orgLanguages,
  orgCurrencies: schema.orgCurrencies,
  featuredDestinations: schema.featuredDestinations,
  languages: schema.languages,
  currencies: schema.currencies,
  rateSnapshots: schema.rateSnapshots,
  countries: schema.countries,
  nationalities: schema.nationalities,
}

async function rowCounts(db: Db) {
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table)
    counts[name] = row!.n
  }
  return counts
}

const bundled = (file: string) => JSON.parse(readFileSync(`src/data/${file}`, 'utf8')) as unknown[]

let store: TestStore | undefined
afterEach(async () => {
  await store?.close()
  store = undefined
})

describe('store and seed', () => {
  it('migrates an empty store and seeds the demo data', async () => {
    store = await openTestStore()
    expect(Object.values(await rowCounts(store.db)).every((n) => n === 0)).toBe(true)
    await seedStore(store.db, 'demo')
    const counts = await rowCounts(store.db)
    expect(counts).toMatchObject({
      // demo (localhost, demo.localhost) and atlas (atlas.localhost); only demo uses access codes:
      // TRAVEL2026, EXPIRED2025 and ONEUSE2026.
      organisations: 2,
      orgHosts: 4,
      accessCodes: 3,
      invitations: 1,
      languages: 10,
      rateSnapshots: 1,
      countries: bundled('countries.json').length,
      nationalities: bundled('nationalities.json').length,
    })
    expect(counts.currencies).toBeGreaterThanOrEqual(20)
    // Each organisation shows between 4 and 12 destinations on its home page.
    const perOrg = await store.db.select({ n: count() }).from(schema.featuredDestinations).groupBy(schema.featuredDestinations.orgId)
    expect(perOrg).toHaveLength(2)
    for (const { n } of perOrg) expect(n).toBeGreaterThanOrEqual(4)
    for (const { n } of perOrg) expect(n).toBeLessThanOrEqual(12)
  })

  it('is idempotent: seeding again changes no counts', async () => {
    store = await openTestStore()
    await seedStore(store.db, 'demo')
    const first = await rowCounts(store.db)
    await seedStore(store.db, 'demo')
    await store.migrate()
    expect(await rowCounts(store.db)).toEqual(first)
  })

  it('re-syncs the bundled lists only when the files changed since the last seed', async () => {
    store = await openTestStore()
    await seedStore(store.db, 'demo')
    const renamed = { countryName: 'Renamed by an operator' }
    await store.db.update(schema.countries).set(renamed).where(eq(schema.countries.countryId, 235))
    await seedStore(store.db, 'demo')
    const [kept] = await store.db.select().from(schema.countries).where(eq(schema.countries.countryId, 235))
    expect(kept!.countryName).toBe(renamed.countryName)

    // A different fingerprint (as after an update of countries.json) brings the files' truth back.
    await store.db.update(schema.storeMeta).set({ value: 'an older fingerprint' })
    await seedStore(store.db, 'demo')
    const [restored] = await store.db.select().from(schema.countries).where(eq(schema.countries.countryId, 235))
    expect(restored!.countryName).toBe('United States')
  })

  it('skips the whole seed while it is the one last applied, and runs it again once its fingerprint differs', async () => {
    store = await openTestStore()
    await seedStore(store.db, 'demo')
    const [fingerprint] = await store.db.select().from(schema.storeMeta).where(eq(schema.storeMeta.key, SEED_FINGERPRINT_KEY))
    expect(fingerprint!.value).toBe(seedFingerprint({}))
    // Gone from the store: a skipped seed does not put it back, a seed that runs does.
    await store.db.delete(schema.featuredDestinations)
    await seedStore(store.db, 'demo')
    expect(await store.db.select().from(schema.featuredDestinations)).toEqual([])
    await seedStore(store.db, 'demo', { ssoDemoSecret: 'another-secret-of-at-least-32-characters' })
    expect((await store.db.select().from(schema.featuredDestinations)).length).toBeGreaterThan(0)
  })

  it('SEED=none leaves the store empty', async () => {
    store = await openTestStore()
    await seedStore(store.db, 'none')
    expect(Object.values(await rowCounts(store.db)).every((n) => n === 0)).toBe(true)
  })

  it('keeps the ids the brief (docs/rules.md#constants) fixes: USD is 9, English en-US is 1, the access code is TRAVEL2026', async () => {
    store = await openTestStore()
    await seedStore(store.db, 'demo')
    const currencies = await store.db.select().from(schema.currencies)
    expect(currencies.find((c) => c.id === 9)?.code).toBe('USD')
    expect(currencies.find((c) => c.code === 'USD')?.unitsPerUsd).toBe('1.0000000000000000')
    const languages = await store.db.select().from(schema.languages)
    expect(languages.find((l) => l.id === 1)).toMatchObject({ code: 'en-US', name: 'English' })
    const codes = await store.db.select().from(schema.accessCodes)
    expect(codes.find((c) => c.code === 'TRAVEL2026')).toMatchObject({ maxUses: null, expiresAt: null })
  })
})

describe('GET /api/health', () => {
  it('answers 200 with the store kind while the store answers, 503 once it is closed', async () => {
    const t = await startTestApp({ SEED: 'none' })
    const up = await t.app.request('/api/health')
    expect(up.status).toBe(200)
    expect(await up.json()).toEqual({
      status: true,
      store: 'reachable',
      kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    })
    await t.close()
    const down = await t.app.request('/api/health')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: false, store: 'unreachable' })
  })
})
