import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { productSegments, publicPaths, signedInOnlyPaths } from '@contract/paths'
import { renderApp } from './helpers/render-app'
import { fakeClubApi } from '../helpers/club-fixtures'
import { fakeApi } from './helpers/fake-api'
import { profileFor } from '../helpers/fake-auth-api'
import type { BookingApi } from './helpers/fake-api'

/** Booking calls that never answer: these tests only check which page a path draws. */
const pendingBookingApi = (): BookingApi => {
  const never = () => new Promise<never>(() => {})
  return {
    searchDestinations: never,
    searchProperties: never,
    getProperty: never,
    getQuote: never,
    createReservation: never,
    listReservations: never,
    getReservation: never,
    cancelReservation: never,
  }
}

const signedInApi = () => fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
const agentApi = () => fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor({ usr_type: 1, role: 'agent' }) }) })
const accountLinkPages = ['/login/sso', '/verify-account', '/change-password', '/unlock-account']

const clubHeadings: [string, string][] = [
  ['/promotions', 'Promotions'],
  ['/JoinNow', 'Join the club'],
  ['/referral/programs', 'Referral programmes'],
  ['/referral/credits', 'Referral credits'],
  ['/your-rewards', 'Your rewards'],
  ['/daily-deals', 'Daily deals'],
]
/** The member's and the agent's own area (issue 17), each with its level-1 heading. */
const accountAreaPages: [string, string][] = [
  ['/user-details', 'My account'],
  ['/user/profile', 'Travel profile'],
  ['/user/travelers', 'Travellers'],
  ['/agent/profile', 'Agent profile'],
  ['/agent/client-list', 'Clients'],
  ['/agent/my-quotes', 'Quotes'],
]
/** Signed-in-only pages that exist (the rest say "not available yet"). */
const builtPages: string[] = [
  '/wallet',
  '/user/my-trips',
  '/user/booking-history',
  '/agent/booking-history',
  ...accountAreaPages.map(([path]) => path),
  ...clubPages(),
]
/** The travel club's pages (issue 18), each with its level-1 heading. */
function clubPages(): string[] {
  return clubHeadings.map(([path]) => path)
}
/** The booking pages of issue 7 (public), each with the level-1 heading it shows without any booking data. */
const bookingPages: [string, string][] = [
  ['/hotel', 'Hotels'],
  ['/resorts', 'Resorts'],
  ['/search-detail', 'Search hotels'],
  ['/resorts/search-details', 'Search resorts'],
  ['/hotel-details', 'We could not find this property'],
  ['/checkout-success', 'We could not find this booking'],
  ['/manage-booking', 'Manage your booking'],
  // Rentals (issue 16).
  ['/stays', 'Complimentary stays'],
  ['/condo', 'Condos'],
  ['/holidaystays', 'Vacation rentals'],
  ['/stays/search-details', 'Search stays'],
  ['/stay-details', 'We could not find this rental'],
  ['/activities', 'Activities, tours and tickets'],
  ['/activities/search-details', 'Choose a destination'],
  ['/activity-details', 'We could not find this activity'],
  // Car hire (issue 20).
  ['/cars', 'Car hire'],
  ['/cars/search-details', 'Choose where and when'],
  ['/car-details', 'We could not find this car'],
  // Transfers (issue 20).
  ['/transfers', 'Airport transfers'],
  ['/transfers/search-details', 'Choose your ride'],
  ['/transfer-details', 'We could not find this transfer'],
  // Flights (issue 20).
  ['/flight', 'Flights'],
  ['/flight/search-details', 'Choose your flight'],
  ['/flight-details', 'We could not find this flight'],
]
/** The public pages of issue 17: the link mailed to a new email address, and a quote opened by its client. */
const accountLinkPagesOfIssue17: [string, string][] = [
  ['/confirm-email', 'Confirm your new email address'],
  ['/quote', 'Your travel quote'],
]
const builtPublicPaths = [
  ...bookingPages.map(([path]) => path),
  ...accountLinkPagesOfIssue17.map(([path]) => path),
  '/hotel-checkout',
  '/promotions',
  '/JoinNow',
]

describe('routes', () => {
  it('shows the home page with the organisation name and featured destinations', async () => {
    await renderApp({ path: '/' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Getaways' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Acme Getaways' })).toHaveAttribute('href', '/')
    const list = await screen.findByRole('list', { name: 'Featured destinations' })
    const lisbon = within(list).getByRole('heading', { name: 'Lisbon' }).closest('li')!
    expect(lisbon).toHaveTextContent('Portugal')
    expect(lisbon).toHaveTextContent('from $120.00 per night')
  })

  it('shows an empty state when there are no featured destinations', async () => {
    await renderApp({ api: fakeApi({ getFeaturedDestinations: async () => [] }) })
    expect(await screen.findByText('There are no featured destinations at the moment.')).toBeVisible()
  })

  it('renders a real 404 page for an unknown path, with a link home', async () => {
    await renderApp({ path: '/no-such-page' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Getaways' })).toBeVisible()
  })

  it.each([
    ...signedInOnlyPaths.filter((p) => !builtPages.includes(p)),
    ...publicPaths.filter((p) => !['/', '/home', '/privacy-policy', '/terms-of-use', ...accountLinkPages, ...builtPublicPaths].includes(p)),
    ...productSegments.map((s) => `/${s}`).filter((p) => !builtPublicPaths.includes(p)),
    '/cruises/',
  ])('resolves %s to a page not available yet, inside the shell (signed in)', async (path) => {
    await renderApp({ path, api: signedInApi() })
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not available yet' })).toBeVisible()
    expect(screen.getByRole('contentinfo')).toBeVisible()
  })

  it.each(['/wallet', '/wallet/'])('resolves %s to its page, inside the shell (signed in)', async (path) => {
    await renderApp({ path, api: signedInApi() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
    expect(screen.getByRole('contentinfo')).toBeVisible()
  })

  it.each([
    ['/user/my-trips', 'My trips'],
    ['/user/booking-history', 'Booking history'],
    ['/agent/booking-history', 'This page is for agents'],
  ])('resolves %s to its booking page (signed in)', async (path, heading) => {
    await renderApp({ path, api: signedInApi(), bookingApi: pendingBookingApi() })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'This page is not available yet' })).toBeNull()
  })

  it.each([...accountAreaPages, ['/user/profile/', 'Travel profile']])(
    'resolves %s to its page of the account area, inside the shell (signed in)',
    async (path, heading) => {
      await renderApp({ path, api: path.startsWith('/agent/') ? agentApi() : signedInApi() })
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(screen.getByRole('navigation', { name: 'Your account' })).toBeVisible()
      expect(screen.queryByRole('heading', { name: 'This page is not available yet' })).toBeNull()
      expect(screen.getByRole('contentinfo')).toBeVisible()
    },
  )

  it.each(['/agent/profile', '/agent/client-list', '/agent/my-quotes'])('tells a member that %s is for agents', async (path) => {
    await renderApp({ path, api: signedInApi() })
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for agents' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user-details')
  })

  it.each(accountLinkPagesOfIssue17)('resolves %s to its page, for anyone', async (path, heading) => {
    await renderApp({ path })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'This page is not available yet' })).toBeNull()
    expect(screen.getByRole('contentinfo')).toBeVisible()
  })

  it.each(clubHeadings)('resolves %s to its club page, inside the shell (signed in)', async (path, heading) => {
    await renderApp({ path, api: signedInApi(), clubApi: fakeClubApi() })
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'This page is not available yet' })).toBeNull()
    expect(screen.getByRole('contentinfo')).toBeVisible()
  })

  it.each(bookingPages)('resolves %s to its booking page', async (path, heading) => {
    await renderApp({ path, bookingApi: pendingBookingApi() })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'This page is not available yet' })).toBeNull()
    expect(screen.getByRole('contentinfo')).toBeVisible()
  })

  it('sends /weeks to /resorts', async () => {
    const { location } = await renderApp({ path: '/weeks', bookingApi: pendingBookingApi() })
    await screen.findByRole('heading', { level: 1, name: 'Resorts' })
    expect(location.history?.at(-1)).toBe('/resorts')
  })

  it.each([
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-of-use', 'Terms of use'],
  ])('%s is a readable policy page that says it is a placeholder', async (path, title) => {
    await renderApp({ path })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(screen.getByRole('note')).toHaveTextContent('This is placeholder text.')
  })

  it('links the policy pages from the footer', async () => {
    await renderApp({ path: '/home' })
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
    expect(within(footer).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use')
  })

  it('links /manage-booking from the footer for signed-out visitors only (members have the account menu)', async () => {
    await renderApp({ path: '/home' })
    const footer = screen.getByRole('contentinfo')
    expect(await within(footer).findByRole('link', { name: 'Manage a booking' })).toHaveAttribute('href', '/manage-booking')
    const member = await renderApp({ path: '/home', api: signedInApi() })
    const memberFooter = within(member.container).getByRole('contentinfo')
    await expect.poll(() => member.session.getSnapshot().matches('signedIn')).toBe(true)
    await waitFor(() => expect(within(memberFooter).queryByRole('link', { name: 'Manage a booking' })).toBeNull())
  })
})
