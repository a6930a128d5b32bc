import { assign, fromPromise, setup } from 'xstate'
import { createReservation, getQuote } from '@/api/booking'
import { stripePaymentMethod } from '@/lib/stripe-card'
import { testCardMethod, type PaymentConfig } from '@contract/payments'
import type { CardField } from '@machines/checkout.payment'
import { LINE_PRODUCT, type ItemQuote, type ItemQuoteRequest } from '@contract/schemas/lines'
import type { CreateReservationRequest, Reservation } from '@contract/schemas/reservations'
import { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { failureOf } from '@machines/call-failure'
import {
  allErrors,
  errorCodeOf,
  walletFactsOf,
  withCard,
  withDetail,
  paymentDue,
  withFieldError,
  withLineFieldErrors,
  withRefusedCards,
  withTyped,
} from '@machines/checkout.context'
import type { CheckoutContext, CheckoutInput, CheckoutSession } from '@machines/checkout.context'
import { peopleOf, travellerPickOf, withPrefill, withTraveller, type GuestPrefill, type TravellerPick } from '@machines/checkout.prefill'
import type { TextField } from '@machines/checkout.rules'
import { LINE_CHECKOUT } from '@machines/checkout.lines'

export type CheckoutEvent =
  | { type: 'quote.retry' }
  | { type: 'field.change'; field: TextField; value: string }
  /** One of the line's own fields (checkout.lines.ts) changed. */
  | { type: 'details.change'; field: string; value: string }
  | { type: 'phone.country'; countryCode: string; isdCode: string }
  | { type: 'terms.toggle'; checked: boolean }
  /** A field of the payment step's card (the test provider's own fields). */
  | { type: 'payment.change'; field: CardField; value: string }
  /** Stripe's card form says whether the card is complete. */
  | { type: 'payment.stripeChange'; complete: boolean }
  | { type: 'form.submit' }
  | { type: 'session.change'; session: CheckoutSession; prefill: GuestPrefill | null }
  /** "Who's travelling?": the member, a saved traveller (by id), or someone else. */
  | { type: 'traveller.choose'; pick: TravellerPick }
  /** "Save this traveller to my profile", for someone else. */
  | { type: 'traveller.save'; checked: boolean }
  /** The booking call's failure, named so the wallet region can react to it too (never sent by a view). */
  | { type: 'xstate.error.actor.createReservation'; error: unknown }

const failureIn = (event: unknown) => failureOf((event as { error?: unknown }).error)

/** The line's fields once the quote says what they are, filled from the member's profile where the line takes it. */
function detailsFor(context: CheckoutContext, quote: ItemQuote) {
  const line = LINE_CHECKOUT[quote.selection.line]
  const details = line.fromQuote?.(context.details, quote) ?? context.details
  return line.fromPeople?.(details, peopleOf(context)) ?? details
}

/** The checkout's calls, guards and actions (checkout.machine.ts arranges them into states). */
export const checkoutSetup = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    loadQuote: fromPromise<ItemQuote, ItemQuoteRequest>(({ input, signal }) => getQuote(input, signal)),
    createReservation: fromPromise<Reservation, CreateReservationRequest>(({ input, signal }) => createReservation(input, signal)),
    walletSelection: walletSelectionMachine,
    // The card never reaches our server: Stripe's form makes the method with Stripe; a test card's method id names the test card.
    createPaymentMethod: fromPromise<string, { config: PaymentConfig; cardNumber: string }>(({ input }) =>
      input.config.provider === 'stripe' ? stripePaymentMethod() : testCardMethod(input.cardNumber),
    ),
  },
  guards: {
    bookable: ({ event }) => (event as unknown as { output: ItemQuote }).output.bookable,
    notFound: ({ event }) => failureIn(event).status === 404,
    badSelection: ({ event }) => failureIn(event).status === 400,
    canBook: ({ context }) => context.session.canBook,
    signedOut: ({ context }) => context.session.kind === 'signedOut',
    isMember: ({ context }) => context.session.kind === 'member',
    walletReady: ({ context }) =>
      context.wallet === null || (context.wallet.status === 'ready' && !context.wallet.certificateMissing && !context.wallet.cashInvalid),
    formInvalid: ({ context }) => Object.keys(allErrors(context)).length > 0,
    paymentDue: ({ context }) => paymentDue(context),
    priceChanged: ({ event }) => failureIn(event).code === 'PRICE_CHANGED',
    cardUnavailable: ({ event }) => failureIn(event).code === 'CARD_UNAVAILABLE',
    insufficientBalance: ({ event }) => failureIn(event).code === 'INSUFFICIENT_BALANCE',
    // Stryker disable next-line StringLiteral: a missing code reads as any string that is not a wallet refusal's code
    walletRefused: ({ event }) => ['CARD_UNAVAILABLE', 'INSUFFICIENT_BALANCE'].includes(failureIn(event).code ?? ''),
    soldOut: ({ event }) => failureIn(event).code === 'SOLD_OUT',
    notPermitted: ({ event }) => failureIn(event).code === 'BOOKING_NOT_PERMITTED',
    offersTraveller: ({ context, event }) =>
      context.traveller !== null &&
      // Stryker disable next-line ConditionalExpression: only traveller.choose runs this guard, so the event check is always true
      event.type === 'traveller.choose' &&
      (event.pick === 'self' || event.pick === 'other' || context.travellers.some((t) => t.id === event.pick)),
    choosingSomeoneElse: ({ context }) => context.traveller === 'other',
    notPermittedSignedOut: ({ context, event }) =>
      failureIn(event).code === 'BOOKING_NOT_PERMITTED' && context.session.kind === 'signedOut',
  },
  actions: {
    setQuote: assign(({ context }, quote: ItemQuote) => ({
      quote,
      details: detailsFor(context, quote),
      error: null,
      repricedFrom: null,
      notice:
        context.repricedFrom === null
          ? context.notice
          : {
              code: 'PRICE_CHANGED' as const,
              fromMinor: context.repricedFrom,
              toMinor: quote.price.totalMinor,
              currency: quote.price.currency,
            },
    })),
    setError: assign((_, error: unknown) => ({ error: errorCodeOf(error) })),
    clearError: assign({ error: null }),
    setSession: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: only session.change runs this action, so the event check is always true
      event.type === 'session.change'
        ? {
            session: event.session,
            prefill: event.prefill,
            form: withPrefill(context.form, event.prefill),
            traveller: travellerPickOf(event.session, event.prefill),
            saveTraveller: false,
          }
        : {},
    ),
    chooseTraveller: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: only traveller.choose runs this action, so the event check is always true
      if (event.type !== 'traveller.choose') return {}
      const next = { ...context, form: withTraveller(context, event.pick) }
      const errors = (['title', 'firstName', 'lastName'] as const).reduce(
        (shown, field) => withFieldError({ ...next, errors: shown }, field),
        context.errors,
      )
      return { traveller: event.pick, form: next.form, errors, saveTraveller: event.pick === 'other' && context.saveTraveller }
    }),
    // Stryker disable next-line ConditionalExpression: only traveller.save runs this action, so the event check is always true
    setSaveTraveller: assign(({ event }) => (event.type === 'traveller.save' ? { saveTraveller: event.checked } : {})),
    setField: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: only field.change runs this action, so the event check is always true
      if (event.type !== 'field.change') return {}
      const next = withTyped(context, event.field, event.value)
      return { form: next.form, errors: withFieldError(next, event.field) }
    }),
    setDetail: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: only details.change runs this action, so the event check is always true
      if (event.type !== 'details.change') return {}
      const next = withDetail(context, event.field, event.value)
      return { details: next.details, errors: withLineFieldErrors(next) }
    }),
    setCard: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: only payment.change runs this action, so the event check is always true
      if (event.type !== 'payment.change') return {}
      const next = withCard(context, event.field, event.value)
      return { payment: next.payment, errors: withFieldError(next, event.field) }
    }),
    setStripeComplete: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: only payment.stripeChange runs this action, so the event check is always true
      if (event.type !== 'payment.stripeChange') return {}
      const next = { ...context, payment: { ...context.payment, stripeComplete: event.complete } }
      return { payment: next.payment, errors: withFieldError(next, 'stripeCard') }
    }),
    setMethod: assign(({ context }, methodId: string) => ({ payment: { ...context.payment, methodId } })),
    setPhoneCountry: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: only phone.country runs this action, so the event check is always true
      event.type === 'phone.country'
        ? { form: { ...context.form, phoneCountry: { countryCode: event.countryCode, isdCode: event.isdCode } } }
        : {},
    ),
    setTerms: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: only terms.toggle runs this action, so the event check is always true
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
        cash: null,
        cashInvalid: false,
        amountDueMinor: context.quote!.price.totalMinor,
        certificateMissing: context.quote!.certificateRequired,
        offered: [],
      },
    })),
    setWallet: assign(({ context }, snapshot: Parameters<typeof walletFactsOf>[0]) => {
      const wallet = walletFactsOf(snapshot)
      return { wallet, notice: withRefusedCards(context.notice, wallet) }
    }),
    // Stryker disable next-line OptionalChaining: only a booking's refusal runs this action, and a booking is sent only with a quote
    rememberTotal: assign(({ context }) => ({ repricedFrom: context.quote?.price.totalMinor ?? null })),
    noteRefusedCards: assign(({ context }) => ({
      notice: {
        code: 'CARD_UNAVAILABLE' as const,
        cards: context.wallet
          ? [context.wallet.certificate, ...context.wallet.discountCards, context.wallet.cash?.cardCode ?? null].filter(
              (c): c is string => c !== null,
            )
          : [],
      },
    })),
    noteInsufficientBalance: assign(({ context }) => ({
      notice: {
        code: 'INSUFFICIENT_BALANCE' as const,
        cardCode: context.wallet?.cash?.cardCode ?? '',
        amountMinor: context.wallet?.cash?.amountMinor ?? 0,
        currency: context.quote!.price.currency,
      },
    })),
    setConfirmation: assign((_, reservation: Reservation) => ({ confirmationNumber: reservation.confirmationNumber })),
  },
})

/** The wallet-selection child's input: the line's product code (LINE_PRODUCT), the quoted total and the link's certificate. */
export const walletInputOf = (context: CheckoutContext) => {
  const quote = context.quote!
  return {
    product: LINE_PRODUCT[quote.selection.line],
    priceMinor: quote.price.totalMinor,
    currency: quote.price.currency,
    certificateRequired: quote.certificateRequired,
    preferredCertificate: context.certificate ?? null,
  }
}
