import { and, eq } from 'drizzle-orm'
import { hashPassword } from '../services/auth/password'
import { organisations, subscriptions, users } from '../store/schema'
import type { Db } from '../store/store'
import { demoSso, demoUsers } from './data/demo-users'
import { demoOrganisation } from './data/demo-organisation'

/**
 * Creates the demo accounts in the demo organisation. An account that exists is left alone (an
 * operator may have changed its password), and only missing accounts cost a password hash.
 */
export async function seedDemoUsers(db: Db): Promise<void> {
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, demoOrganisation.code))
  for (const { password, plans, ...demo } of demoUsers) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, org!.id), eq(users.email, demo.email)))
    if (existing) continue
    const [created] = await db
      .insert(users)
      .values({ ...demo, orgId: org!.id, passwordHash: await hashPassword(password), emailConfirmedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (created && plans.length) await db.insert(subscriptions).values(plans.map((plan) => ({ ...plan, userId: created.id })))
  }
}

/**
 * Turns on HS256 SSO for the demo organisation with a development secret (SSO_DEMO_SECRET), or
 * turns the demo SSO off again when the secret is gone, so a stale secret never outlives its
 * variable. SSO settings an operator made (another issuer) are left alone.
 */
export async function seedDemoSso(db: Db, secret: string | undefined): Promise<void> {
  const demo = eq(organisations.code, demoOrganisation.code)
  if (secret) {
    await db
      .update(organisations)
      .set({ ...demoSso, ssoEnabled: true, ssoSecret: secret, ssoJwksUrl: null })
      .where(demo)
    return
  }
  await db
    .update(organisations)
    .set({ ssoEnabled: false, ssoSecret: null })
    .where(and(demo, eq(organisations.ssoIssuer, demoSso.ssoIssuer)))
}
