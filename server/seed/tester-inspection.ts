import { eq } from 'drizzle-orm'
import { organisations } from '../store/schema'
import type { Db } from '../store/store'
import { applyOnce } from './apply-once'
import { atlasOrganisationSeed } from './data/atlas-organisation'
import { demoOrganisationSeed } from './data/demo-organisation'

/**
 * Brings a store seeded before the flow inspector existed up to the documented demo: testers may
 * inspect on `demo`, not on `atlas` (migration 0007 added the column off everywhere).
 */
export function applyTesterInspectionOnce(db: Db): Promise<void> {
  return applyOnce(db, 'seed:tester-inspection', async () => {
    for (const { organisation } of [demoOrganisationSeed, atlasOrganisationSeed]) {
      await db
        .update(organisations)
        .set({ testerInspection: organisation.testerInspection ?? false })
        .where(eq(organisations.code, organisation.code))
    }
  })
}
