import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getCookie, removeCookie, setCookie } from '@/lib/cookies'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { fakeBookingApi } from '../helpers/search-results-model'

beforeAll(async () => {
  await Promise.all([import('@/features/search/home-search'), import('@/features/search/search-page')])
}, 30_000)

// Today is Thursday 3 December 2026; the demo organisation's earliest check-in is two days on (Saturday the 5th).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => {
  vi.useRealTimers()
  removeCookie('searchLatitude')
  removeCookie('searchLongitude')
  Reflect.deleteProperty(navigator, 'geolocation')
})

const hotelForm = () => screen.findByRole('form', { name: 'Search hotels' }, { timeout: 3000 })
const lastUrl = (view: Awaited<ReturnType<typeof renderApp>>) => view.location.history.at(-1)

/** Stubs navigator.geolocation: answers with the position, or fails with the error code (1 refused, 2 unavailable). */
function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('code' in answer) failure?.({ code: answer.code, message: 'no' } as GeolocationPositionError)
    else success({ coords: answer } as GeolocationPosition)
  })
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  return getCurrentPosition
}

describe('searching near the visitor', { timeout: 20_000 }, () => {
  it("uses the browser's location, stores it, and searches around it", async () => {
    const getCurrentPosition = stubGeolocation({ latitude: 21.1619087, longitude: -86.8515279 })
    const view = await renderApp({ path: '/home', bookingApi: fakeBookingApi() })
    await hotelForm()
    const user = userEvent.setup()
    await user.click(screen.getAllByRole('button', { name: 'Use my location' })[0]!)
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Near me')
    expect([getCookie('searchLatitude'), getCookie('searchLongitude')]).toEqual(['21.16191', '-86.85153'])
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(lastUrl(view)).toBe(
      '/search-detail?latitude=21.16191&longitude=-86.85153&checkIn=2026-12-05&checkOut=2026-12-06&rooms=1&adults=2&children=0',
    )
  })

  it.each([
    { code: 1, message: 'Location access was refused. Allow it in your browser, or type a destination.' },
    { code: 2, message: 'Your location is not available right now. Type a destination instead.' },
  ])('says so when the location is refused or unavailable (code $code)', async ({ code, message }) => {
    stubGeolocation({ code })
    await renderApp({ path: '/home', bookingApi: fakeBookingApi() })
    await hotelForm()
    await userEvent.click(screen.getAllByRole('button', { name: 'Use my location' })[0]!)
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('')
    expect(getCookie('searchLatitude')).toBeNull()
  })

  it('offers "Near me" at once when a location is stored, without asking the browser', async () => {
    setCookie('searchLatitude', '38.72')
    setCookie('searchLongitude', '-9.14')
    const getCurrentPosition = stubGeolocation({ code: 1 })
    const view = await renderApp({ path: '/hotel', bookingApi: fakeBookingApi() })
    await hotelForm()
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }))
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(getCurrentPosition).not.toHaveBeenCalled()
    expect(lastUrl(view)).toBe(
      '/search-detail?latitude=38.72&longitude=-9.14&checkIn=2026-12-05&checkOut=2026-12-06&rooms=1&adults=2&children=0',
    )
  })

  it('starts "near me" from a link with latitude and longitude', async () => {
    await renderApp({ path: '/home?latitude=40.4168&longitude=-3.7038', bookingApi: fakeBookingApi() })
    await hotelForm()
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Near me')
  })
})

describe('search pages and featured destinations', { timeout: 20_000 }, () => {
  it('/resorts says when the organisation does not sell resorts', async () => {
    await renderApp({
      path: '/resorts',
      api: fakeApi({ getOrgConfig: async () => ({ ...demoOrg, eligibleProducts: [{ product_id: 'hotel' }] }) }),
    })
    expect(await screen.findByRole('heading', { name: 'Resorts' }, { timeout: 3000 })).toBeVisible()
    expect(await screen.findByText('Acme Getaways does not offer resorts.')).toBeVisible()
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('each featured destination links to its hotel search', async () => {
    await renderApp({
      path: '/home',
      api: fakeApi({
        getFeaturedDestinations: async () => [
          {
            id: 1,
            name: 'Cancún',
            countryCode: 'MX',
            countryName: 'Mexico',
            countryFlag: 'mx_80.png',
            fromPrice: { amountMinor: 9000, currency: 'USD' },
          },
        ],
      }),
    })
    expect(await screen.findByRole('link', { name: 'Cancún' })).toHaveAttribute('href', '/search-detail?destination=cancun-mx')
  })
})
