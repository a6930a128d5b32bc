import { eq } from 'drizzle-orm'
import { organisations, storeMeta } from '../store/schema'
import type { Db } from '../store/store'
import { atlasOrganisationSeed } from './data/atlas-organisation'
import { demoOrganisationSeed } from './data/demo-organisation'

/** Marks the store as having had the branding settings applied (once: operators may change them later). */
const BRANDING_SETTINGS_KEY = 'seed:branding-settings'

/**
 * Brings a store seeded before branding existed up to the documented demo: logos, fonts, CSS,
 * wallet options and the demo's tag id (migration 0005 added the columns empty). Runs once per
 * store, so later changes made with `npm run org` stay.
 */
export async function applyBrandingSettingsOnce(db: Db): Promise<void> {
  const [done] = await db.select().from(storeMeta).where(eq(storeMeta.key, BRANDING_SETTINGS_KEY))
  if (done) return
  for (const { organisation } of [demoOrganisationSeed, atlasOrganisationSeed]) {
    const { logoUrl, faviconUrl, fontFamily, headingFontFamily, cssPreLogin, cssPostLogin, walletOptions, googleTagId } = organisation
    await db
      .update(organisations)
      .set({ logoUrl, faviconUrl, fontFamily, headingFontFamily, cssPreLogin, cssPostLogin, walletOptions, googleTagId })
      .where(eq(organisations.code, organisation.code))
  }
  await db.insert(storeMeta).values({ key: BRANDING_SETTINGS_KEY, value: new Date().toISOString() }).onConflictDoNothing()
}
