import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { quoteFor } from '../helpers/checkout-fixtures'
import { renderCheckout } from './helpers/render-checkout'

/*
 * A checkout that cannot go on says so in its line's own words (LINE_VIEWS' deadEnds): an activity
 * out of seats or a rental taken is not "no room of this type", and an incomplete link leads to
 * the search of the line it names.
 */

describe("a checkout's dead ends, in the line's words", () => {
  it('an activity with too few seats left at its time: seats, not rooms, and back to the activity', async () => {
    await renderCheckout({ line: 'activity', getQuote: async () => quoteFor('activity', 9_000, false) })
    expect(await screen.findByRole('heading', { name: 'Sold out for these dates' }, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByText('Not enough seats are left at this time. Another time or date may still have seats.')).toBeVisible()
    expect(screen.queryByText(/No room of this type/)).toBeNull()
  }, 30_000)

  it('a rental taken for the dates: the rental, not a room', async () => {
    await renderCheckout({ line: 'stay', getQuote: async () => quoteFor('stay', 45_000, false) })
    expect(await screen.findByRole('heading', { name: 'Sold out for these dates' }, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByText('The rental is no longer free for these dates. Other dates may still be.')).toBeVisible()
    expect(screen.queryByText(/No room of this type/)).toBeNull()
  }, 30_000)

  it("an incomplete link says so and leads to its line's search; a link of no line we sell, to the hotels'", async () => {
    for (const [path, search] of [
      ['/hotel-checkout?line=car&offer=drive-cdg-ecmr', '/cars'],
      ['/hotel-checkout?line=transfer', '/transfers'],
      ['/hotel-checkout?line=cruise', '/hotel'],
      ['/hotel-checkout', '/hotel'],
    ] as const) {
      const view = await renderCheckout({ path })
      expect(await screen.findByRole('alert')).toHaveTextContent('This checkout link is incomplete: it does not say all of what to book.')
      expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', search)
      view.unmount()
    }
  }, 30_000)
})
