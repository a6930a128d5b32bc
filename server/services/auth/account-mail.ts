import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '../../app-env'
import { users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { AfterAnswer } from '../after-answer'
import { mailLinkBase } from '../mail/link-base'
import { enqueueMail } from '../mail/outbox'
import type { TemplateName } from '../mail/templates'
import type { Organisation } from '../organisation'
import type { Visitor } from '../visitor'
import { issueKey, type KeyPurpose } from './account-keys'
import type { User } from './sessions'
import { clockOf } from './clock'
import { claim, LIMITS, recentAttempts, recordAttempt, takeAttempt } from './throttle'

/** The same text whether or not the account exists, so the answer reveals nothing. */
export const RESET_NOTICE = 'IF AN ACCOUNT EXISTS FOR THIS EMAIL, WE HAVE SENT IT A LINK TO CHOOSE A NEW PASSWORD'
export const RESEND_NOTICE = 'IF THIS EMAIL STILL NEEDS CONFIRMING, WE HAVE SENT IT A NEW CONFIRMATION LINK'

type Kind = { purpose: KeyPurpose; template: TemplateName; path: string }
const KINDS = {
  reset: { purpose: 'reset', template: 'reset-password', path: '/change-password' },
  verify: { purpose: 'verify', template: 'verify-account', path: '/verify-account' },
  unlock: { purpose: 'unlock', template: 'unlock-account', path: '/unlock-account' },
} satisfies Record<string, Kind>

const emailKeyOf = (orgId: number, email: string) => `${orgId}:${email}`

/** Starts the email's minute without confirmation mails; false when one is still running. */
const claimConfirmationGap = (db: Db, emailKey: string, now: Date) =>
  claim(db, 'confirmation-email', emailKey, new Date(now.getTime() + LIMITS.confirmationMailGapMs), now)

/** Puts the mail with the link `path?key=` in the outbox, in the transaction `tx` that issued the key. */
async function enqueueLink(
  tx: Db,
  link: { org: Organisation; origin: Visitor['origin']; path: string; key: string; now: Date },
  user: User,
  template: TemplateName,
) {
  const { org } = link
  const url = `${await mailLinkBase(tx, org, link.origin)}${link.path}?key=${encodeURIComponent(link.key)}`
  const vars = { link: url, orgName: org.name }
  await enqueueMail(tx, { orgId: org.id, userId: user.id, to: user.email, language: user.language, template, vars }, link.now)
}

/**
 * Mails a reset link (any account) or a new confirmation link (unconfirmed accounts only) when
 * the email belongs to this organisation. Per-IP requests are limited (TOO_MANY_REQUESTS) before
 * answering; everything that depends on the email (looking it up, the silent per-email cap, the
 * key and the mail) happens after the answer, so the answer is the same, in content and in time,
 * for existing and unknown emails.
 */
export async function mailAccountLink(
  deps: AppDeps,
  where: { org: Organisation; visitor: Pick<Visitor, 'ip' | 'origin'> },
  email: string,
  kind: 'reset' | 'verify',
  afterAnswer: AfterAnswer,
) {
  const now = clockOf(deps)
  await takeAttempt(deps.store.db, 'mail-ip', where.visitor.ip, LIMITS.mailPerIp, now)
  afterAnswer(`${kind} link mail`, () => mailLinkIfKnown(deps, where, email, kind, now))
}

async function mailLinkIfKnown(
  deps: AppDeps,
  { org, visitor }: { org: Organisation; visitor: Pick<Visitor, 'origin'> },
  email: string,
  kind: 'reset' | 'verify',
  now: Date,
) {
  const db = deps.store.db
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, org.id), eq(users.email, email)))
  if (!user || (kind === 'verify' && user.emailConfirmedAt)) return
  const emailKey = emailKeyOf(org.id, email)
  if ((await recentAttempts(db, 'mail-email', emailKey, LIMITS.mailPerEmail.windowMs, now)) >= LIMITS.mailPerEmail.max) return
  if (kind === 'verify' && !(await claimConfirmationGap(db, emailKey, now))) return
  await db.transaction(async (tx) => {
    await recordAttempt(tx, 'mail-email', emailKey, now)
    const key = await issueKey(tx, user.id, KINDS[kind].purpose, now)
    await enqueueLink(tx, { org, origin: visitor.origin, path: KINDS[kind].path, key, now }, user, KINDS[kind].template)
  })
}

/**
 * Mails a new account its confirmation link, in the sign-up's transaction `tx` (the key was
 * issued in it). It always goes, and counts like a resent link, so a "resend" clicked right after
 * signing up sends nothing more.
 */
export async function mailSignUpConfirmation(tx: Db, deps: AppDeps, org: Organisation, origin: Visitor['origin'], user: User, key: string) {
  const now = clockOf(deps)
  const emailKey = emailKeyOf(org.id, user.email)
  await claimConfirmationGap(tx, emailKey, now)
  await recordAttempt(tx, 'mail-email', emailKey, now)
  await enqueueLink(tx, { org, origin, path: KINDS.verify.path, key, now }, user, 'sign-up-confirmation')
}

/**
 * Mails the owner of an account a link that lifts its sign-in limits (an address locked out, the
 * account throttled), at most one per account in LIMITS.unlockMailGapMs, so failures someone
 * else causes cannot flood the mailbox. Not counted among the account's 3 mails an hour: an
 * attacker's failures must not use up the owner's reset mails.
 */
export async function mailUnlockLink(deps: AppDeps, org: Organisation, origin: Visitor['origin'], user: User) {
  const db = deps.store.db
  const now = clockOf(deps)
  const gapEnds = new Date(now.getTime() + LIMITS.unlockMailGapMs)
  if (!(await claim(db, 'unlock-mail', emailKeyOf(org.id, user.email), gapEnds, now))) return
  await db.transaction(async (tx) => {
    const key = await issueKey(tx, user.id, KINDS.unlock.purpose, now)
    await enqueueLink(tx, { org, origin, path: KINDS.unlock.path, key, now }, user, KINDS.unlock.template)
  })
}
