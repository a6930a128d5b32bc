import type { SnapshotFrom } from 'xstate'
import { failureOf } from '@machines/call-failure'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import type { PaymentConfig } from '@contract/payments'
import { initialPayment, keepCardTyped, type CardField, type PaymentStep } from '@machines/checkout.payment'
import type { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { LINE_CHECKOUT, lineErrors, type LineDetails } from '@machines/checkout.lines'
import {
  peopleOf,
  travellerPickOf,
  withPrefill,
  type GuestPrefill,
  type TravellerChoice,
  type TravellerPick,
  type TravelProfileFacts,
} from '@machines/checkout.prefill'
import {
  fieldError,
  formErrors,
  keepTyped,
  type CheckoutField,
  type FieldErrors,
  type GuestForm,
  type TextField,
} from '@machines/checkout.rules'

/** Who is checking out, as the page's session says (booking permission; docs/rules.md#booking-permission). */
export type CheckoutSession = { kind: 'signedOut' | 'member' | 'agent'; canBook: boolean }

export type CheckoutInput = {
  /** The selection of the URL (any product line), in the visitor's currency (the charged currency). */
  request: ItemQuoteRequest
  session: CheckoutSession
  prefill: GuestPrefill | null
  /** A member's saved travellers ("Who's travelling?"); none for guests and agents. */
  travellers?: TravellerChoice[]
  /** The member's travel profile, for a flight's lead passenger; null or absent otherwise. */
  profile?: TravelProfileFacts | null
  /** The phone country before the profile says otherwise (the organisation's country). */
  phoneCountry: GuestForm['phoneCountry']
  /** One per checkout; made when the machine starts unless a test hands one in. */
  idempotencyKey?: string
  /** Who takes cards here (GET /api/payments/config), for items paid now; null when unknown. */
  paymentConfig?: PaymentConfig | null
  /** Today (yyyy-mm-dd), for the card's expiry; the real date unless a test hands one in. */
  today?: string
  /** The certificate the link names (a stay the results marked covered): pre-selected when offered. */
  certificate?: string | null
}

/** What the checkout needs of the wallet child's snapshot: its state and its selection. */
export type WalletFacts = {
  status: 'loading' | 'ready' | 'failed'
  certificate: string | null
  discountCards: string[]
  /** The cash card chosen and the amount it draws; null when none, or while its amount is refused. */
  cash: { cardCode: string; amountMinor: number } | null
  /** A cash card is chosen with an amount it cannot draw: the booking waits. */
  cashInvalid: boolean
  amountDueMinor: number
  certificateMissing: boolean
  /** Codes of every card on offer. */
  offered: string[]
}

export type CheckoutNotice =
  | { code: 'PRICE_CHANGED'; fromMinor: number; toMinor: number; currency: string }
  /** `cards`: the codes the refused booking carried that the reloaded wallet no longer offers (all of them when it still does). */
  | { code: 'CARD_UNAVAILABLE'; cards: string[] }
  /** The cash card's balance no longer covered the amount the booking drew (spent elsewhere meanwhile); the wallet reloaded. */
  | { code: 'INSUFFICIENT_BALANCE'; cardCode: string; amountMinor: number; currency: string }

/** Why loading the quote or booking failed: the view maps the code to a message. */
export type CheckoutErrorCode =
  | 'NETWORK'
  | 'UNAVAILABLE'
  | 'INVALID_BOOKING'
  | 'CERTIFICATE_REQUIRED'
  | 'IDEMPOTENCY_KEY_REUSED'
  /** 400 TOO_MANY_ROOMS: more rooms than a guest may book at once (the organisation's guestMaxRooms). */
  | 'TOO_MANY_ROOMS'
  /** 429: the booking limits (per IP, guest email or account) are used up for now. */
  | 'TOO_MANY_BOOKINGS'
  /** 402: the card was refused by the payment provider. */
  | 'PAYMENT_DECLINED'
  /** 409: this booking's payment is already being made (a second tab, a double send). */
  | 'PAYMENT_IN_PROGRESS'
  /** 502: the payment provider did not answer; nothing was charged. */
  | 'PAYMENT_UNAVAILABLE'
  /** The provider's card form could not make a payment method of the card. */
  | 'CARD_NOT_READ'
  /** 409: an agent's booking is beyond what is left of the agency's credit (issue 17). */
  | 'CREDIT_LIMIT_EXCEEDED'
  /** 400: the passengers do not fit the fare's counts or the age rules on the days they fly (a flight). */
  | 'PASSENGERS_MISMATCH'
  /** 400: an international flight needs each passenger's nationality and passport number. */
  | 'PASSENGER_DETAILS_REQUIRED'

export type CheckoutContext = Omit<CheckoutInput, 'idempotencyKey' | 'travellers' | 'paymentConfig' | 'today' | 'profile'> & {
  profile: TravelProfileFacts | null
  idempotencyKey: string
  travellers: TravellerChoice[]
  /** Who travels: offered to a member with a profile (null otherwise: the form is typed in). */
  traveller: TravellerPick | null
  /** "Save this traveller to my profile", offered for someone else. */
  saveTraveller: boolean
  /** The card for what is paid now (checkout.payment.ts). */
  payment: PaymentStep
  quote: ItemQuote | null
  form: GuestForm
  /** The line's own fields (checkout.lines.ts). */
  details: LineDetails
  termsAccepted: boolean
  /** The errors shown: all of them after a submit, then each field's own as it changes. */
  errors: FieldErrors
  /** Submits refused by the rules so far: the view moves focus to the first invalid field when it grows. */
  attempts: number
  wallet: WalletFacts | null
  notice: CheckoutNotice | null
  /** The total the refused booking expected, while the quote reloads after PRICE_CHANGED. */
  repricedFrom: number | null
  error: CheckoutErrorCode | null
  confirmationNumber: string | null
}

/** 36 characters of letters, digits and dashes: fits the contract's 16 to 64. */
export const newIdempotencyKey = () => crypto.randomUUID()

const emptyForm = (phoneCountry: GuestForm['phoneCountry']): GuestForm => ({
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneCountry,
  phoneNumber: '',
})

export function initialContext({
  idempotencyKey,
  travellers = [],
  paymentConfig,
  today,
  profile,
  ...input
}: CheckoutInput): CheckoutContext {
  return {
    ...input,
    profile: profile ?? null,
    travellers,
    traveller: travellerPickOf(input.session, input.prefill),
    saveTraveller: false,
    idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
    payment: initialPayment(paymentConfig ?? null, today ?? new Date().toISOString().slice(0, 10)),
    quote: null,
    form: withPrefill(emptyForm(input.phoneCountry), input.prefill),
    details: LINE_CHECKOUT[input.request.selection.line].initial(),
    termsAccepted: false,
    errors: {},
    attempts: 0,
    wallet: null,
    notice: null,
    repricedFrom: null,
    error: null,
    confirmationNumber: null,
  }
}

/** After the first refused submit, a field's error follows its value; before, nothing shows. */
export function withFieldError(c: CheckoutContext, field: CheckoutField): FieldErrors {
  if (c.attempts === 0) return c.errors
  const { [field]: _, ...rest } = c.errors
  const code = fieldError(field, answersOf(c))
  return code ? { ...rest, [field]: code } : rest
}

/**
 * After the first refused submit, the line's errors follow its fields as they change, all of them:
 * a line's field can break a rule because of another (an infant's lap taken by an earlier infant,
 * a block filled from a saved traveller).
 */
export function withLineFieldErrors(c: CheckoutContext): FieldErrors {
  if (c.attempts === 0) return c.errors
  const line = c.request.selection.line
  const own = new Set<string>(LINE_CHECKOUT[line].fields)
  const others = Object.fromEntries(Object.entries(c.errors).filter(([field]) => !own.has(field)))
  return { ...others, ...lineErrors(line, c.details) }
}

/** What is still due once the wallet took its part: the amount a card pays for an item paid now. */
export const amountDueOf = (c: CheckoutContext) => (c.wallet ? c.wallet.amountDueMinor : (c.quote?.price.totalMinor ?? 0))

/** The item is paid when booked and something is left after the wallet: the card is asked for. */
export const paymentDue = (c: CheckoutContext) => c.quote?.payNow === true && amountDueOf(c) > 0

/** What the form's rules read of a checkout. */
export const answersOf = (c: CheckoutContext) => ({
  line: c.request.selection.line,
  form: c.form,
  details: c.details,
  termsAccepted: c.termsAccepted,
  payment: paymentDue(c) ? c.payment : null,
})

/** A card field changed as its view sent it. */
export const withCard = (c: CheckoutContext, field: CardField, value: string): CheckoutContext => ({
  ...c,
  payment: { ...c.payment, card: { ...c.payment.card, [field]: keepCardTyped(field, value) } },
})

export const withTyped = (c: CheckoutContext, field: TextField, value: string): CheckoutContext => ({
  ...c,
  form: { ...c.form, [field]: keepTyped(field, value) },
})

/** The line's field changed as its view sent it. */
export const withDetail = (c: CheckoutContext, field: string, value: string): CheckoutContext => ({
  ...c,
  details: LINE_CHECKOUT[c.request.selection.line].change(c.details, field, value, peopleOf(c)),
})

export const allErrors = (c: CheckoutContext) => formErrors(answersOf(c))

/** The checkout's reading of the wallet child's snapshot. */
export function walletFactsOf(snapshot: SnapshotFrom<typeof walletSelectionMachine>): WalletFacts {
  const w = snapshot.context
  const status = snapshot.value === 'loading' ? 'loading' : snapshot.value === 'failed' ? 'failed' : 'ready'
  return {
    status,
    certificate: w.selectedCertificate,
    discountCards: w.selectedDiscountCards,
    cash: w.cash.cardCode !== null && w.cashAmountMinor !== null ? { cardCode: w.cash.cardCode, amountMinor: w.cashAmountMinor } : null,
    cashInvalid: w.cashError !== null,
    amountDueMinor: w.amountDueMinor,
    certificateMissing: w.certificateMissing,
    offered: [...w.certificates, ...w.discountCards, ...w.cashCards].map((card) => card.card_code),
  }
}

/** Once the wallet reloaded after CARD_UNAVAILABLE, the notice names the cards it no longer offers. */
export function withRefusedCards(notice: CheckoutNotice | null, wallet: WalletFacts): CheckoutNotice | null {
  if (notice?.code !== 'CARD_UNAVAILABLE' || wallet.status !== 'ready') return notice
  const gone = notice.cards.filter((code) => !wallet.offered.includes(code))
  return gone.length ? { ...notice, cards: gone } : notice
}

/** The code a failed quote or booking shows, for the failures that keep the visitor on the page. */
export function errorCodeOf(error: unknown): CheckoutErrorCode {
  const f = failureOf(error)
  if (f.network) return 'NETWORK'
  if (
    f.code === 'CERTIFICATE_REQUIRED' ||
    f.code === 'IDEMPOTENCY_KEY_REUSED' ||
    f.code === 'TOO_MANY_ROOMS' ||
    f.code === 'CREDIT_LIMIT_EXCEEDED'
  )
    return f.code
  if (f.code === 'PASSENGERS_MISMATCH' || f.code === 'PASSENGER_DETAILS_REQUIRED') return f.code
  if (f.code === 'PAYMENT_DECLINED' || f.code === 'PAYMENT_IN_PROGRESS' || f.code === 'PAYMENT_UNAVAILABLE') return f.code
  if (f.code === 'PAYMENT_REQUIRED' || f.code === 'CARD_NOT_READ') return 'CARD_NOT_READ'
  if (f.status === 429) return 'TOO_MANY_BOOKINGS'
  if (f.status === 400) return 'INVALID_BOOKING'
  return 'UNAVAILABLE'
}
