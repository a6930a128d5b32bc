import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { Spinner } from '@ui/spinner'
import { flowsPath, isKnownPagePath, signedInOnlyPaths } from '@contract/paths'
import { SignedInOnly } from '@/shared/session/signed-in-only'
import { HomeRoute } from '@/app/shell/home-route'
import { InspectionGate } from '@/features/dev/inspection-gate'
import { useInspectionPhase } from '@/shared/use-inspection-phase'
import { DocumentTitle } from '@/shared/page-title'

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
// Only while the inspection switch is on (src/shared/inspection.ts).
const FlowsPage = lazy(() => import('@/features/dev/lazy-tools').then((tools) => ({ default: tools.FlowsPage })))

const isSignedInOnly = (path: string) => (signedInOnlyPaths as readonly string[]).includes(path)

function PageLoading() {
  const { t } = useLingui()
  return <Spinner label={t`Loading page`} className="mx-auto my-12 flex justify-center" />
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
      <Suspense fallback={<PageLoading />}>
        <Switch location={path}>
          <Route path="/" component={HomeRoute} />
          <Route path="/home" component={HomeRoute} />
          <Route path="/weeks">
            <Redirect to="/resorts" replace />
          </Route>
          <Route path="/privacy-policy" component={PrivacyPage} />
          <Route path="/terms-of-use" component={TermsPage} />
          <Route path="/change-password" component={ChangePasswordPage} />
          <Route path="/verify-account" component={VerifyAccountPage} />
          <Route path="/unlock-account" component={UnlockAccountPage} />
          <Route path="/login/sso" component={SsoPage} />
          <Route path={flowsPath}>
            {inspection === 'on' ? <FlowsPage /> : inspection === 'pending' ? <PageLoading /> : <NotFoundPage />}
          </Route>
          <Route path="/hotel">
            <SearchPage kind="hotel" />
          </Route>
          <Route path="/resorts">
            <SearchPage kind="resort" />
          </Route>
          <Route path="/search-detail">
            <ResultsPage kind="hotel" />
          </Route>
          <Route path="/resorts/search-details">
            <ResultsPage kind="resort" />
          </Route>
          <Route path="/activities" component={ActivitiesSearchPage} />
          <Route path="/activities/search-details" component={ActivityResultsPage} />
          <Route path="/activity-details" component={ActivityDetailsPage} />
          <Route path="/hotel-details" component={PropertyPage} />
          <Route path="/stays">
            <StaysSearchPage entry="stays" />
          </Route>
          <Route path="/condo">
            <StaysSearchPage entry="condo" />
          </Route>
          <Route path="/holidaystays">
            <StaysSearchPage entry="holidaystays" />
          </Route>
          <Route path="/stays/search-details" component={StayResultsPage} />
          <Route path="/stay-details" component={StayUnitPage} />
          <Route path="/hotel-checkout" component={CheckoutPage} />
          <Route path="/checkout-success" component={SuccessPage} />
          <Route path="/manage-booking" component={ManageBookingPage} />
          <Route path="/user/booking-history">
            <SignedInOnly>
              <BookingHistoryPage scope="own" />
            </SignedInOnly>
          </Route>
          <Route path="/user/my-trips">
            <SignedInOnly>
              <MyTripsPage />
            </SignedInOnly>
          </Route>
          <Route path="/agent/booking-history">
            <SignedInOnly>
              <BookingHistoryPage scope="agent" />
            </SignedInOnly>
          </Route>
          <Route path="/wallet">
            <SignedInOnly>
              <WalletPage />
            </SignedInOnly>
          </Route>
          <Route path="/promotions">
            <ClubPage name="promotions" />
          </Route>
          <Route path="/JoinNow">
            <ClubPage name="join" />
          </Route>
          <Route path="/referral/programs">
            <SignedInOnly>
              <ClubPage name="programs" />
            </SignedInOnly>
          </Route>
          <Route path="/referral/credits">
            <SignedInOnly>
              <ClubPage name="credits" />
            </SignedInOnly>
          </Route>
          <Route path="/your-rewards">
            <SignedInOnly>
              <ClubPage name="rewards" />
            </SignedInOnly>
          </Route>
          <Route path="/daily-deals">
            <SignedInOnly>
              <ClubPage name="dailyDeals" />
            </SignedInOnly>
          </Route>
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
