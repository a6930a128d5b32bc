import type { OrganisationSeed } from '../organisations'
import { brandAssets } from './brand-assets'

/**
 * The second seeded organisation: a Spanish-first, euro-priced brand that differs from `demo`
 * in every setting a person can see (colours, language, currency, week start, products, access
 * code), so the white-label behaviour is testable on one running server.
 */
export const atlasOrganisationSeed: OrganisationSeed = {
  organisation: {
    code: 'atlas',
    name: 'Atlas Holidays',
    siteUrl: 'https://atlas-holidays.example',
    googleTagId: null,
    displayPrice: true,
    calendarType: 'monday',
    countryCode: 'ES',
    minCheckinDays: 2,
    // No external products, so no external menu section and no external sites.
    menuSections: ['products', 'account'],
    accessCodeEnabled: false,
    referralReplacesAccessCode: false,
    socialProviders: ['google'],
    canBookWithoutSession: true,
    newMembersMayBook: true,
    contactEmail: 'ayuda@atlas-holidays.example',
    contactPhone: '+34 910 000 000',
    allinclusiveUrl: null,
    tripsUrl: null,
    dailydealsUrl: null,
    logoUrl: '/api/brand/atlas/logo.svg',
    faviconUrl: '/api/brand/atlas/logo.svg',
    primaryColor: '#0f766e',
    accentColor: '#e11d48',
    fontFamily: '"Trebuchet MS", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    headingFontFamily: 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, serif',
    cssPreLogin: 'header { border-bottom: 6px solid transparent; border-image: url(/api/brand/atlas/wave.svg) 0 0 100% 0 stretch; }\n',
    cssPostLogin: 'header { border-bottom: 4px solid var(--brand-accent); }\n',
    walletOptions: ['Certificates', 'Cash Card'],
    testerInspection: false,
    timeZone: 'Europe/Madrid',
    defaultLanguageId: 2, // es-ES
    defaultCurrencyId: 6, // EUR
  },
  hosts: ['atlas.localhost'],
  assets: brandAssets.atlas,
  products: ['hotel', 'packages', 'flight', 'cars', 'transfers', 'activities'],
  languageIds: [2, 1, 3],
  currencyCodes: ['EUR', 'GBP', 'USD', 'CHF'],
  /** From-prices in euro cents (integer minor units). */
  featuredDestinations: [
    { name: 'Sevilla', countryCode: 'ES', fromPriceMinor: 6900 },
    { name: 'Lisboa', countryCode: 'PT', fromPriceMinor: 7400 },
    { name: 'Mallorca', countryCode: 'ES', fromPriceMinor: 8900 },
    { name: 'Marrakech', countryCode: 'MA', fromPriceMinor: 9900 },
    { name: 'Tenerife', countryCode: 'ES', fromPriceMinor: 10900 },
  ].map((destination) => ({ ...destination, currency: 'EUR' })),
}
