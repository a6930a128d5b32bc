import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import {
  cancelledStay,
  fakeBookingApi,
  notCancellable,
  oneStay,
  reservationOf,
  stayItem,
  twoItemReservation,
} from '../helpers/reservations-model'

/*
 * A booking of several items on the booking history: each item with its own status, price,
 * wallet cards and cancel action; cancelling one leaves the other and changes the sums. The
 * booking (tests/helpers/reservations-model.ts): Coral Bay Hotel, item 1, $360.00 less a $120.00
 * certificate, free to cancel until 7 June; Tulum Palms, item 2, $500.00 less a $50.00 discount
 * card and $100.00 from the cash card, free to cancel until 14 June.
 */

const member = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })

beforeAll(() => import('@/features/reservations/booking-history-page'))
afterEach(() => void vi.useRealTimers())
const today = (year: number, month: number, day: number) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(year, month - 1, day, 12) })
/** The policy's day is the UTC date (docs/decisions.md#cancellation): its last instant, and the first of the next. */
const lastFreeInstant = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-07T23:59:59.999Z') })
const dayAfter = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-08T00:00:00.000Z') })

const booking = () => screen.getByRole('article', { name: 'Coral Bay Hotel' })
const itemRow = (name: string) => within(booking()).getByRole('heading', { name, level: 4 }).closest('li')!
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)

async function openHistory(list = [twoItemReservation()]) {
  const bookingApi = fakeBookingApi(list)
  const cancel = vi.spyOn(bookingApi, 'cancelReservation')
  await renderApp({ path: '/user/booking-history', api: member, bookingApi })
  // The first render of a file loads the page's modules: give it longer than a later one.
  await screen.findByRole('article', { name: 'Coral Bay Hotel' }, { timeout: 5_000 })
  return { cancel }
}

// Each test clicks through a dialog or two on the whole app: more than the 5 s default on a busy machine.
describe('a booking of two items in the booking history', { timeout: 20_000 }, () => {
  it('lists both items, each with its status, price, wallet cards and its own cancel action, and the sums', async () => {
    today(2026, 5, 1)
    await openHistory()
    const items = within(booking()).getByRole('list', { name: 'Items of booking TC-TWO001' })
    expect(
      within(items)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Coral Bay Hotel', 'Tulum Palms'])
    for (const text of [
      'Confirmed',
      'Cancún · 2 nights',
      'Jun 10, 2026 to Jun 12, 2026',
      'Price $360.00',
      'Certificate Hotel night certificate CERT-HLT-0001 −$120.00',
    ])
      expect(itemRow('Coral Bay Hotel')).toHaveTextContent(text)
    for (const text of [
      'Confirmed',
      'Tulum · 2 nights',
      'Garden Suite · 2 adults',
      'Price $500.00',
      'Discount card Summer discount DISC-0001 −$50.00',
      'Cash card Travel cash CASH-0001 −$100.00',
    ])
      expect(itemRow('Tulum Palms')).toHaveTextContent(text)
    expect(booking()).toHaveTextContent('Total $860.00 charged in USD')
    expect(within(itemRow('Coral Bay Hotel')).getByRole('button', { name: 'Cancel this item' })).toHaveAccessibleDescription(
      'Coral Bay Hotel – Deluxe King Room',
    )
    expect(within(itemRow('Tulum Palms')).getByRole('button', { name: 'Cancel this item' })).toHaveAccessibleDescription(
      'Tulum Palms – Garden Suite',
    )
    expect(within(booking()).getByRole('button', { name: 'Cancel booking' })).toBeVisible()
  })

  it('cancels one item: the dialog names it and its cards, the other item stays booked and the sums drop', async () => {
    today(2026, 5, 1)
    const { cancel } = await openHistory()
    const user = userEvent.setup()
    await user.click(within(itemRow('Tulum Palms')).getByRole('button', { name: 'Cancel this item' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel Tulum Palms – Garden Suite from your booking?' })
    expect(dialog).toHaveTextContent('Confirmation number TC-TWO001. This cannot be undone.')
    expect(dialog).toHaveTextContent('Free cancellation until Jun 14, 2026.')
    expect(dialog).toHaveTextContent('The other items of the booking are not affected.')
    expect(dialog).toHaveTextContent(
      'These wallet cards return to your wallet:Discount card Summer discount DISC-0001: $50.00Cash card Travel cash CASH-0001: $100.00',
    )
    expect(dialog).not.toHaveTextContent('CERT-HLT-0001')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel this item' }))

    const notice = await screen.findByText(/Tulum Palms – Garden Suite is cancelled from your booking TC-TWO001\./)
    expect(notice).toHaveTextContent('The wallet cards you used are back in your wallet.')
    await waitFor(() => expect(notice).toHaveFocus())
    expect(cancel.mock.calls.map(([request]) => request)).toEqual([{ confirmationNumber: 'TC-TWO001', token: '', itemId: 2 }])
    expect(screen.queryByRole('dialog')).toBeNull()
    // Still upcoming, partly cancelled; the Tulum item shows as cancelled and can no longer be.
    expect(tabNames()).toEqual(['Upcoming (1)', 'Past (0)', 'Cancelled (0)'])
    expect(within(booking()).getByText('Partly cancelled')).toBeVisible()
    expect(within(itemRow('Tulum Palms')).getByText('Cancelled')).toBeVisible()
    expect(within(itemRow('Tulum Palms')).queryByRole('button', { name: 'Cancel this item' })).toBeNull()
    expect(within(itemRow('Coral Bay Hotel')).getByText('Confirmed')).toBeVisible()
    expect(within(itemRow('Coral Bay Hotel')).getByRole('button', { name: 'Cancel this item' })).toBeVisible()
    expect(booking()).toHaveTextContent('Total $360.00 charged in USD')

    await user.click(within(booking()).getByRole('button', { name: 'Details' }))
    const details = screen.getByRole('dialog', { name: 'Coral Bay Hotel' })
    expect(within(details).getByRole('region', { name: 'Booking total' })).toHaveTextContent('Total$360.00Amount due$240.00')
    // The cancelled item keeps what it cost; its cards are back, and it owes nothing (paid at the property: no refund).
    const tulum = within(details).getByRole('article', { name: 'Tulum Palms' })
    expect(tulum).toHaveTextContent('Discount card Summer discount DISC-0001Back in your wallet')
    expect(tulum).toHaveTextContent('Cash card Travel cash CASH-0001Back in your wallet')
    expect(tulum).toHaveTextContent('Item total$500.00')
    expect(tulum).toHaveTextContent('Back in your walletAmount due$0.00')
    expect(tulum).not.toHaveTextContent('Refunded')
    expect(tulum).not.toHaveTextContent('−')
    expect(within(details).getByRole('article', { name: 'Coral Bay Hotel' })).toHaveTextContent(
      'Certificate Hotel night certificate CERT-HLT-0001−$120.00Due for this item$240.00',
    )
  })

  it('cancels the whole booking: the dialog lists both items and every card, and the booking moves to Cancelled', async () => {
    today(2026, 5, 1)
    const { cancel } = await openHistory()
    const user = userEvent.setup()
    await user.click(within(booking()).getByRole('button', { name: 'Cancel booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking TC-TWO001?' })
    expect(dialog).toHaveTextContent(
      'These items will be cancelled:Coral Bay Hotel · Jun 10, 2026 to Jun 12, 2026Tulum Palms · Jun 15, 2026 to Jun 17, 2026',
    )
    for (const code of ['CERT-HLT-0001', 'DISC-0001', 'CASH-0001']) expect(dialog).toHaveTextContent(code)
    expect(dialog).not.toHaveTextContent('stay booked')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }))

    expect(await screen.findByText(/Your booking TC-TWO001 is cancelled\./)).toHaveTextContent(
      'The wallet cards you used are back in your wallet.',
    )
    expect(cancel.mock.calls.map(([request]) => request)).toEqual([{ confirmationNumber: 'TC-TWO001', token: '' }])
    expect(tabNames()).toEqual(['Upcoming (0)', 'Past (0)', 'Cancelled (1)'])
    await user.click(screen.getByRole('tab', { name: 'Cancelled (1)' }))
    expect(within(booking()).queryByRole('button', { name: /^Cancel/ })).toBeNull()
    expect(within(itemRow('Coral Bay Hotel')).getByText('Cancelled')).toBeVisible()
    expect(within(itemRow('Tulum Palms')).getByText('Cancelled')).toBeVisible()
    // Once every item is cancelled, the sums are what the booking was, and nothing is due.
    expect(booking()).toHaveTextContent('Total $860.00 charged in USD')
    await user.click(within(booking()).getByRole('button', { name: 'Details' }))
    const details = screen.getByRole('dialog', { name: 'Coral Bay Hotel' })
    expect(within(details).getByRole('region', { name: 'Booking total' })).toHaveTextContent('Total$860.00Amount due$0.00')
  })

  it('a cancelled item paid when booked says what went back to the card', async () => {
    today(2026, 5, 1)
    const paid = oneStay({ ...cancelledStay, payWhen: 'now' }, { confirmationNumber: 'TC-PAID01' })
    await renderApp({ path: '/user/booking-history', api: member, bookingApi: fakeBookingApi([paid]) })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Cancelled (1)' }, { timeout: 5_000 }))
    await user.click(within(booking()).getByRole('button', { name: 'Details' }))
    const details = screen.getByRole('dialog', { name: 'Coral Bay Hotel' })
    expect(within(details).getByRole('article', { name: 'Coral Bay Hotel' })).toHaveTextContent(
      'Total$360.00Certificate Hotel night certificate CERT-HLT-0001Back in your walletRefunded to your card$240.00Amount due$0.00',
    )
  })

  it('tells two rooms at the same hotel apart: each cancel action and its dialog name the room', async () => {
    today(2026, 5, 1)
    const twoRooms = reservationOf({
      confirmationNumber: 'TC-ROOMS2',
      items: [stayItem(), stayItem({ id: 2, roomName: 'Family Room' })],
    })
    await openHistory([twoRooms])
    const actions = within(booking()).getAllByRole('button', { name: 'Cancel this item' })
    expect(actions).toHaveLength(2)
    expect(actions[0]).toHaveAccessibleDescription('Coral Bay Hotel – Deluxe King Room')
    expect(actions[1]).toHaveAccessibleDescription('Coral Bay Hotel – Family Room')
    await userEvent.setup().click(actions[1]!)
    expect(screen.getByRole('dialog', { name: 'Cancel Coral Bay Hotel – Family Room from your booking?' })).toBeVisible()
  })

  it('says when the item can no longer be cancelled, in words about the item', async () => {
    today(2026, 5, 1)
    await renderApp({
      path: '/user/booking-history',
      api: member,
      bookingApi: fakeBookingApi([twoItemReservation()], { cancelReservation: async () => Promise.reject(notCancellable()) }),
    })
    await screen.findByRole('article', { name: 'Coral Bay Hotel' })
    await userEvent.click(within(itemRow('Coral Bay Hotel')).getByRole('button', { name: 'Cancel this item' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel this item' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This item can no longer be cancelled/)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(itemRow('Coral Bay Hotel')).getByRole('button', { name: 'Cancel this item' })).toHaveFocus()
  })
})

describe('the free-cancellation day, counted in UTC as the server counts it', { timeout: 20_000 }, () => {
  it('offers "Cancel this item" on its last free day, and not the day after (the other item still can be)', async () => {
    lastFreeInstant()
    const first = await renderApp({ path: '/user/booking-history', api: member, bookingApi: fakeBookingApi([twoItemReservation()]) })
    await screen.findByRole('article', { name: 'Coral Bay Hotel' })
    expect(within(itemRow('Coral Bay Hotel')).getByRole('button', { name: 'Cancel this item' })).toBeVisible()
    first.unmount()

    // The same answer (the server said cancellable a moment before), read at 00:00Z on 8 June.
    dayAfter()
    await renderApp({ path: '/user/booking-history', api: member, bookingApi: fakeBookingApi([twoItemReservation()]) })
    await screen.findByRole('article', { name: 'Coral Bay Hotel' })
    expect(within(itemRow('Coral Bay Hotel')).queryByRole('button', { name: 'Cancel this item' })).toBeNull()
    expect(itemRow('Coral Bay Hotel')).toBeVisible()
    expect(within(itemRow('Tulum Palms')).getByRole('button', { name: 'Cancel this item' })).toBeVisible()
    await userEvent.click(within(booking()).getByRole('button', { name: 'Cancel booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking TC-TWO001?' })
    expect(dialog).toHaveTextContent('These items will be cancelled:Tulum Palms')
    expect(dialog).toHaveTextContent('These items can no longer be cancelled and stay booked:Coral Bay Hotel')
    expect(dialog).not.toHaveTextContent('CERT-HLT-0001')
  })

  it('offers "Cancel booking" on a one-item booking until its last free day, and not the day after', async () => {
    lastFreeInstant()
    const first = await renderApp({ path: '/user/booking-history', api: member, bookingApi: fakeBookingApi([oneStay({})]) })
    expect(
      within(await screen.findByRole('article', { name: 'Coral Bay Hotel' })).getByRole('button', { name: 'Cancel booking' }),
    ).toBeVisible()
    first.unmount()
    dayAfter()
    await renderApp({ path: '/user/booking-history', api: member, bookingApi: fakeBookingApi([oneStay({})]) })
    const card = await screen.findByRole('article', { name: 'Coral Bay Hotel' })
    expect(within(card).queryByRole('button', { name: /^Cancel/ })).toBeNull()
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }))
    expect(screen.getByRole('dialog', { name: 'Coral Bay Hotel' })).toHaveTextContent('Free cancellation ended on Jun 7, 2026.')
  })
})
