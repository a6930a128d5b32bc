import { Hono, type Context } from 'hono'
import {
  checkAccountAnswer,
  checkAccountRequest,
  invitationAnswer,
  invitationRequest,
  signUpAnswer,
  signUpRequest,
  validateAccessCodeAnswer,
  validateAccessCodeRequest,
} from '@contract/schemas/sign-up'
import type { AppDeps, AppEnv } from '../app-env'
import { clientIp } from '../http/client-ip'
import { setSessionCookie } from '../http/cookies'
import { resolveOrganisation } from '../http/organisation'
import { visitorOf } from '../http/visitor'
import { clockOf } from '../services/auth/sign-in'
import { LIMITS, takeAttempt } from '../services/auth/throttle'
import { checkAccountForExists } from '../services/sign-up/existence'
import { getInvitation } from '../services/sign-up/invitations'
import { signUp } from '../services/sign-up/sign-up'
import { validateAccessCode } from '../services/sign-up/validate-access-code'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/**
 * Sign-up (docs/api.md#sign-up) and the invitation look-up (ours). Every call is same-origin only: sign-up
 * creates accounts and opens sessions, and the three checks answer what a stranger's page must
 * not learn on a visitor's behalf. Each is limited per IP (docs/api.md "Sign-up").
 */
export function signUpRoutes(deps: AppDeps) {
  const { store, config } = deps
  const where = async (c: Context) => ({ org: await resolveOrganisation(c, store.db), visitor: visitorOf(c, config) })
  return new Hono<AppEnv>()
    .post('/signUp', sameOrigin(), validate({ body: signUpRequest }), async (c) => {
      const { answer, opened } = await signUp(deps, await where(c), c.var.body.jsonRegister)
      // A social sign-up signs the new member straight in.
      if (opened) setSessionCookie(c, config, opened)
      // A refusal over HTTP: 409 when the account exists already, 422 for every other reason.
      const status = answer.status ? 200 : answer.data.reason === 'USER_ALREADY_CREATED' ? 409 : 422
      return c.json(signUpAnswer.parse(answer), status)
    })
    .post('/signUp/checkAccountForExists', sameOrigin(), validate({ body: checkAccountRequest }), async (c) =>
      c.json(checkAccountAnswer.parse(await checkAccountForExists(deps, await where(c), c.var.body.jsonSigUp))),
    )
    .post('/signUp/validateAccessCode', sameOrigin(), validate({ body: validateAccessCodeRequest }), async (c) =>
      c.json(validateAccessCodeAnswer.parse(await validateAccessCode(deps, await where(c), c.var.body.jsonRegister))),
    )
    .post('/signUp/getInvitation', sameOrigin(), validate({ body: invitationRequest }), async (c) => {
      const now = clockOf(deps)
      await takeAttempt(store.db, 'invitation-ip', clientIp(c, config), LIMITS.invitationPerIp, now)
      const org = await resolveOrganisation(c, store.db)
      const data = await getInvitation(store.db, org.id, c.var.body.key, now)
      return c.json(invitationAnswer.parse({ status: true, data }))
    })
}
