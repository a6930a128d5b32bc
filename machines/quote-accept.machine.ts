import { assign, fromPromise, setup } from 'xstate'
import type { PublicQuote } from '@contract/schemas/agent'
import { actionFailureOf, type ActionFailureCode } from '@machines/confirm-action.machine'

export type QuoteAcceptEvent = { type: 'load.retry' } | { type: 'accept.open' } | { type: 'accept.confirm' } | { type: 'accept.dismiss' }

type Context = {
  key: string
  quote: PublicQuote | null
  /** Why loading or accepting failed; the view maps it to a message. */
  failure: ActionFailureCode | null
  confirmationNumber: string | null
}

/** A quote its client can still accept: sent or viewed (not expired, not accepted), with every offer available. */
export const acceptable = (quote: PublicQuote | null) =>
  quote !== null &&
  (quote.status === 'sent' || quote.status === 'viewed') &&
  quote.items.length > 0 &&
  quote.items.every((i) => i.available)

/**
 * /quote?key=… (issue 17): a client opens an agent's quote from the mailed link, without an
 * account, sees its offers priced again, and accepts it: the agent's booking is made for them. A
 * refusal (expired, already booked, an offer gone) shows with the quote as it now stands.
 */
export const quoteAcceptMachine = setup({
  types: { context: {} as Context, events: {} as QuoteAcceptEvent, input: {} as { key: string } },
  actors: {
    // Loaded on use: the registry (and the flow inspector with it) need not carry the agent schemas.
    view: fromPromise<PublicQuote, string>(async ({ input, signal }) => (await import('@/api/agent')).viewQuote(input, signal)),
    accept: fromPromise<string, { key: string; expectedTotalMinor: number }>(async ({ input, signal }) =>
      (await import('@/api/agent')).acceptQuote(input, signal),
    ),
  },
  guards: {
    notFound: ({ event }) => actionFailureOf((event as { error?: unknown }).error) === 'NOT_FOUND',
    acceptable: ({ context }) => acceptable(context.quote),
    passing: ({ event }) => ['NETWORK', 'FAILED'].includes(actionFailureOf((event as { error?: unknown }).error)),
  },
  actions: {
    setQuote: assign((_, quote: PublicQuote) => ({ quote })),
    setFailure: assign((_, error: unknown) => ({ failure: actionFailureOf(error) })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'quoteAccept',
  context: ({ input }) => ({ key: input.key, quote: null, failure: null, confirmationNumber: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The quote loads, every offer priced again (the first opening marks it viewed).',
      invoke: {
        id: 'view',
        src: 'view',
        input: ({ context }) => context.key,
        onDone: {
          target: 'viewing',
          actions: { type: 'setQuote', params: ({ event }: { event: { output: PublicQuote } }) => event.output },
        },
        onError: [
          { guard: 'notFound', target: 'notFound', description: 'The link opens no quote (mistyped, or replaced by a newer one).' },
          {
            target: 'loadFailed',
            description: 'Offline or the server failed: a retry.',
            actions: { type: 'setFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    loadFailed: { on: { 'load.retry': { target: 'loading', actions: 'clearFailure' } } },
    notFound: { description: 'The link is not valid: ask the agent for a new one.' },
    viewing: {
      description: 'The offers, prices, validity and agent; "Accept and book" while it can be.',
      on: {
        'accept.open': { guard: 'acceptable', target: 'confirming', description: 'The client asks to book it.', actions: 'clearFailure' },
      },
    },
    confirming: {
      description: 'A dialog says what accepting means (a booking in their name, paid as the agent arranged).',
      on: {
        'accept.confirm': { target: 'accepting' },
        'accept.dismiss': { target: 'viewing', description: 'Not now: the dialog closes.', actions: 'clearFailure' },
      },
    },
    accepting: {
      description: 'The booking is made; the dialog cannot be dismissed meanwhile.',
      invoke: {
        id: 'accept',
        src: 'accept',
        // The total the client was shown: a price that moved since is refused, and the quote loads again.
        // Stryker disable next-line OptionalChaining: accepting is reached only through the acceptable guard, so the quote is never null here
        input: ({ context }) => ({ key: context.key, expectedTotalMinor: context.quote?.totalMinor ?? 0 }),
        onDone: { target: 'accepted', actions: assign({ confirmationNumber: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'passing',
            target: 'confirming',
            description: 'Offline or the server failed: said in the dialog, which can try again.',
            actions: { type: 'setFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
          {
            target: 'loading',
            description:
              'Refused (expired, already booked, an offer gone, the price changed): the quote loads again as it now stands, with the reason.',
            actions: { type: 'setFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    accepted: { type: 'final', description: 'Booked: the confirmation number shows, and a confirmation mail is on its way.' },
  },
})
