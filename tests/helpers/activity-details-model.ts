import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { ActivityDetailsRequest } from '@/api/activities'
import type { ActivityDetails, ActivitySlot, ActivityWithSlots } from '@contract/schemas/activities'
import {
  activityDetailsMachine,
  seatsOfTickets,
  ticketsOk,
  type ActivityDetailsEvent,
  type ActivityDetailsInput,
} from '@machines/activity-details.machine'
import type { Tickets } from '@/lib/activity-params'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The activity page's model: a Paris museum with fixed answers computed from each request (three
 * days: one with a roomy, a nearly full and a full slot, one with other slots, one it does not run),
 * every outcome of the one call, and the visitor's changes (the day, the currency, a slot, the
 * ticket steppers within small bounds), so the graph stays small.
 */

export const museum: ActivityDetails = {
  id: 'paris-louvre-timed-entry',
  title: 'Louvre Museum timed-entry ticket',
  destinationId: 'paris-fr',
  destinationName: 'Paris',
  countryCode: 'FR',
  countryName: 'France',
  categories: ['museum'],
  rating: 9.1,
  reviewCount: 5120,
  description: ['Skip the ticket queue and see the Mona Lisa at your own pace.'],
  highlights: ['The Winged Victory of Samothrace'],
  included: ['Entry ticket'],
  notIncluded: ['Guide'],
  meetingPoint: { text: 'Pyramid entrance, Cour Napoléon', latitude: 48.861, longitude: 2.336 },
  durationMinutes: 180,
  languages: ['en', 'fr'],
  accessibility: ['wheelchair'],
  images: [
    { url: '/api/activities/images/paris-louvre-0.svg', alt: 'The glass pyramid' },
    { url: '/api/activities/images/paris-louvre-1.svg', alt: 'A gallery' },
  ],
  freeCancellation: true,
  namesRequired: false,
  // Every day but Tuesday.
  weekdays: [0, 1, 3, 4, 5, 6],
  tickets: [
    { type: 'adult', priceMinor: 2_500, minAge: 18, maxAge: null, seats: 1 },
    { type: 'child', priceMinor: 1_200, minAge: 6, maxAge: 17, seats: 1 },
    { type: 'family', priceMinor: 7_000, minAge: null, maxAge: null, seats: 4 },
  ],
  currency: 'USD',
}

/** The model's days: a Thursday with a roomy, a nearly full and a full slot; a Friday with other slots; a Tuesday it does not run. */
export const days = { thursday: '2026-12-10', friday: '2026-12-11', tuesday: '2026-12-15' } as const
const dayCycle = [days.thursday, days.friday, days.tuesday]
const slotsOf: Record<string, [string, number][]> = {
  [days.thursday]: [
    ['09:00', 12],
    ['14:00', 2],
    ['18:00', 0],
  ],
  [days.friday]: [
    ['09:00', 3],
    ['11:00', 8],
  ],
  [days.tuesday]: [],
}
const timeOfDay = (time: string) => (time < '12:00' ? 'morning' : time < '17:00' ? 'afternoon' : 'evening')

/** The answer the fake server gives a request: the museum priced in its currency (EUR at half), and the day's slots. */
export function activityAnswerFor(request: ActivityDetailsRequest): ActivityWithSlots {
  const scale = request.currency === 'EUR' ? 0.5 : 1
  const activity = {
    ...museum,
    currency: request.currency,
    tickets: museum.tickets.map((t) => ({ ...t, priceMinor: Math.round(t.priceMinor * scale) })),
  }
  if (!request.date) return { activity, date: null, slots: null }
  const slots: ActivitySlot[] = (slotsOf[request.date] ?? []).map(([time, seatsLeft]) => ({
    time,
    timeOfDay: timeOfDay(time),
    capacity: 20,
    seatsLeft,
  }))
  return { activity, date: request.date, slots }
}

export const activityFailures = {
  notFound: new ApiError('http', 'Activity not found', 404, 'NOT_FOUND'),
  server: new ApiError('http', 'Internal server error', 500),
  network: new ApiError('network', 'Failed to fetch'),
}

/** The page the model opens: /activity-details?id=…&date=2026-12-10 with two adults, no slot chosen. */
export const activityInput: ActivityDetailsInput = {
  id: museum.id,
  date: days.thursday,
  time: null,
  tickets: { adult: 2, child: 0, senior: 0, family: 0 },
  currency: 'USD',
  minDate: '2026-12-05',
  maxDate: '2027-12-05',
}
export const activityPath = `/activity-details?id=${museum.id}&date=${days.thursday}&adult=2&child=0&senior=0&family=0`

/** The request the machine sends for its context (every model day is after minDate). */
export const detailsRequestOf = (c: { id: string; date: string; currency: string }): ActivityDetailsRequest => ({
  id: c.id,
  date: c.date,
  currency: c.currency,
})

type Snapshot = SnapshotFrom<typeof activityDetailsMachine>

/** The steppers' changes the model tries: within 0–3 adults, 0–1 child, 0–1 family (the ten-seat limit is the machine test's). */
function ticketChanges(tickets: Tickets): ActivityDetailsEvent[] {
  const bounds: [keyof Tickets, number][] = [
    ['adult', 3],
    ['child', 1],
    ['family', 1],
  ]
  return bounds.flatMap(([ticket, max]) => [
    ...(tickets[ticket] < max ? [{ type: 'tickets.change' as const, ticket, count: tickets[ticket] + 1 }] : []),
    ...(tickets[ticket] > 0 ? [{ type: 'tickets.change' as const, ticket, count: tickets[ticket] - 1 }] : []),
  ])
}

/** The events that can matter in a state: the call's outcomes while it runs, the visitor's choices where the page offers them. */
export function activityDetailsEvents(state: Snapshot): ActivityDetailsEvent[] {
  const c = state.context
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.load', output: activityAnswerFor(detailsRequestOf(c)) },
        ...Object.values(activityFailures).map((error) => ({ type: 'xstate.error.actor.load', error })),
      ]
    : state.matches('failed')
      ? [{ type: 'load.retry' }]
      : state.matches('ready')
        ? [
            { type: 'date.change', date: dayCycle[(dayCycle.indexOf(c.date as never) + 1) % dayCycle.length] },
            // The currency changes before any choice (the choices are kept through it, as through a change of day); in euros
            // the model only checks the prices and changes the day or the currency back.
            ...(c.currency === 'EUR' || (c.time === null && c.tickets.adult === 2 && seatsOfTickets(c.tickets) === 2)
              ? [{ type: 'currency.change', currency: c.currency === 'USD' ? 'EUR' : 'USD' }]
              : []),
            ...(c.currency === 'EUR'
              ? []
              : [...(c.data?.slots ?? []).map((slot) => ({ type: 'slot.choose', time: slot.time })), ...ticketChanges(c.tickets)]),
            { type: 'booking.continue' },
          ]
        : []
  return events as ActivityDetailsEvent[]
}

/**
 * The graph's key: the state and what of the context decides what the page allows: the day, the
 * slot, the seats the tickets take (up to one more than the roomiest small slot), whether they can
 * be booked, whether the currency was changed, whether an answer is kept, the error.
 */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({
    value: state.value,
    date: c.date,
    euros: c.currency === 'EUR',
    time: c.time,
    seats: Math.min(seatsOfTickets(c.tickets), 4),
    ok: ticketsOk(c.tickets),
    data: c.data !== null,
    error: c.error,
  })
}

/** The shortest path to every abstract state, each extended where that walks a transition none walks yet. */
export function activityDetailsPaths() {
  const shortest = getShortestPaths(activityDetailsMachine, {
    input: activityInput,
    events: activityDetailsEvents,
    serializeState: (s) => abstractSnapshot(s as Snapshot),
  }).map((path) => replayed(activityDetailsMachine, path, activityInput))
  return withEveryTransition(activityDetailsMachine, shortest, activityDetailsEvents)
}
