import type { Config } from '../config'
import type { Db } from '../store/store'
import { atlasOrganisationSeed } from './data/atlas-organisation'
import { demoOrganisationSeed } from './data/demo-organisation'
import { seedDemoSso, seedDemoUsers } from './demo-users'
import { seedInventory } from './inventory'
import { seedCars } from './cars'
import { seedOrganisation } from './organisations'
import { seedReferenceData } from './reference'
import { applySignUpSettingsOnce, seedDemoInvitation } from './sign-up'
import { applyBrandingSettingsOnce } from './branding'
import { applyTesterInspectionOnce } from './tester-inspection'
import { seedWallets } from './wallet'

/**
 * Seeds the store; safe on every start (each step skips or refreshes what exists).
 * `SEED=none` leaves the store exactly as the migrations made it.
 */
export async function seedStore(db: Db, mode: Config['SEED'], options: { ssoDemoSecret?: string } = {}): Promise<void> {
  if (mode === 'none') return
  await db.transaction(async (tx) => {
    await seedReferenceData(tx)
    await seedOrganisation(tx, demoOrganisationSeed)
    await seedOrganisation(tx, atlasOrganisationSeed)
    await seedDemoUsers(tx)
    await seedWallets(tx)
    await seedInventory(tx)
    await seedCars(tx)
    await seedDemoInvitation(tx)
    await applySignUpSettingsOnce(tx)
    await applyBrandingSettingsOnce(tx)
    await applyTesterInspectionOnce(tx)
    await seedDemoSso(tx, options.ssoDemoSecret)
  })
}
