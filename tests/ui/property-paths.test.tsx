import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import type { PropertyRequest } from '@/api/booking'
import type { PropertyWithOffers } from '@contract/schemas/booking'
import { detailsUrl } from '@/lib/booking-params'
import { propertyDetailsMachine, requestOf, type PropertyDetailsInput } from '@machines/property-details.machine'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { fakeBookingApi, properties, propertyDetailsPaths } from '../helpers/property-details-model'
import { latestCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

const paths = fewestCovering(propertyDetailsMachine, propertyDetailsPaths())
type State = SnapshotFrom<typeof propertyDetailsMachine>

beforeAll(() => import('@/features/property/property-page'), 30_000)
// Today is 27 February 2027: with demoOrg's two days, the earliest check-in is the model's minDate, 1 March.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2027, 1, 27, 12))
})
afterEach(() => vi.useRealTimers())

function expectScreen(state: State, requests: PropertyRequest[], history: string[], pending: number) {
  const { context } = state
  const running = state.matches('loading') || state.matches({ ready: 'reloading' })
  expect(pending).toBe(running ? 1 : 0)
  // Running or settled, the last request asked for the stay and currency the machine holds.
  expect(requests.at(-1)).toEqual(requestOf(context))
  const status = (name: string) => screen.queryByRole('status', { name })
  if (state.matches('loading')) return expect(status('Loading the property')).toBeVisible()
  if (state.matches('failed')) return expect(screen.getByRole('alert')).toHaveTextContent('This property could not be loaded.')
  if (state.matches('notFound'))
    return expect(screen.getByRole('heading', { level: 1, name: 'We could not find this property' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 1, name: context.data!.property.name })).toBeVisible()
  expect(screen.getByLabelText('Adults')).toHaveValue(String(context.stay.adults))
  expect(history.at(-1)).toBe(detailsUrl(context.propertyId, context.stay))
  expect(status('Loading rooms and rates') !== null).toBe(state.matches({ ready: 'reloading' }))
  const failed = screen.queryByRole('alert')
  if (state.matches({ ready: 'reloadFailed' })) expect(failed).toHaveTextContent('The rooms and rates could not be loaded.')
  else expect(failed).toBeNull()
  const pricesIn = screen.queryByText(`Prices in ${context.currency}`)
  expect(pricesIn !== null).toBe(state.matches({ ready: 'shown' }))
  if (pricesIn) expect(pricesIn).toBeVisible()
}

describe('property page, the fewest generated paths that walk every transition of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(propertyDetailsMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const input = (path as unknown as { input: PropertyDetailsInput }).input
      const call = latestCall<PropertyRequest, PropertyWithOffers>()
      const bookingApi = fakeBookingApi(call.fn)
      const url = input.stay.checkIn ? detailsUrl(input.propertyId, input.stay) : `/hotel-details?id=${input.propertyId}`
      const { location, settings } = await renderApp({ path: url, bookingApi })
      expect(properties[input.propertyId]).toBeDefined()
      await waitFor(() => expect(call.pending).toHaveLength(1))
      const user = userEvent.setup()
      for (const step of path.steps) {
        const event = step.event as { type: string; [k: string]: unknown }
        switch (event.type) {
          case 'xstate.init':
            break
          case 'xstate.done.actor.load':
            await act(async () => call.resolve(event.output as PropertyWithOffers))
            break
          case 'xstate.error.actor.load':
            await act(async () => call.reject(event.error))
            break
          case 'currency.change':
            act(() => settings.send({ type: 'currency.choose', code: String(event.currency) }))
            break
          case 'stay.change':
            await user.selectOptions(screen.getByLabelText('Adults'), String((event.stay as { adults: number }).adults))
            break
          case 'load.retry':
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            break
          default:
            throw new Error(`No user action for ${event.type}`)
        }
        await waitFor(() => expectScreen(step.state as State, bookingApi.requests, location.history, call.pending.length))
      }
    },
    30_000,
  )
})
