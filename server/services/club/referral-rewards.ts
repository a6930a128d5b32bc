import { eq, sql } from 'drizzle-orm'
import { referralRewards } from '../../store/schema'
import type { Db } from '../../store/store'
import { utcToday } from '../booking/stay'
import { campaignOf } from './campaigns'
import { clubProgrammes, issueCard } from './cards'
import { daysBetween } from './first-stay'
import { rowsOf } from '../../store/rows'
import { programmesOf } from './texts'

/*
 * The referral part of the reward job (./reward-job.ts): when a referred friend's first stay is
 * completed (its last day has passed, not cancelled: ./first-stay.ts) within the campaign's
 * qualifying days, the member and the friend each get the campaign's discount card. The friend's
 * referral_rewards row is the claim: inserted first in the same transaction as both cards, and
 * unique per friend, so a second round (or a second process) that reaches the same friend inserts
 * nothing and issues nothing: exactly once.
 */

/** How many friends one round looks at; the rest wait for the next round. */
const BATCH = 100

type Candidate = {
  friend_id: number
  org_id: number
  referrer_id: number
  referral_org: string | null
  created_at: string | Date
  ends_on: string
}

/** Friends whose first stay is completed and who have no reward yet (of any organisation). */
function candidates(db: Db, today: string) {
  return rowsOf<Candidate>(
    db,
    sql`select f.id as friend_id, f.org_id, f.referred_by_user_id as referrer_id, f.referral_org, f.created_at, first.ends_on::text as ends_on
          from users f
          join lateral (
            select r.id, max(i.ends_on) as ends_on
              from reservations r
              join reservation_items i on i.reservation_id = r.id and i.status = 'CONFIRMED'
             where r.user_id = f.id and r.org_id = f.org_id
             group by r.id, r.created_at
             order by r.created_at, r.id
             limit 1
          ) first on true
         where f.referred_by_user_id is not null
           and first.ends_on < ${today}::date
           and not exists (select 1 from referral_rewards rr where rr.friend_id = f.id)
         order by f.id
         limit ${BATCH}`,
  )
}

/** Issues the rewards due at `now`; answers how many referrals were rewarded by this call. */
export async function rewardReferrals(db: Db, now: Date): Promise<number> {
  const due = await candidates(db, utcToday(now))
  let rewarded = 0
  for (const friend of due) {
    const campaign = campaignOf((await programmesOf(db, friend.org_id)).referralCampaigns, friend.referral_org)
    if (!campaign) continue
    if (daysBetween(new Date(friend.created_at), friend.ends_on) > campaign.qualifyingDays) continue
    const issued = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(referralRewards)
        .values({
          orgId: friend.org_id,
          campaignCode: campaign.code,
          referrerId: friend.referrer_id,
          friendId: friend.friend_id,
          rewardedAt: now,
        })
        .onConflictDoNothing({ target: referralRewards.friendId })
        .returning({ id: referralRewards.id })
      if (!claim) return false
      const reference = `REFERRAL-${claim.id}`
      const card = (userId: number, amount: { amountMinor: number; currency: string }, side: 'M' | 'F') =>
        issueCard(tx, {
          orgId: friend.org_id,
          userId,
          programme: clubProgrammes.referral,
          cardCode: `REF-${claim.id}-${side}`,
          ...amount,
          issuedAt: now,
          validity: { days: campaign.reward.validityDays },
          reference,
        })
      const member = await card(friend.referrer_id, campaign.reward.referrer, 'M')
      const invited = await card(friend.friend_id, campaign.reward.friend, 'F')
      await tx
        .update(referralRewards)
        .set({ referrerCardId: member?.id ?? null, friendCardId: invited?.id ?? null })
        .where(eq(referralRewards.id, claim.id))
      return true
    })
    if (issued) rewarded++
  }
  return rewarded
}
