import type { Context } from 'hono'
import type { z } from 'zod'
import { sanitiseEmail } from '@contract/schemas/auth'
import type { CheckAccountAnswer, checkAccountRequest } from '@contract/schemas/sign-up'
import type { AppDeps } from '../../app-env'
import { badRequest, HttpError } from '../../errors'
import { clockOf } from '../auth/sign-in'
import { LIMITS, takeAttempt } from '../auth/throttle'
import { clientIp } from '../client-ip'
import { resolveOrganisation } from '../organisation'
import { accountExists } from './account'
import { REFUSAL_TEXT, SignUpRefused } from './refusals'
import { socialTokenOf, verifySocialToken } from './social'

export const NO_ACCOUNT = 'NO ACCOUNT'

const answer = (code: 201 | 404, profile: CheckAccountAnswer['data']['data']['profile'] = null): CheckAccountAnswer => ({
  status: true,
  data: { data: { code, profile } },
  resp: code === 201 ? REFUSAL_TEXT.USER_ALREADY_CREATED : NO_ACCOUNT,
})

/**
 * POST /api/signUp/checkAccountForExists. Email path: 201 when this organisation has a user with
 * the email, else 404. Social path: the token is verified first; 201 when the identity or its
 * email is known here, else 404 with the provider's profile, so "complete your information" is
 * prefilled (SPEC §4). A refused token is a failure, not an answer: 422 with the reason as code.
 */
export async function checkAccountForExists(
  c: Context,
  deps: AppDeps,
  input: z.output<typeof checkAccountRequest>['jsonSigUp'],
): Promise<CheckAccountAnswer> {
  const db = deps.store.db
  await takeAttempt(db, 'account-check-ip', clientIp(c, deps.config), LIMITS.accountCheckPerIp, clockOf(deps))
  const org = await resolveOrganisation(c, db)
  const social = socialTokenOf(input)
  if (!social) {
    const email = sanitiseEmail(input.email_id ?? '')
    if (!email) throw badRequest('jsonSigUp.email_id: Please Enter Email ID')
    return answer((await accountExists(db, org.id, email, null)) ? 201 : 404)
  }
  try {
    const identity = await verifySocialToken(deps, org, social)
    if (await accountExists(db, org.id, identity.email, identity)) return answer(201)
    const { provider, email, firstName: first_name, lastName: last_name } = identity
    return answer(404, { provider, email, first_name, last_name })
  } catch (error) {
    if (error instanceof SignUpRefused) throw new HttpError(422, error.message, error.reason)
    throw error
  }
}
