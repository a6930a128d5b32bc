import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { activateLocale, i18n } from '@/lib/i18n'
import { ReservationView } from '@/features/reservations/reservation-view'
import type { Cancellation } from '@/features/reservations/cancelled-notice'
import { SettingsProvider } from '@/shared/settings/settings-context'
import { startSettingsActor } from '@/shared/settings/settings-actor'
import type { Reservation } from '@contract/schemas/reservations'
import { fakeApi, loadAnswerShapes, serveFakeCalls } from './helpers/fake-api'
import { noCandidates } from './helpers/render-app'
import { fakeBookingApi, twoItemReservation } from '../helpers/reservations-model'
import './helpers/dom-polyfills'

/*
 * ReservationView on its own, as a page of its own (the guest's /manage-booking) uses it: one
 * booking with its cancel actions, cancelling with the token it was given.
 */

const running: { stop: () => void }[] = []
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop())
  vi.useRealTimers()
})

async function renderView(reservation: Reservation, token: string) {
  await activateLocale('en-US')
  await loadAnswerShapes()
  const bookingApi = fakeBookingApi([reservation])
  const cancel = vi.spyOn(bookingApi, 'cancelReservation')
  serveFakeCalls(fakeApi(), bookingApi)
  const settings = startSettingsActor(noCandidates)
  running.push(settings)
  const heard: Cancellation[] = []
  render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider actor={settings}>
        <ReservationView reservation={reservation} token={token} onCancelled={(c) => void heard.push(c)} />
      </SettingsProvider>
    </I18nProvider>,
  )
  return { cancel, heard }
}

describe('ReservationView', () => {
  it("cancels one item, then the rest, with the guest's token, saying each time what was cancelled", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 1, 12) })
    const { cancel, heard } = await renderView(twoItemReservation(), 'guest-token-123')
    const user = userEvent.setup()
    const tulum = screen.getByRole('article', { name: 'Tulum Palms' })
    expect(within(tulum).getByRole('button', { name: 'Cancel this item' })).toHaveAccessibleDescription('Tulum Palms – Garden Suite')
    await user.click(within(tulum).getByRole('button', { name: 'Cancel this item' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel this item' }))
    const notice = await screen.findByText(/Tulum Palms – Garden Suite is cancelled from your booking TC-TWO001\./)
    await waitFor(() => expect(notice).toHaveFocus())
    expect(within(screen.getByRole('article', { name: 'Tulum Palms' })).getByText('Cancelled')).toBeVisible()
    expect(within(screen.getByRole('article', { name: 'Tulum Palms' })).queryByRole('button', { name: 'Cancel this item' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Booking total' })).toHaveTextContent('Total$360.00Amount due$240.00')

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking TC-TWO001?' })
    expect(dialog).toHaveTextContent('These items will be cancelled:Coral Bay Hotel')
    expect(dialog).not.toHaveTextContent('Tulum Palms')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }))
    expect(await screen.findByText(/Your booking TC-TWO001 is cancelled\./)).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull()

    expect(cancel.mock.calls.map(([request]) => request)).toEqual([
      { confirmationNumber: 'TC-TWO001', token: 'guest-token-123', itemId: 2 },
      { confirmationNumber: 'TC-TWO001', token: 'guest-token-123' },
    ])
    expect(heard.map((c) => [c.itemId, c.reservation.status])).toEqual([
      [2, 'CONFIRMED'],
      [null, 'CANCELLED'],
    ])
  }, 30_000)
})
