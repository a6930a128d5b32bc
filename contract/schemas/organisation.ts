import { z } from 'zod'
import { text } from '@contract/schemas/fields'

/**
 * Organisation config (docs/product.md#organisations). The call's path is not shown in the spec; ours is
 * POST /api/general/getOrgConfig, answering { status: true, data: OrgConfig }.
 */
export const productId = z.enum([
  'dreamtrips',
  'hotelgd',
  'hotel',
  'condo',
  'packages',
  'stays',
  'weeks',
  'resorts',
  'holidaystays',
  'cruises',
  'flight',
  'cars',
  'transfers',
  'activities',
  'JoinNow',
  'allinclusive',
  'trips',
  'dailydeals',
])
export type ProductId = z.infer<typeof productId>

export const orgConfig = z.object({
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  googleTagId: z.string().nullable(),
  eligibleProducts: z.array(z.object({ product_id: productId })),
  displayPrice: z.boolean(),
  orgBySite: z.object({
    orgCountryData: z.object({ calendarType: z.enum(['sunday', 'monday']), code: z.string() }),
    minCheckinDays: z.number().int().min(0),
  }),
  menuSections: z.array(z.string()),
  accessCodeEnabled: z.boolean(),
  /** A referral code on the sign-up link replaces the access code (the field hides). */
  referralReplacesAccessCode: z.boolean(),
  /**
   * The social sign-in providers this organisation offers whose client id the deployment has
   * (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID): both must be set for a button to show.
   */
  socialProviders: z.array(z.object({ provider: z.enum(['google', 'facebook']), clientId: z.string() })),
  siteUrl: z.string(),
  /** Where the external product entries and the daily-deals page live for this organisation. */
  externalUrls: z.object({
    allinclusive: z.string().nullable(),
    trips: z.string().nullable(),
    dailydeals: z.string().nullable(),
  }),
  /** Testers may turn on the flow inspector with ?inspect=1 on this organisation's production site. */
  testerInspection: z.boolean(),
  /** The most rooms one booking made without signing in may hold (GUEST_ROOMS in ./booking.ts); members book up to the stay's limit. */
  guestMaxRooms: z.number().int(),
  /** How a member reaches the organisation (shown where booking is not permitted); either may be null. */
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** The org_site_wallet (docs/api.md#wallet): a comma-separated list of the wallet options offered (see walletOptions). */
  org_site_wallet: z.string(),
  branding: z.object({
    logoUrl: z.string().nullable(),
    faviconUrl: z.string().nullable(),
    primaryColor: z.string(),
    accentColor: z.string(),
    /** CSS font-family lists; null keeps the product's default stack. */
    fontFamily: z.string().nullable(),
    headingFontFamily: z.string().nullable(),
  }),
})
export type OrgConfig = z.infer<typeof orgConfig>

/** The wallet option names (docs/api.md#wallet), in the order the wallet page shows them. */
export const walletOptionNames = ['Discount Cards', 'Certificates', 'Cash Card', 'myvacations'] as const
export type WalletOption = (typeof walletOptionNames)[number]
/** The options an org_site_wallet list names, in the canonical order; unknown names are dropped. */
export function walletOptions(orgSiteWallet: string): WalletOption[] {
  const named = new Set(orgSiteWallet.split(',').map((name) => name.trim()))
  return walletOptionNames.filter((name) => named.has(name))
}

/** POST /api/general/getCssPreAndPostLogin (docs/api.md#branding-calls; the answer is ours): where each sheet is, when the organisation has one. */
export const cssPreAndPostLoginRequest = z.strictObject({
  /** The page asking (its path); recorded for per-page sheets later, every page gets the same today. */
  pageCode: text().max(200).optional(),
  /** The organisation's code as the client knows it; when given it must be the request's organisation. */
  apikey: text().max(64).optional(),
})
export const cssSheet = z.object({ url: z.string(), sha256: z.string() }).nullable()
export const cssPreAndPostLoginAnswer = z.object({
  status: z.literal(true),
  data: z.object({ preLogin: cssSheet, postLogin: cssSheet }),
})
export type CssPreAndPostLogin = z.infer<typeof cssPreAndPostLoginAnswer>['data']
export const orgConfigAnswer = z.object({ status: z.literal(true), data: orgConfig })

/** External config (docs/product.md#organisations); ours is POST /api/general/getExternalConfig. */
export const externalConfig = z.object({
  canBookingWithoutSession: z.boolean(),
  env: z.enum(['development', 'test', 'production']),
  orgId: z.number().int(),
})
export const externalConfigAnswer = z.object({ status: z.literal(true), data: externalConfig })
