import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { activities, activitySlots, storeMeta } from '../store/schema'
import type { Db } from '../store/store'
import { activitySeed, type ActivityRows } from './data/activities'
import { upsert } from './inventory'

const FINGERPRINT_KEY = 'activities-seed'

// Generated once per process: every server test file starts several seeded apps.
let demo: { rows: ActivityRows; fingerprint: string } | undefined
function demoActivities() {
  if (!demo) {
    const rows = activitySeed()
    demo = { rows, fingerprint: createHash('sha256').update(JSON.stringify(rows)).digest('hex') }
  }
  return demo
}

/**
 * Seeds the store supplier's activities and their slots (issue 16; after the inventory, whose
 * destinations they belong to): one upsert per table by id, skipped when the rows' fingerprint
 * equals the one last seeded. Rows the seed no longer has are left in place: bookings may point
 * at them. Answers whether it wrote anything.
 */
export async function seedActivities(db: Db): Promise<'seeded' | 'unchanged'> {
  const { rows, fingerprint } = demoActivities()
  const [seeded] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, FINGERPRINT_KEY))
  if (seeded?.value === fingerprint) return 'unchanged'
  await upsert(db, activities, rows.activities, ['id'])
  await upsert(db, activitySlots, rows.slots, ['id'])
  await db
    .insert(storeMeta)
    .values({ key: FINGERPRINT_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value: fingerprint, updatedAt: new Date() } })
  return 'seeded'
}
