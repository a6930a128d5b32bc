import { Hono, type Context } from 'hono'
import {
  changePasswordRequest,
  emailRequest,
  noticeAnswer,
  profileAnswer,
  signInAnswer,
  unlockAccountAnswer,
  unlockAccountRequest,
  verifyAccountAnswer,
  verifyAccountRequest,
} from '@contract/schemas/auth'
import type { AppDeps, AppEnv } from '../app-env'
import { afterAnswerOf } from '../http/answered'
import { setSessionCookie } from '../http/cookies'
import { resolveOrganisation } from '../http/organisation'
import { requireSession } from '../http/session'
import { visitorOf } from '../http/visitor'
import { mailAccountLink, RESEND_NOTICE, RESET_NOTICE } from '../services/auth/account-mail'
import { ACCOUNT_UNLOCKED, changePassword, unlockAccount, verifyAccount } from '../services/auth/key-flows'
import { profileOf } from '../services/auth/profile'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/** The calls the brief (docs/api.md#get-profile) does not show: mailed links (reset, confirmation, unlock) and the profile fetch. */
export function accountRoutes(deps: AppDeps) {
  const where = async (c: Context) => ({ org: await resolveOrganisation(c, deps.store.db), visitor: visitorOf(c, deps.config) })
  return new Hono<AppEnv>()
    .post('/auth/forgotPassword', sameOrigin(), validate({ body: emailRequest }), async (c) => {
      await mailAccountLink(deps, await where(c), c.var.body.email, 'reset', afterAnswerOf(c, deps.logger))
      return c.json(noticeAnswer.parse({ status: true, message: RESET_NOTICE }))
    })
    .post('/auth/resendVerification', sameOrigin(), validate({ body: emailRequest }), async (c) => {
      await mailAccountLink(deps, await where(c), c.var.body.email, 'verify', afterAnswerOf(c, deps.logger))
      return c.json(noticeAnswer.parse({ status: true, message: RESEND_NOTICE }))
    })
    .post('/auth/changePassword', sameOrigin(), validate({ body: changePasswordRequest }), async (c) => {
      const opened = await changePassword(deps, await where(c), c.var.body)
      setSessionCookie(c, deps.config, opened)
      return c.json(signInAnswer.parse({ status: true, message: 'YOUR PASSWORD HAS BEEN CHANGED', result: opened.result }))
    })
    .post('/auth/verifyAccount', sameOrigin(), validate({ body: verifyAccountRequest }), async (c) => {
      const outcome = await verifyAccount(deps, await resolveOrganisation(c, deps.store.db), c.var.body.key)
      return c.json(verifyAccountAnswer.parse(outcome), outcome.status ? 200 : 400)
    })
    .post('/auth/unlockAccount', sameOrigin(), validate({ body: unlockAccountRequest }), async (c) => {
      const result = await unlockAccount(deps, await resolveOrganisation(c, deps.store.db), c.var.body.key)
      return c.json(unlockAccountAnswer.parse({ status: true, message: ACCOUNT_UNLOCKED, result }))
    })
    .post('/profile/getProfile', sameOrigin(), validate(), async (c) => {
      return c.json(profileAnswer.parse({ status: true, result: profileOf(await requireSession(c)) }))
    })
}
