import type { SignUpAnswer } from '@contract/schemas/sign-up'
import type { AppDeps } from '../../app-env'
import { uniqueViolation } from '../../store/errors'
import { auditEvents } from '../../store/schema'
import { issueKey } from '../auth/account-keys'
import { mailSignUpConfirmation } from '../auth/account-mail'
import { hashPassword } from '../auth/password'
import type { User } from '../auth/sessions'
import { clockOf, openSession, type OpenedSession } from '../auth/sign-in'
import { LIMITS, takeAttempt } from '../auth/throttle'
import type { Organisation } from '../organisation'
import type { SocialIdentity } from '../social/identity'
import type { Visitor } from '../visitor'
import { checkAccess, spendAccessCode } from './access-codes'
import { accountExists, addIdentity, insertAccount, type SignUpInput } from './account'
import { acceptInvitation, invitationForSignUp } from './invitations'
import { refusalAnswer, SignUpRefused } from './refusals'
import { socialTokenOf, verifySocialToken } from './social'
import { planOf, subscribeAtSignUp } from '../club/plans'

export const CREATED = 'User Created successfully'
export const WELCOME = 'WELCOME'

/** Two requests creating one account: whichever commits second meets one of these. */
const DUPLICATE_CONSTRAINTS = ['users_org_email', 'user_identities_org_id_provider_subject_pk']

/**
 * The sign-up's answer (a refusal is `status: false` with its reason); `opened` is the session a
 * social sign-up signs straight into, for the route to set its cookie.
 */
type Outcome = { answer: SignUpAnswer; opened?: OpenedSession }
const created = (resp: string, opened?: OpenedSession): Outcome => ({
  answer: { status: true, data: { code: 200, resp, isProfileCreated: true, reason: null } },
  ...(opened ? { opened } : {}),
})

type Where = { org: Organisation; visitor: Visitor }

/**
 * Everything a sign-up writes, in one transaction: the user, the access code's use, the
 * invitation's acceptance, the social identity, the confirmation key and its mail, and the audit event. Any
 * refusal or failure on the way rolls all of it back. Slow or remote work (hashing, the
 * provider's check) happens before, so the transaction stays short.
 */
async function createMember(deps: AppDeps, { org, visitor }: Where, payload: SignUpInput, identity: SocialIdentity | null) {
  const db = deps.store.db
  const now = clockOf(deps)
  const { ip } = visitor
  if (!identity && !payload.password) throw new SignUpRefused('PASSWORD_REQUIRED')
  const email = identity?.email ?? payload.email_id
  if (await accountExists(db, org.id, email, identity)) throw new SignUpRefused('USER_ALREADY_CREATED')
  const plan = payload.plan_code ? await planOf(db, org.id, payload.plan_code) : null
  if (payload.plan_code && !plan) throw new SignUpRefused('PLAN_INVALID')
  const passwordHash = identity ? null : await hashPassword(payload.password!)

  return db.transaction(async (tx) => {
    const access = await checkAccess(tx, org, payload, now)
    if (!access.ok) throw new SignUpRefused(access.reason)
    const invitation = payload.invitation_key ? await invitationForSignUp(tx, org.id, payload.invitation_key, now) : null
    const user = await insertAccount(tx, {
      org,
      email,
      passwordHash,
      confirmedAt: identity ? now : null,
      payload,
      accessCode: access.accessCode,
      referrerId: access.referrerId,
      invitation,
      ip,
      now,
    })
    const refusal = access.accessCode ? await spendAccessCode(tx, access.accessCode, now) : null
    if (refusal) throw new SignUpRefused(refusal)
    // The plan chosen in the join flow (issue 18): ACTIVE at once only when complimentary and already confirmed (social).
    if (plan) await subscribeAtSignUp(tx, { org, userId: user.id, plan, confirmed: identity !== null, defaultLanguage: user.language, now })
    if (invitation) await acceptInvitation(tx, invitation, user.id, now)
    if (identity) await addIdentity(tx, org.id, identity, user.id, now)
    const key = identity ? null : await issueKey(tx, user.id, 'verify', now)
    // The confirmation mail commits with the account: a crash after the commit still sends it.
    if (key) await mailSignUpConfirmation(tx, deps, org, visitor.origin, user, key)
    await tx.insert(auditEvents).values({
      orgId: org.id,
      userId: user.id,
      action: `sign-up:${identity?.provider ?? 'email'}`,
      ip,
      claimedIp: payload.true_client_ip || payload.client_ip_address || null,
      userAgent: visitor.userAgent?.slice(0, 1024) ?? null,
      createdAt: now,
    })
    return { user, key }
  })
}

/** After the commit: the email path's confirmation mail is in the outbox, the social path signs in. */
async function welcome(deps: AppDeps, { visitor }: Where, user: User, key: string | null): Promise<Outcome> {
  if (!key) return created(WELCOME, await openSession(deps, visitor, user, { remember: false, sso: false }))
  return created(CREATED)
}

/**
 * POST /api/signUp (docs/api.md#sign-up). A refusal is an answer, not an error: status false with code 201
 * (USER_ALREADY_CREATED, also when a concurrent sign-up took the email a moment earlier) or 500
 * (every other reason); the route answers them over HTTP 409 and 422. Limits and bad input are refusals (DomainError).
 */
export async function signUp(deps: AppDeps, where: Where, payload: SignUpInput): Promise<Outcome> {
  await takeAttempt(deps.store.db, 'sign-up-ip', where.visitor.ip, LIMITS.signUpPerIp, clockOf(deps))
  const social = socialTokenOf(payload)
  try {
    const identity = social ? await verifySocialToken(deps, where.org, social) : null
    const { user, key } = await createMember(deps, where, payload, identity)
    return await welcome(deps, where, user, key)
  } catch (error) {
    if (error instanceof SignUpRefused) return refusalAnswer(error)
    if (DUPLICATE_CONSTRAINTS.includes(uniqueViolation(error) ?? '')) return refusalAnswer(new SignUpRefused('USER_ALREADY_CREATED'))
    throw error
  }
}
