import { and, eq } from 'drizzle-orm'
import { formatPriced } from '@contract/money'
import type { AppDeps } from '../../app-env'
import { DomainError, badInput } from '../../errors'
import { referralInvites, users } from '../../store/schema'
import type { User } from '../auth/sessions'
import { clockOf } from '../auth/clock'
import { claim, takeAttempt } from '../auth/throttle'
import { mailLinkBase } from '../mail/link-base'
import { enqueueMail } from '../mail/outbox'
import { mailLanguage } from '../mail/templates'
import type { Organisation } from '../organisation'
import type { Visitor } from '../visitor'
import { isActive, referralLink } from './campaigns'
import { programmesOf } from './texts'

const HOUR = 3_600_000
/**
 * Referral invitations by mail (docs/api.md "Limits"): a member may have 10 sent a day (a
 * handful of friends at a time; not a mailing list), and one address gets at most one invitation
 * a week from all members together (more is not sent; the answer is the same), so nobody can be
 * flooded through the club.
 */
export const REFERRAL_MAIL_LIMITS = {
  perMember: { max: 10, windowMs: 24 * HOUR },
  perAddressGapMs: 7 * 24 * HOUR,
} as const

export const INVITATION_SENT = 'YOUR INVITATION IS ON ITS WAY'

/**
 * POST /api/referral/shareByMail: mails the campaign's link with the member's code to a friend's
 * address and lists the address among the member's referrals (INVITED). An address that already
 * has an account here, or was invited by anyone in the last week, is not mailed, and the answer
 * does not say so: it would tell members who belongs to the club.
 */
export async function shareByMail(
  deps: AppDeps,
  input: { org: Organisation; member: User; visitor: Pick<Visitor, 'origin'>; campaign: string; email: string; lang?: string },
): Promise<string> {
  const db = deps.store.db
  const now = clockOf(deps)
  const { org, member, email } = input
  const campaign = (await programmesOf(db, org.id)).referralCampaigns.find((c) => c.code === input.campaign)
  if (!campaign) throw new DomainError('NOT_FOUND', 'THIS REFERRAL PROGRAMME DOES NOT EXIST')
  if (!isActive(campaign, now)) throw new DomainError('CAMPAIGN_ENDED', 'THIS REFERRAL PROGRAMME IS NOT OPEN NOW')
  if (email === member.email) throw badInput('email: you cannot invite yourself')
  await takeAttempt(db, 'referral-mail-member', String(member.id), REFERRAL_MAIL_LIMITS.perMember, now)

  const [member_] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, org.id), eq(users.email, email)))
  if (member_) return INVITATION_SENT
  const language = mailLanguage(input.lang ?? member.language)
  const link = referralLink(await mailLinkBase(db, org, input.visitor.origin), member.referralCode, campaign.code)
  const reward = formatPriced(campaign.reward.friend.amountMinor, campaign.reward.friend.currency, language)
  await db.transaction(async (tx) => {
    await tx
      .insert(referralInvites)
      .values({ orgId: org.id, referrerId: member.id, campaignCode: campaign.code, email, invitedAt: now })
      .onConflictDoNothing({ target: [referralInvites.referrerId, referralInvites.campaignCode, referralInvites.email] })
    const mayMail = await claim(
      tx,
      'referral-mail-email',
      `${org.id}:${email}`,
      new Date(now.getTime() + REFERRAL_MAIL_LIMITS.perAddressGapMs),
      now,
    )
    if (!mayMail) return
    const vars = { link, orgName: org.name, reward }
    await enqueueMail(tx, { orgId: org.id, userId: null, to: email, language, template: 'referral-invitation', vars }, now)
  })
  return INVITATION_SENT
}
