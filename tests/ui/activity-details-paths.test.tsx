import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import type { ActivityDetailsRequest } from '@/api/activities'
import type { ActivityWithSlots } from '@contract/schemas/activities'
import { formatPriced } from '@contract/money'
import { activityCheckoutUrl, activityDetailsUrl, type Tickets } from '@/lib/activity-params'
import { activityDetailsMachine, ticketsTotal } from '@machines/activity-details.machine'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { activityDetailsPaths, activityPath, detailsRequestOf, museum } from '../helpers/activity-details-model'
import { latestCall } from './helpers/answered-calls'
import { renderApp } from './helpers/render-app'

const generated = activityDetailsPaths()
/** The first generated path that ends in a state the page shows in its own way. */
const endingIn = (holds: (s: State) => boolean) => generated.find((p) => holds(p.state as State))!
// The fewest paths that walk every transition, and the pages a person meets beside them: prices in euros,
// a day it does not run, a chosen slot too small for the tickets, a child alone.
const paths = [
  ...fewestCovering(activityDetailsMachine, generated),
  endingIn((s) => s.matches('ready') && s.context.currency === 'EUR'),
  endingIn((s) => s.matches('ready') && s.context.data!.slots!.length === 0),
  endingIn((s) => s.matches('ready') && s.context.time === '14:00' && s.context.tickets.adult === 3),
  endingIn((s) => s.matches('ready') && s.context.time !== null && s.context.tickets.adult === 0 && s.context.tickets.child === 1),
]
type State = SnapshotFrom<typeof activityDetailsMachine>

beforeAll(() => import('@/features/activities/activity-details-page'), 30_000)
// Today is 3 December 2026: with demoOrg's two days, the earliest day is the model's minDate, 5 December.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

const ticketName: Record<keyof Tickets, string> = {
  adult: 'Adult',
  child: 'Child',
  senior: 'Senior',
  family: 'Family (2 adults, 2 children)',
}
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )

function expectScreen(state: State, call: ReturnType<typeof latestCall<ActivityDetailsRequest, ActivityWithSlots>>, history: string[]) {
  const { context } = state
  expect(call.pending).toHaveLength(state.matches('loading') ? 1 : 0)
  expect(call.requests.at(-1)).toEqual(detailsRequestOf(context))
  if (state.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent('The activity could not be loaded.')
    return expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  }
  if (state.matches('notFound'))
    return expect(screen.getByRole('heading', { level: 1, name: 'We could not find this activity' })).toBeVisible()
  if (context.data === null) return expect(screen.getByRole('status', { name: 'Loading the activity' })).toBeVisible()
  expect(screen.getByRole('heading', { level: 1, name: museum.title })).toBeVisible()
  expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue(
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(new Date(`${context.date}T00:00:00Z`)).replace(/\b(\d)\b/g, '0$1'),
  )
  if (state.matches('loading')) expect(screen.getByText('Loading the times of this day…')).toBeVisible()
  else {
    expect(history.at(-1)).toBe(activityDetailsUrl(context.id, context))
    const slots = context.data.slots!
    if (slots.length === 0) expect(screen.getByText(/It does not run on this day\. It runs on: Sunday, Monday, Wednesday/)).toBeVisible()
    expect(screen.queryAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(slots.map((s) => s.time))
    for (const slot of slots) {
      const radio = screen.getByRole('radio', { name: new RegExp(`^${slot.time}`) })
      expect(radio).toHaveAccessibleName(
        `${slot.time} ${slot.seatsLeft === 0 ? 'Full' : `${slot.seatsLeft} seat${slot.seatsLeft === 1 ? '' : 's'} left`}`,
      )
      expect(radio).toHaveProperty('checked', context.time === slot.time)
      expect(radio).toHaveProperty('disabled', !(context.time === slot.time || state.can({ type: 'slot.choose', time: slot.time })))
    }
  }
  const steppers = screen.getByRole('group', { name: 'Tickets' })
  for (const ticket of context.data.activity.tickets) {
    const name = ticketName[ticket.type]
    expect(within(steppers).getByRole('status', { name: `${name} tickets` })).toHaveTextContent(String(context.tickets[ticket.type]))
    const more = { type: 'tickets.change', ticket: ticket.type, count: context.tickets[ticket.type] + 1 } as const
    const fewer = { ...more, count: context.tickets[ticket.type] - 1 }
    expect(within(steppers).getByRole('button', { name: `More ${name} tickets` })).toHaveProperty('disabled', !state.can(more))
    expect(within(steppers).getByRole('button', { name: `Fewer ${name} tickets` })).toHaveProperty('disabled', !state.can(fewer))
  }
  expect(within(steppers).queryByRole('button', { name: 'More Senior tickets' })).toBeNull()
  const alone = context.tickets.child > 0 && context.tickets.adult + context.tickets.family === 0
  expect(screen.queryByText('Children must come with an adult: add an adult, senior or family ticket.') !== null).toBe(alone)
  expect(screen.getByText(/^Total:/)).toHaveTextContent(
    // While another currency loads, the total stays in the answer's currency.
    `Total: ${formatPriced(ticketsTotal(context.data, context.tickets), context.data.activity.currency, 'en-US')}`,
  )
  expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveProperty('disabled', !state.can({ type: 'booking.continue' }))
}

describe('activity page, the fewest generated paths that walk every transition of the real machine', () => {
  it('walk every transition', () => {
    expect(unwalked(activityDetailsMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const call = latestCall<ActivityDetailsRequest, ActivityWithSlots>()
      const { location, settings } = await renderApp({ path: activityPath, bookingApi: { ...noCalls(), getActivity: call.fn } })
      await waitFor(() => expect(call.pending).toHaveLength(1), { timeout: 3000 })
      const user = userEvent.setup()
      for (const [i, step] of path.steps.entries()) {
        const event = step.event as { type: string; [k: string]: unknown }
        switch (event.type) {
          case 'xstate.init':
            break
          case 'xstate.done.actor.load':
            await act(async () => call.resolve(event.output as ActivityWithSlots))
            break
          case 'xstate.error.actor.load':
            await act(async () => call.reject(event.error))
            break
          case 'currency.change':
            act(() => settings.send({ type: 'currency.choose', code: String(event.currency) }))
            break
          case 'date.change': {
            await user.click(screen.getByRole('button', { name: 'Choose the date' }))
            await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: dayName(String(event.date)) }))
            break
          }
          case 'slot.choose':
            await user.click(screen.getByRole('radio', { name: new RegExp(`^${String(event.time)}`) }))
            break
          case 'tickets.change': {
            const ticket = event.ticket as keyof Tickets
            const before = path.steps[i - 1]!.state.context.tickets[ticket] as number
            const label = `${(event.count as number) > before ? 'More' : 'Fewer'} ${ticketName[ticket]} tickets`
            await user.click(screen.getByRole('button', { name: label }))
            break
          }
          case 'load.retry':
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            break
          case 'booking.continue': {
            await user.click(screen.getByRole('button', { name: 'Continue to checkout' }))
            const { context } = step.state as State
            // The checkout of the slot and tickets opens: the last step a path takes on this page.
            expect(i).toBe(path.steps.length - 1)
            await waitFor(() => expect(location.history.at(-1)).toBe(activityCheckoutUrl(context.id, { ...context, time: context.time! })))
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

/** The hotel calls: the activity page makes none before the checkout. */
function noCalls() {
  const unused = (name: string) => async () => {
    throw new Error(`${name} is not an activity page call`)
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
