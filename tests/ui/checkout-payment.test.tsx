import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CreateReservationRequest } from '@contract/schemas/reservations'
import { renderCheckout } from './helpers/render-checkout'
import { failures, hotelQuote, reservationOf } from '../helpers/checkout-model'

/*
 * The payment step on the page (issue 20): an item paid now shows the test provider's fields,
 * clearly labelled, with the test cards; the rules speak under each field; the booking carries the
 * test card's method id, never its number; a declined card says so and takes another.
 */

const paidQuote = { ...hotelQuote, payNow: true }

async function paying(bookings: unknown[]) {
  const sent: CreateReservationRequest[] = []
  await renderCheckout({
    visitor: 'guest',
    getQuote: async () => paidQuote,
    createReservation: async (request: unknown) => {
      sent.push(request as CreateReservationRequest)
      const answer = bookings[sent.length - 1]
      if (answer instanceof Error) throw answer
      return answer as never
    },
  })
  const user = userEvent.setup()
  await screen.findByRole('heading', { name: 'Payment' }, { timeout: 10_000 })
  await user.selectOptions(screen.getByLabelText('Title'), 'Mrs')
  for (const [label, value] of [
    ['First name', 'Ana'],
    ['Last name', 'Silva'],
    ['Email', 'ana@example.com'],
    ['Phone number', '5550100'],
  ] as const)
    await user.type(screen.getByLabelText(label), value)
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }))
  return { sent, user }
}

describe('the payment step', { timeout: 30_000 }, () => {
  it('says no money moves, lists the test cards, and sends the test card as a method id', async () => {
    const { sent, user } = await paying([reservationOf(paidQuote)])
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(within(payment).getByText('Test payments: no money moves')).toBeVisible()
    expect(within(payment).getByText(/4242 4242 4242 4242 · Visa · approved/)).toBeVisible()
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('Charged to your card when you book')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Pay and book' }))
    expect(screen.getByLabelText('Card number')).toHaveFocus()
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Please enter the card number')
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111')
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Test payments take the test cards listed above only')
    await user.clear(screen.getByLabelText('Card number'))
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242')
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/30')
    await user.type(screen.getByLabelText('Security code'), '123')
    await user.type(screen.getByLabelText('Name on the card'), 'Ana Silva')
    await user.click(screen.getByRole('button', { name: 'Pay and book' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.payment).toEqual({ methodId: 'pm_test_approved_4242' })
    expect(JSON.stringify(sent[0])).not.toContain('4242424242424242')
  })

  it('a declined card says nothing was booked, and the next card is sent on the same key', async () => {
    const { sent, user } = await paying([failures.paymentDeclined, reservationOf(paidQuote)])
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002')
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/30')
    await user.type(screen.getByLabelText('Security code'), '123')
    await user.type(screen.getByLabelText('Name on the card'), 'Ana Silva')
    await user.click(screen.getByRole('button', { name: 'Pay and book' }))
    const declined = await screen.findByText('Your card was declined and nothing was booked. Please check the card or use another one.')
    expect(declined).toBeVisible()
    // "Pay and book" was disabled while it ran: the message takes focus, with "Try again" next.
    await waitFor(() => expect(declined.closest('[role="alert"]')).toHaveFocus())
    await user.clear(screen.getByLabelText('Card number'))
    await user.type(screen.getByLabelText('Card number'), '5555 5555 5555 4444')
    await user.click(screen.getByRole('button', { name: 'Pay and book' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent.map((request) => request.payment)).toEqual([{ methodId: 'pm_test_declined_0002' }, { methodId: 'pm_test_approved_4444' }])
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey)
  })
})
