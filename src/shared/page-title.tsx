import { useEffect, useSyncExternalStore } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useLocation } from 'wouter'
import { flowsPath, isKnownPagePath } from '@contract/paths'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useInspectionPhase } from '@/shared/use-inspection-phase'

/**
 * Each page's name in the tab and in a screen reader's window list (WCAG 2.4.2), by path, beside
 * the route table of src/app/routes.tsx. The home page is the organisation's name alone; every other
 * page is "<Page> · <Organisation>". Pages of later issues are "Not available yet", unknown paths
 * "Page not found": what their heading says.
 */
const titles: Record<string, MessageDescriptor | null> = {
  '/': null,
  '/home': null,
  '/privacy-policy': msg`Privacy policy`,
  '/terms-of-use': msg`Terms of use`,
  '/change-password': msg`Change password`,
  '/verify-account': msg`Confirm your email address`,
  '/unlock-account': msg`Unlock your account`,
  '/login/sso': msg`Signing in`,
  '/hotel': msg`Hotels`,
  '/resorts': msg`Resorts`,
  '/search-detail': msg`Search hotels`,
  '/resorts/search-details': msg`Search resorts`,
  // The property page names the tab after the property once it is loaded (usePageTitle).
  '/hotel-details': msg`Hotel details`,
  '/hotel-checkout': msg`Checkout`,
  '/activities': msg`Activities`,
  '/activities/search-details': msg`Search activities`,
  '/activity-details': msg`Activity details`,
  '/cars': msg`Car hire`,
  '/cars/search-details': msg`Search cars`,
  '/car-details': msg`Car details`,
  '/transfers': msg`Airport transfers`,
  '/transfers/search-details': msg`Search transfers`,
  '/transfer-details': msg`Transfer details`,
  '/flight': msg`Flights`,
  '/flight/search-details': msg`Search flights`,
  '/flight-details': msg`Flight details`,
  '/checkout-success': msg`Your booking is confirmed`,
  '/manage-booking': msg`Manage your booking`,
  '/stays': msg`Complimentary stays`,
  '/condo': msg`Condos`,
  '/holidaystays': msg`Vacation rentals`,
  '/stays/search-details': msg`Search stays`,
  // The unit page names the tab after the rental once it is loaded (usePageTitle).
  '/stay-details': msg`Rental details`,
  '/user/booking-history': msg`Booking history`,
  '/user/my-trips': msg`My trips`,
  '/agent/booking-history': msg`Client bookings`,
  '/wallet': msg`Wallet`,
  '/user-details': msg`My account`,
  '/user/profile': msg`Travel profile`,
  '/user/travelers': msg`Travellers`,
  '/agent/profile': msg`Agent profile`,
  '/agent/client-list': msg`Clients`,
  '/agent/my-quotes': msg`Quotes`,
  '/confirm-email': msg`Confirm your new email address`,
  '/quote': msg`Your travel quote`,
  // The travel club (issue 18).
  '/promotions': msg`Promotions`,
  '/referral/programs': msg`Referral programmes`,
  '/referral/credits': msg`Referral credits`,
  '/your-rewards': msg`Your rewards`,
  '/daily-deals': msg`Daily deals`,
  '/JoinNow': msg`Join the club`,
}

const notAvailable = msg`Not available yet`
const notFound = msg`Page not found`
const flows = msg`Flows`

/** The page name of `path` (null for the home page); `flowsOn` says whether /dev/flows is drawn. */
export function pageTitleOf(path: string, flowsOn: boolean): MessageDescriptor | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (trimmed === flowsPath) return flowsOn ? flows : notFound
  if (trimmed in titles) return titles[trimmed] ?? null
  return isKnownPagePath(trimmed) ? notAvailable : notFound
}

/** "<Page> · <Organisation>", or the organisation's name alone when the page has no name of its own. */
export function documentTitle(page: string | null, orgName: string): string {
  return page ? `${page} · ${orgName}` : orgName
}

// The name a page gave itself from its data (usePageTitle), which the route's title gives way to
// while that page is shown. A store, not a title written by the page: the route's title and the
// page's name are decided in one place, whatever order React runs the pages' effects in (a page
// hidden behind the next one's loading lets go of its name after the next route's title is set).
type PageName = { name: string }
let namedByPage: PageName | null = null
const listeners = new Set<() => void>()
const nameByPage = (next: PageName | null) => {
  namedByPage = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Keeps `document.title` on the current route's title, or the shown page's own name, in the current language. */
export function DocumentTitle() {
  const [location] = useLocation()
  const { _ } = useLingui()
  const org = useOrgConfig()
  const inspection = useInspectionPhase()
  const named = useSyncExternalStore(subscribe, () => namedByPage?.name ?? null)
  const orgName = org.status === 'ready' ? org.org.orgName : null
  useEffect(() => {
    if (orgName === null) return
    const page = pageTitleOf(location, inspection === 'on')
    document.title = documentTitle(named ?? (page ? _(page) : null), orgName)
  }, [location, inspection, orgName, named, _])
  return null
}

/** For a page named by its data (a property): "<name> · <Organisation>" while it is shown. */
export function usePageTitle(name: string | null) {
  useEffect(() => {
    if (name === null) return
    const mine = { name }
    nameByPage(mine)
    // Only its own name: a page shown after it may have named itself already.
    return () => {
      if (namedByPage === mine) nameByPage(null)
    }
  }, [name])
}
