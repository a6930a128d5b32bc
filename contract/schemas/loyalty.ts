import { z } from 'zod'
import { int, text } from '@contract/schemas/fields'
import { amount, clubLanguage, paging } from '@contract/schemas/club'

/*
 * Your rewards (SPEC §2 /your-rewards; every call here is ours: docs/api.md "Rewards"): points
 * earned per completed booking by the organisation's earn rule, tiers by the points earned in
 * all, the points history, and redeeming points for a discount card into the wallet.
 */

/** A tier: from `threshold` points earned in all (never lowered by redeeming). */
export const tier = z.object({
  code: z.string(),
  name: z.string(),
  threshold: z.number().int(),
  benefits: z.array(z.string()),
})
export type Tier = z.infer<typeof tier>

/** What a product line earns: `points` for each whole unit of `currency` an item's total comes to. */
export const earnRule = z.object({ line: z.string(), points: z.number().int(), currency: z.string() })

/** One way to spend points: `points` for a discount card of `amount`. */
export const redemptionOption = z.object({ code: z.string(), points: z.number().int(), amount })
export type RedemptionOption = z.infer<typeof redemptionOption>

export const rewardsRequest = z.strictObject({ lang: clubLanguage.optional() })

export const rewardsSummary = z.object({
  programmeName: z.string(),
  /** Points that can be spent now. */
  balance: z.number().int(),
  /** Points earned in all; the tier follows them. */
  earned: z.number().int(),
  tier,
  /** The next tier up; null at the top. */
  nextTier: tier.nullable(),
  /** Points still to earn for the next tier; 0 at the top. */
  pointsToNextTier: z.number().int(),
  tiers: z.array(tier),
  earnRules: z.array(earnRule),
  redemptions: z.array(redemptionOption),
  /** How long a redeemed discount card is valid, in days. */
  cardValidityDays: z.number().int(),
})
export type RewardsSummary = z.infer<typeof rewardsSummary>
export const rewardsSummaryAnswer = z.object({ status: z.literal(true), data: rewardsSummary })

/** Points history page size. */
export const POINTS_PAGE_SIZE = 10

export const pointsHistoryRequest = z.strictObject({
  page: int(1, 100_000).default(1),
  per_page: int(1, 50).default(POINTS_PAGE_SIZE),
  lang: clubLanguage.optional(),
})

export const pointsEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(['EARNED', 'REDEEMED', 'ADJUSTED']),
  /** Positive when earned, negative when spent. */
  points: z.number().int(),
  /** What it was for: the booked item's title, or the redemption's. */
  description: z.string(),
  /** The booking (confirmation number) an earned entry came from. */
  reference: z.string().nullable(),
  /** The discount card a redemption issued. */
  cardCode: z.string().nullable(),
})
export type PointsEntry = z.infer<typeof pointsEntry>

export const pointsHistoryAnswer = z.object({ status: z.literal(true), data: paging.extend({ entries: z.array(pointsEntry) }) })
export type PointsHistory = z.infer<typeof pointsHistoryAnswer>['data']

/** POST /api/rewards/redeem: spend one redemption option's points for a discount card. */
export const redeemPointsRequest = z.strictObject({ option: text().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be an option code') })

export const redeemPointsAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    balance: z.number().int(),
    card: z.object({ cardCode: z.string(), amount, expiresAt: z.string() }),
  }),
})
export type RedeemedPoints = z.infer<typeof redeemPointsAnswer>['data']
