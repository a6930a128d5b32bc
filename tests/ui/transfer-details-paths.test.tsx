import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import { formatPriced } from '@contract/money'
import { transferCheckoutUrl, transferSearchUrl } from '@/lib/transfer-params'
import { transferDetailsMachine } from '@machines/transfer-details.machine'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { transferDetailsPath, transferDetailsPaths, transferQuoteRequestOf, transferSelection } from '../helpers/transfer-details-model'
import { latestCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

const generated = transferDetailsPaths()
// The fewest paths that walk every transition, and the page a person meets beside them: prices in euros.
const paths = [
  ...fewestCovering(transferDetailsMachine, generated),
  generated.find((p) => (p.state as State).matches('ready') && (p.state as State).context.currency === 'EUR')!,
]
type State = SnapshotFrom<typeof transferDetailsMachine>

beforeAll(() => import('@/features/transfers/transfer-details-page'), 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

const ride = {
  airport: 'CDG',
  placeId: transferSelection.placeId,
  direction: transferSelection.direction,
  at: transferSelection.at,
  passengers: 2,
  bags: 2,
  vehicles: [],
  sort: 'price' as const,
}

function expectScreen(state: State, call: ReturnType<typeof latestCall<ItemQuoteRequest, ItemQuote>>) {
  const { context } = state
  expect(call.pending).toHaveLength(state.matches('loading') ? 1 : 0)
  expect(call.requests.at(-1)).toEqual(transferQuoteRequestOf(context))
  if (state.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(
      context.error === 'NETWORK'
        ? 'This transfer could not be priced: check your connection and try again.'
        : 'This transfer could not be priced. Please try again.',
    )
    return expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  }
  if (state.matches('notFound')) {
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this transfer' })).toBeVisible()
    return expect(screen.getByRole('link', { name: 'Back to the transfers' })).toHaveAttribute('href', transferSearchUrl(ride))
  }
  if (state.matches('refused')) {
    expect(screen.getByRole('alert')).toHaveTextContent('This vehicle cannot take that many passengers. Choose a bigger vehicle.')
    return expect(screen.getByRole('link', { name: 'Change the search' }).getAttribute('href')).toMatch(/^\/transfers\?airport=CDG&/)
  }
  if (context.quote === null) return expect(screen.getByRole('status', { name: 'Pricing the transfer' })).toBeVisible()
  const { quote } = context
  const loading = state.matches('loading')
  expect(screen.getByRole('heading', { level: 1, name: 'Private car: Toyota Camry' })).toBeVisible()
  expect(screen.getByText(/^Your driver waits in the arrivals hall with a sign/)).toBeVisible()
  expect(screen.getByText(/^Waiting time: 60 minutes after landing, included\./)).toBeVisible()
  const price = screen.getByRole('complementary', { name: 'Price' })
  expect(price).toHaveAttribute('aria-busy', String(loading))
  // The price shown is the last answer's, in its currency, while the next one loads.
  const total = formatPriced(quote.price.totalMinor, quote.price.currency, 'en-US')
  expect(price).toHaveTextContent(`${total} per vehicle${total}Total${total}`)
  expect(price).toHaveTextContent('Pay now online, by card at the checkout.')
  expect(screen.queryByText('This ride is no longer free at this time.') !== null).toBe(!quote.bookable)
  expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveProperty('disabled', loading || !quote.bookable)
}

describe('transfer details page, the generated paths of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(transferDetailsMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const call = latestCall<ItemQuoteRequest, ItemQuote>()
      const { location, settings } = await renderApp({ path: transferDetailsPath, bookingApi: { ...noCalls(), getQuote: call.fn } })
      await waitFor(() => expect(call.pending).toHaveLength(1), { timeout: 3000 })
      const user = userEvent.setup()
      for (const [i, step] of path.steps.entries()) {
        const event = step.event as { type: string; [k: string]: unknown }
        switch (event.type) {
          case 'xstate.init':
            break
          case 'xstate.done.actor.quote':
            await act(async () => call.resolve(event.output as ItemQuote))
            break
          case 'xstate.error.actor.quote':
            await act(async () => call.reject(event.error))
            break
          case 'currency.change':
            act(() => settings.send({ type: 'currency.choose', code: String(event.currency) }))
            break
          case 'load.retry':
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            break
          case 'booking.continue': {
            await user.click(screen.getByRole('button', { name: 'Continue to checkout' }))
            expect(i).toBe(path.steps.length - 1)
            await waitFor(() => expect(location.history.at(-1)).toBe(transferCheckoutUrl(ride, transferSelection.offerId)))
            return
          }
          default:
            throw new Error(`No user action for ${event.type}`)
        }
        await waitFor(() => expectScreen(step.state as State, call))
      }
    },
    30_000,
  )
})

/** The hotel calls: the transfer pages make none but the quote. */
function noCalls() {
  const unused = (name: string) => async () => {
    throw new Error(`${name} is not a transfer page call`)
  }
  return {
    searchDestinations: unused('searchDestinations'),
    searchProperties: unused('searchProperties'),
    getProperty: unused('getProperty'),
    getQuote: unused('getQuote'),
    createReservation: unused('createReservation'),
    listReservations: unused('listReservations'),
    getReservation: unused('getReservation'),
    cancelReservation: unused('cancelReservation'),
  }
}
