import type * as lookups from '@/api/lookups'
import type * as organisation from '@/api/organisation'
import type * as auth from '@/api/auth'
import type * as signUp from '@/api/sign-up'
import type * as wallet from '@/api/wallet'
import type * as booking from '@/api/booking'
import type * as manageBooking from '@/api/manage-booking'
import type * as referrals from '@/api/referrals'
import type * as rewards from '@/api/rewards'
import type * as promotions from '@/api/promotions'
import type * as savings from '@/api/savings'
import type * as plans from '@/api/plans'
import type * as stays from '@/api/stays'
import type * as activities from '@/api/activities'
import type * as cars from '@/api/cars'
import type * as transfers from '@/api/transfers'
import type * as flights from '@/api/flights'
import type * as account from '@/api/account'
import type * as agent from '@/api/agent'
import { DetailedRefusal } from '@/api/account'
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
  /** The activity pages' calls (src/api/activities.ts); absent: each is 404. */
  searchActivities?: typeof activities.searchActivities
  getActivity?: typeof activities.getActivity
  /** The car pages' calls (src/api/cars.ts); absent: each is 404. */
  getCarStations?: typeof cars.getCarStations
  searchCars?: typeof cars.searchCars
  /** The transfer pages' calls (src/api/transfers.ts); absent: each is 404. */
  getTransferAirports?: typeof transfers.getTransferAirports
  searchTransfers?: typeof transfers.searchTransfers
  /** The flight pages' calls (src/api/flights.ts); absent: each is 404. */
  getFlightAirports?: typeof flights.getFlightAirports
  searchFlights?: typeof flights.searchFlights
}

/** The rentals' calls (issue 16), as for Api; absent from a test, each answers 404. */
export type StaysApi = {
  searchStays: typeof stays.searchStays
  getStayUnit: typeof stays.getStayUnit
}

/**
 * The account area's calls (issue 17: src/api/account.ts, src/api/agent.ts), as for Api; a call a
 * test leaves out answers 404.
 */
export type AccountApi = Partial<{
  getAccountDetails: typeof account.getAccountDetails
  updateAccountDetails: typeof account.updateAccountDetails
  updatePreference: typeof account.updatePreference
  changeEmail: typeof account.changeEmail
  confirmEmail: typeof account.confirmEmail
  changeOwnPassword: typeof account.changeOwnPassword
  listSessions: typeof account.listSessions
  revokeSession: typeof account.revokeSession
  revokeOtherSessions: typeof account.revokeOtherSessions
  exportAccount: typeof account.exportAccount
  deleteAccount: typeof account.deleteAccount
  getTravelProfile: typeof account.getTravelProfile
  saveTravelProfile: typeof account.saveTravelProfile
  listTravellers: typeof account.listTravellers
  saveTraveller: typeof account.saveTraveller
  removeTraveller: typeof account.removeTraveller
  getAgentProfile: typeof agent.getAgentProfile
  listClients: typeof agent.listClients
  saveClient: typeof agent.saveClient
  removeClient: typeof agent.removeClient
  getClient: typeof agent.getClient
  importClients: typeof agent.importClients
  listQuotes: typeof agent.listQuotes
  addToQuote: typeof agent.addToQuote
  getQuote: typeof agent.getQuote
  removeQuoteItem: typeof agent.removeQuoteItem
  sendQuote: typeof agent.sendQuote
  bookQuote: typeof agent.bookQuote
  viewQuote: typeof agent.viewQuote
  acceptQuote: typeof agent.acceptQuote
}>

/** The club's calls (issue 18), as for Api; absent from a test: each answers 404. */
export type ClubApi = {
  getCampaignList: typeof referrals.getCampaignList
  getReferralList: typeof referrals.getReferralList
  getActionsList: typeof referrals.getActionsList
  shareByMail: typeof referrals.shareByMail
  getRewardsSummary: typeof rewards.getRewardsSummary
  getPointsHistory: typeof rewards.getPointsHistory
  redeemPoints: typeof rewards.redeemPoints
  getPromotions: typeof promotions.getPromotions
  recordPromotionVisit: typeof promotions.recordPromotionVisit
  getSavingsMember: typeof savings.getSavingsMember
  setSavingsMember: typeof savings.setSavingsMember
  getSavingsCode: typeof savings.getSavingsCode
  getDeals: typeof savings.getDeals
  getPlans: typeof plans.getPlans
  joinPlan: typeof plans.joinPlan
  getVacations: typeof plans.getVacations
}

/** Club calls that find nothing: every one answers 404. */
export const noClubApi: ClubApi = {
  getCampaignList: notFound,
  getReferralList: notFound,
  getActionsList: notFound,
  shareByMail: notFound,
  getRewardsSummary: notFound,
  getPointsHistory: notFound,
  redeemPoints: notFound,
  getPromotions: notFound,
  recordPromotionVisit: notFound,
  getSavingsMember: notFound,
  setSavingsMember: notFound,
  getSavingsCode: notFound,
  getDeals: notFound,
  getPlans: notFound,
  joinPlan: notFound,
  getVacations: notFound,
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
async function notFound(): Promise<never> {
  throw new ApiError('http', 'NOT FOUND', 404)
}
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
export function serveFakeCalls(
  api: Api,
  bookingApi: BookingApi = noBookingApi,
  staysApi?: StaysApi,
  accountApi: AccountApi = {},
  clubApi: ClubApi = noClubApi,
) {
  const data = (value: unknown) => ({ status: true, data: value })
  const result = (value: unknown) => ({ status: true, message: 'OK', result: value })
  const notice = (message: unknown) => ({ status: true, message })
  const ok = (value: unknown) => ({ status: 'OK', code: 200, data: value })
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
    // The club (issue 18): the GET calls' query becomes their arguments.
    'GET referral/getCampaignList': on((_, s) => clubApi.getCampaignList('en-US', s), data),
    'GET referral/getReferralList': ({ path, signal }) => {
      const query = new URLSearchParams(path.split('?')[1] ?? '')
      const page = Number(query.get('page') ?? 1)
      const perPage = Number(query.get('per_page') ?? 5)
      return on((_, s) => clubApi.getReferralList({ page, perPage, lang: 'en-US' }, s), data)({ body: {}, signal })
    },
    'GET referral/getActionsList': on(
      (_, s) => clubApi.getActionsList(null, 'en-US', s),
      (actions) => ({ status: true, data: { actions } }),
    ),
    'POST referral/shareByMail': on((b, s) => clubApi.shareByMail(b as never, s), notice),
    'POST rewards/getSummary': on((b, s) => clubApi.getRewardsSummary(b.lang as string, s), data),
    'POST rewards/getHistory': on((b, s) => clubApi.getPointsHistory((b.page as number) ?? 1, s), data),
    'POST rewards/redeem': on((b, s) => clubApi.redeemPoints(b.option as string, s), data),
    'POST promotions/getPromotions': on(
      (b, s) => clubApi.getPromotions(b.lang as string, s),
      (promotions) => ({ status: true, data: { promotions } }),
    ),
    'POST promotions/visit': on(
      (_, s) => clubApi.recordPromotionVisit(s),
      (visitedAt) => ({ status: true, data: { visitedAt } }),
    ),
    'POST savings/getMember': on(
      (_, s) => clubApi.getSavingsMember(s),
      (member) => ok({ member }),
    ),
    'POST savings/setMember': on(
      (_, s) => clubApi.setSavingsMember(s),
      (member) => ok({ member }),
    ),
    'POST savings/savingsCode': on((_, s) => clubApi.getSavingsCode(s), ok),
    'POST savings/getDeals': on((b, s) => clubApi.getDeals(b as never, s), ok),
    'POST plans/getPlans': on((b, s) => clubApi.getPlans(b.lang as string, s), data),
    'POST plans/join': on((b, s) => clubApi.joinPlan(b as never, s), data),
    'POST wallet/getVacations': on(
      (b, s) => clubApi.getVacations(b as never, s),
      (vacations) => ({ status: true, data: { vacations } }),
    ),
    'POST stays/search': on((b, s) => (staysApi?.searchStays ?? notBooking)(b as never, s), data),
    'POST stays/unit': on((b, s) => (staysApi?.getStayUnit ?? notBooking)(b as never, s), data),
    'POST activities/search': on((b, s) => (bookingApi.searchActivities ?? notBooking)(b as never, s), data),
    'POST activities/details': on((b, s) => (bookingApi.getActivity ?? notBooking)(b as never, s), data),
    'POST cars/stations': on((_, s) => (bookingApi.getCarStations ?? notBooking)(s), data),
    'POST cars/search': on((b, s) => (bookingApi.searchCars ?? notBooking)(b as never, s), data),
    'POST transfers/airports': on(
      (b, s) => (bookingApi.getTransferAirports ?? notBooking)((b as { placeId: string | null }).placeId, s),
      data,
    ),
    'POST transfers/search': on((b, s) => (bookingApi.searchTransfers ?? notBooking)(b as never, s), data),
    'POST flights/airports': on((_, s) => (bookingApi.getFlightAirports ?? notBooking)(s), data),
    'POST flights/search': on((b, s) => (bookingApi.searchFlights ?? notBooking)(b as never, s), data),
    ...accountRoutes(accountApi, on, data),
  }
  return installFakeHttp(routes)
}

type On = <T>(
  run: (body: Body, signal: AbortSignal) => Promise<T>,
  wrap?: (value: T) => unknown,
) => (request: { body: unknown; signal: AbortSignal }) => Promise<unknown>

/** The account area's routes (issue 17), each answered by its fake call or 404 when the test left it out. */
function accountRoutes(a: AccountApi, on: On, data: (value: unknown) => unknown): Routes {
  const call =
    <K extends keyof AccountApi>(name: K) =>
    (...args: unknown[]) =>
      ((a[name] as ((...x: unknown[]) => Promise<unknown>) | undefined) ?? notBooking)(...args)
  const ok = () => ({ status: true })
  return {
    'POST profile/details': on((_, s) => call('getAccountDetails')(s), data),
    'POST profile/updateDetails': on((b, s) => call('updateAccountDetails')(b, s), data),
    'POST profile/updatePrefCurrLang': on(
      (b, s) => call('updatePreference')(b, s),
      (profile) => ({ status: true, result: profile }),
    ),
    'POST profile/changeEmail': on(
      (b, s) => call('changeEmail')(b, s),
      (pendingEmail) => data({ pendingEmail }),
    ),
    'POST profile/confirmEmail': on(
      (b, s) => call('confirmEmail')(b.key, s),
      (email) => data({ email }),
    ),
    'POST profile/changePassword': on(
      (b, s) => call('changeOwnPassword')(b, s),
      (signedOut) => data({ signedOut }),
    ),
    'POST profile/sessions': on((_, s) => call('listSessions')(s), data),
    'POST profile/revokeSession': on((b, s) => call('revokeSession')(b.id, s), data),
    'POST profile/revokeOtherSessions': on((_, s) => call('revokeOtherSessions')(s), data),
    'POST profile/export': on((_, s) => call('exportAccount')(s), data),
    'POST profile/deleteAccount': on((b, s) => call('deleteAccount')(b.password, s), ok),
    'POST profile/travelProfile': on((_, s) => call('getTravelProfile')(s), data),
    'POST profile/updateTravelProfile': on((b, s) => call('saveTravelProfile')(b, s), data),
    'POST travellers/list': on((_, s) => call('listTravellers')(s), data),
    'POST travellers/save': on((b, s) => call('saveTraveller')(b, s), data),
    'POST travellers/remove': on((b, s) => call('removeTraveller')(b.id, s), data),
    'POST agent/profile': on((_, s) => call('getAgentProfile')(s), data),
    'POST agent/clients': on((b, s) => call('listClients')(b.query, s), data),
    'POST agent/clients/save': on((b, s) => call('saveClient')(b, s), data),
    'POST agent/clients/remove': on((b, s) => call('removeClient')(b.id, s), ok),
    'POST agent/clients/detail': on((b, s) => call('getClient')(b.id, s), data),
    'POST agent/clients/import': on(
      (b, s) => call('importClients')(b.csv, s),
      (imported) => data({ imported }),
    ),
    'POST agent/quotes': on((_, s) => call('listQuotes')(s), data),
    'POST agent/quotes/add': on(
      (b, s) => call('addToQuote')(b, s),
      (quoteId) => data({ quoteId }),
    ),
    'POST agent/quotes/detail': on((b, s) => call('getQuote')(b.id, s), data),
    'POST agent/quotes/removeItem': on((b, s) => call('removeQuoteItem')(b.quoteId, b.itemId, s), data),
    'POST agent/quotes/send': on((b, s) => call('sendQuote')(b, s), data),
    'POST agent/quotes/book': on((b, s) => call('bookQuote')(b, s), data),
    'POST quotes/view': on((b, s) => call('viewQuote')(b.key, s), data),
    'POST quotes/accept': on(
      (b, s) => call('acceptQuote')(b, s),
      (confirmationNumber) => data({ confirmationNumber }),
    ),
  }
}

/** The status and body (or network failure) with which the server would have refused the call. */
function failureOf(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error
  // A refusal naming what stands in the way: the bookings still to come, or the file's refused rows.
  if (error instanceof DetailedRefusal) {
    const named = error.code === 'UPCOMING_BOOKINGS' ? 'bookings' : 'rows'
    return reply(error.status ?? 409, { status: false, message: error.message, code: error.code, [named]: error.details })
  }
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
