import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AgentCredit } from '@contract/schemas/agent'
import { plainAmount } from '@contract/money'
import { DomainError } from '../../errors'
import { agentCreditDraws, currencies, users } from '../../store/schema'
import type { User } from '../auth/sessions'
import { convertMinor } from '../wallet/money'
import type { Tx } from '../wallet/redeem'

/*
 * An agent's bookings on account (issue 17; docs/rules.md#agent-credit): with a credit line
 * (users.credit_limit_minor), each booked item draws what is due on it, converted into the line's
 * currency, and a cancelled item gives it back. The draw is one conditional update of the agent's
 * row inside the booking's transaction — like a wallet card's, it either fits what is left and
 * takes it, or takes nothing — so of two bookings racing for the last of the credit, one is
 * refused (409 CREDIT_LIMIT_EXCEEDED) and the whole booking rolls back. An agent without a credit
 * line books as before: the amount due is paid at the property.
 */

/** The agent's credit line now, or null without one. */
export function creditOf(user: Pick<User, 'creditLimitMinor' | 'creditLimitCurrency' | 'creditUsedMinor'>): AgentCredit | null {
  if (user.creditLimitMinor === null || !user.creditLimitCurrency) return null
  return {
    currency: user.creditLimitCurrency,
    limitMinor: user.creditLimitMinor,
    usedMinor: user.creditUsedMinor,
    availableMinor: Math.max(0, user.creditLimitMinor - user.creditUsedMinor),
  }
}

/**
 * Draws an item's amount due (minor units of `currency`, the reservation's) on the agent's credit
 * line, in the booking's transaction `tx`. Refuses, so the booking rolls back, when it does not
 * fit what is left; does nothing for an agent without a line.
 */
export async function drawAgentCredit(
  tx: Tx,
  draw: { agentId: number; itemId: number; amountMinor: number; currency: string; now: Date },
): Promise<void> {
  const [agent] = await tx
    .select({ limit: users.creditLimitMinor, currency: users.creditLimitCurrency })
    .from(users)
    .where(eq(users.id, draw.agentId))
  if (!agent || agent.limit === null || !agent.currency) return
  const rated = await tx
    .select({ code: currencies.code, unitsPerUsd: currencies.unitsPerUsd })
    .from(currencies)
    .where(inArray(currencies.code, [draw.currency, agent.currency]))
  const rateOf = (code: string) => {
    const found = rated.find((r) => r.code === code)
    if (!found) throw new Error(`no rate for ${code}`)
    return found
  }
  const amount = convertMinor(draw.amountMinor, rateOf(draw.currency), rateOf(agent.currency))
  const taken = await tx
    .update(users)
    .set({ creditUsedMinor: sql`${users.creditUsedMinor} + ${amount}` })
    .where(
      and(
        eq(users.id, draw.agentId),
        sql`${users.creditLimitMinor} is not null`,
        sql`${users.creditUsedMinor} + ${amount} <= ${users.creditLimitMinor}`,
      ),
    )
    .returning({ used: users.creditUsedMinor })
  if (taken.length === 0) {
    const [now] = await tx
      .select({ limit: users.creditLimitMinor, used: users.creditUsedMinor })
      .from(users)
      .where(eq(users.id, draw.agentId))
    const available = Math.max(0, (now?.limit ?? 0) - (now?.used ?? 0))
    throw new DomainError(
      'CREDIT_LIMIT_EXCEEDED',
      `This booking needs ${plainAmount(amount, agent.currency)} of credit, but your agency has ${plainAmount(available, agent.currency)} left. Cancel a booking or ask us to raise your credit limit.`,
    )
  }
  await tx
    .insert(agentCreditDraws)
    .values({ itemId: draw.itemId, agentId: draw.agentId, amountMinor: amount, currency: agent.currency, drawnAt: draw.now })
}

/** Gives back what a cancelled item drew on its agent's credit line (once: the draw is marked released). */
export async function releaseAgentCredit(tx: Tx, itemId: number, now: Date): Promise<void> {
  const [released] = await tx
    .update(agentCreditDraws)
    .set({ releasedAt: now })
    .where(and(eq(agentCreditDraws.itemId, itemId), isNull(agentCreditDraws.releasedAt)))
    .returning()
  if (!released || released.agentId === null) return
  await tx
    .update(users)
    .set({ creditUsedMinor: sql`greatest(${users.creditUsedMinor} - ${released.amountMinor}, 0)` })
    .where(eq(users.id, released.agentId))
}
