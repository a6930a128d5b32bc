import type { SignInPayload } from '@/api/schemas/auth'
import { userTypes } from '@/lib/constants'

export type SignInPayloadInput = {
  email: string
  password: string
  siteUrl: string
  isPromotionVisited: boolean
}

/** SPEC §3's sign-in payload: usr_type 1 when the email contains "agent", else 2; no social tokens. */
export function buildSignInPayload({ email, password, siteUrl, isPromotionVisited }: SignInPayloadInput): SignInPayload {
  return {
    usr_type: email.includes('agent') ? userTypes.agent : userTypes.member,
    email_id: email,
    password,
    googletoken: null,
    fbtoken: null,
    site_url: siteUrl,
    accesscode: null,
    isPasswordAttempt: 0,
    promotions: { isPromotionVisited },
    userdetails: { usr_email_id: email, first_name: null, last_name: null, mastercode: null },
  }
}
