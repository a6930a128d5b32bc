import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '@/api/client'
import { getQuote } from '@/api/booking'
import { getStayUnit } from '@/api/stays'
import type { DateWindow, IsoDate } from '@contract/calendar'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import type { StayUnitRequest, StayUnitWithCalendar } from '@contract/schemas/stays'
import type { StayProblem } from '@contract/stay-rules'
import type { StayChoice } from '@/lib/stay-params'
import { judge, pickDay, selectionOf, unitRequest } from '@machines/stay-unit.rules'

export type StayUnitInput = { unitId: string; choice: StayChoice; currency: string } & DateWindow
export type StayUnitEvent =
  | { type: 'day.select'; date: IsoDate }
  | { type: 'guests.change'; adults: number; children: number }
  | { type: 'dates.clear' }
  | { type: 'currency.change'; currency: string }
  | { type: 'load.retry' }
  | { type: 'quote.retry' }

type Context = StayUnitInput & {
  data: StayUnitWithCalendar | null
  /** The rule the choice breaks (the page explains it beside the calendar); null when it breaks none. */
  problem: StayProblem | null
  quote: ItemQuote | null
  /** Why the unit or the quote could not be loaded: the server's code, or NETWORK. */
  error: string | null
}

const errorCode = (error: unknown) => (error instanceof ApiError ? (error.code ?? error.kind.toUpperCase()) : 'NETWORK')
const errorOf = (event: unknown) => (event as { error: unknown }).error

/**
 * /stay-details (issue 16): a rental with its availability calendar. The visitor picks the
 * check-in and check-out on the calendar and the guests; each choice is judged by the contract's
 * stay rules (stay-unit.rules.ts), and a stay that breaks none is quoted, so the price and the way
 * to the checkout show. The URL follows each choice; a new currency loads the unit again.
 */
export const stayUnitMachine = setup({
  types: { context: {} as Context, events: {} as StayUnitEvent, input: {} as StayUnitInput },
  actors: {
    loadUnit: fromPromise<StayUnitWithCalendar, StayUnitRequest>(({ input, signal }) => getStayUnit(input, signal)),
    loadQuote: fromPromise<ItemQuote, ItemQuoteRequest>(({ input, signal }) => getQuote(input, signal)),
  },
  guards: {
    isNotFound: ({ event }) => {
      const error = errorOf(event)
      return error instanceof ApiError && error.status === 404
    },
    canQuote: ({ context }) => context.problem === null && selectionOf(context.unitId, context.choice) !== null,
  },
  actions: {
    keepData: assign((_, data: StayUnitWithCalendar) => ({ data, error: null })),
    keepError: assign(({ event }) => ({ error: errorCode(errorOf(event)) })),
    clearError: assign({ error: null }),
    setCurrency: assign((_, currency: string) => ({ currency })),
    pickDay: assign(({ context }, date: IsoDate) => ({ choice: pickDay(context.choice, date) })),
    setGuests: assign(({ context }, guests: { adults: number; children: number }) => ({ choice: { ...context.choice, ...guests } })),
    clearDates: assign(({ context }) => ({ choice: { ...context.choice, checkIn: null, checkOut: null } })),
    judge: assign(({ context }) => ({ problem: judge(context.data!, context.choice), quote: null, error: null })),
    keepQuote: assign((_, quote: ItemQuote) => ({ quote })),
    forgetPrice: assign({ quote: null, error: null }),
    /** Injected: the page writes the choice into its URL (replace). */
    choiceChanged: (_, _choice: StayChoice) => {},
  },
}).createMachine({
  id: 'stayUnit',
  context: ({ input }) => ({ ...input, data: null, problem: null, quote: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The unit is asked for, with a year of its calendar from the earliest check-in.',
      entry: 'clearError',
      invoke: {
        id: 'loadUnit',
        src: 'loadUnit',
        input: ({ context }) => unitRequest(context.unitId, context.currency, context.minDate),
        onDone: { target: 'ready', actions: { type: 'keepData', params: ({ event }) => event.output }, description: 'The unit arrives.' },
        onError: [
          { guard: 'isNotFound', target: 'notFound', description: 'No such rental here (404).' },
          { target: 'failed', actions: 'keepError', description: 'Any other failure: a way to try again shows.' },
        ],
      },
      on: {
        'currency.change': {
          target: 'loading',
          reenter: true,
          actions: { type: 'setCurrency', params: ({ event }) => event.currency },
          description: 'Asked again in the new currency.',
        },
      },
    },
    failed: {
      description: 'The unit could not be loaded; the visitor may try again.',
      on: {
        'load.retry': { target: 'loading', description: 'Try again.' },
        'currency.change': {
          target: 'loading',
          actions: { type: 'setCurrency', params: ({ event }) => event.currency },
          description: 'Asked again in the new currency.',
        },
      },
    },
    notFound: { type: 'final', description: 'We could not find this rental.' },
    ready: {
      description: 'The unit shows with its calendar; the visitor chooses the dates and guests.',
      initial: 'judging',
      on: {
        'day.select': {
          target: '.judging',
          actions: [
            { type: 'pickDay', params: ({ event }) => event.date },
            { type: 'choiceChanged', params: ({ context }) => context.choice },
          ],
          description: 'A day clicked: the check-in, or the check-out after it; the URL follows.',
        },
        'guests.change': {
          target: '.judging',
          actions: [
            { type: 'setGuests', params: ({ event }) => ({ adults: event.adults, children: event.children }) },
            { type: 'choiceChanged', params: ({ context }) => context.choice },
          ],
          description: 'Other guests: judged and quoted again.',
        },
        'dates.clear': {
          target: '.judging',
          actions: ['clearDates', { type: 'choiceChanged', params: ({ context }) => context.choice }],
          description: 'The dates are cleared to choose again.',
        },
        'currency.change': {
          target: '.reloading',
          actions: { type: 'setCurrency', params: ({ event }) => event.currency },
          description: 'The unit and its price are asked again in the new currency.',
        },
      },
      states: {
        judging: {
          description: 'The choice is judged by the stay rules.',
          entry: 'judge',
          always: [
            { guard: 'canQuote', target: 'quoting', description: 'Both dates chosen and no rule broken: the stay is priced.' },
            { target: 'choosing', description: 'Dates missing, or a rule broken (explained beside the calendar).' },
          ],
        },
        choosing: { description: 'The calendar waits for the dates, or shows which rule the choice breaks.' },
        quoting: {
          description: 'The stay is priced by the server, as the checkout will show it.',
          entry: 'clearError',
          invoke: {
            id: 'loadQuote',
            src: 'loadQuote',
            input: ({ context }) => ({ selection: selectionOf(context.unitId, context.choice)!, currency: context.currency }),
            onDone: {
              target: 'quoted',
              actions: { type: 'keepQuote', params: ({ event }) => event.output },
              description: 'The price shows, and the way to book when the nights are still free.',
            },
            onError: { target: 'quoteFailed', actions: 'keepError', description: 'The price could not be loaded.' },
          },
        },
        quoted: { description: 'The price of the stay shows with "Reserve", or that the nights were just taken.' },
        quoteFailed: {
          description: 'The price could not be loaded; the visitor may try again.',
          on: { 'quote.retry': { target: 'quoting', description: 'Try again.' } },
        },
        reloading: {
          description: 'The unit is asked for again in the new currency; the calendar stays on screen, the old price goes.',
          entry: 'forgetPrice',
          invoke: {
            id: 'loadUnit',
            src: 'loadUnit',
            input: ({ context }) => unitRequest(context.unitId, context.currency, context.minDate),
            onDone: {
              target: 'judging',
              actions: { type: 'keepData', params: ({ event }) => event.output },
              description: 'The unit in the new currency: the choice is judged and priced again.',
            },
            onError: [
              { guard: 'isNotFound', target: '#stayUnit.notFound', description: 'The rental is gone (404).' },
              { target: 'reloadFailed', actions: 'keepError', description: 'The unit stays; a way to try again shows.' },
            ],
          },
        },
        reloadFailed: {
          description: 'The unit could not be loaded in the new currency; the visitor may try again.',
          on: { 'load.retry': { target: 'reloading', description: 'Try again.' } },
        },
      },
    },
  },
})
