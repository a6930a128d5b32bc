import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm'
import { tierAt, sortedTiers } from '@contract/loyalty'
import type { PointsHistory, RedeemedPoints, RewardsSummary } from '@contract/schemas/loyalty'
import { pageCount } from '@contract/schemas/club'
import { DomainError } from '../../errors'
import { pointsAccounts, pointsEntries, walletCards } from '../../store/schema'
import type { RewardsColumn } from '../../store/tables/club'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import { clubProgrammes, issueCard } from './cards'
import { programmesOf, type Reader } from './texts'

/*
 * Your rewards (docs/api.md "Rewards"): the member's points, tier and history, and redeeming
 * points for a discount card. Points are earned by the reward job (./points-job.ts); spending them
 * is one conditional update of the balance (balance ≥ the option's points), so racing
 * redemptions queue on the row and the balance never goes below zero (the table's check backs it).
 */

async function programmeOf(db: Db, orgId: number): Promise<RewardsColumn> {
  const { rewards } = await programmesOf(db, orgId)
  if (!rewards) throw new DomainError('NOT_FOUND', 'THIS CLUB HAS NO REWARDS PROGRAMME')
  return rewards
}

async function accountOf(db: Db, userId: number) {
  const [account] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId))
  return account ?? { balance: 0, earned: 0 }
}

/** POST /api/rewards/getSummary. */
export async function rewardsSummary(db: Db, input: { org: Organisation; userId: number; read: Reader }): Promise<RewardsSummary> {
  const rewards = await programmeOf(db, input.org.id)
  const { balance, earned } = await accountOf(db, input.userId)
  const tiers = sortedTiers(rewards.tiers).map((t) => ({
    code: t.code,
    name: input.read(t.name),
    threshold: t.threshold,
    benefits: t.benefits.map(input.read),
  }))
  const { tier, next, pointsToNext } = tierAt(tiers, earned)
  return {
    programmeName: input.read(rewards.name),
    balance,
    earned,
    tier,
    nextTier: next,
    pointsToNextTier: pointsToNext,
    tiers,
    earnRules: Object.entries(rewards.earn).map(([line, points]) => ({ line, points: points ?? 0, currency: rewards.currency })),
    redemptions: rewards.redemptions.map((r) => ({ code: r.code, points: r.points, amount: r.amount })),
    cardValidityDays: rewards.cardValidityDays,
  }
}

/** POST /api/rewards/getHistory: the member's points entries, newest first (items too small to earn a point left out). */
export async function pointsHistory(db: Db, input: { userId: number; page: number; perPage: number }): Promise<PointsHistory> {
  const mine = and(eq(pointsEntries.userId, input.userId), ne(pointsEntries.points, 0))
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pointsEntries).where(mine)
  const rows = await db
    .select({ entry: pointsEntries, cardCode: walletCards.cardCode })
    .from(pointsEntries)
    .leftJoin(walletCards, eq(walletCards.id, pointsEntries.cardId))
    .where(mine)
    .orderBy(desc(pointsEntries.at), desc(pointsEntries.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage)
  return {
    page: input.page,
    per_page: input.perPage,
    total,
    pages: pageCount(total, input.perPage),
    entries: rows.map(({ entry, cardCode }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      kind: entry.kind,
      points: entry.points,
      description: entry.description,
      reference: entry.reference,
      cardCode,
    })),
  }
}

/**
 * POST /api/rewards/redeem: takes the option's points off the balance and issues its discount card
 * into the wallet, in one transaction. The balance is taken only while it covers the points
 * (INSUFFICIENT_POINTS otherwise), so of racing redemptions only those the balance covers pass.
 */
export async function redeemPoints(
  db: Db,
  input: { org: Organisation; userId: number; option: string; now: Date },
): Promise<RedeemedPoints> {
  const rewards = await programmeOf(db, input.org.id)
  const option = rewards.redemptions.find((r) => r.code === input.option)
  if (!option) throw new DomainError('NOT_FOUND', 'THIS REWARD IS NOT OFFERED')
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(pointsAccounts)
      .set({ balance: sql`${pointsAccounts.balance} - ${option.points}` })
      .where(
        and(eq(pointsAccounts.userId, input.userId), eq(pointsAccounts.orgId, input.org.id), gte(pointsAccounts.balance, option.points)),
      )
      .returning({ balance: pointsAccounts.balance })
    if (!account) throw new DomainError('INSUFFICIENT_POINTS', 'YOU DO NOT HAVE ENOUGH POINTS FOR THIS REWARD')
    const [entry] = await tx
      .insert(pointsEntries)
      .values({
        userId: input.userId,
        orgId: input.org.id,
        kind: 'REDEEMED',
        points: -option.points,
        description: option.code,
        at: input.now,
      })
      .returning({ id: pointsEntries.id })
    const cardCode = `PTS-${entry!.id}`
    const card = await issueCard(tx, {
      orgId: input.org.id,
      userId: input.userId,
      programme: clubProgrammes.points,
      cardCode,
      ...option.amount,
      issuedAt: input.now,
      validity: { days: rewards.cardValidityDays },
      reference: `POINTS-${entry!.id}`,
    })
    await tx.update(pointsEntries).set({ cardId: card!.id }).where(eq(pointsEntries.id, entry!.id))
    return {
      balance: account.balance,
      card: { cardCode, amount: option.amount, expiresAt: card!.expiresAt.toISOString() },
    }
  })
}
