import { beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Reservation } from '@contract/schemas/reservations'
import { renderApp } from './helpers/render-app'
import { noBookingApi, type BookingApi } from './helpers/fake-api'
import { controllable } from '../helpers/controllable'
import { cancelledReservation, failures, foundReservation, grant } from '../helpers/manage-booking-model'

/*
 * /manage-booking through the real page, machine and src/api calls, against a fake server that
 * answers the item-based reservation (contract/schemas/reservations.ts `reservation`).
 */

beforeAll(() => import('@/features/manage-booking/manage-booking-page'))

/** A server holding one booking: found with its number and gina@example.com (in any case, as the server compares), then read and cancelled with the grant. */
function serverWithBooking(overrides: Partial<BookingApi> = {}) {
  let held: Reservation = foundReservation
  const api: BookingApi = {
    ...noBookingApi,
    findBooking: async (request) => {
      if (request.confirmationNumber === grant.confirmationNumber && request.email.toLowerCase() === 'gina@example.com') return grant
      throw failures.notFound
    },
    getReservation: (async (number: string, token: string) => {
      if (number !== grant.confirmationNumber || token !== grant.token) throw failures.notFound
      return held
    }) as never,
    cancelReservation: (async ({ confirmationNumber, token }: { confirmationNumber: string; token: string }) => {
      if (confirmationNumber !== grant.confirmationNumber || token !== grant.token) throw failures.notFound
      held = cancelledReservation
      return held
    }) as never,
    ...overrides,
  }
  return api
}

// A walk through the page types and waits for a dozen answers: room for a busy machine.
describe('/manage-booking', { timeout: 20_000 }, () => {
  it('fills the number from ?ref=, asks for the email, finds the booking and cancels it', async () => {
    const user = userEvent.setup()
    const bookingApi = serverWithBooking()
    const find = vi.spyOn(bookingApi, 'findBooking')
    await renderApp({ path: '/manage-booking?ref=tc-abcd2345', bookingApi })
    // The page is its own chunk: on a busy machine it takes more than a second to arrive.
    expect(await screen.findByRole('heading', { name: 'Manage your booking', level: 1 }, { timeout: 5000 })).toBeVisible()
    expect(screen.getByLabelText('Confirmation number')).toHaveValue('tc-abcd2345')
    // The number came with the link: the email is what is left, and has the focus.
    const email = screen.getByLabelText('Email used for the booking')
    await waitFor(() => expect(email).toHaveFocus())

    await user.keyboard('{Enter}')
    expect(await screen.findByText('Enter the email address the booking was made with.')).toBeVisible()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(find).not.toHaveBeenCalled()

    await user.type(email, ' Gina@Example.com{Enter}')
    const heading = await screen.findByRole('heading', { name: 'Booking TC-ABCD2345' })
    expect(find.mock.calls[0]![0]).toEqual({ confirmationNumber: 'TC-ABCD2345', email: 'Gina@Example.com' })
    await waitFor(() => expect(heading).toHaveFocus())
    const main = screen.getByRole('main')
    for (const text of [
      'Hotel Mar Azul',
      'Double room',
      'Aug 1, 2026 to Aug 3, 2026 · 2 adults',
      'Free cancellation until Jul 29, 2026',
      'Amount due €360.00',
    ])
      expect(main).toHaveTextContent(text)

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking TC-ABCD2345?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }))
    const cancelledNote = await screen.findByText(
      (_, node) =>
        node?.textContent === 'This booking is cancelled. A confirmation is on its way to gina@example.com.' && node.tagName === 'P',
    )
    expect(cancelledNote).toBeVisible()
    // The address is isolated, so the full stop after it stays after it in a right-to-left sentence.
    expect(within(cancelledNote).getByText('gina@example.com').tagName).toBe('BDI')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    // Cancelled: nothing is due, and no cancellation terms are left to offer.
    expect(main).toHaveTextContent('Amount due €0.00')
    expect(main).not.toHaveTextContent('Free cancellation until')
    expect(main).not.toHaveTextContent('Refunded')
  })

  it('names a one-day item by its day alone (an activity), not as a range from a day to itself', async () => {
    const [item] = foundReservation.items
    const oneDay: Reservation = { ...foundReservation, items: [{ ...item!, startsOn: '2026-08-01', endsOn: '2026-08-01' }] }
    const bookingApi = serverWithBooking({ getReservation: (async () => oneDay) as never })
    await renderApp({ path: '/manage-booking?ref=TC-ABCD2345', bookingApi })
    const email = await screen.findByLabelText('Email used for the booking', {}, { timeout: 5000 })
    await userEvent.type(email, 'gina@example.com{Enter}')
    await screen.findByRole('heading', { name: 'Booking TC-ABCD2345' })
    expect(screen.getByRole('main')).toHaveTextContent('Aug 1, 2026 · 2 adults')
    expect(screen.getByRole('main')).not.toHaveTextContent('Aug 1, 2026 –')
  })

  it('says what the card paid when booked, and that nothing more is due', async () => {
    const [item] = foundReservation.items
    const paid: Reservation = { ...foundReservation, items: [{ ...item!, payWhen: 'now' }] }
    const bookingApi = serverWithBooking({ getReservation: (async () => paid) as never })
    await renderApp({ path: '/manage-booking?ref=TC-ABCD2345', bookingApi })
    await userEvent.type(await screen.findByLabelText('Email used for the booking', {}, { timeout: 5000 }), 'gina@example.com{Enter}')
    await screen.findByRole('heading', { name: 'Booking TC-ABCD2345' })
    expect(screen.getByRole('main')).toHaveTextContent('Paid by card €360.00Amount due €0.00')
  })

  it('says the same thing for an unknown number and a wrong email, and keeps what was typed', async () => {
    const user = userEvent.setup()
    await renderApp({ path: '/manage-booking', bookingApi: serverWithBooking() })
    const number = await screen.findByLabelText('Confirmation number', {}, { timeout: 5000 })
    await waitFor(() => expect(number).toHaveFocus())
    await user.type(number, 'TC-ABCD2345')
    await user.type(screen.getByLabelText('Email used for the booking'), 'someone@example.com{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a booking with this confirmation number and email. Check both in your confirmation email.',
    )
    expect(screen.getByLabelText('Confirmation number')).toHaveValue('TC-ABCD2345')
  })

  it('names a malformed number under its field, and says when there were too many look-ups', async () => {
    const user = userEvent.setup()
    const bookingApi = serverWithBooking({ findBooking: async () => Promise.reject(failures.tooMany) })
    await renderApp({ path: '/manage-booking', bookingApi })
    await user.type(await screen.findByLabelText('Confirmation number'), 'not a number!')
    await user.type(screen.getByLabelText('Email used for the booking'), 'gina@example.com{Enter}')
    expect(await screen.findByText('Enter the confirmation number as it is in your email, such as TC-ABCD2345.')).toBeVisible()
    await waitFor(() => expect(screen.getByLabelText('Confirmation number')).toHaveFocus())
    await user.clear(screen.getByLabelText('Confirmation number'))
    await user.type(screen.getByLabelText('Confirmation number'), 'TC-ABCD2345{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many look-ups in a short time. Please wait a few minutes and try again.',
    )
  })

  it('shows a spinner while looking, and the button cannot send twice', async () => {
    const user = userEvent.setup()
    const call = controllable<typeof grant>()
    await renderApp({ path: '/manage-booking?ref=TC-ABCD2345', bookingApi: serverWithBooking({ findBooking: call.fn as never }) })
    await user.type(await screen.findByLabelText('Email used for the booking'), 'gina@example.com{Enter}')
    expect(await screen.findByRole('status', { name: 'Looking for your booking' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Find booking' })).toBeDisabled()
    call.resolve(grant)
    expect(await screen.findByRole('heading', { name: 'Booking TC-ABCD2345' })).toBeVisible()
    expect(call.calls).toHaveLength(1)
  })
})

describe('/manage-booking when the booking does not load', { timeout: 20_000 }, () => {
  it('offers a retry after a passing failure, and a new look-up when the grant no longer opens it', async () => {
    const user = userEvent.setup()
    let fails = 1
    const bookingApi = serverWithBooking()
    const load = bookingApi.getReservation
    bookingApi.getReservation = (async (...args: Parameters<typeof load>) => {
      if (fails-- > 0) throw failures.serverDown
      return load(...args)
    }) as typeof load
    await renderApp({ path: '/manage-booking?ref=TC-ABCD2345', bookingApi })
    await user.type(await screen.findByLabelText('Email used for the booking'), 'gina@example.com{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong just now. Please check your connection and try again.')
    const retry = screen.getByRole('button', { name: 'Try again' })
    await waitFor(() => expect(retry).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'Booking TC-ABCD2345' })).toBeVisible()

    bookingApi.getReservation = (async () => Promise.reject(failures.notFound)) as never
    await user.click(screen.getByRole('button', { name: 'Find another booking' }))
    // The form again, with what was typed kept.
    expect(await screen.findByLabelText('Email used for the booking')).toHaveValue('gina@example.com')
    await user.click(screen.getByRole('button', { name: 'Find booking' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page has been open too long to change the booking. Please look it up again.',
    )
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Look it up again' }))
    expect(await screen.findByLabelText('Confirmation number')).toHaveValue('TC-ABCD2345')
  })
})
