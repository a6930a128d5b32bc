import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import { formatPriced } from '@contract/money'
import { carCheckoutUrl, carDetailsUrl, carFormUrl, carSearchUrl } from '@/lib/car-params'
import { carDetailsMachine } from '@machines/car-details.machine'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { carDetailsPath, carDetailsPaths, carSelection, quoteRequestOf } from '../helpers/car-details-model'
import { renderApp } from './helpers/render-app'

const generated = carDetailsPaths()
const endingIn = (holds: (s: State) => boolean) => generated.find((p) => holds(p.state as State))!
// The fewest paths that walk every transition, and the pages a person meets beside them: prices in euros, every extra chosen.
const paths = [
  ...fewestCovering(carDetailsMachine, generated),
  endingIn((s) => s.matches('ready') && s.context.currency === 'EUR'),
  endingIn((s) => {
    const e = s.context.selection.extras
    return s.matches('ready') && e.additionalDriver && e.fullCover && e.childSeats === 1
  }),
]
type State = SnapshotFrom<typeof carDetailsMachine>

beforeAll(() => import('@/features/cars/car-details-page'), 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

/** getQuote answered by the test: the latest call under way is the one resolve() and reject() settle; an aborted call leaves. */
function latestCall() {
  const pending: { resolve: (value: ItemQuote) => void; reject: (error: unknown) => void }[] = []
  const requests: ItemQuoteRequest[] = []
  const fn = (request: ItemQuoteRequest, signal?: AbortSignal) =>
    new Promise<ItemQuote>((resolve, reject) => {
      requests.push(request)
      const entry = { resolve, reject }
      pending.push(entry)
      signal?.addEventListener('abort', () => pending.splice(pending.indexOf(entry), 1))
    })
  return { fn, pending, requests, resolve: (v: ItemQuote) => pending.pop()!.resolve(v), reject: (e: unknown) => pending.pop()!.reject(e) }
}

const rental = {
  pickUpStationId: 'paris-fr-cdg-airport',
  dropOffStationId: null,
  pickUpAt: carSelection.pickUpAt,
  dropOffAt: carSelection.dropOffAt,
  driverAge: 30,
}

function expectScreen(state: State, call: ReturnType<typeof latestCall>, history: string[]) {
  const { context } = state
  expect(call.pending).toHaveLength(state.matches('loading') ? 1 : 0)
  expect(call.requests.at(-1)).toEqual(quoteRequestOf(context))
  if (state.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(
      context.error === 'NETWORK'
        ? 'This car could not be priced: check your connection and try again.'
        : 'This car could not be priced. Please try again.',
    )
    return expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  }
  if (state.matches('notFound')) {
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this car' })).toBeVisible()
    return expect(screen.getByRole('link', { name: 'Back to the cars' })).toHaveAttribute('href', carSearchUrl(rental))
  }
  if (state.matches('refused')) {
    expect(screen.getByRole('alert')).toHaveTextContent('The driver is too young to rent this car. Choose another car.')
    return expect(screen.getByRole('link', { name: 'Change the search' })).toHaveAttribute('href', carFormUrl(rental))
  }
  if (context.quote === null) return expect(screen.getByRole('status', { name: 'Pricing the car' })).toBeVisible()
  const { quote } = context
  expect(screen.getByRole('heading', { level: 1, name: 'Peugeot 208 or similar' })).toBeVisible()
  const extras = context.selection.extras
  const loading = state.matches('loading')
  expect(screen.getByRole('checkbox', { name: 'Additional driver' })).toHaveProperty('checked', extras.additionalDriver)
  expect(screen.getByRole('checkbox', { name: 'Full cover (no excess)' })).toHaveProperty('checked', extras.fullCover)
  expect(screen.getByRole('combobox', { name: 'Child seats' })).toHaveValue(String(extras.childSeats))
  expect(screen.getByRole('checkbox', { name: 'Additional driver' })).toHaveProperty('disabled', loading)
  const price = screen.getByRole('complementary', { name: 'Price' })
  expect(price).toHaveAttribute('aria-busy', String(loading))
  // The price shown is the last answer's, in its currency, while the next one loads.
  expect(price).toHaveTextContent(`Total${formatPriced(quote.price.totalMinor, quote.price.currency, 'en-US')}`)
  expect(price).toHaveTextContent('Pay at the counter when you pick up the car.')
  expect(screen.queryByText('This car is no longer free for these dates.') !== null).toBe(!quote.bookable)
  expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveProperty('disabled', loading || !quote.bookable)
  // The URL holds the extras chosen (written over the page's own entry).
  expect(history.at(-1)).toBe(carDetailsUrl(rental, carSelection.offerId, 'counter', extras))
}

describe('car details page, the generated paths of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(carDetailsMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const call = latestCall()
      const { location, settings } = await renderApp({ path: carDetailsPath, bookingApi: { ...noCalls(), getQuote: call.fn } })
      await waitFor(() => expect(call.pending).toHaveLength(1), { timeout: 3000 })
      const user = userEvent.setup()
      for (const [i, step] of path.steps.entries()) {
        const event = step.event as { type: string; [k: string]: unknown }
        const before = i > 0 ? (path.steps[i - 1]!.state as State).context.selection.extras : carSelection.extras
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
          case 'extras.change': {
            const next = (event as unknown as { extras: typeof before }).extras
            if (next.additionalDriver !== before.additionalDriver)
              await user.click(screen.getByRole('checkbox', { name: 'Additional driver' }))
            else if (next.fullCover !== before.fullCover) await user.click(screen.getByRole('checkbox', { name: 'Full cover (no excess)' }))
            else await user.selectOptions(screen.getByRole('combobox', { name: 'Child seats' }), String(next.childSeats))
            break
          }
          case 'load.retry':
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            break
          case 'booking.continue': {
            await user.click(screen.getByRole('button', { name: 'Continue to checkout' }))
            const { context } = step.state as State
            expect(i).toBe(path.steps.length - 1)
            await waitFor(() =>
              expect(location.history.at(-1)).toBe(carCheckoutUrl(rental, carSelection.offerId, 'counter', context.selection.extras)),
            )
            return
          }
          default:
            throw new Error(`No user action for ${event.type}`)
        }
        await waitFor(() => expectScreen(step.state as State, call, location.history))
      }
    },
    30_000,
  )
})

/** The hotel calls: the car page makes none but the quote before the checkout. */
function noCalls() {
  const unused = (name: string) => async () => {
    throw new Error(`${name} is not a car page call`)
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
