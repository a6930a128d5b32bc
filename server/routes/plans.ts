import { Hono } from 'hono'
import { joinPlanAnswer, joinPlanRequest, plansAnswer, plansRequest, vacationsAnswer, vacationsRequest } from '@contract/schemas/plans'
import type { AppDeps, AppEnv } from '../app-env'
import { resolveOrganisation } from '../http/organisation'
import { currentSession, requireSession } from '../http/session'
import { clockOf } from '../services/auth/clock'
import { joinPlan, memberVacations, plansOf } from '../services/club/plans'
import { readerFor } from '../services/club/texts'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/** Join now and myvacations (docs/api.md "Plans"): the plans are public; joining and the vacations are the member's. */
export function planRoutes(deps: AppDeps) {
  const db = deps.store.db
  return new Hono<AppEnv>()
    .post('/plans/getPlans', validate({ body: plansRequest }), async (c) => {
      const org = await resolveOrganisation(c, db)
      const session = await currentSession(c)
      const data = await plansOf(db, { org, userId: session?.user.id ?? null, read: await readerFor(db, org, c.var.body.lang) })
      return c.json(plansAnswer.parse({ status: true, data }))
    })
    .post('/plans/join', sameOrigin(), validate({ body: joinPlanRequest }), async (c) => {
      const { user, org } = await requireSession(c)
      const read = await readerFor(db, org, c.var.body.lang)
      const data = await joinPlan(db, { org, userId: user.id, code: c.var.body.plan, read, now: clockOf(deps) })
      return c.json(joinPlanAnswer.parse({ status: true, data }))
    })
    .post('/wallet/getVacations', sameOrigin(), validate({ body: vacationsRequest }), async (c) => {
      const { user, org } = await requireSession(c)
      const { currency, lang } = c.var.body
      const vacations = await memberVacations(db, {
        org,
        userId: user.id,
        currency,
        read: await readerFor(db, org, lang),
        now: clockOf(deps),
      })
      return c.json(vacationsAnswer.parse({ status: true, data: { vacations } }))
    })
}
