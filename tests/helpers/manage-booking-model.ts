import { getShortestPaths } from 'xstate/graph'
import { manageBookingMachine, type ManageBookingEvent } from '@machines/manage-booking.machine'
import type { ReservationGrant } from '@contract/schemas/manage-booking'
import type { Reservation } from '@contract/schemas/reservations'
import { ApiError } from '@/api/client'
import { withEveryTransition } from './graph-coverage'

/*
 * /manage-booking's model: what the visitor types and clicks, and every outcome of the look-up,
 * the load and the cancellation, as events. Outcomes are offered only where their actor runs.
 */

/** Opened from a guest's mail: the number is filled in from ?ref=. */
export const manageInput = { reference: 'TC-ABCD2345' }

export const grant: ReservationGrant = {
  confirmationNumber: 'TC-ABCD2345',
  token: 'g1.7.2.1780000000000.sig',
  expiresAt: '2026-06-01T12:30:00.000Z',
}

/** A guest's hotel booking of the new item-based shape, confirmed and cancellable. */
export const foundReservation: Reservation = {
  confirmationNumber: 'TC-ABCD2345',
  status: 'CONFIRMED',
  createdAt: '2026-06-01T12:00:00.000Z',
  cancelledAt: null,
  guest: { title: 'Ms', firstName: 'Gina', lastName: 'Guest', email: 'gina@example.com', phone: { isdCode: '+44', number: '2079460000' } },
  specialRequests: '',
  currency: 'EUR',
  totalMinor: 36000,
  amountDueMinor: 36000,
  startsOn: '2026-08-01',
  endsOn: '2026-08-03',
  cancellable: true,
  agent: null,
  items: [
    {
      id: 1,
      line: 'hotel',
      product: 'HLT',
      title: 'Hotel Mar Azul',
      subtitle: 'Double room',
      image: { url: '/images/mar-azul.jpg', alt: 'Hotel Mar Azul' },
      startsOn: '2026-08-01',
      endsOn: '2026-08-03',
      travellers: { adults: 2, children: 0 },
      price: { currency: 'EUR', baseMinor: 30000, taxesMinor: 5000, feesMinor: 1000, totalMinor: 36000 },
      freeCancellationUntil: '2026-07-29',
      details: {
        line: 'hotel',
        property: {
          id: '12',
          name: 'Hotel Mar Azul',
          stars: 4,
          destinationName: 'Cancún',
          countryCode: 'MX',
          address: 'Blvd. Kukulcán 12',
          image: { url: '/images/mar-azul.jpg', alt: 'Hotel Mar Azul' },
        },
        roomTypeId: '3',
        roomName: 'Double room',
        checkIn: '2026-08-01',
        checkOut: '2026-08-03',
        nights: 2,
        rooms: 1,
      },
      status: 'CONFIRMED',
      cancelledAt: null,
      supplier: 'store',
      supplierReference: 'ST-1',
      deductions: [],
      amountDueMinor: 36000,
      payWhen: 'later',
      cancellable: true,
    },
  ],
}

export const cancelledReservation: Reservation = {
  ...foundReservation,
  status: 'CANCELLED',
  cancelledAt: '2026-06-01T12:05:00.000Z',
  cancellable: false,
  items: foundReservation.items.map((item) => ({
    ...item,
    status: 'CANCELLED',
    cancelledAt: '2026-06-01T12:05:00.000Z',
    cancellable: false,
  })),
}

/** Each call's failures, as the client throws them. */
export const failures = {
  notFound: new ApiError('http', 'No booking matches this confirmation number and email.', 404, 'NOT_FOUND'),
  tooMany: new ApiError('http', 'Too many booking look-ups in a short time. Please try again later.', 429, 'TOO_MANY_REQUESTS'),
  offline: new ApiError('network', 'Failed to fetch'),
  serverDown: new ApiError('http', 'Internal server error', 500),
  notCancellable: new ApiError('http', 'This booking is already cancelled.', 409, 'NOT_CANCELLABLE'),
}

const userEvents = [
  { type: 'field.change', field: 'reference', value: ' tc-abcd2345 ' },
  { type: 'field.change', field: 'reference', value: 'not a number!' },
  { type: 'field.change', field: 'reference', value: '' },
  { type: 'field.change', field: 'email', value: ' Gina@Example.com ' },
  { type: 'field.change', field: 'email', value: 'gina@' },
  { type: 'form.submit' },
  { type: 'load.retry' },
  { type: 'lookup.again' },
  { type: 'cancel.open' },
  { type: 'cancel.confirm' },
  { type: 'cancel.retry' },
  { type: 'cancel.dismiss' },
] as ManageBookingEvent[]

const outcomes: Record<string, { state: string; events: unknown[] }> = {
  find: {
    state: 'finding',
    events: [
      { type: 'xstate.done.actor.find', output: grant },
      ...[failures.notFound, failures.tooMany, failures.offline].map((error) => ({ type: 'xstate.error.actor.find', error })),
    ],
  },
  load: {
    state: 'loading',
    events: [
      { type: 'xstate.done.actor.load', output: foundReservation },
      ...[failures.notFound, failures.serverDown].map((error) => ({ type: 'xstate.error.actor.load', error })),
    ],
  },
  cancel: {
    state: 'found.cancelling',
    events: [
      { type: 'xstate.done.actor.cancel', output: cancelledReservation },
      ...[failures.notCancellable, failures.notFound, failures.offline].map((error) => ({ type: 'xstate.error.actor.cancel', error })),
    ],
  },
}

/** The events offered in a state: every click and keystroke, and the outcomes of the actor running there. */
export function manageEventsFor(state: { matches: (value: any) => boolean }): ManageBookingEvent[] {
  const running = Object.values(outcomes).flatMap((o) => (state.matches(o.state) ? o.events : []))
  return [...userEvents, ...(running as ManageBookingEvent[])]
}

/** The graph's key: the state, what is typed, the field errors shown, the error, and the booking's status. */
const serializeState = (state: any) =>
  JSON.stringify({
    value: state.value,
    typed: [state.context.reference, state.context.email],
    shown: state.context.fieldErrors,
    error: state.context.error,
    status: state.context.reservation?.status ?? null,
  })

/** The shortest paths to every state, extended wherever a step walks a transition none walks yet. */
export function manageBookingPaths() {
  const options = { input: manageInput, events: manageEventsFor as any, serializeState }
  return withEveryTransition(
    manageBookingMachine,
    getShortestPaths(manageBookingMachine, options),
    (state) => manageEventsFor(state) as any,
  )
}
