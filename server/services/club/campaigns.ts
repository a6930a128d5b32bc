import type { CampaignColumn } from '../../store/tables/club'

/*
 * Which campaign a referral belongs to: the one its link named (`referral_org`, stored on the
 * friend's account at sign-up), or, for a link that named none of the organisation's campaigns (an
 * older link, a campaign since removed), the organisation's first campaign.
 */

export function campaignOf(campaigns: readonly CampaignColumn[], referralOrg: string | null): CampaignColumn | null {
  return campaigns.find((c) => c.code === referralOrg) ?? campaigns[0] ?? null
}

/** Friends sign up with a campaign from its start until its end (none: open-ended). */
export function isActive(campaign: Pick<CampaignColumn, 'validFrom' | 'validUntil'>, now: Date): boolean {
  const t = now.getTime()
  return Date.parse(campaign.validFrom) <= t && (campaign.validUntil === null || t < Date.parse(campaign.validUntil))
}

/** The sign-up link of a member's referral code for a campaign (docs/screens.md#query-parameters). */
export function referralLink(base: string, referralCode: string, campaignCode: string): string {
  const query = new URLSearchParams({ signup: '1', referral_code: referralCode, referral_org: campaignCode })
  return `${base}/?${query.toString()}`
}
