/**
 * Every client route of docs/screens.md#routes, in one place: the router renders them and the server answers
 * 404 for any other page path. Pure data, shared by client and server.
 */
export const signedInOnlyPaths = [
  '/user-details',
  '/wallet',
  '/user/profile',
  '/user/travelers',
  '/user/my-trips',
  '/user/booking-history',
  '/agent/profile',
  '/agent/my-quotes',
  '/agent/booking-history',
  '/agent/client-list',
  '/referral/programs',
  '/referral/credits',
  '/your-rewards',
  // The product's own daily deals (issue 18), where the organisation has no daily-deals site.
  '/daily-deals',
] as const

export const publicPaths = [
  '/',
  '/home',
  '/promotions',
  '/login/sso',
  '/verify-account',
  '/change-password',
  '/unlock-account',
  '/resorts',
  '/resorts/search-details',
  '/search-detail',
  '/hotel-details',
  '/hotel-checkout',
  '/checkout-success',
  '/manage-booking',
  // Issue 17: the link mailed to a new email address, and an agent's quote opened by its client.
  '/confirm-email',
  '/quote',
  // Rentals (issue 16): results and a unit (the search forms are /stays, /condo and /holidaystays).
  '/stays/search-details',
  '/stay-details',
  // Activities (issue 16): the search is the product path /activities.
  '/activities/search-details',
  '/activity-details',
  // Car hire (issue 20): the search is the product path /cars.
  '/cars/search-details',
  '/car-details',
  // Transfers (issue 20): the search is the product path /transfers.
  '/transfers/search-details',
  '/transfer-details',
  // Flights (issue 20): the search is the product path /flight.
  '/flight/search-details',
  '/flight-details',
  '/privacy-policy',
  '/terms-of-use',
] as const

/** Product path segments of docs/product.md#product-lines that are pages of ours (weeks maps to /resorts). */
export const productSegments = [
  'dreamtrips',
  'hotelgd',
  'hotel',
  'condo',
  'packages',
  'stays',
  'resorts',
  'holidaystays',
  'cruises',
  'flight',
  'cars',
  'transfers',
  'activities',
  'JoinNow',
] as const

/**
 * The flow inspector's page (src/features/dev): rendered only while the inspection switch is on,
 * the 404 page otherwise. Not among the known paths: the server answers it 404 like any page that
 * is not the product's, and the client draws it for a tester whose switch is on.
 */
export const flowsPath = '/dev/flows'

/** Paths the session check skips (docs/rules.md#session-check). */
export const sessionCheckSkippedPaths = ['/login/sso', '/verify-account', '/change-password'] as const

/**
 * docs/rules.md#session-check: no session check with `key` or `signup` in the query (a value other
 * than blanks), nor on the SSO, verify and change-password pages. The client skips its check and
 * the server leaves the session out of the page it serves by this one rule.
 */
export function isSessionCheckSkipped(pathname: string, search: string): boolean {
  const query = new URLSearchParams(search)
  const named = (name: string) => (query.get(name)?.trim() ?? '') !== ''
  // Stryker disable next-line ConditionalExpression,EqualityOperator: only '' and '/' are that short, and neither is a skipped path with or without the slash
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return named('key') || named('signup') || (sessionCheckSkippedPaths as readonly string[]).includes(path)
}

const known = new Set<string>([...signedInOnlyPaths, ...publicPaths, ...productSegments.map((s) => `/${s}`), '/weeks'])

/** True when a page path (no query) is one the client renders; trailing slashes are ignored. */
export function isKnownPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return known.has(trimmed)
}
