import { eq, getTableColumns } from 'drizzle-orm'
import { orgHosts, organisations } from '../store/schema'
import type { Db } from '../store/store'

type Organisation = typeof organisations.$inferSelect

/**
 * The store_meta row a trigger bumps on every change to `organisations` or `org_hosts`, whichever
 * process or command makes it (migration 0015), and the channel it notifies on at commit.
 */
export const ORGANISATIONS_VERSION_KEY = 'organisations-version'
export const ORGANISATIONS_CHANGED_CHANNEL = 'organisations_changed'

/**
 * How long an answer is reused at most. A change is normally seen at once: the process that makes
 * it clears its cache, the others hear the store's notification (server/index.ts) or see the
 * version move in the session check's query (services/auth/sessions.ts). This bound only covers a
 * notification lost while a process's listening connection was down and no session check came.
 */
export const HOST_CACHE_TTL_MS = 60_000

/** Unknown hosts are cached too (as null); the cap keeps made-up Host headers from growing memory. */
const MAX_ENTRIES = 1_000

type Entry = { org: Organisation | null; expiresAt: number }
type Cache = { entries: Map<string, Entry>; version: string | null }

// One cache per store: tests open many stores in one process, each with its own ids.
const caches = new WeakMap<Db, Cache>()

function cacheOf(db: Db): Cache {
  let cache = caches.get(db)
  if (!cache) {
    cache = { entries: new Map(), version: null }
    caches.set(db, cache)
  }
  return cache
}

async function cached(db: Db, key: string, nowMs: number, read: () => Promise<Organisation | null>): Promise<Organisation | null> {
  const cache = cacheOf(db)
  const hit = cache.entries.get(key)
  if (hit && hit.expiresAt > nowMs) return hit.org
  const org = await read()
  // A clear while the read was under way leaves a new cache: the answer goes there all the same,
  // it was read after the change the clear reports.
  const current = cacheOf(db)
  current.entries.delete(key)
  // Maps iterate in insertion order: the first key is the oldest entry.
  if (current.entries.size >= MAX_ENTRIES) current.entries.delete(current.entries.keys().next().value as string)
  current.entries.set(key, { org, expiresAt: nowMs + HOST_CACHE_TTL_MS })
  return org
}

/**
 * The organisation that lists `host` among its hosts, or null; answered from memory until the
 * organisations change (or {@link HOST_CACHE_TTL_MS}). Only what the host itself decides is stored
 * here, never a cookie's or the default's answer, so one visitor's cookie cannot change what a host
 * means for others.
 */
export function organisationOfHost(db: Db, host: string, nowMs = Date.now()): Promise<Organisation | null> {
  return cached(db, `host:${host}`, nowMs, async () => {
    const [row] = await db
      .select(getTableColumns(organisations))
      .from(orgHosts)
      .innerJoin(organisations, eq(organisations.id, orgHosts.orgId))
      .where(eq(orgHosts.host, host))
    return row ?? null
  })
}

/** The organisation with this code, or null, from the same cache (the default organisation, a `wlOrg` cookie). */
export function organisationOfCode(db: Db, code: string, nowMs = Date.now()): Promise<Organisation | null> {
  return cached(db, `code:${code}`, nowMs, async () => {
    const [row] = await db.select().from(organisations).where(eq(organisations.code, code))
    return row ?? null
  })
}

/** The organisation with this id, or null, from the same cache (an `orgid` cookie). */
export function organisationOfId(db: Db, id: number, nowMs = Date.now()): Promise<Organisation | null> {
  return cached(db, `id:${id}`, nowMs, async () => {
    const [row] = await db.select().from(organisations).where(eq(organisations.id, id))
    return row ?? null
  })
}

/** Forgets every cached organisation of a store (after a change in this process, on the store's notification, and in tests). */
export function forgetHosts(db: Db): void {
  caches.delete(db)
}

/**
 * Told the organisations' version a query has just read from the store: when it moved since the
 * last one seen, every cached answer is forgotten (a change made by another process whose
 * notification this one missed).
 */
export function noteOrganisationsVersion(db: Db, version: string | null): void {
  const cache = cacheOf(db)
  if (cache.version !== null && cache.version !== version) {
    caches.set(db, { entries: new Map(), version })
    return
  }
  cache.version = version
}
