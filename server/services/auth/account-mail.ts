import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '../../app-env'
import { users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { AfterAnswer } from '../after-answer'
import { enqueueMail } from '../mail/outbox'
import type { TemplateName } from '../mail/templates'
import type { Organisation } from '../organisation'
import type { Visitor } from '../visitor'
import { issueKey } from './account-keys'
import type { User } from './sessions'
import { clockOf } from './sign-in'
import { claim, LIMITS, recentAttempts, recordAttempt, takeAttempt } from './throttle'

/** The same text whether or not the account exists, so the answer reveals nothing. */
export const RESET_NOTICE = 'IF AN ACCOUNT EXISTS FOR THIS EMAIL, WE HAVE SENT IT A LINK TO CHOOSE A NEW PASSWORD'
export const RESEND_NOTICE = 'IF THIS EMAIL STILL NEEDS CONFIRMING, WE HAVE SENT IT A NEW CONFIRMATION LINK'

/**
 * The absolute base of mailed links. In production it is the organisation's site URL, never the
 * request's Host (a forged Host would otherwise receive someone's reset key); in development
 * and tests it is the calling page's origin, so links open the local server.
 */
export function linkBase(deps: Pick<AppDeps, 'config'>, org: Organisation, origin: Visitor['origin']): string {
  if (deps.config.NODE_ENV === 'production') return org.siteUrl.replace(/\/+$/, '')
  return origin
}

type Kind = { purpose: 'reset' | 'verify'; template: 'reset-password' | 'verify-account'; path: string }
const KINDS = {
  reset: { purpose: 'reset', template: 'reset-password', path: '/change-password' },
  verify: { purpose: 'verify', template: 'verify-account', path: '/verify-account' },
} satisfies Record<string, Kind>

const emailKeyOf = (orgId: number, email: string) => `${orgId}:${email}`

/** Starts the email's minute without confirmation mails; false when one is still running. */
const claimConfirmationGap = (db: Db, emailKey: string, now: Date) =>
  claim(db, 'confirmation-email', emailKey, new Date(now.getTime() + LIMITS.confirmationMailGapMs), now)

/** Puts the mail with the link `path?key=` in the outbox, in the transaction `tx` that issued the key. */
async function enqueueLink(
  tx: Db,
  deps: AppDeps,
  link: { org: Organisation; origin: string; path: string; key: string; now: Date },
  user: User,
  template: TemplateName,
) {
  const { org } = link
  const url = `${linkBase(deps, org, link.origin)}${link.path}?key=${encodeURIComponent(link.key)}`
  const vars = { name: user.firstName, link: url, orgName: org.name }
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
    await enqueueLink(tx, deps, { org, origin: visitor.origin, path: KINDS[kind].path, key, now }, user, KINDS[kind].template)
  })
}

/**
 * Mails a new account its confirmation link, in the sign-up's transaction `tx` (the key was
 * issued in it). It always goes, and counts like a resent link, so a "resend" clicked right after
 * signing up sends nothing more.
 */
export async function mailSignUpConfirmation(tx: Db, deps: AppDeps, org: Organisation, origin: string, user: User, key: string) {
  const now = clockOf(deps)
  const emailKey = emailKeyOf(org.id, user.email)
  await claimConfirmationGap(tx, emailKey, now)
  await recordAttempt(tx, 'mail-email', emailKey, now)
  await enqueueLink(tx, deps, { org, origin, path: KINDS.verify.path, key, now }, user, 'sign-up-confirmation')
}
