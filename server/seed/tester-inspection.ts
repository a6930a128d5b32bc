import { eq } from 'drizzle-orm'
import { organisations, storeMeta } from '../store/schema'
import type { Db } from '../store/store'
import { atlasOrganisationSeed } from './data/atlas-organisation'
import { demoOrganisationSeed } from './data/demo-organisation'

/** Marks the store as having had the tester-inspection setting applied (once: operators may change it later). */
const TESTER_INSPECTION_KEY = 'seed:tester-inspection'

/**
 * Brings a store seeded before the flow inspector existed up to the documented demo: testers may
 * inspect on `demo`, not on `atlas` (migration 0007 added the column off everywhere). Runs once
 * per store, so a later change made with `npm run org` stays.
 */
export async function applyTesterInspectionOnce(db: Db): Promise<void> {
  const [done] = await db.select().from(storeMeta).where(eq(storeMeta.key, TESTER_INSPECTION_KEY))
  if (done) return
  for (const { organisation } of [demoOrganisationSeed, atlasOrganisationSeed]) {
    await db
      .update(organisations)
      .set({ testerInspection: organisation.testerInspection ?? false })
      .where(eq(organisations.code, organisation.code))
  }
  await db.insert(storeMeta).values({ key: TESTER_INSPECTION_KEY, value: new Date().toISOString() }).onConflictDoNothing()
}
