import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openPgliteStore, openPostgresStore } from '@server/store/open'
import type { Store } from '@server/store/store'

export type TestStore = Store & {
  /** The connection string of this store's own database, when running on PostgreSQL. */
  url?: string
}

/**
 * A fresh, migrated, empty store for one test file: in-memory PGlite, or — when DATABASE_URL is
 * set — a new database on that PostgreSQL server, dropped again by `close()`. With `migrated`
 * false, the store is left without any table (a migration test applies its own).
 */
export async function openTestStore({ migrated = true }: { migrated?: boolean } = {}): Promise<TestStore> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const store = await openPgliteStore(undefined, { inProcess: true })
    if (migrated) await store.migrate()
    return store
  }
  const name = `travel_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const store = await openPostgresStore(url.toString())
  if (migrated) await store.migrate()
  return {
    ...store,
    url: url.toString(),
    close: async () => {
      await store.close()
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    },
  }
}

/** Runs one statement on the PostgreSQL server at `serverUrl` (creating or dropping a database). */
export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A fresh in-memory store that already holds the demo seed, loaded from the dump the mutation run's
 * global setup made once (seeded-store.global.ts); undefined when this run has none — every run
 * but `npm run mutation`'s, and any run on PostgreSQL — and the caller migrates and seeds its own.
 */
export async function openSeededTestStore(): Promise<TestStore | undefined> {
  const dump = inject('seededStore')
  if (!dump || process.env.DATABASE_URL) return undefined
  return openPgliteStore(undefined, { loadDataDir: new Blob([readFileSync(dump)]), inProcess: true })
}
