import type { SignInResult } from '@contract/schemas/auth'
import type { SocialSignIn } from '@machines/sign-in.payload'

/** Why the form was refused: ours (validation) or the server's code (INVALID_CREDENTIALS, …). */
export type SignInErrorCode = 'EMAIL_REQUIRED' | 'PASSWORD_REQUIRED' | (string & {})

export type SignInInput = {
  email?: string
  remember?: boolean
  siteUrl: string
  navAgent: string
  isPromotionVisited: boolean
  /** Whether a promotional user may be sent to /promotions instead of reloading the page. */
  allowPromotionRedirect: boolean
}

export type SignInContext = Required<SignInInput> & {
  password: string
  /** The provider's token of a social login in progress; null on the password path. */
  social: SocialSignIn | null
  error: { code: SignInErrorCode; message: string | null } | null
  user: SignInResult | null
  planActive: boolean
  /** The answer to "send the confirmation email again" (an unconfirmed account), once asked. */
  resent: { ok: boolean; message: string | null } | null
}

export function initialContext(input: SignInInput): SignInContext {
  return {
    email: input.email ?? '',
    remember: input.remember ?? false,
    siteUrl: input.siteUrl,
    navAgent: input.navAgent,
    isPromotionVisited: input.isPromotionVisited,
    allowPromotionRedirect: input.allowPromotionRedirect,
    password: '',
    social: null,
    error: null,
    user: null,
    planActive: false,
    resent: null,
  }
}
