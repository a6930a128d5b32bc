import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '@/api/client'
import { getQuote } from '@/api/booking'
import type { TransferSelection } from '@contract/schemas/transfers'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'

export type TransferDetailsInput = { selection: TransferSelection; currency: string }
export type TransferDetailsEvent = { type: 'currency.change'; currency: string } | { type: 'load.retry' } | { type: 'booking.continue' }

/**
 * Why the ride cannot be priced: NETWORK (offline, timed out) and UNAVAILABLE (any other failure) offer a
 * retry; the server refuses the ride itself with PLACE_NOT_SERVED, TOO_MANY_PASSENGERS,
 * TOO_MANY_BAGS or BAD_STAY (400), which a new search changes.
 */
export type TransferDetailsErrorCode = 'NETWORK' | 'UNAVAILABLE' | 'PLACE_NOT_SERVED' | 'TOO_MANY_PASSENGERS' | 'TOO_MANY_BAGS' | 'BAD_STAY'
const REFUSALS = ['PLACE_NOT_SERVED', 'TOO_MANY_PASSENGERS', 'TOO_MANY_BAGS', 'BAD_STAY'] as const

type Context = TransferDetailsInput & { quote: ItemQuote | null; error: TransferDetailsErrorCode | null }

const errorOf = (event: unknown) => (event as { error: unknown }).error
const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? (REFUSALS.find((code) => code === error.code) ?? null) : null

/**
 * /transfer-details (issue 20): one offer for the ride, priced by the booking core's quote: the
 * vehicle, what it takes, the waiting time, how to meet it and the price. A change of currency
 * prices it again (the last price stays, dimmed); continuing to the checkout needs a price that
 * can be booked. A ride the server refuses, or an offer it does not know, ends here with a way
 * back to the search.
 */
export const transferDetailsMachine = setup({
  types: { context: {} as Context, events: {} as TransferDetailsEvent, input: {} as TransferDetailsInput },
  actors: {
    quote: fromPromise<ItemQuote, ItemQuoteRequest>(({ input, signal }) => getQuote(input, signal)),
  },
  guards: {
    isNotFound: ({ event }) => {
      const error = errorOf(event)
      return error instanceof ApiError && error.status === 404
    },
    isRefused: ({ event }) => refusalOf(errorOf(event)) !== null,
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
    setCurrency: assign((_, currency: string) => ({ currency })),
    /** Injected: the page opens the checkout of the ride. */
    goToCheckout: () => {},
  },
}).createMachine({
  id: 'transferDetails',
  context: ({ input }) => ({ ...input, quote: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The ride is priced for the party (the last price stays, dimmed).',
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
          { guard: 'isNotFound', target: 'notFound', description: 'No such offer at this airport, or no such place (404).' },
          {
            guard: 'isRefused',
            target: 'refused',
            actions: 'keepError',
            description: 'The ride itself is refused (place, passengers, bags, time): a new search changes it.',
          },
          { target: 'failed', actions: 'keepError', description: 'Any other failure: a way to try again shows.' },
        ],
      },
    },
    failed: {
      description: 'The price could not be had; the visitor may try again.',
      on: { 'load.retry': { target: 'loading', description: 'Try again.' } },
    },
    refused: { type: 'final', description: 'The ride cannot be had as asked: the reason and a way back to the search.' },
    notFound: { type: 'final', description: 'We could not find this transfer.' },
    ready: {
      description: 'The vehicle, what it takes, the waiting time, how to meet it and the price show.',
      on: {
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
