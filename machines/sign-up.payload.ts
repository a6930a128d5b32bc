import type { SignUpPayload } from '@contract/schemas/sign-up'
import type { SocialProfile } from '@contract/schemas/sign-up'
import { sanitiseEmail } from '@contract/schemas/auth'
import type { Details } from '@machines/sign-up.rules'

/** A social login in progress: the provider's token, and what it told about the user once checked. */
export type SocialSignUp = { provider: SocialProfile['provider']; token: string; profile: SocialProfile | null }

export type SignUpPayloadInput = {
  details: Details
  /** null on the social path: the provider's token stands in for a password. */
  password: string | null
  social: SocialSignUp | null
  accessCodeShown: boolean
  siteUrl: string
  siteId: number
  language: string
  referralCode: string | null
  referralOrg: string | null
  tripId: string | null
  invitationKey: string | null
  mastercode: string | null
  isPromotionVisited: boolean
  /** Join now's plan (issue 18); absent or null: none. */
  planCode?: string | null
}

/**
 * The sign-up payload (docs/api.md#sign-up). The IP fields are sent empty: the server records the address it
 * sees (as /api/get-ip resolves it) and never trusts the body's.
 */
export function buildSignUpPayload(p: SignUpPayloadInput): SignUpPayload {
  const email = p.social?.profile ? p.social.profile.email : sanitiseEmail(p.details.email)
  const phone = p.details.phoneNumber
  return {
    accesscode: p.accessCodeShown ? p.details.accessCode.trim() : null,
    email_id: email,
    password: p.social ? null : p.password,
    googletoken: p.social?.provider === 'google' ? p.social.token : null,
    fbtoken: p.social?.provider === 'facebook' ? p.social.token : null,
    nationality: Number(p.details.nationalityId) || 1,
    site_url: p.siteUrl,
    mastercode: p.mastercode,
    referral_code: p.referralCode,
    referral_org: p.referralOrg,
    language: p.language,
    title: p.details.title as SignUpPayload['title'],
    site_id: p.siteId,
    client_ip_address: null,
    true_client_ip: null,
    trip_id: p.tripId,
    promotions: { isPromotionVisited: p.isPromotionVisited },
    invitation_key: p.invitationKey,
    ...(p.planCode ? { plan_code: p.planCode } : {}),
    userdetails: {
      email_id: email,
      first_name: p.details.firstName.trim(),
      last_name: p.details.lastName.trim(),
      country_code: phone ? p.details.phoneCountry.countryCode : null,
      mobile_no: phone || null,
      mobile_country_code: phone ? p.details.phoneCountry.isdCode : null,
    },
  }
}
