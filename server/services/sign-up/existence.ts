import type { z } from 'zod'
import { sanitiseEmail } from '@contract/schemas/auth'
import type { CheckAccountAnswer, checkAccountRequest } from '@contract/schemas/sign-up'
import type { AppDeps } from '../../app-env'
import { badInput } from '../../errors'
import { clockOf } from '../auth/sign-in'
import { LIMITS, takeAttempt } from '../auth/throttle'
import type { Organisation } from '../organisation'
import type { Visitor } from '../visitor'
import { accountExists } from './account'
import { REFUSAL_TEXT } from './refusals'
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
 * prefilled (docs/rules.md#sign-up-flow). A refused token is a failure, not an answer: the SignUpRefused goes up
 * (the edge answers it 422 with the reason as code).
 */
export async function checkAccountForExists(
  deps: Pick<AppDeps, 'store' | 'now' | 'socialVerifiers'>,
  where: { org: Organisation; visitor: Pick<Visitor, 'ip'> },
  input: z.output<typeof checkAccountRequest>['jsonSigUp'],
): Promise<CheckAccountAnswer> {
  const db = deps.store.db
  const { org } = where
  await takeAttempt(db, 'account-check-ip', where.visitor.ip, LIMITS.accountCheckPerIp, clockOf(deps))
  const social = socialTokenOf(input)
  if (!social) {
    const email = sanitiseEmail(input.email_id ?? '')
    if (!email) throw badInput('jsonSigUp.email_id: Please Enter Email ID')
    return answer((await accountExists(db, org.id, email, null)) ? 201 : 404)
  }
  const identity = await verifySocialToken(deps, org, social)
  if (await accountExists(db, org.id, identity.email, identity)) return answer(201)
  const { provider, email, firstName: first_name, lastName: last_name } = identity
  return answer(404, { provider, email, first_name, last_name })
}
