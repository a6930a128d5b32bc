import { and, eq, isNull } from 'drizzle-orm'
import { organisations } from '../store/schema'
import type { Db } from '../store/store'
import { applyOnce } from './apply-once'
import { atlasOrganisationSeed } from './data/atlas-organisation'
import { demoOrganisationSeed } from './data/demo-organisation'

/**
 * Brings a store seeded before organisations had their own mail sender up to the documented demo:
 * demo and atlas mail from their own addresses (migration 0021 added the column empty). A sender an
 * operator has set meanwhile is kept.
 */
export function applyMailSenderOnce(db: Db): Promise<void> {
  return applyOnce(db, 'seed:mail-sender', async () => {
    for (const { organisation } of [demoOrganisationSeed, atlasOrganisationSeed]) {
      await db
        .update(organisations)
        .set({ mailFrom: organisation.mailFrom ?? null })
        .where(and(eq(organisations.code, organisation.code), isNull(organisations.mailFrom)))
    }
  })
}
