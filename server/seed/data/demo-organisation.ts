import type { ProductId } from '@contract/schemas/organisation'
import type { OrganisationSeed } from '../organisations'
import { brandAssets } from './brand-assets'
import { demoPromotionAssets } from './club'

/** The demo organisation every fresh store starts with (README "Demo data"). */
export const demoOrganisation = {
  code: 'demo',
  name: 'Demo Travel Club',
  siteUrl: 'https://demo-travel-club.example',
  // A made-up measurement id: the tag loads only after a visitor allows analytics (README).
  googleTagId: 'G-DEMO202611',
  displayPrice: true,
  calendarType: 'sunday' as const,
  countryCode: 'US',
  minCheckinDays: 1,
  menuSections: ['products', 'external', 'account'],
  accessCodeEnabled: true,
  // A member's referral link lets a friend in without a code; both social providers are offered.
  referralReplacesAccessCode: true,
  socialProviders: ['google' as const, 'facebook' as const],
  canBookWithoutSession: false,
  // A member who signs up and confirms their email may book at once (docs/rules.md#booking-permission).
  newMembersMayBook: true,
  // Shown where an account may not book: mailto and tel links (reserved example domain and a fictional 555 number).
  contactEmail: 'help@demo-travel-club.example',
  contactPhone: '+1 555 0100 2026',
  // Its mails come from its own sender (issue 21), not the deployment's MAIL_FROM.
  mailFrom: 'Demo Travel Club <bookings@demo-travel-club.example>',
  // The external entries open the organisation's own sites in a new tab (docs/product.md#product-lines).
  allinclusiveUrl: 'https://allinclusive.demo-travel-club.example',
  tripsUrl: 'https://trips.demo-travel-club.example',
  // No daily-deals site of its own: "Daily deals" opens the product's /daily-deals page (issue 18).
  dailydealsUrl: null,
  logoUrl: '/api/brand/demo/logo.svg',
  faviconUrl: '/api/brand/demo/logo.svg',
  primaryColor: '#0b5cab',
  accentColor: '#f59e0b',
  // The product's own type (src/styles.css) and no CSS of its own.
  fontFamily: null,
  headingFontFamily: null,
  cssPreLogin: null,
  cssPostLogin: null,
  walletOptions: ['Discount Cards', 'Certificates', 'Cash Card', 'myvacations'],
  // Testers may open the flow inspector here with ?inspect=1 (src/features/dev).
  testerInspection: true,
  // Its daily deals end at midnight in New York (issue 18).
  timeZone: 'America/New_York',
  defaultLanguageId: 1,
  defaultCurrencyId: 9,
}

export const demoAccessCode = 'TRAVEL2026'

/** The demo's access codes: one that works, and one for each way a code can be refused. */
export const demoAccessCodes = [
  { code: demoAccessCode },
  { code: 'EXPIRED2025', expiresAt: new Date('2025-12-31T23:59:59Z') },
  { code: 'ONEUSE2026', maxUses: 1, uses: 1 },
]

export const demoProducts: ProductId[] = [
  'hotel',
  'resorts',
  'weeks',
  'cruises',
  'flight',
  'cars',
  // Transfers (issue 20): airport rides, offered from a hotel booking's confirmation.
  'transfers',
  'activities',
  'packages',
  // Rentals (issue 16): complimentary stays, condos and vacation rentals.
  'stays',
  'condo',
  'holidaystays',
  'allinclusive',
  'trips',
  'dailydeals',
  'JoinNow',
]

/** Offered in this order in the language and currency settings. */
export const demoLanguageIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
export const demoCurrencyCodes = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'MXN',
  'JPY',
  'CHF',
  'BRL',
  'CNY',
  'CZK',
  'DKK',
  'HKD',
  'INR',
  'KRW',
  'NOK',
  'NZD',
  'PLN',
  'SEK',
  'SGD',
  'THB',
  'ZAR',
]

/** From-prices in US cents (integer minor units). */
export const demoFeaturedDestinations = [
  { name: 'Cancún', countryCode: 'MX', fromPriceMinor: 8900 },
  { name: 'Paris', countryCode: 'FR', fromPriceMinor: 14500 },
  { name: 'Rome', countryCode: 'IT', fromPriceMinor: 12900 },
  { name: 'Orlando', countryCode: 'US', fromPriceMinor: 7900 },
  { name: 'Barcelona', countryCode: 'ES', fromPriceMinor: 11900 },
  { name: 'Tokyo', countryCode: 'JP', fromPriceMinor: 15900 },
  { name: 'Bali', countryCode: 'ID', fromPriceMinor: 6900 },
  { name: 'Punta Cana', countryCode: 'DO', fromPriceMinor: 9900 },
  { name: 'Cape Town', countryCode: 'ZA', fromPriceMinor: 9500 },
  { name: 'Sydney', countryCode: 'AU', fromPriceMinor: 16900 },
].map((destination) => ({ ...destination, currency: 'USD' }))

/**
 * `localhost` makes the demo the organisation of a plain local run, and `127.0.0.1` the one of the
 * address `npm start` prints: a production server believes no other local name (same-origin
 * check, server/http/site-origin.ts), so without it signing in there would be refused.
 */
export const demoHosts = ['localhost', '127.0.0.1', 'demo.localhost']

export const demoOrganisationSeed: OrganisationSeed = {
  organisation: demoOrganisation,
  assets: [...brandAssets.demo, ...demoPromotionAssets],
  hosts: demoHosts,
  accessCodes: demoAccessCodes,
  products: demoProducts,
  languageIds: demoLanguageIds,
  currencyCodes: demoCurrencyCodes,
  featuredDestinations: demoFeaturedDestinations,
}
