import { assign, fromPromise, setup } from 'xstate'
import { createReservation, getQuote } from '@/api/booking'
import type { Quote, QuoteRequest } from '@contract/schemas/booking'
import type { LegacyReservationRequest, LegacyReservation } from '@contract/schemas/reservations'
import { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { buildReservationRequest } from '@machines/checkout.payload'
import {
  allErrors,
  errorCodeOf,
  failureOf,
  initialContext,
  walletFactsOf,
  withFieldError,
  withPrefill,
  withRefusedCards,
  withTyped,
} from '@machines/checkout.context'
import type { CheckoutContext, CheckoutInput, CheckoutSession, GuestPrefill } from '@machines/checkout.context'
import type { TextField } from '@machines/checkout.rules'

export type { CheckoutContext, CheckoutInput, CheckoutSession, GuestPrefill }
export type CheckoutEvent =
  | { type: 'quote.retry' }
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'phone.country'; countryCode: string; isdCode: string }
  | { type: 'terms.toggle'; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'session.change'; session: CheckoutSession; prefill: GuestPrefill | null }
  /** The booking call's failure, named so the wallet region can react to it too (never sent by a view). */
  | { type: 'xstate.error.actor.createReservation'; error: unknown }

const failureIn = (event: unknown) => failureOf((event as { error?: unknown }).error)

/**
 * /hotel-checkout (issue 7): the quote loads, booking permission decides (docs/rules.md#booking-permission), then the guest
 * form with, for a member, the wallet-selection machine as a child; the booking is sent once per
 * submit with the checkout's one idempotency key, and the server's refusals lead where they say.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    loadQuote: fromPromise<Quote, QuoteRequest>(({ input, signal }) => getQuote(input, signal)),
    createReservation: fromPromise<LegacyReservation, LegacyReservationRequest>(({ input, signal }) => createReservation(input, signal)),
    walletSelection: walletSelectionMachine,
  },
  guards: {
    bookable: ({ event }) => (event as unknown as { output: Quote }).output.offer.bookable,
    notFound: ({ event }) => failureIn(event).status === 404,
    badStay: ({ event }) => failureIn(event).status === 400,
    canBook: ({ context }) => context.session.canBook,
    signedOut: ({ context }) => context.session.kind === 'signedOut',
    isMember: ({ context }) => context.session.kind === 'member',
    walletReady: ({ context }) => context.wallet === null || (context.wallet.status === 'ready' && !context.wallet.certificateMissing),
    formInvalid: ({ context }) => Object.keys(allErrors(context)).length > 0,
    priceChanged: ({ event }) => failureIn(event).code === 'PRICE_CHANGED',
    cardUnavailable: ({ event }) => failureIn(event).code === 'CARD_UNAVAILABLE',
    soldOut: ({ event }) => failureIn(event).code === 'SOLD_OUT',
    notPermitted: ({ event }) => failureIn(event).code === 'BOOKING_NOT_PERMITTED',
  },
  actions: {
    setQuote: assign(({ context }, quote: Quote) => ({
      quote,
      error: null,
      repricedFrom: null,
      notice:
        context.repricedFrom === null
          ? context.notice
          : {
              code: 'PRICE_CHANGED' as const,
              fromMinor: context.repricedFrom,
              toMinor: quote.offer.totalMinor,
              currency: quote.offer.currency,
            },
    })),
    setError: assign((_, error: unknown) => ({ error: errorCodeOf(error) })),
    clearError: assign({ error: null }),
    setSession: assign(({ context, event }) =>
      event.type === 'session.change'
        ? { session: event.session, prefill: event.prefill, form: withPrefill(context.form, event.prefill) }
        : {},
    ),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const next = withTyped(context, event.field, event.value)
      return { form: next.form, errors: withFieldError(next, event.field) }
    }),
    setPhoneCountry: assign(({ context, event }) =>
      event.type === 'phone.country'
        ? { form: { ...context.form, phoneCountry: { countryCode: event.countryCode, isdCode: event.isdCode } } }
        : {},
    ),
    setTerms: assign(({ context, event }) => {
      if (event.type !== 'terms.toggle') return {}
      const next = { ...context, termsAccepted: event.checked }
      return { termsAccepted: event.checked, errors: withFieldError(next, 'terms') }
    }),
    showErrors: assign(({ context }) => ({ errors: allErrors(context), attempts: context.attempts + 1 })),
    startSubmit: assign({ errors: {}, notice: null, error: null }),
    noWallet: assign({ wallet: null }),
    walletLoading: assign(({ context }) => ({
      wallet: {
        status: 'loading' as const,
        certificate: null,
        discountCards: [],
        amountDueMinor: context.quote!.offer.totalMinor,
        certificateMissing: context.quote!.certificateRequired,
        offered: [],
      },
    })),
    setWallet: assign(({ context }, snapshot: Parameters<typeof walletFactsOf>[0]) => {
      const wallet = walletFactsOf(snapshot)
      return { wallet, notice: withRefusedCards(context.notice, wallet) }
    }),
    rememberTotal: assign(({ context }) => ({ repricedFrom: context.quote?.offer.totalMinor ?? null })),
    noteRefusedCards: assign(({ context }) => ({
      notice: {
        code: 'CARD_UNAVAILABLE' as const,
        cards: context.wallet ? [context.wallet.certificate, ...context.wallet.discountCards].filter((c): c is string => c !== null) : [],
      },
    })),
    setConfirmation: assign((_, reservation: LegacyReservation) => ({ confirmationNumber: reservation.confirmationNumber })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: { 'session.change': { description: "The page's session changed: kept for the permission check.", actions: 'setSession' } },
  states: {
    loading: {
      description: 'The quote for the room and stay of the URL loads (again after PRICE_CHANGED).',
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: 'bookable',
            target: 'deciding',
            description: 'The room is free for the stay; after a refused price, the change is noted.',
            actions: { type: 'setQuote', params: ({ event }) => event.output },
          },
          {
            target: 'soldOut',
            description: 'No room of this type is left for these dates.',
            actions: { type: 'setQuote', params: ({ event }) => event.output },
          },
        ],
        onError: [
          { guard: 'notFound', target: 'notFound', description: '404: no such property or room.' },
          { guard: 'badStay', target: 'badStay', description: '400 (BAD_STAY): these dates or guests cannot be booked.' },
          {
            target: 'loadFailed',
            description: 'Offline or the server failed: the error shows with a retry.',
            actions: { type: 'setError', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    loadFailed: {
      description: 'The quote did not load.',
      on: { 'quote.retry': { target: 'loading', description: '"Try again".', actions: 'clearError' } },
    },
    notFound: { description: 'The property or room does not exist: a link to search again.' },
    badStay: { description: '"These dates cannot be booked", with a link back to the property.' },
    soldOut: { description: 'Sold out for these dates, with a link back to the property.' },
    deciding: {
      description: 'docs/rules.md#booking-permission: may this visitor book?',
      always: [
        {
          guard: 'canBook',
          target: 'booking',
          description: 'Booking is permitted (a member with can_user_book 1, or an organisation that books without a session).',
        },
        { guard: 'signedOut', target: 'signInRequired', description: 'Signed out where booking needs a session.' },
        { target: 'notPermitted', description: 'Signed in, but this account cannot book online.' },
      ],
    },
    signInRequired: {
      description: '"Sign in to book", with a button that opens the sign-in dialog.',
      on: { 'session.change': { target: 'deciding', description: 'Signed in: the checkout continues.', actions: 'setSession' } },
    },
    notPermitted: {
      description: '"Your account cannot book online".',
      on: { 'session.change': { target: 'deciding', description: 'Another account: decide again.', actions: 'setSession' } },
    },
    booking: {
      type: 'parallel',
      description: 'The guest form and, for a member, the wallet, side by side.',
      on: {
        'session.change': {
          target: 'deciding',
          description: 'Signed in or out mid-form: decide again (the wallet follows the new user).',
          actions: 'setSession',
        },
      },
      states: {
        wallet: {
          initial: 'choosing',
          description: "A member's wallet runs as a child machine; guests and agents have none.",
          states: {
            choosing: {
              always: [
                { guard: 'isMember', target: 'active', description: 'A member: the wallet child starts.' },
                { target: 'none', description: 'A guest or an agent: no wallet.', actions: 'noWallet' },
              ],
            },
            none: { description: 'No wallet: the amount due is the total.' },
            active: {
              description: "The wallet-selection machine for the quote's product and total; its snapshot drives the panel.",
              entry: 'walletLoading',
              invoke: {
                id: 'wallet',
                src: 'walletSelection',
                input: ({ context }) => ({
                  product: context.quote!.product,
                  priceMinor: context.quote!.offer.totalMinor,
                  currency: context.quote!.offer.currency,
                  certificateRequired: context.quote!.certificateRequired,
                }),
                onSnapshot: {
                  description: "The wallet's state and selection are read for the booking.",
                  actions: { type: 'setWallet', params: ({ event }) => event.snapshot },
                },
              },
              on: {
                // The booking's refusal reaches both regions: the form shows it, the wallet starts again.
                'xstate.error.actor.createReservation': {
                  guard: 'cardUnavailable',
                  target: 'active',
                  reenter: true,
                  description: '409 CARD_UNAVAILABLE: the wallet starts again with fresh cards.',
                },
              },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              description: 'Guest details, special requests, terms.',
              on: {
                'field.change': {
                  description: 'The typed value is kept (names and phone keep only their characters); after a submit, its error follows.',
                  actions: 'setField',
                },
                'phone.country': { description: "The phone's country and dialling code.", actions: 'setPhoneCountry' },
                'terms.toggle': { description: 'The terms are accepted, or no longer.', actions: 'setTerms' },
                'form.submit': {
                  guard: 'walletReady',
                  target: 'validating',
                  description: 'Sent once the wallet (if any) is ready and has a certificate it requires.',
                },
              },
            },
            validating: {
              description: "The form's rules (checkout.rules.ts).",
              always: [
                {
                  guard: 'formInvalid',
                  target: 'editing',
                  description: 'Every error shows; the first invalid field gets focus.',
                  actions: 'showErrors',
                },
                { target: 'submitting', description: 'All met: the booking is sent.', actions: 'startSubmit' },
              ],
            },
            submitting: {
              description: '"Booking…": the request runs; a second submit is ignored.',
              on: { 'session.change': { description: 'Kept for later; the booking in flight is not dropped.', actions: 'setSession' } },
              invoke: {
                id: 'createReservation',
                src: 'createReservation',
                input: ({ context }) => buildReservationRequest(context),
                onDone: {
                  target: '#checkout.done',
                  description: 'Booked: the page goes to the confirmation.',
                  actions: { type: 'setConfirmation', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: 'priceChanged',
                    target: '#checkout.loading',
                    description: '409 PRICE_CHANGED: the quote reloads and the change is shown for review.',
                    actions: 'rememberTotal',
                  },
                  {
                    guard: 'cardUnavailable',
                    target: 'editing',
                    description: '409 CARD_UNAVAILABLE: the wallet reloads and the refused cards are named.',
                    actions: 'noteRefusedCards',
                  },
                  { guard: 'soldOut', target: '#checkout.soldOut', description: '409 SOLD_OUT.' },
                  {
                    guard: 'notPermitted',
                    target: '#checkout.signInRequired',
                    description: '403 BOOKING_NOT_PERMITTED: sign in (again) to book.',
                  },
                  {
                    target: 'editing',
                    description: 'Offline, timed out or refused otherwise: the error shows with "Try again" (same idempotency key).',
                    actions: { type: 'setError', params: ({ event }: { event: { error: unknown } }) => event.error },
                  },
                ],
              },
            },
          },
        },
      },
    },
    done: { type: 'final', description: 'Booked: the page shows the confirmation.' },
  },
})
