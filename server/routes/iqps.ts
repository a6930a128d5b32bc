import { Hono } from 'hono'
import { okAnswer, userFqsRequest } from '@contract/schemas/auth'
import type { AppDeps, AppEnv } from '../app-env'
import { clientIp } from '../http/client-ip'
import { clearSessionCookies } from '../http/cookies'
import { cookieSession, requireSession } from '../http/session'
import { revokeSession } from '../services/auth/sessions'
import { clockOf } from '../services/auth/sign-in'
import { auditEvents } from '../store/schema'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/** The logout and user-fqs calls (docs/api.md#logout) (an audit trail of what a signed-in user did). */
export function iqpsRoutes(deps: AppDeps) {
  const { store, config } = deps
  return new Hono<AppEnv>()
    .post('/iqps/logout', sameOrigin(), validate(), async (c) => {
      // Harmless without a session: the cookies are cleared either way.
      const found = await cookieSession(c)
      if (found) await revokeSession(store.db, found.session.id, clockOf(deps))
      clearSessionCookies(c, config)
      return c.json(okAnswer.parse({ status: true }))
    })
    .post('/iqps/user-fqs', sameOrigin(), validate({ body: userFqsRequest }), async (c) => {
      // Who and where come from the session and the socket; the body's values are only claims.
      const { user, org } = await requireSession(c)
      const { userId, ip, action } = c.var.body
      await store.db.insert(auditEvents).values({
        orgId: org.id,
        userId: user.id,
        action,
        ip: clientIp(c, config),
        claimedUserId: String(userId),
        claimedIp: ip,
        userAgent: c.req.header('user-agent')?.slice(0, 1024) ?? null,
        createdAt: clockOf(deps),
      })
      return c.json(okAnswer.parse({ status: true }))
    })
}
