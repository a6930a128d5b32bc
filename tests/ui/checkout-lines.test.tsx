import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CreateReservationRequest } from '@contract/schemas/reservations'
import type { ItemQuoteRequest } from '@contract/schemas/lines'
import { failures, memberCards, reservationOf, resortQuote } from '../helpers/checkout-model'
import { renderCheckout } from './helpers/render-checkout'

const bookButton = () => screen.getByRole('button', { name: /^(Book now|Booking…)$/ })
const price = () => screen.getByRole('region', { name: 'Price' })
const dueText = () => within(price()).getByText('Amount due').nextSibling

async function fillRest(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Title'), 'Mrs')
  await user.type(screen.getByLabelText('Phone number'), '5550100')
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }))
}

describe('the generic checkout, by line', () => {
  it('quotes and books a resort week from its link as a resort, with its special requests', async () => {
    const user = userEvent.setup()
    const quoted: ItemQuoteRequest[] = []
    const sent: CreateReservationRequest[] = []
    const view = await renderCheckout({
      line: 'resort',
      getQuote: async (request) => (quoted.push(request as ItemQuoteRequest), resortQuote),
      createReservation: async (request) => (sent.push(request as CreateReservationRequest), reservationOf(resortQuote)),
    })
    expect(await screen.findByRole('heading', { name: 'Coral Bay Resort' }, { timeout: 10_000 })).toBeVisible()
    // The address as the property page writes it: a street address names its town already ("…, Paris, Paris" before).
    expect(screen.getByText('Blvd. Kukulcán km 9, Hotel Zone', { exact: true })).toBeVisible()
    expect(quoted[0]).toEqual({ selection: expect.objectContaining({ line: 'resort', checkOut: '2026-12-17' }), currency: 'USD' })
    expect(within(price()).getByText('Room for 7 nights × 1 room')).toBeVisible()
    expect(await screen.findByRole('radio', { name: /CERT-RST-0001/ })).toBeChecked()
    await fillRest(user)
    await user.type(screen.getByLabelText('Special requests (optional)'), 'A cot, please')
    await user.click(bookButton())
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q'))
    expect(sent[0]).toMatchObject({
      items: [{ selection: { line: 'resort' }, wallet: { certificate: 'CERT-RST-0001' } }],
      specialRequests: 'A cot, please',
    })
  }, 30_000)

  it('shows the price and the amount due before "Book now", in reading order (the phone layout is one column in this order)', async () => {
    await renderCheckout()
    await screen.findByRole('radio', { name: /CERT-HLT-0001/ }, { timeout: 10_000 })
    const due = within(price()).getByText('Amount due')
    // DOCUMENT_POSITION_FOLLOWING: the button comes after the amount due.
    expect(due.compareDocumentPosition(bookButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The button still submits the form it stands outside of.
    expect((bookButton() as HTMLButtonElement).form).toBe(screen.getByLabelText('Title').closest('form'))
  }, 30_000)

  it('tells a member the server refuses how to reach the organisation, with a way back', async () => {
    const user = userEvent.setup()
    await renderCheckout({
      createReservation: async () => {
        throw failures.notPermitted
      },
    })
    await screen.findByRole('radio', { name: /CERT-HLT-0001/ }, { timeout: 10_000 })
    await fillRest(user)
    await user.click(bookButton())
    expect(await screen.findByRole('heading', { name: 'Your account cannot book online' })).toBeVisible()
    // How to reach the organisation, from its config: never a dead end.
    expect(await screen.findByText('Please contact Acme Getaways to make this booking:')).toBeVisible()
    expect(screen.getByRole('link', { name: 'help@acme.example' })).toHaveAttribute('href', 'mailto:help@acme.example')
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100')
    expect(screen.getByRole('link', { name: 'Back to the property' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hotel-details\?id=cancun-coral-bay&/),
    )
  }, 30_000)
})

describe('the cash card at checkout', () => {
  it('is offered, never used unasked; chosen, it pays the lesser of its balance and what is due, and the request carries it', async () => {
    const user = userEvent.setup()
    const sent: CreateReservationRequest[] = []
    const view = await renderCheckout({
      createReservation: async (request) => (sent.push(request as CreateReservationRequest), reservationOf(resortQuote)),
    })
    const cash = await screen.findByRole('radio', { name: /CASH-0001/ }, { timeout: 10_000 })
    expect(cash).not.toBeChecked()
    expect(cash.closest('label')).toHaveTextContent('balance $150.00')
    expect(dueText()).toHaveTextContent('$155.00')
    await user.click(cash)
    const amount = screen.getByLabelText('Amount to pay with the cash card (USD)')
    expect(amount).toHaveValue('150.00')
    expect(within(price()).getByText('Cash card CASH-0001').nextSibling).toHaveTextContent('−$150.00')
    expect(dueText()).toHaveTextContent('$5.00')

    await user.clear(amount)
    await user.type(amount, '150.01')
    expect(amount).toHaveAccessibleDescription("The cash card's balance is less than this: at most 150.00 USD")
    expect(within(price()).queryByText('Cash card CASH-0001')).toBeNull()
    await fillRest(user)
    await user.click(bookButton())
    expect(sent).toEqual([])

    await user.clear(amount)
    await user.type(amount, '100')
    expect(dueText()).toHaveTextContent('$55.00')
    await user.click(bookButton())
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q'))
    expect(sent[0]).toMatchObject({
      items: [
        { wallet: { certificate: 'CERT-HLT-0001', discountCards: ['DISC-0001'], cash: { cardCode: 'CASH-0001', amountMinor: 10_000 } } },
      ],
      expected: { totalMinor: 30_000, amountDueMinor: 5_500 },
    })
  }, 30_000)

  it('refuses more than is due when the balance is larger', async () => {
    const user = userEvent.setup()
    const rich = { ...memberCards, cashCards: memberCards.cashCards.map((card) => ({ ...card, balance: 50_000 })) }
    await renderCheckout({ getPaymentCardsByUser: async () => rich })
    await user.click(await screen.findByRole('radio', { name: /CASH-0001/ }, { timeout: 10_000 }))
    const amount = screen.getByLabelText('Amount to pay with the cash card (USD)')
    expect(amount).toHaveValue('155.00')
    expect(dueText()).toHaveTextContent('Nothing to pay')
    await user.clear(amount)
    await user.type(amount, '155.01')
    expect(amount).toHaveAccessibleDescription('This is more than is still due: at most 155.00 USD')
  }, 30_000)

  it('INSUFFICIENT_BALANCE leads back to the wallet, reloaded, with the message there and focus on it', async () => {
    const user = userEvent.setup()
    const wallets = [memberCards, { ...memberCards, cashCards: memberCards.cashCards.map((card) => ({ ...card, balance: 4_000 })) }]
    await renderCheckout({
      getPaymentCardsByUser: async () => wallets.shift()!,
      createReservation: async () => {
        throw failures.insufficientBalance
      },
    })
    await user.click(await screen.findByRole('radio', { name: /CASH-0001/ }, { timeout: 10_000 }))
    await fillRest(user)
    await user.click(bookButton())
    const wallet = screen.getByRole('region', { name: 'Your wallet' })
    const message = await within(wallet).findByText(
      'The balance of cash card CASH-0001 no longer covers $150.00. Your wallet was reloaded with its balance now; please choose the amount again.',
    )
    await waitFor(() => expect(message).toHaveFocus())
    expect(await within(wallet).findByRole('radio', { name: /CASH-0001/ })).toHaveAccessibleName(/balance \$40\.00/)
    expect(bookButton()).toBeEnabled()
  }, 30_000)
})
