import { Hono } from 'hono'
import { promotionsAnswer, promotionsRequest, promotionVisitAnswer } from '@contract/schemas/promotions'
import type { AppDeps, AppEnv } from '../app-env'
import { resolveOrganisation } from '../http/organisation'
import { requireSession } from '../http/session'
import { clockOf } from '../services/auth/clock'
import { currentPromotions, recordPromotionVisit } from '../services/club/promotions'
import { readerFor } from '../services/club/texts'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/** Promotions (/promotions; docs/api.md "Promotions"): public offers, and the signed-in member's visit. */
export function promotionRoutes(deps: AppDeps) {
  const db = deps.store.db
  return new Hono<AppEnv>()
    .post('/promotions/getPromotions', validate({ body: promotionsRequest }), async (c) => {
      const org = await resolveOrganisation(c, db)
      const promotions = await currentPromotions(db, { org, read: await readerFor(db, org, c.var.body.lang), now: clockOf(deps) })
      return c.json(promotionsAnswer.parse({ status: true, data: { promotions } }))
    })
    .post('/promotions/visit', sameOrigin(), validate(), async (c) => {
      const { user } = await requireSession(c)
      const visitedAt = await recordPromotionVisit(db, user.id, clockOf(deps))
      return c.json(promotionVisitAnswer.parse({ status: true, data: { visitedAt: visitedAt.toISOString() } }))
    })
}
