import { buildReservationRequest } from '@machines/checkout.payload'
import { initialContext } from '@machines/checkout.context'
import type { CheckoutContext, CheckoutInput, CheckoutSession } from '@machines/checkout.context'
import type { GuestPrefill, TravellerChoice, TravellerPick } from '@machines/checkout.prefill'
import { checkoutSetup, walletInputOf, type CheckoutEvent } from '@machines/checkout.setup'

export type { CheckoutContext, CheckoutEvent, CheckoutInput, CheckoutSession, GuestPrefill, TravellerChoice, TravellerPick }

/**
 * The checkout of every product line (issues 7 and 15; /hotel-checkout for hotels and resorts):
 * the item quote loads, booking permission decides (docs/rules.md#booking-permission), then the
 * form — the lead traveller, the line's own fields (checkout.lines.ts) and the terms — with, for
 * a member, the wallet-selection machine for the line's product code as a child; the booking is
 * sent once per submit with the checkout's one idempotency key, and the server's refusals lead
 * where they say. Calls, guards and actions are in checkout.setup.ts.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: { 'session.change': { description: "The page's session changed: kept for the permission check.", actions: 'setSession' } },
  states: {
    loading: {
      description: 'The quote for the selection of the URL loads (again after PRICE_CHANGED).',
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: 'bookable',
            target: 'deciding',
            description: 'The selection can be booked; after a refused price, the change is noted.',
            actions: { type: 'setQuote', params: ({ event }) => event.output },
          },
          {
            target: 'soldOut',
            description: 'Nothing of the selection is left for its dates (or the travellers do not fit).',
            actions: { type: 'setQuote', params: ({ event }) => event.output },
          },
        ],
        onError: [
          { guard: 'notFound', target: 'notFound', description: '404: the line has nothing by that name (a property, a room).' },
          { guard: 'badSelection', target: 'badSelection', description: '400: these dates or travellers cannot be booked.' },
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
    notFound: { description: 'What the link names does not exist: a link to search again.' },
    badSelection: { description: '"These dates cannot be booked", with a link back to what was chosen.' },
    soldOut: { description: 'Sold out for these dates, with a link back to what was chosen.' },
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
      description: '"Your account cannot book online", and how to reach the organisation.',
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
              description: "The wallet-selection machine for the line's product code and the total; its snapshot drives the panel.",
              entry: 'walletLoading',
              invoke: {
                id: 'wallet',
                src: 'walletSelection',
                input: ({ context }) => walletInputOf(context),
                onSnapshot: {
                  description: "The wallet's state and selection are read for the booking.",
                  actions: { type: 'setWallet', params: ({ event }) => event.snapshot },
                },
              },
              on: {
                // The booking's refusal reaches both regions: the form shows it, the wallet starts again.
                'xstate.error.actor.createReservation': {
                  guard: 'walletRefused',
                  target: 'active',
                  reenter: true,
                  description: '409 CARD_UNAVAILABLE or INSUFFICIENT_BALANCE: the wallet starts again with fresh cards and balances.',
                },
              },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              description: "The lead traveller, the line's own fields, the terms.",
              on: {
                'field.change': {
                  description: 'The typed value is kept (names and phone keep only their characters); after a submit, its error follows.',
                  actions: 'setField',
                },
                'details.change': {
                  description: "One of the line's own fields (checkout.lines.ts) changes; after a submit, its error follows.",
                  actions: 'setDetail',
                },
                'phone.country': { description: "The phone's country and dialling code.", actions: 'setPhoneCountry' },
                'traveller.choose': {
                  guard: 'offersTraveller',
                  description:
                    "\"Who's travelling?\" (a member): the title and names become the member's, a saved traveller's, or empty to type.",
                  actions: 'chooseTraveller',
                },
                'traveller.save': {
                  guard: 'choosingSomeoneElse',
                  description: 'Someone else travels: whether to save them to the travel profile after booking.',
                  actions: 'setSaveTraveller',
                },
                'terms.toggle': { description: 'The terms are accepted, or no longer.', actions: 'setTerms' },
                'payment.change': {
                  description: 'A field of the card for what is paid now (checkout.payment.ts); after a submit, its error follows.',
                  actions: 'setCard',
                },
                'payment.stripeChange': {
                  description: "Stripe's card form says whether the card is complete.",
                  actions: 'setStripeComplete',
                },
                'form.submit': {
                  guard: 'walletReady',
                  target: 'validating',
                  description: 'Sent once the wallet (if any) is ready, has a certificate it requires and no refused cash amount.',
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
                {
                  guard: 'paymentDue',
                  target: 'tokenising',
                  description: "All met, and the item is paid now: the provider's form makes the card's payment method.",
                  actions: 'startSubmit',
                },
                { target: 'submitting', description: 'All met: the booking is sent.', actions: 'startSubmit' },
              ],
            },
            tokenising: {
              description: 'The payment provider reads the card (Stripe.js, or the test card typed); a second submit is ignored.',
              on: { 'session.change': { description: 'Kept for later; the payment in flight is not dropped.', actions: 'setSession' } },
              invoke: {
                id: 'createPaymentMethod',
                src: 'createPaymentMethod',
                input: ({ context }) => ({ config: context.payment.config!, cardNumber: context.payment.card.cardNumber }),
                onDone: {
                  target: 'submitting',
                  description: 'The card has a payment method: the booking is sent with it.',
                  actions: { type: 'setMethod', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'editing',
                  description: 'The card could not be read (or Stripe did not answer): the error shows with "Try again".',
                  actions: { type: 'setError', params: ({ event }: { event: { error: unknown } }) => event.error },
                },
              },
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
                  {
                    guard: 'insufficientBalance',
                    target: 'editing',
                    description: "409 INSUFFICIENT_BALANCE: the wallet reloads with the cash card's balance now, and says so.",
                    actions: 'noteInsufficientBalance',
                  },
                  { guard: 'soldOut', target: '#checkout.soldOut', description: '409 SOLD_OUT.' },
                  // 402 PAYMENT_DECLINED, 409 PAYMENT_IN_PROGRESS and 502 PAYMENT_UNAVAILABLE fall to the last branch: shown with "Try again".
                  {
                    guard: 'notPermittedSignedOut',
                    target: '#checkout.signInRequired',
                    description: '403 BOOKING_NOT_PERMITTED without a session: sign in to book.',
                  },
                  {
                    guard: 'notPermitted',
                    target: '#checkout.notPermitted',
                    description: '403 BOOKING_NOT_PERMITTED for this account: how to reach the organisation.',
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
