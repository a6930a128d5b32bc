import type { Api } from '@/features/api/api-context'
import type { OrgConfig } from '@contract/schemas/organisation'
import { signedOutAuthApi } from '../../helpers/fake-auth-api'
import { nationalities, outcomes } from '../../helpers/sign-up-model'
import { walletIn } from '../../helpers/fake-wallet'
import type { CurrencyInfo, FeaturedDestination } from '@contract/schemas/lookups'

export const demoOrg: OrgConfig = {
  orgId: 7,
  orgCode: 'acme',
  orgName: 'Acme Getaways',
  googleTagId: null,
  eligibleProducts: [
    { product_id: 'hotel' }, { product_id: 'weeks' }, { product_id: 'resorts' }, { product_id: 'cruises' },
    { product_id: 'allinclusive' }, { product_id: 'dailydeals' },
  ],
  displayPrice: true,
  orgBySite: { orgCountryData: { calendarType: 'sunday', code: 'US' }, minCheckinDays: 2 },
  menuSections: [],
  accessCodeEnabled: false,
  referralReplacesAccessCode: false,
  socialProviders: [],
  siteUrl: 'https://acme.example',
  externalUrls: { allinclusive: 'https://ai.example/', trips: null, dailydeals: 'https://deals.example/' },
  org_site_wallet: 'Discount Cards,Certificates',
  testerInspection: false,
  branding: { logoUrl: null, faviconUrl: null, primaryColor: '#0a7a5a', accentColor: '#ff8800', fontFamily: null, headingFontFamily: null },
}

export const demoInfo: CurrencyInfo = {
  languages: [
    { id: 1, code: 'en-US', name: 'English' },
    { id: 2, code: 'es-ES', name: 'Español' },
    { id: 3, code: 'fr-FR', name: 'Français' },
    { id: 4, code: 'de-DE', name: 'Deutsch' },
  ],
  currencies: [
    { id: 9, code: 'USD', name: 'US Dollar', flag: 'us_80.png', status: true },
    { id: 10, code: 'EUR', name: 'Euro', flag: 'eu_80.png', status: true },
    { id: 11, code: 'GBP', name: 'Pound Sterling', flag: 'gb_80.png', status: true },
    { id: 12, code: 'JPY', name: 'Yen', flag: 'jp_80.png', status: false },
  ],
  defaultLanguage: { id: 1, code: 'en-US', name: 'English' },
  defaultCurrency: { id: 9, code: 'USD', name: 'US Dollar', flag: 'us_80.png', status: true },
}

export const demoDestinations: FeaturedDestination[] = [
  { id: 1, name: 'Lisbon', countryCode: 'PT', countryName: 'Portugal', countryFlag: 'pt_80.png', fromPrice: { amountMinor: 12000, currency: 'USD' } },
  { id: 2, name: 'Kyoto', countryCode: 'JP', countryName: 'Japan', countryFlag: 'jp_80.png', fromPrice: { amountMinor: 9950, currency: 'USD' } },
]

export const rates: Record<string, number> = { USD: 1, EUR: 0.5, GBP: 0.8 }

/** Fake calls with demo answers; pass overrides to make one fail or wait. */
export function fakeApi(overrides: Partial<Api> = {}): Api {
  return {
    getOrgConfig: async () => demoOrg,
    getCurrencyInfo: async () => demoInfo,
    getCurrencyRate: async (_from, to) => rates[to],
    getFeaturedDestinations: async () => demoDestinations,
    getExternalConfig: async () => ({ canBookingWithoutSession: false, env: 'test', orgId: 7 }),
    getCssPreAndPostLogin: async () => ({ preLogin: null, postLogin: null }),
    ...signedOutAuthApi,
    getNationalities: async () => nationalities,
    checkAccountForExists: async () => outcomes.noAccount,
    validateAccessCode: async () => outcomes.codeValid,
    signUp: async () => ({ status: true, data: { code: 200, resp: 'User Created successfully', isProfileCreated: true, reason: null } }),
    getPaymentCardByOrg: async () => ({ org_site_wallet: demoOrg.org_site_wallet, programmes: [] }),
    getPaymentCardsByUser: async (currency) => walletIn(currency === 'EUR' ? 'EUR' : 'USD'),
    getInvitation: async () => ({ status: false, message: 'THIS INVITATION LINK IS NOT VALID', code: 'INVITATION_INVALID' }),
    ...overrides,
  }
}
