import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CreateReservationRequest } from '@contract/schemas/reservations'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import { transferCheckoutUrl } from '@/lib/transfer-params'
import { reservationOf } from '../helpers/checkout-fixtures'
import { transferQuoteFor, transferSelection } from '../helpers/transfer-details-model'
import { renderCheckout } from './helpers/render-checkout'

/*
 * A transfer on the generic checkout (issue 20): its summary, its price label, and the arriving
 * flight's number asked for an airport pick-up only, kept as printed and sent with the selection.
 */

const ride = { airport: 'CDG', placeId: transferSelection.placeId, at: transferSelection.at, passengers: 2, bags: 2 }
const price = () => screen.getByRole('region', { name: 'Price' })

/** The fake quote paid to the driver (no card step), for the asked direction. */
const quoteOf = (request: ItemQuoteRequest): ItemQuote => {
  const quote = transferQuoteFor(request)
  return { ...quote, payNow: false, details: { ...(quote.details as object), payNow: false } as ItemQuote['details'] }
}

async function fillRest(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Title'), 'Mrs')
  await user.type(screen.getByLabelText('Phone number'), '5550100')
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }))
}

describe('a transfer at the checkout', () => {
  it('asks an arrival for its flight number: refused empty or malformed, kept in capitals, sent with the selection', async () => {
    const user = userEvent.setup()
    const sent: CreateReservationRequest[] = []
    const quoted: ItemQuoteRequest[] = []
    const view = await renderCheckout({
      path: transferCheckoutUrl({ ...ride, direction: 'arrival' }, transferSelection.offerId),
      getQuote: async (request) => (quoted.push(request as ItemQuoteRequest), quoteOf(request as ItemQuoteRequest)),
      createReservation: async (request) => (sent.push(request as CreateReservationRequest), reservationOf(quoteOf(quoted[0]!))),
    })
    expect(await screen.findByRole('heading', { name: 'Private car: Toyota Camry' }, { timeout: 10_000 })).toBeVisible()
    expect(quoted[0]!.selection).toEqual(transferSelection)
    const summary = screen.getByRole('region', { name: 'Private car: Toyota Camry' })
    expect(summary).toHaveTextContent('FromParis Charles de Gaulle Airport (CDG)')
    expect(summary).toHaveTextContent('Passengers2 passengers, 2 bags')
    expect(summary).toHaveTextContent('Waiting time60 minutes after landing, included')
    expect(within(price()).getByText('One vehicle for 2 passengers')).toBeVisible()
    // No certificate pays a transfer: the wallet offers the cash card alone, and says nothing of certificates.
    const wallet = screen.getByRole('region', { name: 'Your wallet' })
    expect(await within(wallet).findByRole('radio', { name: /CASH-0001/ })).toBeVisible()
    expect(within(wallet).queryByRole('group', { name: 'Certificate' })).toBeNull()
    expect(wallet).not.toHaveTextContent(/certificate/i)
    await fillRest(user)
    const flight = screen.getByLabelText('Arriving flight number')
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByText('Please enter the number of your arriving flight')).toBeVisible()
    expect(flight).toHaveAttribute('aria-invalid', 'true')
    await user.type(flight, 'b')
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByText('Please enter the flight number as on your booking, like BA2490')).toBeVisible()
    await user.type(flight, 'a 2490')
    expect(flight).toHaveValue('BA2490')
    expect(sent).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q'))
    expect(sent[0]!.items[0]!.selection).toEqual({ ...transferSelection, flightNumber: 'BA2490' })
  }, 30_000)

  it('asks a departure for no flight number', async () => {
    const user = userEvent.setup()
    const sent: CreateReservationRequest[] = []
    let quote: ItemQuote | null = null
    const view = await renderCheckout({
      path: transferCheckoutUrl({ ...ride, direction: 'departure' }, transferSelection.offerId),
      getQuote: async (request) => (quote = quoteOf(request as ItemQuoteRequest)),
      createReservation: async (request) => (sent.push(request as CreateReservationRequest), reservationOf(quote!)),
    })
    expect(await screen.findByRole('heading', { name: 'Private car: Toyota Camry' }, { timeout: 10_000 })).toBeVisible()
    expect(screen.queryByLabelText('Arriving flight number')).toBeNull()
    await fillRest(user)
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q'))
    expect(sent[0]!.items[0]!.selection).toMatchObject({ direction: 'departure', flightNumber: null })
  }, 30_000)
})
