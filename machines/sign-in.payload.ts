import type { SignInPayload } from '@contract/schemas/auth'
import { userTypes } from '@contract/constants'

/** A provider's token standing in for the password (social login). */
export type SocialSignIn = { provider: 'google' | 'facebook'; token: string }

export type SignInPayloadInput = {
  email: string
  password: string
  /** Set for a social login: the token is sent and the password is not. */
  social: SocialSignIn | null
  siteUrl: string
  isPromotionVisited: boolean
}

/**
 * The sign-in payload (docs/api.md#sign-in): usr_type 1 when the email contains "agent", else 2; either the
 * password, or (social login) a null password and the provider's token in googletoken / fbtoken.
 */
export function buildSignInPayload({ email, password, social, siteUrl, isPromotionVisited }: SignInPayloadInput): SignInPayload {
  return {
    usr_type: email.includes('agent') ? userTypes.agent : userTypes.member,
    email_id: email,
    password: social ? null : password,
    googletoken: social?.provider === 'google' ? social.token : null,
    fbtoken: social?.provider === 'facebook' ? social.token : null,
    site_url: siteUrl,
    accesscode: null,
    isPasswordAttempt: 0,
    promotions: { isPromotionVisited },
    userdetails: { usr_email_id: email, first_name: null, last_name: null, mastercode: null },
  }
}
