import { Hono } from 'hono'
import {
  dealsAnswer,
  dealsRequest,
  getMemberAnswer,
  savingsCodeAnswer,
  setMemberAnswer,
  verifyCodeAnswer,
  verifyCodeRequest,
} from '@contract/schemas/savings'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { clientIp } from '../http/client-ip'
import { resolveOrganisation } from '../http/organisation'
import { requireSession } from '../http/session'
import { clockOf } from '../services/auth/clock'
import { takeAttempt } from '../services/auth/throttle'
import { dealsOfTheDay } from '../services/club/deals'
import { importSavingsMember, savingsCode, savingsMember, verifySavingsCode } from '../services/club/savings'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

const ok = <T>(data: T) => ({ status: 'OK' as const, code: 200 as const, data })

/** Code checks from one address: a daily-deals site checks each visitor once; 60 in 15 minutes is plenty, not a guessing rate. */
const VERIFY_PER_IP = { max: 60, windowMs: 15 * 60_000 }

/**
 * Daily deals (SPEC §7 POST /api/savings/getMember, setMember, savingsCode; docs/api.md "Daily
 * deals"): the signed-in member's savings membership and codes, same-origin only; verifyCode
 * (ours) for the daily-deals site, from anywhere; getDeals (ours) for our own /daily-deals page.
 */
export function savingsRoutes(deps: AppDeps) {
  const { store, config } = deps
  const db = store.db
  return new Hono<AppEnv>()
    .post('/savings/getMember', sameOrigin(), validate(), async (c) => {
      const { user } = await requireSession(c)
      return c.json(getMemberAnswer.parse(ok({ member: await savingsMember(db, user.id) })))
    })
    .post('/savings/setMember', sameOrigin(), validate(), async (c) => {
      const { user, org } = await requireSession(c)
      const member = await importSavingsMember(db, { orgId: org.id, userId: user.id, now: clockOf(deps) })
      return c.json(setMemberAnswer.parse(ok({ member })))
    })
    .post('/savings/savingsCode', sameOrigin(), validate(), async (c) => {
      const { user, org } = await requireSession(c)
      return c.json(savingsCodeAnswer.parse(ok(await savingsCode(db, { org, userId: user.id, now: clockOf(deps) }))))
    })
    .post('/savings/verifyCode', validate({ body: verifyCodeRequest }), async (c) => {
      const now = clockOf(deps)
      await takeAttempt(db, 'savings-verify-ip', clientIp(c, config), VERIFY_PER_IP, now)
      const code = await verifySavingsCode(db, c.var.body.code, now)
      return c.json(
        verifyCodeAnswer.parse(ok({ memberId: code.memberId, organisation: code.orgCode, expiresAt: code.expiresAt.toISOString() })),
      )
    })
    .post('/savings/getDeals', sameOrigin(), validate({ body: dealsRequest }), async (c) => {
      const now = clockOf(deps)
      const org = await resolveOrganisation(c, db)
      const code = await verifySavingsCode(db, c.var.body.code, now)
      // A code is good on its own organisation's site only.
      if (code.orgId !== org.id) throw new DomainError('SAVINGS_CODE_INVALID', 'THIS SAVINGS CODE IS NOT VALID')
      const data = await dealsOfTheDay({ db, supplier: deps.supplier!, lines: deps.lines! }, { org, currency: c.var.body.currency, now })
      return c.json(dealsAnswer.parse(ok(data)))
    })
}
