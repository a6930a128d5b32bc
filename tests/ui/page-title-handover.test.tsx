import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './helpers/render-app'
import { fakeBookingApi, hotel } from '../helpers/property-details-model'

/*
 * A page named by its data hands the tab back to the next page's title. In a browser, the property
 * page stays mounted (hidden) while the checkout's script loads, and lets go of its name only when
 * the checkout is drawn, after the new route's title was set: the tab kept "Hotel details". The
 * checkout's module here waits for the test's word, so its loading is as slow as on a network.
 */
const checkoutLoaded = vi.hoisted(() => {
  let resolve = () => {}
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve: () => resolve() }
})
vi.mock('@/features/checkout/checkout-page', async (importOriginal) => {
  await checkoutLoaded.promise
  return importOriginal()
})

beforeAll(() => import('@/features/property/property-page'), 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2027, 1, 20, 12))
})
afterEach(() => vi.useRealTimers())

it("the checkout's title replaces the property's name, whatever order the pages let go in", async () => {
  const path = `/hotel-details?id=${hotel.id}&checkIn=2027-03-10&checkOut=2027-03-12&rooms=1&adults=2&children=0`
  await renderApp({ path, bookingApi: fakeBookingApi() })
  const rooms = await screen.findByRole('region', { name: 'Rooms and rates' }, { timeout: 5_000 })
  await waitFor(() => expect(document.title).toBe(`${hotel.name} · Acme Getaways`))
  await userEvent.click(await within(rooms).findByRole('link', { name: 'Book Deluxe King' }))
  // The checkout loading: the property page is hidden, still named, and the link that had the focus
  // with it: the focus goes to the main content (src/shared/page-top.tsx).
  expect(await screen.findByRole('status', { name: 'Loading page' })).toBeVisible()
  expect(document.getElementById('main')).toHaveFocus()
  checkoutLoaded.resolve()
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 10_000 })
  await waitFor(() => expect(document.title).toBe('Checkout · Acme Getaways'))
  expect(document.title).toBe('Checkout · Acme Getaways')
})
