import { eq } from 'drizzle-orm'
import { organisations } from '../store/schema'
import type { Db } from '../store/store'
import { applyOnce } from './apply-once'
import { atlasOrganisationSeed } from './data/atlas-organisation'
import { demoOrganisationSeed } from './data/demo-organisation'

/**
 * Brings a store seeded before branding existed up to the documented demo: logos, fonts, CSS,
 * wallet options and the demo's tag id (migration 0005 added the columns empty).
 */
export function applyBrandingSettingsOnce(db: Db): Promise<void> {
  return applyOnce(db, 'seed:branding-settings', async () => {
    for (const { organisation } of [demoOrganisationSeed, atlasOrganisationSeed]) {
      const { logoUrl, faviconUrl, fontFamily, headingFontFamily, cssPreLogin, cssPostLogin, walletOptions, googleTagId } = organisation
      await db
        .update(organisations)
        .set({ logoUrl, faviconUrl, fontFamily, headingFontFamily, cssPreLogin, cssPostLogin, walletOptions, googleTagId })
        .where(eq(organisations.code, organisation.code))
    }
  })
}
