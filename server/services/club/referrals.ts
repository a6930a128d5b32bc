import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { CampaignList, Referral, ReferralAction, ReferralList, ReferralStatus } from '@contract/schemas/referrals'
import { pageCount } from '@contract/schemas/club'
import { referralInvites, referralRewards, users, walletCards } from '../../store/schema'
import type { CampaignColumn } from '../../store/tables/club'
import type { Db } from '../../store/store'
import { utcToday } from '../booking/stay'
import type { Organisation } from '../organisation'
import { campaignOf, isActive, referralLink } from './campaigns'
import { daysBetween, firstStays, stayCompleted } from './first-stay'
import { rowsOf } from '../../store/rows'
import { programmesOf, type Reader } from './texts'

/*
 * The member's referrals (SPEC §7 getCampaignList, getReferralList, getActionsList; docs/api.md
 * "Referrals"). A referral is a friend who signed up with the member's code (users.referred_by_user_id)
 * or an address the member invited by mail and that has not signed up with their code since. Its
 * status is read from the friend's account and bookings every time, never stored: a cancelled
 * first booking takes it back a step, as it should.
 */

const campaignView = (campaign: CampaignColumn, read: Reader, now: Date, link: string | null) => ({
  code: campaign.code,
  type: 'referral' as const,
  title: read(campaign.title),
  summary: read(campaign.summary),
  rules: campaign.rules.map(read),
  reward: campaign.reward,
  qualifyingDays: campaign.qualifyingDays,
  validFrom: new Date(campaign.validFrom).toISOString(),
  validUntil: campaign.validUntil === null ? null : new Date(campaign.validUntil).toISOString(),
  active: isActive(campaign, now),
  link,
})

/** GET /api/referral/getCampaignList: the organisation's campaigns, with the member's own link when signed in. */
export async function campaignList(
  db: Db,
  input: {
    org: Organisation
    member: { referralCode: string } | null
    type: string | undefined
    read: Reader
    linkBase: string
    now: Date
  },
): Promise<CampaignList> {
  const all = (await programmesOf(db, input.org.id)).referralCampaigns
  const campaigns = input.type === undefined || input.type === 'referral' ? all : []
  const code = input.member?.referralCode ?? null
  return {
    referralCode: code,
    campaigns: campaigns.map((campaign) => {
      const link = code && isActive(campaign, input.now) ? referralLink(input.linkBase, code, campaign.code) : null
      return campaignView(campaign, input.read, input.now, link)
    }),
  }
}

/** The rows of a member's referrals, newest first: friends who signed up with their code, then addresses still only invited. */
function referralRows(orgId: number, memberId: number, campaigns: readonly CampaignColumn[]) {
  const codes = campaigns.map((c) => c.code)
  const fallback = campaigns[0]?.code ?? null
  const known = codes.length
    ? sql`${users.referralOrg} in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql`false`
  return sql`
    select 'u' || ${users.id} as key, ${users.id} as friend_id, null::int as invite_id,
           case when ${known} then ${users.referralOrg} else ${fallback}::text end as campaign,
           ${users.createdAt} as sort_at
      from ${users}
     where ${users.orgId} = ${orgId} and ${users.referredByUserId} = ${memberId}
    union all
    select 'i' || i.id, null::int, i.id, i.campaign_code, i.invited_at
      from ${referralInvites} i
     where i.org_id = ${orgId} and i.referrer_id = ${memberId}
       and not exists (select 1 from ${users} f where f.org_id = ${orgId} and f.referred_by_user_id = ${memberId} and f.email = i.email)`
}

type Row = { key: string; friend_id: number | null; invite_id: number | null; campaign: string | null; sort_at: string }

/** GET /api/referral/getReferralList: one page of the member's referrals, each with its status and reward. */
export async function referralList(
  db: Db,
  input: { org: Organisation; memberId: number; campaign?: string; page: number; perPage: number; read: Reader; now: Date },
): Promise<ReferralList> {
  const { org, memberId, read } = input
  const campaigns = (await programmesOf(db, org.id)).referralCampaigns
  const rows = referralRows(org.id, memberId, campaigns)
  const filter = input.campaign === undefined ? sql`true` : sql`campaign = ${input.campaign}`
  const [counted] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from (${rows}) r where ${filter}`)
  const total = counted?.total ?? 0
  const page = await rowsOf<Row>(
    db,
    sql`select * from (${rows}) r where ${filter} order by sort_at desc, key desc limit ${input.perPage} offset ${(input.page - 1) * input.perPage}`,
  )

  const friendIds = page.flatMap((r) => (r.friend_id === null ? [] : [r.friend_id]))
  const inviteIds = page.flatMap((r) => (r.invite_id === null ? [] : [r.invite_id]))
  const [friends, invites, rewards, stays] = await Promise.all([
    friendIds.length ? db.select().from(users).where(inArray(users.id, friendIds)) : [],
    inviteIds.length ? db.select().from(referralInvites).where(inArray(referralInvites.id, inviteIds)) : [],
    friendIds.length ? rewardsOf(db, friendIds) : [],
    firstStays(db, org.id, friendIds),
  ])
  const invitedAt = friendIds.length
    ? await db
        .select({ email: referralInvites.email, at: sql<Date>`min(${referralInvites.invitedAt})` })
        .from(referralInvites)
        .where(
          and(
            eq(referralInvites.referrerId, memberId),
            inArray(
              referralInvites.email,
              friends.map((f) => f.email),
            ),
          ),
        )
        .groupBy(referralInvites.email)
    : []
  const today = utcToday(input.now)
  const referrals = page.map((row): Referral => {
    const campaign = campaigns.find((c) => c.code === row.campaign)
    const campaignRef = { code: row.campaign ?? '', title: campaign ? read(campaign.title) : (row.campaign ?? '') }
    if (row.invite_id !== null) {
      const invite = invites.find((i) => i.id === row.invite_id)!
      return {
        id: row.key,
        friend: invite.email,
        campaign: campaignRef,
        status: 'INVITED',
        invitedAt: invite.invitedAt.toISOString(),
        signedUpAt: null,
        stayEndsOn: null,
        reward: null,
        unrewardedReason: null,
      }
    }
    const friend = friends.find((f) => f.id === row.friend_id)!
    const reward = rewards.find((r) => r.friendId === friend.id)
    const stay = stays.get(friend.id)
    const status: ReferralStatus = reward
      ? 'REWARDED'
      : stay
        ? stayCompleted(stay.endsOn, today)
          ? 'COMPLETED'
          : 'FIRST_BOOKING'
        : friend.emailConfirmedAt
          ? 'CONFIRMED'
          : 'SIGNED_UP'
    const invited = invitedAt.find((i) => i.email === friend.email)
    return {
      id: row.key,
      friend: friendName(friend),
      campaign: campaignRef,
      status,
      invitedAt: invited ? new Date(invited.at).toISOString() : null,
      signedUpAt: friend.createdAt.toISOString(),
      stayEndsOn: stay?.endsOn ?? null,
      reward:
        reward && reward.cardCode !== null && reward.amountMinor !== null && reward.currency !== null
          ? {
              amount: { amountMinor: reward.amountMinor, currency: reward.currency },
              cardCode: reward.cardCode,
              issuedAt: reward.rewardedAt.toISOString(),
            }
          : null,
      unrewardedReason:
        status === 'COMPLETED' ? unrewarded(campaignOf(campaigns, friend.referralOrg), friend.createdAt, stay!.endsOn) : null,
    }
  })
  return {
    page: input.page,
    per_page: input.perPage,
    total,
    pages: pageCount(total, input.perPage),
    referrals,
    earned: await earnedBy(db, memberId),
  }
}

/** Why a completed referral will earn nothing; null while its reward is on its way (the next round of the reward job issues it). */
export function unrewarded(campaign: CampaignColumn | null, signedUpAt: Date, stayEndsOn: string): Referral['unrewardedReason'] {
  if (!campaign) return 'CAMPAIGN_ENDED'
  return daysBetween(signedUpAt, stayEndsOn) > campaign.qualifyingDays ? 'OUTSIDE_QUALIFYING_DAYS' : null
}

/** A friend as the member sees them: first name and the initial of the last (never their email: they signed up on their own). */
function friendName(friend: { firstName: string; lastName: string }): string {
  const initial = friend.lastName.trim().charAt(0)
  return initial ? `${friend.firstName} ${initial}.` : friend.firstName
}

/** The rewards of these friends, with the member's card (code and amount as issued). */
function rewardsOf(db: Db, friendIds: number[]) {
  return db
    .select({
      friendId: referralRewards.friendId,
      rewardedAt: referralRewards.rewardedAt,
      cardCode: walletCards.cardCode,
      amountMinor: walletCards.amountMinor,
      currency: walletCards.currency,
    })
    .from(referralRewards)
    .leftJoin(walletCards, eq(walletCards.id, referralRewards.referrerCardId))
    .where(inArray(referralRewards.friendId, friendIds))
}

/** What the member's referrals earned them in all, per currency (a discount card's amount never changes, whatever became of it since). */
async function earnedBy(db: Db, memberId: number) {
  const rows = await db
    .select({ currency: walletCards.currency, amountMinor: sql<string>`sum(${walletCards.amountMinor})` })
    .from(referralRewards)
    .innerJoin(walletCards, eq(walletCards.id, referralRewards.referrerCardId))
    .where(eq(referralRewards.referrerId, memberId))
    .groupBy(walletCards.currency)
    .orderBy(walletCards.currency)
  return rows.map((r) => ({ currency: r.currency, amountMinor: Number(r.amountMinor) }))
}

/** GET /api/referral/getActionsList: what earns the member credit in each campaign, and how often they did it. */
export async function actionsList(
  db: Db,
  input: { org: Organisation; memberId: number; read: Reader; now: Date },
): Promise<ReferralAction[]> {
  const { org, memberId, read } = input
  const campaigns = (await programmesOf(db, org.id)).referralCampaigns
  if (campaigns.length === 0) return []
  const [invited, friends, rewarded] = await Promise.all([
    db
      .select({ campaign: referralInvites.campaignCode, n: count() })
      .from(referralInvites)
      .where(eq(referralInvites.referrerId, memberId))
      .groupBy(referralInvites.campaignCode),
    db
      .select({ referralOrg: users.referralOrg })
      .from(users)
      .where(and(eq(users.orgId, org.id), eq(users.referredByUserId, memberId))),
    db
      .select({ campaign: referralRewards.campaignCode, n: count() })
      .from(referralRewards)
      .where(eq(referralRewards.referrerId, memberId))
      .groupBy(referralRewards.campaignCode),
  ])
  return campaigns.flatMap((campaign) => {
    const ref = { code: campaign.code, title: read(campaign.title) }
    const signedUp = friends.filter((f) => campaignOf(campaigns, f.referralOrg)?.code === campaign.code).length
    return [
      { code: 'FRIEND_INVITED' as const, campaign: ref, credit: null, count: invited.find((i) => i.campaign === campaign.code)?.n ?? 0 },
      { code: 'FRIEND_SIGNED_UP' as const, campaign: ref, credit: null, count: signedUp },
      {
        code: 'FRIEND_FIRST_STAY' as const,
        campaign: ref,
        credit: campaign.reward.referrer,
        count: rewarded.find((r) => r.campaign === campaign.code)?.n ?? 0,
      },
    ]
  })
}
