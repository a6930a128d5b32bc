import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CreateReservationRequest } from '@contract/schemas/reservations'
import type { ItemQuoteRequest } from '@contract/schemas/lines'
import { ApiError } from '@/api/client'
import { reservationOf, stayQuoteFor } from '../helpers/checkout-fixtures'
import { cards, certificate, discountCard } from '../helpers/wallet-model'
import { renderCheckout } from './helpers/render-checkout'

/*
 * A rental on the generic checkout (issue 16): its own summary and price label, the STY wallet —
 * a complimentary stay certificate that pays it in full leaves nothing to pay.
 */

const price = () => screen.getByRole('region', { name: 'Price' })
const dueText = () => within(price()).getByText('Amount due').nextSibling

async function fillRest(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Title'), 'Mrs')
  await user.type(screen.getByLabelText('Phone number'), '5550100')
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }))
}

describe('a stay at the checkout', () => {
  it('is booked free with the member’s stay certificate, which is chosen for it, not the hotel’s', async () => {
    const user = userEvent.setup()
    const quote = stayQuoteFor(45_000)
    const quoted: ItemQuoteRequest[] = []
    const sent: CreateReservationRequest[] = []
    const wallet = cards(
      [certificate('CERT-HLT-0001', ['HLT'], 120_000), certificate('CERT-STY-0001', ['STY'], 60_000)],
      [discountCard('DISC-0001', 2_500)],
    )
    const view = await renderCheckout({
      line: 'stay',
      getQuote: async (request) => (quoted.push(request as ItemQuoteRequest), quote),
      getPaymentCardsByUser: async () => wallet,
      createReservation: async (request) => (sent.push(request as CreateReservationRequest), reservationOf(quote)),
    })
    expect(await screen.findByRole('heading', { name: 'Maya Condo 12D' }, { timeout: 10_000 })).toBeVisible()
    expect(quoted[0]).toEqual({
      selection: { line: 'stay', unitId: 'cancun-maya-condo-12d', checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 2, children: 0 },
      currency: 'USD',
    })
    const summary = screen.getByRole('region', { name: 'Maya Condo 12D' })
    expect(summary).toHaveTextContent('Condo · 2 bedrooms · 1 bathroom')
    expect(summary).toHaveTextContent('From 16:00; leave by 10:00')
    expect(summary).toHaveTextContent('$300.00, held by the host at check-in and refunded after your stay; not charged here')
    expect(within(summary).getByRole('list').textContent).toBe('No smoking insideQuiet hours from 22:00 to 08:00')
    expect(within(price()).getByText('Rent for 3 nights')).toBeVisible()
    expect(await screen.findByRole('radio', { name: /CERT-STY-0001/ })).toBeChecked()
    expect(screen.queryByRole('radio', { name: /CERT-HLT-0001/ })).toBeNull()
    await waitFor(() => expect(dueText()).toHaveTextContent('Nothing to pay'))
    await fillRest(user)
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q'))
    expect(sent[0]).toMatchObject({
      items: [{ selection: quote.selection, wallet: { certificate: 'CERT-STY-0001' } }],
      expected: { totalMinor: 45_000, amountDueMinor: 0 },
    })
  }, 30_000)

  it('selects the certificate the link names (the one the results said covers the stay), not the first to expire', async () => {
    const wallet = cards([certificate('CERT-STY-SOON', ['STY'], 20_000), certificate('CERT-STY-0001', ['STY'], 60_000)], [])
    await renderCheckout({
      line: 'stay',
      certificate: 'CERT-STY-0001',
      getQuote: async () => stayQuoteFor(45_000),
      getPaymentCardsByUser: async () => wallet,
    })
    expect(await screen.findByRole('radio', { name: /CERT-STY-0001/ }, { timeout: 10_000 })).toBeChecked()
    expect(screen.getByRole('radio', { name: /CERT-STY-SOON/ })).not.toBeChecked()
    await waitFor(() => expect(dueText()).toHaveTextContent('Nothing to pay'))
  }, 30_000)

  it('leaves the host’s share to pay at check-in when no certificate covers it', async () => {
    await renderCheckout({ line: 'stay', getQuote: async () => stayQuoteFor(45_000), getPaymentCardsByUser: async () => cards([], []) })
    expect(await screen.findByRole('heading', { name: 'Maya Condo 12D' }, { timeout: 10_000 })).toBeVisible()
    await waitFor(() => expect(dueText()).toHaveTextContent('$450.00'))
    expect(within(price()).getByText('Pay the host at check-in')).toBeVisible()
    // The terms for these dates are said before "Book now".
    expect(within(price()).getByText('Free cancellation until Dec 3, 2026.')).toBeVisible()
  }, 30_000)

  it('says before "Book now" that a stay whose free-cancellation window has closed is non-refundable', async () => {
    const closed = { ...stayQuoteFor(45_000), freeCancellationUntil: null }
    await renderCheckout({ line: 'stay', getQuote: async () => closed, getPaymentCardsByUser: async () => cards([], []) })
    expect(await screen.findByRole('heading', { name: 'Maya Condo 12D' }, { timeout: 10_000 })).toBeVisible()
    expect(await within(price()).findByText('Non-refundable: this booking cannot be cancelled.')).toBeVisible()
    expect(within(price()).queryByText(/Free cancellation/)).toBeNull()
  }, 30_000)

  it('sends a stay the server refuses (a night short of the minimum) back to the rental for the same dates', async () => {
    const tooShort = new ApiError('http', 'A stay arriving on 2026-12-10 must last at least 4 nights', 400, 'MIN_NIGHTS')
    await renderCheckout({ line: 'stay', getQuote: async () => Promise.reject(tooShort) })
    expect(await screen.findByRole('link', { name: 'Back to the rental' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/stay-details?id=cancun-maya-condo-12d&checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=0',
    )
  }, 30_000)
})
