import { lazy, Suspense, type ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { Spinner } from '@ui/spinner'
import { flowsPath, isKnownPagePath, signedInOnlyPaths } from '@contract/paths'
import { SignedInOnly } from '@/shared/session/signed-in-only'
import { HomeRoute } from '@/app/shell/home-route'
import { InspectionGate } from '@/features/dev/inspection-gate'
import { useInspectionPhase } from '@/shared/use-inspection-phase'
import { DocumentTitle } from '@/shared/page-title'
import { PageTop } from '@/shared/page-top'

// Every page but the home page is its own chunk, so the home page's first load stays small.
const NotAvailablePage = lazy(() => import('@/features/pages/not-available-page'))
const NotFoundPage = lazy(() => import('@/features/pages/not-found-page'))
const PrivacyPage = lazy(() => import('@/features/pages/privacy-page'))
const TermsPage = lazy(() => import('@/features/pages/terms-page'))
const ChangePasswordPage = lazy(() => import('@/features/auth/change-password-page'))
const VerifyAccountPage = lazy(() => import('@/features/auth/verify-account-page'))
const UnlockAccountPage = lazy(() => import('@/features/auth/unlock-account-page'))
const SsoPage = lazy(() => import('@/features/auth/sso-page'))
const WalletPage = lazy(() => import('@/features/wallet/wallet-page'))
// Booking (issue 7): each page its own chunk, none in the home page's first script.
const SearchPage = lazy(() => import('@/features/search/search-page'))
const ResultsPage = lazy(() => import('@/features/search/results-page'))
const PropertyPage = lazy(() => import('@/features/property/property-page'))
const CheckoutPage = lazy(() => import('@/features/checkout/checkout-page'))
const SuccessPage = lazy(() => import('@/features/reservations/success-page'))
const BookingHistoryPage = lazy(() => import('@/features/reservations/booking-history-page'))
const MyTripsPage = lazy(() => import('@/features/reservations/my-trips-page'))
const ManageBookingPage = lazy(() => import('@/features/manage-booking/manage-booking-page'))
// The member's and the agent's own area (issue 17).
const AccountPage = lazy(() => import('@/features/account/account-page'))
const TravelProfilePage = lazy(() => import('@/features/account/travel-profile-page'))
const TravellersPage = lazy(() => import('@/features/account/travellers-page'))
const ConfirmEmailPage = lazy(() => import('@/features/account/confirm-email-page'))
const AgentProfilePage = lazy(() => import('@/features/agent/agent-profile-page'))
const ClientsPage = lazy(() => import('@/features/agent/clients-page'))
const QuotesPage = lazy(() => import('@/features/agent/quotes-page'))
const QuotePage = lazy(() => import('@/features/quote/quote-page'))
// The travel club (issue 18): its six pages behind one import (src/app/club-pages.tsx).
const ClubPage = lazy(() => import('@/app/club-pages'))
// Rentals (issue 16): the search forms, results and a unit, each its own chunk.
const StaysSearchPage = lazy(() => import('@/features/search/stays-search-page'))
const StayResultsPage = lazy(() => import('@/features/search/stay-results-page'))
const StayUnitPage = lazy(() => import('@/features/stays/stay-unit-page'))
// Activities (issue 16): search, results and details, each its own chunk.
const ActivitiesSearchPage = lazy(() => import('@/features/activities/activities-search-page'))
const ActivityResultsPage = lazy(() => import('@/features/activities/activity-results-page'))
const ActivityDetailsPage = lazy(() => import('@/features/activities/activity-details-page'))
// Car hire (issue 20): search, results and details, each its own chunk.
const CarsSearchPage = lazy(() => import('@/features/cars/cars-search-page'))
const CarResultsPage = lazy(() => import('@/features/cars/car-results-page'))
const CarDetailsPage = lazy(() => import('@/features/cars/car-details-page'))
// Transfers (issue 20): search, results and details, each its own chunk.
const TransfersSearchPage = lazy(() => import('@/features/transfers/transfers-search-page'))
const TransferResultsPage = lazy(() => import('@/features/transfers/transfer-results-page'))
const TransferDetailsPage = lazy(() => import('@/features/transfers/transfer-details-page'))
// Flights (issue 20): search, results and details, each its own chunk.
const FlightSearchPage = lazy(() => import('@/features/flights/flight-search-page'))
const FlightResultsPage = lazy(() => import('@/features/flights/flight-results-page'))
const FlightDetailsPage = lazy(() => import('@/features/flights/flight-details-page'))
// Only while the inspection switch is on (src/shared/inspection.ts).
const FlowsPage = lazy(() => import('@/features/dev/lazy-tools').then((tools) => ({ default: tools.FlowsPage })))

/** The pages every visitor may open, by path; a page with a variant is a small wrapper. */
const publicPages: Record<string, ComponentType> = {
  '/privacy-policy': PrivacyPage,
  '/terms-of-use': TermsPage,
  '/change-password': ChangePasswordPage,
  '/verify-account': VerifyAccountPage,
  '/unlock-account': UnlockAccountPage,
  '/login/sso': SsoPage,
  '/hotel': () => <SearchPage kind="hotel" />,
  '/resorts': () => <SearchPage kind="resort" />,
  '/search-detail': () => <ResultsPage kind="hotel" />,
  '/resorts/search-details': () => <ResultsPage kind="resort" />,
  '/activities': ActivitiesSearchPage,
  '/activities/search-details': ActivityResultsPage,
  '/activity-details': ActivityDetailsPage,
  '/cars': CarsSearchPage,
  '/cars/search-details': CarResultsPage,
  '/car-details': CarDetailsPage,
  '/transfers': TransfersSearchPage,
  '/transfers/search-details': TransferResultsPage,
  '/transfer-details': TransferDetailsPage,
  '/flight': FlightSearchPage,
  '/flight/search-details': FlightResultsPage,
  '/flight-details': FlightDetailsPage,
  '/hotel-details': PropertyPage,
  '/stays': () => <StaysSearchPage entry="stays" />,
  '/condo': () => <StaysSearchPage entry="condo" />,
  '/holidaystays': () => <StaysSearchPage entry="holidaystays" />,
  '/stays/search-details': StayResultsPage,
  '/stay-details': StayUnitPage,
  '/hotel-checkout': CheckoutPage,
  '/checkout-success': SuccessPage,
  '/manage-booking': ManageBookingPage,
  '/confirm-email': ConfirmEmailPage,
  '/quote': QuotePage,
  '/promotions': () => <ClubPage name="promotions" />,
  '/JoinNow': () => <ClubPage name="join" />,
}

/** The pages behind the sign-in dialog (contract/paths.ts signedInOnlyPaths), by path. */
const signedInPages: Record<string, ComponentType> = {
  '/user/booking-history': () => <BookingHistoryPage scope="own" />,
  '/user/my-trips': MyTripsPage,
  '/agent/booking-history': () => <BookingHistoryPage scope="agent" />,
  '/wallet': WalletPage,
  '/user-details': AccountPage,
  '/user/profile': TravelProfilePage,
  '/user/travelers': TravellersPage,
  '/agent/profile': AgentProfilePage,
  '/agent/client-list': ClientsPage,
  '/agent/my-quotes': QuotesPage,
  '/referral/programs': () => <ClubPage name="programs" />,
  '/referral/credits': () => <ClubPage name="credits" />,
  '/your-rewards': () => <ClubPage name="rewards" />,
  '/daily-deals': () => <ClubPage name="dailyDeals" />,
}

const isSignedInOnly = (path: string) => (signedInOnlyPaths as readonly string[]).includes(path)

function PageLoading() {
  const { t } = useLingui()
  return <Spinner label={t`Loading page`} centered className="mx-auto my-12" />
}

/**
 * Every path of contract/paths.ts resolves: the home page, the policy pages, the account-link pages,
 * /weeks → /resorts, signed-in-only pages behind the sign-in dialog,
 * "not available yet" for pages of later issues, /dev/flows for testers, and a real 404 for anything else.
 */
export function AppRoutes() {
  const [location] = useLocation()
  const inspection = useInspectionPhase()
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location
  return (
    <>
      <InspectionGate />
      <DocumentTitle />
      <PageTop />
      <Suspense fallback={<PageLoading />}>
        <Switch location={path}>
          <Route path="/" component={HomeRoute} />
          <Route path="/home" component={HomeRoute} />
          <Route path="/weeks">
            <Redirect to="/resorts" replace />
          </Route>
          <Route path={flowsPath}>
            {inspection === 'on' ? <FlowsPage /> : inspection === 'pending' ? <PageLoading /> : <NotFoundPage />}
          </Route>
          {Object.entries(publicPages).map(([page, Page]) => (
            <Route key={page} path={page} component={Page} />
          ))}
          {Object.entries(signedInPages).map(([page, Page]) => (
            <Route key={page} path={page}>
              <SignedInOnly>
                <Page />
              </SignedInOnly>
            </Route>
          ))}
          <Route>
            {isSignedInOnly(path) ? (
              <SignedInOnly>
                <NotAvailablePage />
              </SignedInOnly>
            ) : isKnownPagePath(path) ? (
              <NotAvailablePage />
            ) : (
              <NotFoundPage />
            )}
          </Route>
        </Switch>
      </Suspense>
    </>
  )
}
