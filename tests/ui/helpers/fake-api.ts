import type * as lookups from '@/api/lookups'
import type * as organisation from '@/api/organisation'
import type * as auth from '@/api/auth'
import type * as signUp from '@/api/sign-up'
import type * as wallet from '@/api/wallet'
import type * as booking from '@/api/booking'
import type * as manageBooking from '@/api/manage-booking'
import { AuthError } from '@/api/auth'
import { ApiError, loadSchemas } from '@/api/client'
import { authErrorCode } from '@contract/schemas/auth'
import type { OrgConfig } from '@contract/schemas/organisation'
import { installFakeHttp, NetworkFailure, reply, Timeout, type Routes } from '../../helpers/fake-http'
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
    { product_id: 'hotel' },
    { product_id: 'weeks' },
    { product_id: 'resorts' },
    { product_id: 'cruises' },
    { product_id: 'allinclusive' },
    { product_id: 'dailydeals' },
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
  guestMaxRooms: 3,
  contact: { email: 'help@acme.example', phone: '+1 555 0100' },
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
  {
    id: 1,
    name: 'Lisbon',
    countryCode: 'PT',
    countryName: 'Portugal',
    countryFlag: 'pt_80.png',
    fromPrice: { amountMinor: 12000, currency: 'USD' },
  },
  {
    id: 2,
    name: 'Kyoto',
    countryCode: 'JP',
    countryName: 'Japan',
    countryFlag: 'jp_80.png',
    fromPrice: { amountMinor: 9950, currency: 'USD' },
  },
]

export const rates: Record<string, number> = { USD: 1, EUR: 0.5, GBP: 0.8 }

/**
 * What the fake server answers, one entry per call of src/api, written as the call's result: the
 * fake server (serveFakeCalls) wraps it as the server would and src/api parses it for real.
 */
export type Api = {
  getOrgConfig: typeof organisation.getOrgConfig
  getCurrencyInfo: typeof lookups.getCurrencyInfo
  getCurrencyRate: typeof lookups.getCurrencyRate
  getFeaturedDestinations: typeof lookups.getFeaturedDestinations
  getExternalConfig: typeof organisation.getExternalConfig
  getCssPreAndPostLogin: typeof organisation.getCssPreAndPostLogin
  signIn: typeof auth.signIn
  checkLogin: typeof auth.checkLogin
  logout: typeof auth.logout
  forgotPassword: typeof auth.forgotPassword
  changePassword: typeof auth.changePassword
  verifyAccount: typeof auth.verifyAccount
  unlockAccount: typeof auth.unlockAccount
  resendVerification: typeof auth.resendVerification
  signInWithSso: typeof auth.signInWithSso
  getNationalities: typeof lookups.getNationalities
  checkAccountForExists: typeof signUp.checkAccountForExists
  validateAccessCode: typeof signUp.validateAccessCode
  signUp: typeof signUp.signUp
  getInvitation: typeof signUp.getInvitation
  getPaymentCardByOrg: typeof wallet.getPaymentCardByOrg
  getPaymentCardsByUser: typeof wallet.getPaymentCardsByUser
}

/** The booking calls' answers, as for Api. */
export type BookingApi = {
  searchDestinations: typeof booking.searchDestinations
  searchProperties: typeof booking.searchProperties
  getProperty: typeof booking.getProperty
  getQuote: typeof booking.getQuote
  createReservation: typeof booking.createReservation
  listReservations: typeof booking.listReservations
  getReservation: typeof booking.getReservation
  cancelReservation: typeof booking.cancelReservation
  /** /manage-booking's look-up (src/api/manage-booking.ts); absent: every look-up is 404. */
  findBooking?: typeof manageBooking.findBooking
}

/** Fake calls with demo answers; pass overrides to make one fail or wait. */
export function fakeApi(overrides: Partial<Api> = {}): Api {
  return {
    getOrgConfig: async () => demoOrg,
    getCurrencyInfo: async () => demoInfo,
    getCurrencyRate: async (_from, to) => rates[to]!,
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

const notBooking = async () => Promise.reject(new ApiError('http', 'NOT FOUND', 404))
/** Booking calls that find nothing: every one answers 404. */
export const noBookingApi: BookingApi = {
  searchDestinations: notBooking,
  searchProperties: notBooking,
  getProperty: notBooking,
  getQuote: notBooking,
  createReservation: notBooking,
  listReservations: notBooking,
  getReservation: notBooking,
  cancelReservation: notBooking,
}

/**
 * Loads the answer shapes src/api loads on its first call, so that a test's first call is not
 * slower than the rest by the time the test runner takes to prepare them.
 */
export async function loadAnswerShapes() {
  await Promise.all([loadSchemas(), import('@contract/schemas/auth'), import('@contract/schemas/sign-up')])
}

type Body = Record<string, unknown>

/**
 * A fake server at the HTTP boundary (tests/helpers/fake-http.ts) that answers each route with
 * the matching fake call: the request body becomes the call's arguments, the call's result is
 * wrapped as the server answers it, and a failure it throws (ApiError, AuthError, any other
 * error as a network failure) becomes the status and body the server would send. The calls are
 * looked up at request time, so a test may spy on them.
 */
export function serveFakeCalls(api: Api, bookingApi: BookingApi = noBookingApi) {
  const data = (value: unknown) => ({ status: true, data: value })
  const result = (value: unknown) => ({ status: true, message: 'OK', result: value })
  const notice = (message: unknown) => ({ status: true, message })
  const on =
    <T>(run: (body: Body, signal: AbortSignal) => Promise<T>, wrap: (value: T) => unknown = (v) => v) =>
    async ({ body, signal }: { body: unknown; signal: AbortSignal }) => {
      try {
        return wrap(await run((body ?? {}) as Body, signal))
      } catch (error) {
        throw failureOf(error)
      }
    }
  const routes: Routes = {
    'POST general/getOrgConfig': on((_, s) => api.getOrgConfig(s), data),
    'POST layout/getCurrencyinfo': on((_, s) => api.getCurrencyInfo(s), data),
    'POST general/getCurrencyRate': on(
      (b, s) => api.getCurrencyRate(b.fromCurrency as string, b.toCurrency as string, s),
      (rate) => ({ status: true, ...(rate === undefined ? {} : { roeRate: rate }) }),
    ),
    'POST general/getFeaturedDestinations': on((_, s) => api.getFeaturedDestinations(s), data),
    'POST general/getExternalConfig': on((_, s) => api.getExternalConfig(s), data),
    'POST general/getCssPreAndPostLogin': on((b, s) => api.getCssPreAndPostLogin(b, s), data),
    'POST auth/signIn': on((b, s) => api.signIn(b as never, s), result),
    'POST auth/checkLogin': on((_, s) => api.checkLogin(s)),
    'POST iqps/logout': on(
      (_, s) => api.logout(s),
      () => ({ status: true }),
    ),
    'POST auth/forgotPassword': on((b, s) => api.forgotPassword(b.email as string, s), notice),
    'POST auth/changePassword': on((b, s) => api.changePassword(b as never, s), result),
    'POST auth/verifyAccount': on((b, s) => api.verifyAccount(b.key as string, s), result),
    'POST auth/unlockAccount': on((b, s) => api.unlockAccount(b.key as string, s), result),
    'POST auth/resendVerification': on((b, s) => api.resendVerification(b.email as string, s), notice),
    'POST auth/sso': on((b, s) => api.signInWithSso(b.token as string, s), result),
    'POST general/getNationalities': on((_, s) => api.getNationalities(s)),
    'POST signUp/checkAccountForExists': on((b, s) => api.checkAccountForExists(b.jsonSigUp as never, s)),
    'POST signUp/validateAccessCode': on((b, s) => api.validateAccessCode(b.jsonRegister as never, s)),
    'POST signUp': on((b, s) => api.signUp(b.jsonRegister as never, s)),
    'POST signUp/getInvitation': on((b, s) => api.getInvitation(b.key as string, s)),
    'POST walletUser/getPaymentCardByOrg': on((_, s) => api.getPaymentCardByOrg(s), data),
    'POST booking/get-paymentcard-by-user': on((b, s) => api.getPaymentCardsByUser(b.currency as string, s), data),
    'POST booking/destinations': on((b, s) => bookingApi.searchDestinations(b.query as string, b.kind as never, s), data),
    'POST booking/search': on((b, s) => bookingApi.searchProperties(b as never, s), data),
    'POST booking/property': on((b, s) => bookingApi.getProperty(b as never, s), data),
    'POST booking/quote': on((b, s) => bookingApi.getQuote(b as never, s), data),
    // One path for booking and listing: the list request is the one wrapped in `json`.
    'POST reservations': on((b, s): Promise<unknown> => {
      const list = b.json as { token: string; scope: 'own' | 'agent' } | undefined
      return list ? bookingApi.listReservations(list.token, list.scope, s) : bookingApi.createReservation(b as never, s)
    }, data),
    'POST reservations/detail': on((b, s) => bookingApi.getReservation(b.confirmationNumber as string, b.token as string, s), data),
    'POST reservations/cancel': on((b, s) => bookingApi.cancelReservation(b as never, s), data),
    'POST reservations/find': on((b, s) => (bookingApi.findBooking ?? notBooking)(b as never, s), data),
    // The demo's: the built-in test provider takes cards (issue 20).
    'GET payments/config': () => ({ status: true, data: { provider: 'test' } }),
  }
  return installFakeHttp(routes)
}

/** The status and body (or network failure) with which the server would have refused the call. */
function failureOf(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error
  // The model helpers build ApiErrors by shape (name 'ApiError', kind, status, code).
  if (error instanceof ApiError || (error instanceof Error && error.name === 'ApiError')) {
    const failed = error as ApiError
    if (failed.kind === 'network') return new NetworkFailure(failed.message)
    if (failed.kind === 'timeout') return new Timeout(failed.message)
    if (failed.kind === 'invalid-answer') return reply(200, { unexpected: true })
    if (failed.kind === 'aborted') return new DOMException(failed.message, 'AbortError')
    return reply(failed.status ?? 500, { status: false, message: failed.message, ...(failed.code ? { code: failed.code } : {}) })
  }
  if (error instanceof AuthError) {
    if (error.code === 'NETWORK') return new NetworkFailure(error.message)
    if (error.code === 'TIMEOUT') return new Timeout(error.message)
    if (error.code === 'INVALID_ANSWER') return reply(200, { unexpected: true })
    if (error.code.startsWith('HTTP_')) return reply(error.status ?? Number(error.code.slice(5)), { unexpected: true })
    // A code the contract does not know reaches the client as the server's bare message.
    const code = authErrorCode.safeParse(error.code).success ? { code: error.code } : {}
    const failure = { status: false, message: error.message, ...code, result: error.email ? { email: error.email } : null }
    // A refusal without a status is one the server answers 200 with `status: false`.
    return reply(error.status ?? 200, failure)
  }
  return new NetworkFailure(error instanceof Error ? error.message : String(error))
}
