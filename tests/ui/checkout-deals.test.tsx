import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { ItemQuote, ItemQuoteRequest, ItemSelection } from '@contract/schemas/lines'
import { selectionCheckoutUrl } from '@/lib/checkout-link'
import { activityQuoteFor, selections, stayQuoteFor } from '../helpers/checkout-fixtures'
import { cards } from '../helpers/wallet-model'
import { renderCheckout } from './helpers/render-checkout'

/*
 * A daily deal's "Book" on the checkout of each line (issue 18): the link carries the deal, the
 * quote asks for it, and the price shows the discounted total with what it was.
 */

const price = () => screen.getByRole('region', { name: 'Price' })

/** The fixture's quote as the server prices it with a deal: `percentOff` taken off, the total before it kept. */
function withDeal(quote: ItemQuote, selection: ItemSelection, percentOff: number, wasMinor: number): ItemQuote {
  return { ...quote, selection, deal: { percentOff, wasMinor } }
}

describe('a daily deal at the checkout', () => {
  it.each([
    ['stay', { ...selections.stay, deal: 'd2.1.stay.25.1780372800000.BBBB.sig' }, stayQuoteFor(45_000), 'Maya Condo 12D'],
    [
      'activity',
      { ...selections.activity, deal: 'd2.1.activity.25.1780372800000.CCCC.sig' },
      activityQuoteFor(45_000),
      'Snorkelling and sailing on the Caribbean',
    ],
  ] as const)(
    'on the %s line is quoted with its deal and shows what the total was',
    async (line, selection, quote, title) => {
      const quoted: ItemQuoteRequest[] = []
      await renderCheckout({
        line,
        path: selectionCheckoutUrl(selection),
        getQuote: async (request) => (quoted.push(request as ItemQuoteRequest), withDeal(quote, selection, 25, 60_000)),
        getPaymentCardsByUser: async () => cards([], []),
      })
      expect(await screen.findByRole('heading', { name: title }, { timeout: 10_000 })).toBeVisible()
      expect(quoted[0]).toEqual({ selection, currency: 'USD' })
      await waitFor(() => expect(within(price()).getByText('Daily deal, 25% off')).toBeVisible())
      expect(within(price()).getByText('Daily deal, 25% off').nextSibling).toHaveTextContent('was $600.00')
      expect(within(price()).getByText('Total').nextSibling).toHaveTextContent('$450.00')
    },
    30_000,
  )

  it('names the share of the total the deal saves where fees are not discounted: 30 % off the rent, 27 % off the total', async () => {
    const selection = { ...selections.stay, deal: 'd2.1.stay.30.1780372800000.BBBB.sig' }
    await renderCheckout({
      line: 'stay',
      path: selectionCheckoutUrl(selection),
      getQuote: async () => withDeal(stayQuoteFor(35_343), selection, 30, 48_178),
      getPaymentCardsByUser: async () => cards([], []),
    })
    expect(await screen.findByRole('heading', { name: 'Maya Condo 12D' }, { timeout: 10_000 })).toBeVisible()
    await waitFor(() => expect(within(price()).getByText('Daily deal, 27% off')).toBeVisible())
    expect(within(price()).getByText('Daily deal, 27% off').nextSibling).toHaveTextContent('was $481.78')
  }, 30_000)

  it('leaves out a deal parameter that is not a deal token', async () => {
    const quoted: ItemQuoteRequest[] = []
    await renderCheckout({
      line: 'stay',
      path: `${selectionCheckoutUrl(selections.stay)}&deal=${encodeURIComponent('50% off please')}`,
      getQuote: async (request) => (quoted.push(request as ItemQuoteRequest), stayQuoteFor(45_000)),
      getPaymentCardsByUser: async () => cards([], []),
    })
    expect(await screen.findByRole('heading', { name: 'Maya Condo 12D' }, { timeout: 10_000 })).toBeVisible()
    expect(quoted[0]!.selection).toEqual(selections.stay)
    expect(within(price()).queryByText(/Daily deal/)).toBeNull()
  }, 30_000)
})
