import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '@/api/client'
import { searchFlights } from '@/api/flights'
import type { FareFamily, FlightOffer, FlightSearchRequest, FlightSearchResults } from '@contract/schemas/flights'

export type FlightDetailsInput = { offerId: string; request: FlightSearchRequest }
export type FlightDetailsEvent =
  | { type: 'currency.change'; currency: string }
  | { type: 'load.retry' }
  | { type: 'family.choose'; family: FareFamily }
  | { type: 'booking.continue' }

/** Why the offer could not be loaded: NETWORK (offline, timed out) or UNAVAILABLE (any other failure); both offer a retry. */
export type FlightDetailsErrorCode = 'NETWORK' | 'UNAVAILABLE'

type Context = FlightDetailsInput & {
  offer: FlightOffer | null
  /** The currency the offer's prices are in (the answer's). */
  priceCurrency: string | null
  family: FareFamily | null
  error: FlightDetailsErrorCode | null
}

const errorOf = (event: unknown) => (event as { error: unknown }).error
const seatedOf = (request: FlightSearchRequest) => request.passengers.adults + (request.passengers.childAges?.length ?? 0)
/**
 * The family shown chosen: the one kept if the answer still offers it, else the cheapest. A kept
 * family whose seats went stays chosen and shows sold out, with Continue refused: the visitor's
 * choice is not swapped behind their back for a fare with other rules.
 */
const familyFor = (offer: FlightOffer, kept: FareFamily | null) => offer.fares.find((f) => f.family === kept)?.family ?? offer.fromFamily

/**
 * /flight-details (issue 20): one offer, found again by one search narrowed to its airlines and
 * departure times (docs/decisions.md "Flight details from the search"): each way's segments and
 * layovers, the fare families with their baggage and rules and prices. The visitor chooses a
 * family (the cheapest at first) and continues to the checkout, which quotes it. A change of
 * currency loads it again (the last answer stays, dimmed). An offer the search no longer finds
 * (gone, sold out, an id never offered, a trip the server refuses) ends here with a way back.
 */
export const flightDetailsMachine = setup({
  types: { context: {} as Context, events: {} as FlightDetailsEvent, input: {} as FlightDetailsInput },
  actors: {
    search: fromPromise<FlightSearchResults, FlightSearchRequest>(({ input, signal }) => searchFlights(input, signal)),
  },
  guards: {
    offerFound: ({ context, event }) =>
      (event as unknown as { output: FlightSearchResults }).output.offers.some((o) => o.offerId === context.offerId),
    isRefused: ({ event }) => {
      const error = errorOf(event)
      return error instanceof ApiError && (error.status === 400 || error.status === 404)
    },
    otherCurrency: ({ context, event }) => event.type === 'currency.change' && event.currency !== context.request.currency,
    offeredFamily: ({ context, event }) =>
      // Stryker disable next-line OptionalChaining,BooleanLiteral: a guard of ready only, which always holds the offer found
      event.type === 'family.choose' && (context.offer?.fares.some((f) => f.family === event.family) ?? false),
    canContinue: ({ context }) => {
      // Stryker disable next-line OptionalChaining: a guard of ready only, which always holds the offer found
      const fare = context.offer?.fares.find((f) => f.family === context.family)
      return fare !== undefined && fare.seatsLeft >= seatedOf(context.request)
    },
  },
  actions: {
    keepOffer: assign(({ context }, results: FlightSearchResults) => {
      const offer = results.offers.find((o) => o.offerId === context.offerId)!
      return { offer, priceCurrency: results.currency, family: familyFor(offer, context.family), error: null }
    }),
    keepError: assign(({ event }) => {
      const error = errorOf(event)
      return { error: error instanceof ApiError && error.unanswered ? 'NETWORK' : 'UNAVAILABLE' } as const
    }),
    clearError: assign({ error: null }),
    setCurrency: assign(({ context }, currency: string) => ({ request: { ...context.request, currency } })),
    setFamily: assign((_, family: FareFamily) => ({ family })),
    /** Injected: the page opens the checkout of the trip in the chosen family. */
    goToCheckout: () => {},
  },
}).createMachine({
  id: 'flightDetails',
  context: ({ input }) => ({ ...input, offer: null, priceCurrency: null, family: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The search that finds the offer runs (the last answer stays, dimmed).',
      entry: 'clearError',
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: 'offerFound',
            target: 'ready',
            actions: { type: 'keepOffer', params: ({ event }) => event.output },
            description: 'The offer is among the answers: its ways and fare families show.',
          },
          { target: 'notFound', description: 'The search no longer offers it (gone, sold out, or never offered).' },
        ],
        onError: [
          { guard: 'isRefused', target: 'notFound', description: 'The trip itself is refused (400, 404): the offer cannot be had.' },
          { target: 'failed', actions: 'keepError', description: 'Offline or any other failure: a way to try again shows.' },
        ],
      },
    },
    failed: {
      description: 'The offer could not be loaded; the visitor may try again.',
      on: { 'load.retry': { target: 'loading', description: 'Try again.' } },
    },
    notFound: { type: 'final', description: 'We could not find this flight: a way back to the search.' },
    ready: {
      description: "Each way's segments and layovers, the fare families and their prices show; one family is chosen.",
      on: {
        'family.choose': {
          guard: 'offeredFamily',
          actions: { type: 'setFamily', params: ({ event }) => event.family },
          description: 'Another fare family of the offer is chosen.',
        },
        'currency.change': {
          guard: 'otherCurrency',
          target: 'loading',
          actions: { type: 'setCurrency', params: ({ event }) => event.currency },
          description: 'Loaded again in the new currency.',
        },
        'booking.continue': {
          guard: 'canContinue',
          actions: 'goToCheckout',
          description: 'A family with a seat for every seated passenger: on to the checkout.',
        },
      },
    },
  },
})
