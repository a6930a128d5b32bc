import type { SignInResult, Profile } from '@contract/schemas/auth'
import { AuthError } from '@/api/auth'

/** A member's sign-in result, as the server answers it. */
export function signInResultFor(overrides: Partial<SignInResult> = {}): SignInResult {
  return {
    token: 'public-handle',
    username: 'Maria',
    email: 'member@example.com',
    currency_code: 'USD',
    language: 'en-US',
    nationality: 235,
    userId: 1,
    role: 'member',
    last_name: 'Member',
    is_promotion: false,
    subscription_details: [{ plan_status: 'ACTIVE', plan_name: 'Club Annual', starts_at: '2026-01-01', ends_at: null }],
    display_price: true,
    credit_limit: null,
    credit_limit_currency: null,
    phone_country_code: '+1',
    access_code: null,
    usr_type: 2,
    can_user_book: 1,
    ...overrides,
  }
}

export function profileFor(overrides: Partial<Profile> = {}): Profile {
  return { ...signInResultFor(), userCountryCode: 'US', ...overrides }
}

export const noSessionAnswer = {
  status: false as const,
  result: null,
  message: { ssocheck: { is_sso: false }, session_out_url: null },
}

/** Auth calls of a server where nobody is signed in and every credential is wrong. */
export const signedOutAuthApi = {
  signIn: async () => Promise.reject(new AuthError('INVALID_CREDENTIALS', 'INVALID EMAIL ADDRESS OR PASSWORD', 401)),
  checkLogin: async () => noSessionAnswer,
  logout: async () => undefined,
  forgotPassword: async () => 'IF AN ACCOUNT EXISTS FOR THIS EMAIL, WE HAVE SENT IT A LINK TO CHOOSE A NEW PASSWORD',
  changePassword: async () => signInResultFor(),
  verifyAccount: async () => ({ email: 'member@example.com' }),
  unlockAccount: async () => ({ email: 'member@example.com' }),
  resendVerification: async () => 'SENT',
  signInWithSso: async () => signInResultFor(),
}
