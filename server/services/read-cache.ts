import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db } from '../store/store'
import type { Tx } from './wallet/redeem'

/**
 * How long a process may answer reference lists (countries, nationalities) from memory. They
 * change only when a process seeds at start, so a minute of staleness across processes is fine,
 * and it takes the embedded store (one query at a time) off the hot path of every page load.
 */
export const REFERENCE_TTL_MS = 60_000

type Entry = { expires: number; value: Promise<unknown> }
const caches = new WeakMap<Db, Map<string, Entry>>()

/**
 * `load()`'s result for `key` on this store, reused for `ttlMs`. A failed load is not kept, so
 * the next request tries the store again.
 */
export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>, ttlMs = REFERENCE_TTL_MS): Promise<T> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  // Drizzle's queries are thenables that run again on every await: settle this one once.
  const value = Promise.resolve(load())
  const entry = { expires: now + ttlMs, value }
  cache.set(key, entry)
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key)
  })
  return value
}

/**
 * Reference data (a car station, an airport) read by searches, quotes and bookings alike: from
 * {@link cachedRead} outside a transaction; inside one (a booking) the read joins it, since the
 * embedded store would make a read beside an open transaction wait for that transaction to end.
 */
export function cachedOutsideTransaction<T>(db: Db | Tx, key: string, load: () => Promise<T>, ttlMs = REFERENCE_TTL_MS): Promise<T> {
  return db instanceof PgTransaction ? load() : cachedRead(db, key, load, ttlMs)
}
