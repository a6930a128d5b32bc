import type { OrganisationSeed } from '../organisations'

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
    allinclusiveUrl: null,
    tripsUrl: null,
    dailydealsUrl: null,
    logoUrl: null,
    primaryColor: '#0f766e',
    accentColor: '#e11d48',
    defaultLanguageId: 2, // es-ES
    defaultCurrencyId: 6, // EUR
  },
  hosts: ['atlas.localhost'],
  products: ['hotel', 'packages', 'flight', 'cars', 'transfers', 'activities', 'condo'],
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
