import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import {
  authSignInRequest,
  checkLoginAnswer,
  isPromotionVisitedFlag,
  signInAnswer,
  signInPayload,
  signInRequest,
  ssoRequest,
} from '@contract/schemas/auth'
import type { AppDeps, AppEnv } from '../app-env'
import { setSessionCookie } from '../http/cookies'
import { resolveOrganisation } from '../http/organisation'
import { checkSession } from '../http/session-check'
import { visitorOf } from '../http/visitor'
import { clockOf, signInWithPassword, type OpenedSession } from '../services/auth/sign-in'
import { signInWithSocial } from '../services/auth/social-sign-in'
import { signInWithSso } from '../services/auth/sso'
import { recordPromotionVisit } from '../services/club/promotions'
import { socialTokenOf } from '../services/sign-up/social'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

const SIGNED_IN = 'SIGNED IN'

/**
 * Sign-in (both paths of docs/api.md#sign-in, with a password or a provider's token), the session check and
 * SSO. Every call changes state (a session opens or slides), so each is same-origin only.
 */
export function authRoutes(deps: AppDeps) {
  const { store, config } = deps
  /** The session cookie of a sign-in that succeeded, and its answer. */
  const signedIn = (c: Context, opened: OpenedSession) => {
    setSessionCookie(c, config, opened)
    return c.json(signInAnswer.parse({ status: true, message: SIGNED_IN, result: opened.result }))
  }
  // The edge validation let through a password or exactly one token (signInPayload).
  const signIn = async (c: Context, payload: z.output<typeof signInPayload>, remember = false) => {
    const social = socialTokenOf(payload)
    const where = { org: await resolveOrganisation(c, store.db), visitor: visitorOf(c, config) }
    const opened = social
      ? await signInWithSocial(deps, where, { social, remember })
      : await signInWithPassword(deps, where, { email: payload.email_id, password: payload.password ?? '', remember })
    // SPEC §3 promotions.isPromotionVisited: signing in on /promotions is seeing it; the next sign-in goes home.
    if (opened.result.is_promotion && isPromotionVisitedFlag(payload.promotions?.isPromotionVisited)) {
      await recordPromotionVisit(store.db, opened.result.userId, clockOf(deps))
      opened.result.is_promotion_visited = true
    }
    return signedIn(c, opened)
  }
  return new Hono<AppEnv>()
    .post('/auth/signIn', sameOrigin(), validate({ body: authSignInRequest }), (c) => signIn(c, c.var.body.jsonSingIn, c.var.body.remember))
    .post('/signIn', sameOrigin(), validate({ body: signInRequest }), (c) => signIn(c, c.var.body.jsonSign, c.var.body.remember))
    .post('/auth/checkLogin', sameOrigin(), validate(), async (c) => c.json(checkLoginAnswer.parse(await checkSession(c, deps))))
    .post('/auth/sso', sameOrigin(), validate({ body: ssoRequest }), async (c) => {
      const where = { org: await resolveOrganisation(c, store.db), visitor: visitorOf(c, config) }
      return signedIn(c, await signInWithSso(deps, where, c.var.body.token))
    })
}
