/** Every business constant and limit of docs/rules.md#constants (and the option lists of docs/rules.md#constants). */

export const PASSWORD_MAX_LENGTH = 13
export const PHONE_MAX_LENGTH = 15

export const userTypes = { agent: 1, member: 2 } as const
export type UserType = (typeof userTypes)[keyof typeof userTypes]

export const DEFAULT_CURRENCY = { id: 9, code: 'USD' } as const
export const DEFAULT_LANGUAGE = { id: 1, code: 'en-US', name: 'English' } as const
export const DEFAULT_COUNTRY = { id: 235, code: 'US', isdCode: '+1' } as const
export const DEFAULT_NATIONALITY_CODE = 'US'
/**
 * What a failed nationality lookup falls back to ("falls back to US"; docs/rules.md#lookups). The spec gives no
 * nationality id; we reuse the default country's id.
 */
export const DEFAULT_NATIONALITY = {
  nationalityId: DEFAULT_COUNTRY.id,
  nationalityName: 'United States',
  nationalityCode: DEFAULT_NATIONALITY_CODE,
} as const

export const REFERRAL_PAGE_SIZE = 5

/**
 * How far ahead a trip may start (docs/decisions.md "Booking window"): a hotel, resort or rental
 * stay's check-in, an activity's day, a car's pick-up and a transfer's ride at most this many days
 * after today. Flights keep the airlines' shorter schedule (FLIGHT_LIMITS.maxDaysAhead).
 */
export const BOOKING_WINDOW_DAYS = 365

/** The earliest date of birth anyone is given with: the travel profile, a saved traveller, a flight's passenger. */
export const EARLIEST_BIRTH_DATE = '1900-01-01'

export const walletProductCodes = ['HLT', 'ACT', 'RST', 'STY'] as const
export type WalletProductCode = (typeof walletProductCodes)[number]

/** Discount-card cover factor: card amount relative to the card's price when combining cards. */
export const coverFactors: Record<WalletProductCode, number | null> = {
  ACT: 1.05,
  STY: 1.05,
  HLT: 1.1,
  RST: null, // the brief (docs/rules.md#constants) names a factor for activities, stays and hotels only
}

export const ACTIVE_STATUS = 'ACTIVE'
/** docs/rules.md#session-check: a plan status ACTIVE-REFRESH is treated as ACTIVE. */
export const ACTIVE_REFRESH_STATUS = 'ACTIVE-REFRESH'

export const DEFAULT_WEEK_START = 'sunday' as const

export const LOGOUT_RELOAD_DELAY_MS = 500
export const WALLET_LOADED_DELAY_MS = 500

/** Breakpoints in px; the same values are the Tailwind screens in src/styles.css. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xll: 1300, xxl: 1540 } as const

/** Decimals for a currency whose own minor unit Intl does not know (SPEC §9: two by default); known ones show their own. */
export const MONEY_DECIMALS = 2

/** Lookup data does not revalidate on focus, when stale, or on reconnect (docs/rules.md#constants). */
export const lookupRevalidation = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
} as const

export const titleOptions = ['Miss', 'Mr', 'Mrs'] as const
export type Title = (typeof titleOptions)[number]

/** Age bands of docs/rules.md#constants; `max: null` is the open band "above 60". */
export const ageBands = [
  { min: 18, max: 25 },
  { min: 26, max: 30 },
  { min: 31, max: 40 },
  { min: 41, max: 50 },
  { min: 51, max: 60 },
  { min: 60, max: null },
] as const

/** Languages the client has catalogs for; the first is the source language. */
export const supportedLocales = ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'it-IT', 'pt-BR', 'nl-NL', 'ja-JP', 'zh-CN', 'ar-SA'] as const
export type SupportedLocale = (typeof supportedLocales)[number]

/**
 * The id of the page's `<script type="application/json">` element that carries the bootstrap
 * (contract/schemas/bootstrap.ts). Here, not beside the shape: the page's first script reads it and
 * must not pull zod in with it.
 */
export const BOOTSTRAP_ELEMENT_ID = 'page-bootstrap'
