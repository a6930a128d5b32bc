/** The demo member's referral code (documented): the others get a random one from the store. */
export const DEMO_MEMBER_REFERRAL_CODE = 'MEMBER26'

/**
 * The demo accounts (README "Demo data"); all confirmed, in the demo organisation. The
 * passwords follow the rules (docs/rules.md#password) so the sign-up and change-password forms would accept them.
 */
export const demoUsers = [
  {
    email: 'member@example.com',
    password: 'Member#2026',
    usrType: 2,
    role: 'member' as const,
    title: 'Mrs',
    firstName: 'Maria',
    lastName: 'Member',
    nationalityId: 235,
    phoneCountryCode: '+1',
    phoneNumber: '5550100',
    canUserBook: 1,
    isPromotion: 0,
    creditLimitMinor: null,
    creditLimitCurrency: null,
    plans: [{ planName: 'Club Annual', planStatus: 'ACTIVE' as const }],
    referralCode: DEMO_MEMBER_REFERRAL_CODE,
  },
  {
    email: 'agent@example.com',
    password: 'Agent#2026',
    usrType: 1,
    role: 'agent' as const,
    title: 'Mr',
    firstName: 'Alex',
    lastName: 'Agent',
    nationalityId: 235,
    phoneCountryCode: '+1',
    phoneNumber: '5550101',
    canUserBook: 1,
    isPromotion: 0,
    creditLimitMinor: 500_000,
    creditLimitCurrency: 'USD',
    plans: [],
  },
  {
    email: 'promo@example.com',
    password: 'Promo#2026',
    usrType: 2,
    role: 'member' as const,
    title: 'Miss',
    firstName: 'Paula',
    lastName: 'Promo',
    nationalityId: 235,
    phoneCountryCode: '+1',
    phoneNumber: '5550102',
    canUserBook: 1,
    isPromotion: 1,
    creditLimitMinor: null,
    creditLimitCurrency: null,
    plans: [{ planName: 'Promotional Trial', planStatus: 'ACTIVE-REFRESH' as const }],
  },
]

/** The demo organisation's SSO settings, used only when SSO_DEMO_SECRET is set (development). */
export const demoSso = {
  ssoIssuer: 'https://sso.demo-travel-club.example',
  ssoAudience: 'demo-travel-club',
  sessionOutUrl: 'https://demo-travel-club.example/signed-out',
}
