import { Hono } from 'hono'
import {
  pointsHistoryAnswer,
  pointsHistoryRequest,
  redeemPointsAnswer,
  redeemPointsRequest,
  rewardsRequest,
  rewardsSummaryAnswer,
} from '@contract/schemas/loyalty'
import type { AppDeps, AppEnv } from '../app-env'
import { requireSession } from '../http/session'
import { clockOf } from '../services/auth/clock'
import { pointsHistory, redeemPoints, rewardsSummary } from '../services/club/points'
import { readerFor } from '../services/club/texts'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/** Your rewards (/your-rewards; docs/api.md "Rewards"): the member's own points, so signed-in and same-origin only. */
export function rewardsRoutes(deps: AppDeps) {
  const db = deps.store.db
  return new Hono<AppEnv>()
    .post('/rewards/getSummary', sameOrigin(), validate({ body: rewardsRequest }), async (c) => {
      const { user, org } = await requireSession(c)
      const data = await rewardsSummary(db, { org, userId: user.id, read: await readerFor(db, org, c.var.body.lang) })
      return c.json(rewardsSummaryAnswer.parse({ status: true, data }))
    })
    .post('/rewards/getHistory', sameOrigin(), validate({ body: pointsHistoryRequest }), async (c) => {
      const { user } = await requireSession(c)
      const { page, per_page } = c.var.body
      return c.json(
        pointsHistoryAnswer.parse({ status: true, data: await pointsHistory(db, { userId: user.id, page, perPage: per_page }) }),
      )
    })
    .post('/rewards/redeem', sameOrigin(), validate({ body: redeemPointsRequest }), async (c) => {
      const { user, org } = await requireSession(c)
      const data = await redeemPoints(db, { org, userId: user.id, option: c.var.body.option, now: clockOf(deps) })
      return c.json(redeemPointsAnswer.parse({ status: true, data }))
    })
}
