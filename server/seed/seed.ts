import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import type { Config } from '../config'
import { projectPaths } from '../paths'
import { storeMeta } from '../store/schema'
import type { Db } from '../store/store'
import { atlasOrganisationSeed } from './data/atlas-organisation'
import { demoOrganisationSeed } from './data/demo-organisation'
import { seedDemoSso, seedDemoUsers } from './demo-users'
import { seedInventory } from './inventory'
import { seedCars } from './cars'
import { applyTransferProductOnce, seedTransfers } from './transfers'
import { seedFlights } from './flights'
import { seedActivities } from './activities'
import { seedOrganisation } from './organisations'
import { seedReferenceData } from './reference'
import { applySignUpSettingsOnce, seedDemoInvitation } from './sign-up'
import { applyBrandingSettingsOnce } from './branding'
import { applyTesterInspectionOnce } from './tester-inspection'
import { applyMailSenderOnce } from './mail-sender'
import { seedWallets } from './wallet'
import { seedDemoAgency } from './agent-area'
import { seedClub } from './club'
import { applyStayProductsOnce, seedStays } from './stays'

/** The store_meta row holding the fingerprint of the whole demo seed last applied. */
export const SEED_FINGERPRINT_KEY = 'demo-seed'

/** Every file under `folder`, sorted, for a stable digest. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name)
      return statSync(path).isDirectory() ? filesUnder(path) : [path]
    })
}

let codeDigest: string | undefined
/**
 * A digest of the seed's code and data: the bundle it runs from (`npm start`: any change to the
 * server changes it), or, run from source (tests, `npm run dev`), every file of server/seed.
 */
function seedCodeDigest(): string {
  if (codeDigest) return codeDigest
  const here = fileURLToPath(import.meta.url)
  const files = here.endsWith('.ts') ? filesUnder(dirname(here)) : [here]
  const hash = createHash('sha256')
  for (const file of files) hash.update(file.slice(dirname(here).length)).update(readFileSync(file))
  codeDigest = hash.digest('hex')
  return codeDigest
}

/**
 * The whole demo seed's fingerprint (issue 19): its code and data, the bundled lists and rates it
 * reads, and the options it was given. Equal to the stored one, the seed has nothing to do.
 */
export function seedFingerprint(options: { ssoDemoSecret?: string }): string {
  return (
    createHash('sha256')
      .update(seedCodeDigest())
      .update(readFileSync(projectPaths.countries))
      .update(readFileSync(projectPaths.nationalities))
      .update(readFileSync(projectPaths.seedRates))
      // A new migration may bring a seed step for its tables (run from source, the code digest alone may not move).
      .update(readFileSync(join(projectPaths.migrations, 'meta', '_journal.json')))
      .update(
        createHash('sha256')
          .update(options.ssoDemoSecret ?? '')
          .digest('hex'),
      )
      .digest('hex')
  )
}

/**
 * Seeds the store; safe on every start (each step skips or refreshes what exists), and skipped
 * whole, at the cost of one read, when the seed is the one last applied (its fingerprint is stored
 * in the same transaction): a restart with an existing data folder does not run it (issue 19,
 * start under 1 s). `SEED=none` leaves the store exactly as the migrations made it.
 */
export async function seedStore(db: Db, mode: Config['SEED'], options: { ssoDemoSecret?: string } = {}): Promise<void> {
  if (mode === 'none') return
  const fingerprint = seedFingerprint(options)
  const [seeded] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, SEED_FINGERPRINT_KEY))
  if (seeded?.value === fingerprint) return
  await db.transaction(async (tx) => {
    await seedReferenceData(tx)
    await seedOrganisation(tx, demoOrganisationSeed)
    await seedOrganisation(tx, atlasOrganisationSeed)
    await seedDemoUsers(tx)
    await seedDemoAgency(tx)
    await seedWallets(tx)
    await seedInventory(tx)
    await seedStays(tx)
    await seedActivities(tx)
    await seedCars(tx)
    await seedTransfers(tx)
    await seedFlights(tx)
    await seedDemoInvitation(tx)
    await applySignUpSettingsOnce(tx)
    await applyBrandingSettingsOnce(tx)
    await applyTesterInspectionOnce(tx)
    await applyStayProductsOnce(tx)
    await applyTransferProductOnce(tx)
    await applyMailSenderOnce(tx)
    await seedDemoSso(tx, options.ssoDemoSecret)
    await seedClub(tx)
    await tx
      .insert(storeMeta)
      .values({ key: SEED_FINGERPRINT_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: storeMeta.key, set: { value: fingerprint, updatedAt: new Date() } })
  })
}
