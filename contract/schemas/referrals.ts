import { z } from 'zod'
import { sanitisedText, text } from '@contract/schemas/fields'
import { sanitiseEmail } from '@contract/schemas/auth'
import { EMAIL_PATTERN } from '@contract/schemas/sign-up'
import { amount, clubLanguage, paging, queryInt } from '@contract/schemas/club'

/*
 * Referral programmes and credits (SPEC §2 /referral/programs, /referral/credits; SPEC §7
 * getCampaignList, getReferralList, getActionsList, whose answers are ours: docs/api.md
 * "Referrals"). A campaign is the organisation's (its file, `npm run org`); a referral is a friend
 * a member invited by mail or who signed up with the member's link.
 */

/** Referral list page size (SPEC §9). */
export const REFERRAL_PAGE_SIZE = 5
/** The most a client may ask for on one page of referrals. */
export const REFERRAL_MAX_PER_PAGE = 20

/** The kinds of campaign getCampaignList knows; any other type lists nothing. */
export const campaignTypes = ['referral'] as const
export type CampaignType = (typeof campaignTypes)[number]

/** A campaign code: what a referral link names as `referral_org`. */
export const campaignCode = text().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be a campaign code like friends')

/** The statuses a referral moves through (issue 18), in order. */
export const referralStatuses = ['INVITED', 'SIGNED_UP', 'CONFIRMED', 'FIRST_BOOKING', 'COMPLETED', 'REWARDED'] as const
export const referralStatus = z.enum(referralStatuses)
export type ReferralStatus = z.infer<typeof referralStatus>

/** GET /api/referral/getCampaignList?campaign_type=&ts= (SPEC §7); `ts` only keeps caches from answering, `lang` is ours. */
export const campaignListQuery = z.strictObject({
  campaign_type: text().max(32).optional(),
  ts: text().max(32).optional(),
  lang: clubLanguage.optional(),
})

/** What both sides of a referral get: a discount card each, valid `validityDays` from its issue. */
export const referralReward = z.object({
  referrer: amount,
  friend: amount,
  validityDays: z.number().int(),
})

export const referralCampaign = z.object({
  code: z.string(),
  type: z.enum(campaignTypes),
  title: z.string(),
  summary: z.string(),
  /** The campaign's rules, one sentence each, in the caller's language. */
  rules: z.array(z.string()),
  reward: referralReward,
  /** The friend's first stay must end within this many days of signing up to earn the reward. */
  qualifyingDays: z.number().int(),
  /** ISO 8601; friends sign up from `validFrom` until `validUntil` (null: no end). */
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  /** Whether friends can sign up with it now. */
  active: z.boolean(),
  /** The member's own link for this campaign; null when signed out or the campaign is not active. */
  link: z.string().nullable(),
})
export type ReferralCampaign = z.infer<typeof referralCampaign>

export const campaignListAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    campaigns: z.array(referralCampaign),
    /** The signed-in member's referral code (also in each link); null when signed out. */
    referralCode: z.string().nullable(),
  }),
})
export type CampaignList = z.infer<typeof campaignListAnswer>['data']

/** GET /api/referral/getReferralList?program=&per_page=5&page= (SPEC §7): the signed-in member's referrals, newest first. */
export const referralListQuery = z.strictObject({
  program: campaignCode.optional(),
  per_page: queryInt(1, REFERRAL_MAX_PER_PAGE).default(REFERRAL_PAGE_SIZE),
  page: queryInt(1, 100_000).default(1),
  lang: clubLanguage.optional(),
})

export const referral = z.object({
  id: z.string(),
  /** The friend as the member knows them: the invited address or the friend's first name and initial. */
  friend: z.string(),
  campaign: z.object({ code: z.string(), title: z.string() }),
  status: referralStatus,
  invitedAt: z.string().nullable(),
  signedUpAt: z.string().nullable(),
  /** When the friend's first stay ends (FIRST_BOOKING) or ended (COMPLETED, REWARDED). */
  stayEndsOn: z.string().nullable(),
  /** The member's reward once issued, with the wallet card it came as. */
  reward: z.object({ amount, cardCode: z.string(), issuedAt: z.string() }).nullable(),
  /** Why a completed referral earned nothing (the stay ended after the qualifying days); null otherwise. */
  unrewardedReason: z.enum(['OUTSIDE_QUALIFYING_DAYS', 'CAMPAIGN_ENDED']).nullable(),
})
export type Referral = z.infer<typeof referral>

export const referralListAnswer = z.object({
  status: z.literal(true),
  data: paging.extend({
    referrals: z.array(referral),
    /** What the member earned over all their referrals, per currency. */
    earned: z.array(amount),
  }),
})
export type ReferralList = z.infer<typeof referralListAnswer>['data']

/** GET /api/referral/getActionsList?member= (SPEC §7): `member` is the caller's user id as the client knows it (never trusted: the session decides). */
export const actionsListQuery = z.strictObject({
  member: text().max(32).optional(),
  lang: clubLanguage.optional(),
})

export const referralActionCodes = ['FRIEND_INVITED', 'FRIEND_SIGNED_UP', 'FRIEND_FIRST_STAY'] as const

export const referralAction = z.object({
  code: z.enum(referralActionCodes),
  campaign: z.object({ code: z.string(), title: z.string() }),
  /** What the action earns the member; null when it earns nothing by itself (a step towards the reward). */
  credit: amount.nullable(),
  /** How often the member has done it in this campaign. */
  count: z.number().int(),
})
export type ReferralAction = z.infer<typeof referralAction>

export const actionsListAnswer = z.object({ status: z.literal(true), data: z.object({ actions: z.array(referralAction) }) })

/** POST /api/referral/shareByMail (ours): the product mails the campaign's link to a friend. */
export const shareByMailRequest = z.strictObject({
  campaign: campaignCode,
  email: sanitisedText(254, sanitiseEmail).pipe(z.string().regex(EMAIL_PATTERN, 'Invalid Mail')),
  lang: clubLanguage.optional(),
})
export const shareByMailAnswer = z.object({ status: z.literal(true), message: z.string() })
