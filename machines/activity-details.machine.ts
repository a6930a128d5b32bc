import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '@/api/client'
import { getActivity, type ActivityDetailsRequest } from '@/api/activities'
import type { ActivityWithSlots } from '@contract/schemas/activities'
import { clampDate, type DateWindow, type IsoDate } from '@contract/calendar'
import { MAX_PARTICIPANTS, type Tickets } from '@/lib/activity-params'

export type ActivityDetailsInput = { id: string; date: IsoDate; time: string | null; tickets: Tickets; currency: string } & DateWindow
export type ActivityDetailsEvent =
  | { type: 'date.change'; date: IsoDate }
  | { type: 'currency.change'; currency: string }
  | { type: 'slot.choose'; time: string }
  | { type: 'tickets.change'; ticket: keyof Tickets; count: number }
  | { type: 'load.retry' }
  | { type: 'booking.continue' }
type Context = ActivityDetailsInput & { data: ActivityWithSlots | null; error: string | null }

/** Seats each ticket takes (contract TICKET_SEATS; the schemas are not loaded here). */
const SEATS: Tickets = { adult: 1, child: 1, senior: 1, family: 4 }
export const seatsOfTickets = (tickets: Tickets) => (Object.keys(SEATS) as (keyof Tickets)[]).reduce((n, k) => n + tickets[k] * SEATS[k], 0)
/** The tickets can be booked: a seat at least, at most MAX_PARTICIPANTS, and a grown-up with the children. */
export const ticketsOk = (t: Tickets) => {
  const seats = seatsOfTickets(t)
  return seats > 0 && seats <= MAX_PARTICIPANTS && t.adult + t.senior + t.family > 0
}
/** The total of the tickets at the answer's prices. */
export function ticketsTotal(data: ActivityWithSlots, tickets: Tickets): number {
  return data.activity.tickets.reduce((sum, ticket) => sum + ticket.priceMinor * tickets[ticket.type], 0)
}

const slotOf = (c: Context, time: string | null) => c.data?.slots?.find((s) => s.time === time) ?? null
const requestOf = (c: Context): ActivityDetailsRequest => ({
  id: c.id,
  date: clampDate(c.date, c.minDate, c.maxDate),
  currency: c.currency,
})

/**
 * /activity-details (issue 16): the activity with its tickets and the chosen day's slots. The
 * visitor changes the day (the slots load again; a chosen slot stays if the new day has it),
 * chooses a slot with seats for the tickets, and sets the tickets (only types the activity sells,
 * within the limits); continuing to the checkout needs a slot that has the seats.
 */
export const activityDetailsMachine = setup({
  types: { context: {} as Context, events: {} as ActivityDetailsEvent, input: {} as ActivityDetailsInput },
  actors: {
    load: fromPromise<ActivityWithSlots, ActivityDetailsRequest>(({ input, signal }) => getActivity(input, signal)),
  },
  guards: {
    isNotFound: ({ event }) => {
      const { error } = event as unknown as { error: unknown }
      return error instanceof ApiError && error.status === 404
    },
    slotFits: ({ context, event }) => {
      // Stryker disable next-line BooleanLiteral,ConditionalExpression: the guard runs only for slot.choose; the check narrows the event's type
      if (event.type !== 'slot.choose') return false
      const slot = slotOf(context, event.time)
      return slot !== null && slot.seatsLeft >= Math.max(1, seatsOfTickets(context.tickets))
    },
    ticketsAllowed: ({ context, event }) => {
      // Stryker disable next-line BooleanLiteral,ConditionalExpression,LogicalOperator: the guard runs only for tickets.change in ready, which always holds the answer; the check narrows the types
      if (event.type !== 'tickets.change' || !context.data) return false
      const sold = context.data.activity.tickets.some((t) => t.type === event.ticket)
      const next = { ...context.tickets, [event.ticket]: event.count }
      return sold && event.count >= 0 && seatsOfTickets(next) <= MAX_PARTICIPANTS
    },
    canContinue: ({ context }) => {
      const slot = slotOf(context, context.time)
      return slot !== null && ticketsOk(context.tickets) && slot.seatsLeft >= seatsOfTickets(context.tickets)
    },
  },
  actions: {
    keepAnswer: assign(({ context }, data: ActivityWithSlots) => ({
      data,
      error: null,
      date: data.date ?? context.date,
      // A slot the new day does not have (or that is full) is no longer chosen.
      time: data.slots?.some((s) => s.time === context.time && s.seatsLeft > 0) ? context.time : null,
    })),
    keepError: assign(({ event }) => {
      const { error } = event as unknown as { error: unknown }
      return { error: error instanceof ApiError ? (error.code ?? error.kind.toUpperCase()) : 'NETWORK' }
    }),
    setDate: assign((_, date: IsoDate) => ({ date })),
    setCurrency: assign((_, currency: string) => ({ currency })),
    setSlot: assign((_, time: string) => ({ time })),
    setTickets: assign(({ context }, change: { ticket: keyof Tickets; count: number }) => ({
      tickets: { ...context.tickets, [change.ticket]: change.count },
    })),
    /** Injected: the page writes the day, slot and tickets into its URL (replace). */
    choiceChanged: () => {},
    /** Injected: the page opens the checkout of the slot and tickets. */
    goToCheckout: () => {},
  },
}).createMachine({
  id: 'activityDetails',
  context: ({ input }) => ({ ...input, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The activity and the day’s slots are asked for.',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'ready',
          actions: [{ type: 'keepAnswer', params: ({ event }) => event.output }, 'choiceChanged'],
          description: 'The activity arrives.',
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound', description: 'No such activity (404).' },
          { target: 'failed', actions: 'keepError', description: 'Any other failure: a way to try again shows.' },
        ],
      },
    },
    failed: {
      description: 'The call failed; the visitor may try again.',
      on: { 'load.retry': { target: 'loading', description: 'Try again.' } },
    },
    notFound: { type: 'final', description: 'We could not find this activity.' },
    ready: {
      description: 'The activity, the slots of the day and the ticket steppers show.',
      on: {
        'date.change': {
          target: 'loading',
          actions: { type: 'setDate', params: ({ event }) => event.date },
          description: 'Another day: its slots are asked for.',
        },
        'currency.change': {
          target: 'loading',
          actions: { type: 'setCurrency', params: ({ event }) => event.currency },
          description: 'Prices asked again in the new currency.',
        },
        'slot.choose': {
          guard: 'slotFits',
          actions: [{ type: 'setSlot', params: ({ event }) => event.time }, 'choiceChanged'],
          description: 'A slot with seats for the tickets is chosen.',
        },
        'tickets.change': {
          guard: 'ticketsAllowed',
          actions: [{ type: 'setTickets', params: ({ event }) => event }, 'choiceChanged'],
          description: 'A ticket stepper: a type the activity sells, never past the seats one booking takes.',
        },
        'booking.continue': {
          guard: 'canContinue',
          actions: 'goToCheckout',
          description: 'A slot with the seats and tickets that can be booked: on to the checkout.',
        },
      },
    },
  },
})
