import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ReferralStatus } from '@contract/schemas/referrals'
import type { ClubErrorCode } from '@machines/club-errors'

/** The club pages' words for people (issue 18): why a call failed, a referral's status, an action. */

export const clubErrorLabels: Record<ClubErrorCode, MessageDescriptor> = {
  NOT_SIGNED_IN: msg`Your session has ended. Please sign in again.`,
  TOO_MANY_REQUESTS: msg`You have sent many invitations today. Please try again tomorrow.`,
  CAMPAIGN_ENDED: msg`This programme is not open any more.`,
  INSUFFICIENT_POINTS: msg`You no longer have enough points for this reward.`,
  PLAN_HELD: msg`You already hold this plan.`,
  NOT_FOUND: msg`This is no longer offered.`,
  SAVINGS_CODE_EXPIRED: msg`Your daily deals session has expired. Please try again.`,
  SAVINGS_CODE_INVALID: msg`Your daily deals session could not be confirmed. Please try again.`,
  NOT_A_SAVINGS_MEMBER: msg`We could not add you to daily deals. Please try again.`,
  FAILED: msg`Something went wrong. Please try again.`,
}

export const referralStatusLabels: Record<ReferralStatus, MessageDescriptor> = {
  INVITED: msg`Invited`,
  SIGNED_UP: msg`Signed up`,
  CONFIRMED: msg`Confirmed`,
  FIRST_BOOKING: msg`First booking`,
  COMPLETED: msg`Stay completed`,
  REWARDED: msg`Rewarded`,
}

export const referralStatusHelp: Record<ReferralStatus, MessageDescriptor> = {
  INVITED: msg`We sent your invitation. Your friend has not signed up yet.`,
  SIGNED_UP: msg`Your friend signed up and still has to confirm their email.`,
  CONFIRMED: msg`Your friend is a member. The reward comes after their first stay.`,
  FIRST_BOOKING: msg`Your friend has booked. The reward comes once the stay is over.`,
  COMPLETED: msg`Your friend's first stay is over.`,
  REWARDED: msg`You both received your discount cards.`,
}
