import { eq, getTableColumns } from 'drizzle-orm'
import { orgHosts, organisations } from '../store/schema'
import type { Db } from '../store/store'

type Organisation = typeof organisations.$inferSelect

/**
 * How long a host's answer is reused. Short on purpose: an operator's change to an organisation
 * or its hosts shows on the next page load after at most this long, without a restart, and
 * several server processes (each with its own cache) agree again within the same bound.
 */
export const HOST_CACHE_TTL_MS = 5_000

/** Unknown hosts are cached too (as null); the cap keeps made-up Host headers from growing memory. */
const MAX_HOSTS = 1_000

type Entry = { org: Organisation | null; expiresAt: number }

// One cache per store: tests open many stores in one process, each with its own ids.
const caches = new WeakMap<Db, Map<string, Entry>>()

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  return cache
}

/**
 * The organisation that lists `host` among its hosts, or null; answered from memory within
 * {@link HOST_CACHE_TTL_MS}. Only what the host itself decides is stored here, never a cookie's
 * or the default's answer, so one visitor's cookie cannot change what a host means for others.
 */
export async function organisationOfHost(db: Db, host: string, nowMs = Date.now()): Promise<Organisation | null> {
  const cache = cacheOf(db)
  const hit = cache.get(host)
  if (hit && hit.expiresAt > nowMs) return hit.org
  const [row] = await db
    .select(getTableColumns(organisations))
    .from(orgHosts)
    .innerJoin(organisations, eq(organisations.id, orgHosts.orgId))
    .where(eq(orgHosts.host, host))
  const org = row ?? null
  cache.delete(host)
  // Maps iterate in insertion order: the first key is the oldest entry.
  if (cache.size >= MAX_HOSTS) cache.delete(cache.keys().next().value as string)
  cache.set(host, { org, expiresAt: nowMs + HOST_CACHE_TTL_MS })
  return org
}

/** Forgets every cached host of a store (after an admin change in the same process, and in tests). */
export function forgetHosts(db: Db): void {
  caches.delete(db)
}
