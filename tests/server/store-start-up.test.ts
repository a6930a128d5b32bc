import { randomBytes } from 'node:crypto'
import { count } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { seedStore } from '@server/seed/seed'
import { openPostgresStore } from '@server/store/open'
import { organisations } from '@server/store/schema'
import type { Store } from '@server/store/store'
import { adminQuery } from './helpers/test-store'

/*
 * Several server processes on one PostgreSQL database (docs/deploy.md) each migrate and seed at
 * start; `exclusively` makes them take turns. Two stores on one new database stand for two
 * processes started together. PostgreSQL only: the embedded store has one process.
 */

const serverUrl = process.env.DATABASE_URL
const opened: Store[] = []
let database: string | undefined

/** `n` stores on one new, empty database. */
async function processesOnNewDatabase(n: number): Promise<Store[]> {
  database = `travel_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl!, `CREATE DATABASE "${database}"`)
  const url = new URL(serverUrl!)
  url.pathname = `/${database}`
  for (let i = 0; i < n; i++) opened.push(await openPostgresStore(url.toString()))
  return [...opened]
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()))
  if (database) await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  database = undefined
})

const startUp = (store: Store) =>
  store.exclusively(async () => {
    await store.migrate()
    await seedStore(store.db, 'demo')
  })

describe.skipIf(!serverUrl)('processes starting together on one PostgreSQL', () => {
  it('both migrate and seed a new database without failing, and seed it once', async () => {
    const stores = await processesOnNewDatabase(3)
    await expect(Promise.all(stores.map(startUp))).resolves.toHaveLength(3)
    const [row] = await stores[0]!.db.select({ n: count() }).from(organisations)
    expect(row!.n).toBe(2)
  })

  it('runs one holder at a time: the second starts only after the first has finished', async () => {
    const [a, b] = await processesOnNewDatabase(2)
    const events: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let entered!: () => void
    const aInside = new Promise<void>((resolve) => (entered = resolve))
    const first = a!.exclusively(async () => {
      events.push('a in')
      entered()
      await held
      events.push('a out')
    })
    await aInside
    const second = b!.exclusively(async () => {
      events.push('b in')
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(events).toEqual(['a in'])
    release()
    await Promise.all([first, second])
    expect(events).toEqual(['a in', 'a out', 'b in'])
  })
})
