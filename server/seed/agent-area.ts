import { and, eq } from 'drizzle-orm'
import { agentClients, agentProfiles, organisations, users } from '../store/schema'
import type { Db } from '../store/store'
import { demoAgency, demoClients } from './data/demo-agency'
import { demoOrganisation } from './data/demo-organisation'

/**
 * The demo agent's agency and two clients (issue 17). Only what is missing is added: an agency or
 * client the operator or the agent changed stays as it is.
 */
export async function seedDemoAgency(db: Db): Promise<void> {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(eq(organisations.code, demoOrganisation.code), eq(users.email, demoAgency.agentEmail)))
  if (!agent) return
  const { agencyName, agencyNumber, commissionBp } = demoAgency
  await db.insert(agentProfiles).values({ userId: agent.id, agencyName, agencyNumber, commissionBp }).onConflictDoNothing()
  for (const client of demoClients) {
    await db
      .insert(agentClients)
      .values({ ...client, agentId: agent.id, nationalityId: null, createdAt: new Date('2026-01-01T00:00:00Z') })
      .onConflictDoNothing()
  }
}
