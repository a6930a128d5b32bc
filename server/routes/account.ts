import { Hono } from 'hono'
import {
  changePasswordRequest, emailRequest, noticeAnswer, profileAnswer, signInAnswer, verifyAccountAnswer,
  verifyAccountRequest,
} from '@contract/schemas/auth'
import type { AppDeps, AppEnv } from '../app-env'
import { mailAccountLink, RESEND_NOTICE, RESET_NOTICE } from '../services/auth/account-mail'
import { requireSession } from '../services/auth/current-session'
import { changePassword, verifyAccount } from '../services/auth/key-flows'
import { userProfile } from '../services/auth/profile'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/** The calls SPEC §7 does not show: mailed links (reset, confirmation) and the profile fetch. */
export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/auth/forgotPassword', sameOrigin(), validate({ body: emailRequest }), async (c) => {
      await mailAccountLink(c, deps, c.var.body.email, 'reset')
      return c.json(noticeAnswer.parse({ status: true, message: RESET_NOTICE }))
    })
    .post('/auth/resendVerification', sameOrigin(), validate({ body: emailRequest }), async (c) => {
      await mailAccountLink(c, deps, c.var.body.email, 'verify')
      return c.json(noticeAnswer.parse({ status: true, message: RESEND_NOTICE }))
    })
    .post('/auth/changePassword', sameOrigin(), validate({ body: changePasswordRequest }), async (c) => {
      const result = await changePassword(c, deps, c.var.body)
      return c.json(signInAnswer.parse({ status: true, message: 'YOUR PASSWORD HAS BEEN CHANGED', result }))
    })
    .post('/auth/verifyAccount', sameOrigin(), validate({ body: verifyAccountRequest }), async (c) => {
      const outcome = await verifyAccount(c, deps, c.var.body.key)
      return c.json(verifyAccountAnswer.parse(outcome), outcome.status ? 200 : 400)
    })
    .post('/profile/getProfile', sameOrigin(), validate(), async (c) => {
      const { user, session } = await requireSession(c)
      return c.json(profileAnswer.parse({ status: true, result: await userProfile(deps.store.db, user, session.id) }))
    })
}
