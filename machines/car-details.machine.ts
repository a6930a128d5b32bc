import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '@/api/client'
import { getQuote } from '@/api/booking'
import type { CarExtras, CarSelection } from '@contract/schemas/cars'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'

export type CarDetailsInput = { selection: CarSelection; currency: string }
export type CarDetailsEvent =
  | { type: 'extras.change'; extras: CarExtras }
  | { type: 'currency.change'; currency: string }
  | { type: 'load.retry' }
  | { type: 'booking.continue' }

/**
 * Why the car cannot be priced: NETWORK (offline, timed out) and UNAVAILABLE (any other failure) offer a
 * retry; the server refuses the rental itself with STATION_CLOSED, ONE_WAY_NOT_OFFERED,
 * DRIVER_TOO_YOUNG or BAD_STAY (400), which a new search changes.
 */
export type CarDetailsErrorCode = 'NETWORK' | 'UNAVAILABLE' | 'STATION_CLOSED' | 'ONE_WAY_NOT_OFFERED' | 'DRIVER_TOO_YOUNG' | 'BAD_STAY'
const REFUSALS = ['STATION_CLOSED', 'ONE_WAY_NOT_OFFERED', 'DRIVER_TOO_YOUNG', 'BAD_STAY'] as const

type Context = CarDetailsInput & { quote: ItemQuote | null; error: CarDetailsErrorCode | null }

/** The most child seats one car takes (contract CAR_LIMITS.maxChildSeats; the schemas are not loaded here). */
export const MAX_CHILD_SEATS = 3

const errorOf = (event: unknown) => (event as { error: unknown }).error
const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? (REFUSALS.find((code) => code === error.code) ?? null) : null
const sameExtras = (a: CarExtras, b: CarExtras) =>
  a.additionalDriver === b.additionalDriver && a.childSeats === b.childSeats && a.fullCover === b.fullCover

/**
 * /car-details (issue 20): one offer at one rate for the rental, priced by the booking core's
 * quote with the chosen extras (an additional driver, child seats, full cover). A change of the
 * extras or the currency prices it again (the last price stays, dimmed); continuing to the
 * checkout needs a price that can be booked. A rental the server refuses, or an offer it does not
 * know, ends here with a way back to the search.
 */
export const carDetailsMachine = setup({
  types: { context: {} as Context, events: {} as CarDetailsEvent, input: {} as CarDetailsInput },
  actors: {
    quote: fromPromise<ItemQuote, ItemQuoteRequest>(({ input, signal }) => getQuote(input, signal)),
  },
  guards: {
    isNotFound: ({ event }) => {
      const error = errorOf(event)
      return error instanceof ApiError && error.status === 404
    },
    isRefused: ({ event }) => refusalOf(errorOf(event)) !== null,
    extrasAllowed: ({ context, event }) =>
      event.type === 'extras.change' &&
      Number.isInteger(event.extras.childSeats) &&
      event.extras.childSeats >= 0 &&
      event.extras.childSeats <= MAX_CHILD_SEATS &&
      !sameExtras(event.extras, context.selection.extras),
    otherCurrency: ({ context, event }) => event.type === 'currency.change' && event.currency !== context.currency,
    // Stryker disable next-line OptionalChaining: continuing is offered only in ready, which always holds the quote
    canContinue: ({ context }) => context.quote?.bookable === true,
  },
  actions: {
    keepQuote: assign((_, quote: ItemQuote) => ({ quote, error: null })),
    keepError: assign(({ event }) => {
      const error = errorOf(event)
      return { error: refusalOf(error) ?? (error instanceof ApiError && error.unanswered ? 'NETWORK' : 'UNAVAILABLE') }
    }),
    clearError: assign({ error: null }),
    setExtras: assign(({ context }, extras: CarExtras) => ({ selection: { ...context.selection, extras } })),
    setCurrency: assign((_, currency: string) => ({ currency })),
    /** Injected: the page writes the extras into its URL (replace). */
    choiceChanged: () => {},
    /** Injected: the page opens the checkout of the car with its extras. */
    goToCheckout: () => {},
  },
}).createMachine({
  id: 'carDetails',
  context: ({ input }) => ({ ...input, quote: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The car is priced for the rental, the rate and the extras (the last price stays, dimmed).',
      entry: 'clearError',
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ selection: context.selection, currency: context.currency }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepQuote', params: ({ event }) => event.output },
          description: 'The price arrives.',
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound', description: 'No such offer, or not at this rate (404).' },
          {
            guard: 'isRefused',
            target: 'refused',
            actions: 'keepError',
            description: 'The rental itself is refused (hours, one-way, age, dates): a new search changes it.',
          },
          { target: 'failed', actions: 'keepError', description: 'Any other failure: a way to try again shows.' },
        ],
      },
    },
    failed: {
      description: 'The price could not be had; the visitor may try again.',
      on: { 'load.retry': { target: 'loading', description: 'Try again.' } },
    },
    refused: { type: 'final', description: 'The rental cannot be had as asked: the reason and a way back to the search.' },
    notFound: { type: 'final', description: 'We could not find this car.' },
    ready: {
      description: 'The car, what is included, the extras and the price show.',
      on: {
        'extras.change': {
          guard: 'extrasAllowed',
          target: 'loading',
          actions: [{ type: 'setExtras', params: ({ event }) => event.extras }, 'choiceChanged'],
          description: 'Other extras (0 to 3 child seats): priced again.',
        },
        'currency.change': {
          guard: 'otherCurrency',
          target: 'loading',
          actions: { type: 'setCurrency', params: ({ event }) => event.currency },
          description: 'Priced again in the new currency.',
        },
        'booking.continue': {
          guard: 'canContinue',
          actions: 'goToCheckout',
          description: 'A price that can be booked: on to the checkout.',
        },
      },
    },
  },
})
