import { eq } from 'drizzle-orm'
import { storeMeta } from '../store/schema'
import type { Db } from '../store/store'

/**
 * Runs a seed change once per store, marked in store_meta under `key`: it brings a store seeded
 * before a migration up to the documented demo, and never again, so an operator's later changes
 * (made with `npm run org`) stay.
 */
export async function applyOnce(db: Db, key: string, change: () => Promise<void>): Promise<void> {
  const [done] = await db.select().from(storeMeta).where(eq(storeMeta.key, key))
  if (done) return
  await change()
  await db.insert(storeMeta).values({ key, value: new Date().toISOString() }).onConflictDoNothing()
}
