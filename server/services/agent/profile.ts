import { eq } from 'drizzle-orm'
import type { AgentProfile } from '@contract/schemas/agent'
import { agentProfiles, users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { User } from '../auth/sessions'
import { assertAgent } from './access'
import { creditOf } from './credit'

/** /agent/profile: the agency, the agent's contact details and commission, the credit line with what is used and left. */
export async function agentProfileOf(db: Db, user: User): Promise<AgentProfile> {
  assertAgent(user)
  const [agency] = await db.select().from(agentProfiles).where(eq(agentProfiles.userId, user.id))
  // The credit figures as they stand now, not as the session's user row was read.
  const [fresh] = await db.select().from(users).where(eq(users.id, user.id))
  const agent = fresh ?? user
  return {
    agencyName: agency?.agencyName ?? null,
    agencyNumber: agency?.agencyNumber ?? null,
    commissionPercent: agency?.commissionBp == null ? null : agency.commissionBp / 100,
    contact: {
      name: `${agent.firstName} ${agent.lastName}`.trim(),
      email: agent.email,
      phone: agent.phoneNumber
        ? { countryCode: agent.phoneCountry, isdCode: agent.phoneCountryCode ?? '', number: agent.phoneNumber }
        : null,
    },
    credit: creditOf(agent),
  }
}
