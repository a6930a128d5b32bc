import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAmenityCode } from '@contract/amenities'
import { atlasOrganisationSeed } from '@server/seed/data/atlas-organisation'
import { demoFeaturedDestinations } from '@server/seed/data/demo-organisation'
import { inventorySeed } from '@server/seed/data/inventory'
import { bulkInventory, bulkPlan } from '@server/seed/data/inventory-bulk'
import { openPgliteStore } from '@server/store/open'
import { seedOptions } from '../../scripts/seed'
import { seedInventory } from '@server/seed/inventory'
import { seedReferenceData } from '@server/seed/reference'
import { destinations, properties, propertySearch, rateSeasons, roomTypes, storeMeta } from '@server/store/schema'
import { haversineKm } from '@server/services/booking/geo'
import { openTestStore, type TestStore } from './helpers/test-store'

let store: TestStore
beforeAll(async () => {
  store = await openTestStore()
  await seedReferenceData(store.db)
  expect(await seedInventory(store.db)).toBe('seeded')
})
afterAll(() => store.close())

const snapshot = async () => ({
  destinations: await store.db.select().from(destinations).orderBy(asc(destinations.id)),
  properties: await store.db.select().from(properties).orderBy(asc(properties.id)),
  roomTypes: await store.db.select().from(roomTypes).orderBy(asc(roomTypes.id)),
  seasons: await store.db.select().from(rateSeasons).orderBy(asc(rateSeasons.id)),
})

describe('the inventory seed', () => {
  it('has hotels and resorts in every featured destination of both organisations', async () => {
    const { destinations: places, properties: all } = await snapshot()
    expect(places.length).toBeGreaterThanOrEqual(16)
    expect(all.length).toBeGreaterThanOrEqual(100)
    expect(all.filter((p) => p.kind === 'resort').length).toBeGreaterThanOrEqual(20)
    const featured = [...demoFeaturedDestinations, ...atlasOrganisationSeed.featuredDestinations]
    for (const { name, countryCode } of featured) {
      const place = places.find((d) => d.name === name && d.countryCode === countryCode)
      expect(place, `${name} ${countryCode}`).toBeDefined()
      expect(all.some((p) => p.destinationId === place!.id && p.kind === 'hotel')).toBe(true)
    }
    expect(places.find((d) => d.name === 'Cancún')?.id).toBe('cancun-mx')
  })

  it('gives every property rooms, pictures, known amenities, a varied description and a place near its destination', async () => {
    const { destinations: places, properties: all, roomTypes: rooms } = await snapshot()
    const centre = new Map(places.map((d) => [d.id, d]))
    for (const p of all) {
      const own = rooms.filter((r) => r.propertyId === p.id)
      expect(own.length, p.id).toBeGreaterThanOrEqual(2)
      expect(own.length, p.id).toBeLessThanOrEqual(4)
      expect(own.every((r) => r.roomCount >= 2 && r.roomCount <= 15 && r.baseRateMinor > 0)).toBe(true)
      expect(p.images.length).toBeGreaterThanOrEqual(4)
      expect(p.images.length).toBeLessThanOrEqual(6)
      expect([...p.amenities, ...own.flatMap((r) => r.amenities)].filter((code) => !isAmenityCode(code))).toEqual([])
      expect(p.description.split('\n\n').length).toBeGreaterThanOrEqual(2)
      const km = haversineKm(centre.get(p.destinationId)!, p)
      expect(km, p.id).toBeGreaterThanOrEqual(0.29)
      expect(km, p.id).toBeLessThanOrEqual(12.1)
    }
    expect(new Set(all.map((p) => p.description)).size).toBe(all.length)
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length)
    expect(new Set(all.map((p) => p.currency))).toEqual(new Set(['MXN', 'USD', 'JPY', 'ZAR', 'AUD', 'EUR', 'GBP']))
    expect(all.some((p) => p.freeCancellationDays === null)).toBe(true)
    expect(rooms.some((r) => !r.refundable)).toBe(true)
  })

  it('changes nothing when run again, and skips the work while the generated rows are unchanged', async () => {
    const before = await snapshot()
    expect(await seedInventory(store.db)).toBe('unchanged')
    expect(await snapshot()).toEqual(before)

    const [first] = before.properties
    await store.db.update(properties).set({ name: 'Renamed by hand' }).where(eq(properties.id, first!.id))
    expect(await seedInventory(store.db)).toBe('unchanged')
    const [kept] = await store.db.select().from(properties).where(eq(properties.id, first!.id))
    expect(kept!.name).toBe('Renamed by hand')

    // Once the fingerprint differs, the rows are brought back to the seed's.
    await store.db.delete(storeMeta).where(eq(storeMeta.key, 'inventory-seed'))
    expect(await seedInventory(store.db)).toBe('seeded')
    expect(await snapshot()).toEqual(before)
  })

  it('generates the same rows every time, and extra hotels for a benchmark without changing the others', async () => {
    const rows = inventorySeed()
    expect(inventorySeed()).toEqual(rows)
    const more = inventorySeed({ extraPropertiesAt: { destinationId: 'paris-fr', count: 40 } })
    expect(more.properties.slice(0, rows.properties.length)).toEqual(rows.properties)
    const extra = more.properties.slice(rows.properties.length)
    expect(extra).toHaveLength(40)
    expect(extra.every((p) => p.destinationId === 'paris-fr' && p.kind === 'hotel')).toBe(true)
    expect(new Set(more.properties.map((p) => p.id)).size).toBe(more.properties.length)
    expect(new Set(more.roomTypes.map((r) => r.id)).size).toBe(more.roomTypes.length)

    expect(await seedInventory(store.db, more)).toBe('seeded')
    const paris = await store.db.select().from(properties).where(eq(properties.destinationId, 'paris-fr'))
    expect(paris).toHaveLength(rows.properties.filter((p) => p.destinationId === 'paris-fr').length + 40)
    expect(() => inventorySeed({ extraPropertiesAt: { destinationId: 'atlantis-xx', count: 1 } })).toThrow(RangeError)
  })
})

describe('a bulk inventory (npm run seed -- --properties N)', () => {
  const options = { properties: 600, largest: { destinationId: 'rome-it', count: 250 }, small: 5 }

  it('adds hotels up to N, M of them in the largest destination, none to the small ones, the same every time', () => {
    const demo = inventorySeed()
    const rows = bulkInventory(options)
    expect(bulkInventory(options)).toEqual(rows)
    expect(demo.properties.length + rows.properties.length).toBe(600)
    const { small, perDestination } = bulkPlan(options)
    expect(small).toHaveLength(5)
    const inRome = rows.properties.filter((p) => p.destinationId === 'rome-it').length
    expect(inRome + perDestination.get('rome-it')!).toBe(250)
    expect(rows.properties.some((p) => small.includes(p.destinationId))).toBe(false)
    // Ranked after each destination's own; ids and names never clash with the demo's.
    for (const p of rows.properties) expect(p.rank).toBeGreaterThan(perDestination.get(p.destinationId)!)
    const ids = [...demo.properties, ...rows.properties].map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set([...demo.properties, ...rows.properties].map((p) => p.name)).size).toBe(ids.length)
    expect(rows.roomTypes.every((r) => r.propertyId.includes('-bulk-'))).toBe(true)
    expect(() => bulkInventory({ ...options, properties: 10 })).toThrow(RangeError)
    expect(() => bulkInventory({ ...options, largest: { destinationId: 'atlantis-xx', count: 1 } })).toThrow(RangeError)
  })

  it('reads its options from the command line, refusing what is not a count', () => {
    expect(seedOptions(['--properties', '100000'])).toEqual({
      properties: 100000,
      largest: { destinationId: 'paris-fr', count: 10000 },
      small: undefined,
    })
    expect(seedOptions(['--properties', '500', '--largest', '900', '--destination', 'rome-it', '--small', '2'])).toEqual({
      properties: 500,
      largest: { destinationId: 'rome-it', count: 500 },
      small: 2,
    })
    expect(seedOptions([])).toBe('--properties is required')
    expect(seedOptions(['--properties', '1e5'])).toBe('--properties must be a whole number up to 9999999')
    expect(seedOptions(['--properties', '10', '--rooms', '3'])).toMatch(/Unknown option '--rooms'/)
  })

  it('seeds the store the environment names, and the search finds every property', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bulk-seed-'))
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--properties', '300', '--largest', '120'], {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      })
      expect(run.stderr).toBe('')
      expect(run.stdout).toMatch(/^Seeded 300 properties \(120 in paris-fr\) in [\d.]+ s\.$/m)
      expect(run.status).toBe(0)
      const again = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--properties', '300', '--largest', '120'], {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      })
      expect(again.stdout).toMatch(/already holds this inventory/)
      const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--properties', 'many'], { encoding: 'utf8' })
      expect(bad.status).toBe(2)
      expect(bad.stderr).toMatch(/--properties must be a whole number[\s\S]*usage: npm run seed/)
      const seeded = await openPgliteStore(join(dataDir, 'pg'))
      try {
        const [paris] = await seeded.db
          .select({ count: sql<number>`count(*)::int` })
          .from(propertySearch)
          .where(eq(propertySearch.destinationId, 'paris-fr'))
        expect(paris!.count).toBe(120)
      } finally {
        await seeded.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
