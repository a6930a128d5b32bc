import { callParsed } from '@/api/client'
import {
  actionsListAnswer,
  campaignListAnswer,
  shareByMailAnswer,
  referralListAnswer,
  type CampaignList,
  type ReferralAction,
  type ReferralList,
} from '@contract/schemas/referrals'

/*
 * Referral programmes and credits (SPEC §7 getCampaignList, getReferralList, getActionsList;
 * docs/api.md "Referrals"). Every function throws ApiError.
 */

const query = (values: Record<string, string | number | undefined>) => {
  const entries = Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined)
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))
}

/** GET /api/referral/getCampaignList?campaign_type=referral&ts=: the campaigns, with the member's links. */
export async function getCampaignList(lang: string, signal?: AbortSignal): Promise<CampaignList> {
  const searchParams = query({ campaign_type: 'referral', ts: Date.now(), lang })
  return (await callParsed('get', 'referral/getCampaignList', campaignListAnswer, { searchParams, signal })).data
}

/** GET /api/referral/getReferralList?program=&per_page=5&page=: one page of the member's referrals. */
export async function getReferralList(
  request: { page: number; perPage: number; program?: string; lang: string },
  signal?: AbortSignal,
): Promise<ReferralList> {
  const searchParams = query({ program: request.program, per_page: request.perPage, page: request.page, lang: request.lang })
  return (await callParsed('get', 'referral/getReferralList', referralListAnswer, { searchParams, signal })).data
}

/** GET /api/referral/getActionsList?member=: what earns the member credit. */
export async function getActionsList(member: number | null, lang: string, signal?: AbortSignal): Promise<ReferralAction[]> {
  const searchParams = query({ member: member ?? undefined, lang })
  return (await callParsed('get', 'referral/getActionsList', actionsListAnswer, { searchParams, signal })).data.actions
}

/** POST /api/referral/shareByMail: the product mails the campaign's link to a friend; answers the server's notice. */
export async function shareByMail(request: { campaign: string; email: string; lang: string }, signal?: AbortSignal): Promise<string> {
  return (await callParsed('post', 'referral/shareByMail', shareByMailAnswer, { json: request, signal })).message
}
