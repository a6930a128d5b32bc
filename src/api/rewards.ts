import { callParsed } from '@/api/client'
import {
  pointsHistoryAnswer,
  redeemPointsAnswer,
  rewardsSummaryAnswer,
  type PointsHistory,
  type RedeemedPoints,
  type RewardsSummary,
} from '@contract/schemas/loyalty'

/* Your rewards (docs/api.md "Rewards"). Every function throws ApiError. */

/** POST /api/rewards/getSummary: points, tier, the programme's rules. */
export async function getRewardsSummary(lang: string, signal?: AbortSignal): Promise<RewardsSummary> {
  return (await callParsed('post', 'rewards/getSummary', rewardsSummaryAnswer, { json: { lang }, signal })).data
}

/** POST /api/rewards/getHistory: one page of the points history, newest first. */
export async function getPointsHistory(page: number, signal?: AbortSignal): Promise<PointsHistory> {
  return (await callParsed('post', 'rewards/getHistory', pointsHistoryAnswer, { json: { page }, signal })).data
}

/** POST /api/rewards/redeem: spends an option's points for a discount card (409 INSUFFICIENT_POINTS). */
export async function redeemPoints(option: string, signal?: AbortSignal): Promise<RedeemedPoints> {
  return (await callParsed('post', 'rewards/redeem', redeemPointsAnswer, { json: { option }, signal })).data
}
