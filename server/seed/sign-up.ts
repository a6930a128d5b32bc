import { and, eq } from 'drizzle-orm'
import { hashSecret } from '../services/auth/tokens'
import { invitations, organisations, users } from '../store/schema'
import { applyOnce } from './apply-once'
import type { Db } from '../store/store'
import { atlasOrganisationSeed } from './data/atlas-organisation'
import { DEMO_INVITATION_KEY, demoInvitation } from './data/demo-invitation'
import { demoOrganisation, demoOrganisationSeed } from './data/demo-organisation'
import { DEMO_MEMBER_REFERRAL_CODE, demoUsers } from './data/demo-users'

/** Marks the store as having had the sign-up settings applied (once: operators may change them later). */
const SIGN_UP_SETTINGS_KEY = 'seed:sign-up-settings'

/** The demo invitation, by the hash of its documented key; left alone once it exists (or was accepted). */
export async function seedDemoInvitation(db: Db): Promise<void> {
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, demoOrganisation.code))
  await db
    .insert(invitations)
    .values({ ...demoInvitation, orgId: org!.id, keyHash: hashSecret(DEMO_INVITATION_KEY) })
    .onConflictDoNothing({ target: invitations.keyHash })
}

/**
 * Brings a store seeded before sign-up existed up to the documented demo: the organisations'
 * sign-up settings and the demo member's referral code (migration 0004 gave every existing user
 * a random one). Runs once per store, so an operator's later changes to these settings stay.
 */
export function applySignUpSettingsOnce(db: Db): Promise<void> {
  return applyOnce(db, SIGN_UP_SETTINGS_KEY, async () => {
    for (const { organisation } of [demoOrganisationSeed, atlasOrganisationSeed]) {
      const { referralReplacesAccessCode, socialProviders } = organisation
      await db.update(organisations).set({ referralReplacesAccessCode, socialProviders }).where(eq(organisations.code, organisation.code))
    }
    const member = demoUsers.find((user) => user.referralCode === DEMO_MEMBER_REFERRAL_CODE)!
    const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, demoOrganisation.code))
    await db
      .update(users)
      .set({ referralCode: DEMO_MEMBER_REFERRAL_CODE })
      .where(and(eq(users.orgId, org!.id), eq(users.email, member.email)))
  })
}
