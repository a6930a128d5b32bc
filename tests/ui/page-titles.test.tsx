import { beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { flowsPath, productSegments, publicPaths, signedInOnlyPaths } from '@contract/paths'
import { activateLocale } from '@/lib/i18n'
import { renderApp } from './helpers/render-app'
import { fakeApi } from './helpers/fake-api'
import { profileFor } from '../helpers/fake-auth-api'
import type { BookingApi } from './helpers/fake-api'

const never = () => new Promise<never>(() => {})
const pendingBookingApi: BookingApi = {
  searchDestinations: never,
  searchProperties: never,
  getProperty: never,
  getQuote: never,
  createReservation: never,
  listReservations: never,
  getReservation: never,
  cancelReservation: never,
}
const signedInApi = () => fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })

/** The tab's title of every page the route table draws (the fake organisation is "Acme Getaways"). */
const expected: Record<string, string> = {
  '/': 'Acme Getaways',
  '/home': 'Acme Getaways',
  '/promotions': 'Promotions · Acme Getaways',
  '/privacy-policy': 'Privacy policy · Acme Getaways',
  '/terms-of-use': 'Terms of use · Acme Getaways',
  '/change-password': 'Change password · Acme Getaways',
  '/verify-account': 'Confirm your email address · Acme Getaways',
  '/unlock-account': 'Unlock your account · Acme Getaways',
  '/login/sso': 'Signing in · Acme Getaways',
  '/hotel': 'Hotels · Acme Getaways',
  '/resorts': 'Resorts · Acme Getaways',
  '/search-detail': 'Search hotels · Acme Getaways',
  '/resorts/search-details': 'Search resorts · Acme Getaways',
  '/hotel-details': 'Hotel details · Acme Getaways',
  '/hotel-checkout': 'Checkout · Acme Getaways',
  '/checkout-success': 'Your booking is confirmed · Acme Getaways',
  '/manage-booking': 'Manage your booking · Acme Getaways',
  '/stays': 'Complimentary stays · Acme Getaways',
  '/condo': 'Condos · Acme Getaways',
  '/holidaystays': 'Vacation rentals · Acme Getaways',
  '/stays/search-details': 'Search stays · Acme Getaways',
  '/stay-details': 'Rental details · Acme Getaways',
  '/user/booking-history': 'Booking history · Acme Getaways',
  '/user/my-trips': 'My trips · Acme Getaways',
  '/agent/booking-history': 'Client bookings · Acme Getaways',
  '/wallet': 'Wallet · Acme Getaways',
  '/user-details': 'My account · Acme Getaways',
  '/user/profile': 'Travel profile · Acme Getaways',
  '/user/travelers': 'Travellers · Acme Getaways',
  '/agent/profile': 'Agent profile · Acme Getaways',
  '/agent/client-list': 'Clients · Acme Getaways',
  '/agent/my-quotes': 'Quotes · Acme Getaways',
  '/confirm-email': 'Confirm your new email address · Acme Getaways',
  '/quote': 'Your travel quote · Acme Getaways',
  '/activities': 'Activities · Acme Getaways',
  '/activities/search-details': 'Search activities · Acme Getaways',
  '/activity-details': 'Activity details · Acme Getaways',
  '/cars': 'Car hire · Acme Getaways',
  '/cars/search-details': 'Search cars · Acme Getaways',
  '/car-details': 'Car details · Acme Getaways',
  '/transfers': 'Airport transfers · Acme Getaways',
  '/transfers/search-details': 'Search transfers · Acme Getaways',
  '/transfer-details': 'Transfer details · Acme Getaways',
  '/flight': 'Flights · Acme Getaways',
  '/flight/search-details': 'Search flights · Acme Getaways',
  '/flight-details': 'Flight details · Acme Getaways',
  // The travel club (issue 18).
  '/referral/programs': 'Referral programmes · Acme Getaways',
  '/referral/credits': 'Referral credits · Acme Getaways',
  '/your-rewards': 'Your rewards · Acme Getaways',
  '/daily-deals': 'Daily deals · Acme Getaways',
  '/JoinNow': 'Join the club · Acme Getaways',
}

const everyKnownPath = [...new Set<string>([...publicPaths, ...signedInOnlyPaths, ...productSegments.map((s) => `/${s}`)])]

describe('document titles', () => {
  // A title left by the test before must not pass for this one's.
  beforeEach(() => {
    document.title = ''
  })

  it.each(everyKnownPath)('%s has its own title, "<Page> · <Organisation>"', async (path) => {
    await renderApp({ path, api: signedInApi(), bookingApi: pendingBookingApi })
    const title = expected[path] ?? 'Not available yet · Acme Getaways'
    await waitFor(() => expect(document.title).toBe(title))
  })

  it("gives an unknown path and a closed /dev/flows the 404 page's title", async () => {
    for (const path of ['/no-such-page', flowsPath]) {
      const view = await renderApp({ path })
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await waitFor(() => expect(document.title).toBe('Page not found · Acme Getaways'))
      view.unmount()
    }
  })

  it("follows the visitor's language", async () => {
    await renderApp({ path: '/wallet', api: signedInApi() })
    await waitFor(() => expect(document.title).toBe('Wallet · Acme Getaways'))
    await act(() => activateLocale('es-ES'))
    await waitFor(() => expect(document.title).toBe('Monedero · Acme Getaways'))
  })
})
