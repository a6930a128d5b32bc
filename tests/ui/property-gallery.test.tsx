import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './helpers/render-app'
import { fakeBookingApi, hotel } from '../helpers/property-details-model'

beforeAll(() => import('@/features/property/property-page'), 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2027, 1, 20, 12))
})
afterEach(() => vi.useRealTimers())

/** The slide on show: its name ("Image 2 of 5") and its picture's alt text. */
function shown() {
  const slide = screen.getByRole('group', { name: /^Image \d of \d$/ })
  return [slide.getAttribute('aria-label'), within(slide).getByRole('img').getAttribute('alt')]
}

describe('/hotel-details, the gallery', () => {
  it('moves through the photos with the previous and next buttons, wrapping at both ends, and with the thumbnails', async () => {
    await renderApp({ path: `/hotel-details?id=${hotel.id}&checkIn=2027-03-10&checkOut=2027-03-12`, bookingApi: fakeBookingApi() })
    const gallery = await screen.findByRole('region', { name: `Photos of ${hotel.name}` })
    expect(gallery).toHaveAttribute('aria-roledescription', 'carousel')
    expect(shown()).toEqual(['Image 1 of 5', 'Pool at sunset'])
    expect(within(gallery).getByRole('group', { name: 'Image 1 of 5' })).toHaveAttribute('aria-live', 'polite')
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next image' }))
    expect(shown()).toEqual(['Image 2 of 5', 'Lobby'])
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous image' }))
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous image' }))
    expect(shown()).toEqual(['Image 5 of 5', 'Spa'])
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next image' }))
    expect(shown()).toEqual(['Image 1 of 5', 'Pool at sunset'])
    const thumbnail = within(gallery).getByRole('button', { name: 'Show image 3: Deluxe room' })
    await userEvent.click(thumbnail)
    expect(shown()).toEqual(['Image 3 of 5', 'Deluxe room'])
    expect(thumbnail).toHaveAttribute('aria-current', 'true')
    expect(within(gallery).getByRole('button', { name: 'Show image 1: Pool at sunset' })).not.toHaveAttribute('aria-current')
  })

  it('answers the arrow keys, Home and End while focus is in it', async () => {
    await renderApp({ path: `/hotel-details?id=${hotel.id}&checkIn=2027-03-10&checkOut=2027-03-12`, bookingApi: fakeBookingApi() })
    await screen.findByRole('region', { name: `Photos of ${hotel.name}` })
    screen.getByRole('group', { name: 'Image 1 of 5' }).focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(shown()).toEqual(['Image 3 of 5', 'Deluxe room'])
    await userEvent.keyboard('{ArrowLeft}')
    expect(shown()).toEqual(['Image 2 of 5', 'Lobby'])
    await userEvent.keyboard('{End}')
    expect(shown()).toEqual(['Image 5 of 5', 'Spa'])
    await userEvent.keyboard('{ArrowRight}')
    expect(shown()).toEqual(['Image 1 of 5', 'Pool at sunset'])
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus()
    await userEvent.keyboard('{Home}{ArrowLeft}')
    expect(shown()).toEqual(['Image 5 of 5', 'Spa'])
    await userEvent.keyboard('{Enter}')
    expect(shown()).toEqual(['Image 4 of 5', 'Beach'])
  })

  it('in a right-to-left page, ArrowLeft shows the next photo and ArrowRight the previous one', async () => {
    await renderApp({ path: `/hotel-details?id=${hotel.id}&checkIn=2027-03-10&checkOut=2027-03-12`, bookingApi: fakeBookingApi() })
    await screen.findByRole('region', { name: `Photos of ${hotel.name}` })
    // As activateLocale sets it for a right-to-left language (this build has none yet).
    document.documentElement.dir = 'rtl'
    try {
      screen.getByRole('group', { name: 'Image 1 of 5' }).focus()
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
      expect(shown()).toEqual(['Image 3 of 5', 'Deluxe room'])
      await userEvent.keyboard('{ArrowRight}')
      expect(shown()).toEqual(['Image 2 of 5', 'Lobby'])
    } finally {
      document.documentElement.removeAttribute('dir')
    }
  })
})
