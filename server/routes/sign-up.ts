import { Hono } from 'hono'
import {
  checkAccountAnswer, checkAccountRequest, invitationAnswer, invitationRequest, signUpAnswer, signUpRequest,
  validateAccessCodeAnswer, validateAccessCodeRequest,
} from '@contract/schemas/sign-up'
import type { AppDeps, AppEnv } from '../app-env'
import { clockOf } from '../services/auth/sign-in'
import { LIMITS, takeAttempt } from '../services/auth/throttle'
import { clientIp } from '../services/client-ip'
import { resolveOrganisation } from '../services/organisation'
import { checkAccountForExists } from '../services/sign-up/existence'
import { getInvitation } from '../services/sign-up/invitations'
import { signUp } from '../services/sign-up/sign-up'
import { validateAccessCode } from '../services/sign-up/validate-access-code'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/**
 * Sign-up (SPEC §7) and the invitation look-up (ours). Every call is same-origin only: sign-up
 * creates accounts and opens sessions, and the three checks answer what a stranger's page must
 * not learn on a visitor's behalf. Each is limited per IP (docs/api.md "Sign-up").
 */
export function signUpRoutes(deps: AppDeps) {
  const { store, config } = deps
  return new Hono<AppEnv>()
    .post('/signUp', sameOrigin(), validate({ body: signUpRequest }), async (c) => {
      const { answer, status } = await signUp(c, deps, c.var.body.jsonRegister)
      return c.json(signUpAnswer.parse(answer), status)
    })
    .post('/signUp/checkAccountForExists', sameOrigin(), validate({ body: checkAccountRequest }), async (c) =>
      c.json(checkAccountAnswer.parse(await checkAccountForExists(c, deps, c.var.body.jsonSigUp))),
    )
    .post('/signUp/validateAccessCode', sameOrigin(), validate({ body: validateAccessCodeRequest }), async (c) =>
      c.json(validateAccessCodeAnswer.parse(await validateAccessCode(c, deps, c.var.body.jsonRegister))),
    )
    .post('/signUp/getInvitation', sameOrigin(), validate({ body: invitationRequest }), async (c) => {
      const now = clockOf(deps)
      await takeAttempt(store.db, 'invitation-ip', clientIp(c, config), LIMITS.invitationPerIp, now)
      const org = await resolveOrganisation(c, store.db)
      const data = await getInvitation(store.db, org.id, c.var.body.key, now)
      return c.json(invitationAnswer.parse({ status: true, data }))
    })
}
