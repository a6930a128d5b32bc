import { latinDigits } from '@contract/digits'
import { cardDigits, expiryCurrent, luhnValid, parseExpiry, TEST_CARDS, type PaymentConfig } from '@contract/payments'

/*
 * The checkout's payment step (issue 20): the card for what an item paid when booked still owes
 * after the wallet. Pure: the fields, their rules and what the request carries. With the built-in
 * test provider the card is typed into our own fields and only the documented test cards are
 * taken (contract/payments.ts); with Stripe, Stripe's own card form stands in their place and
 * tells only whether it is complete. The method id is made by the `createPaymentMethod` actor
 * (src/api/payments.ts) once every rule is met.
 */

export type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'cardName'
/** The card fields in the order the form shows them (the first invalid one gets focus). */
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'cardExpiry', 'cardCvc', 'cardName']
/** Stripe's card form, as one field. */
export const STRIPE_CARD_FIELD = 'stripeCard'

export type PaymentFieldErrorCode =
  | 'CARD_NUMBER_REQUIRED'
  | 'CARD_NUMBER_INVALID'
  | 'CARD_NOT_A_TEST_CARD'
  | 'CARD_EXPIRY_INVALID'
  | 'CARD_EXPIRED'
  | 'CARD_CVC_INVALID'
  | 'CARD_NAME_REQUIRED'
  | 'CARD_INCOMPLETE'
  | 'PAYMENTS_UNAVAILABLE'

export type CardForm = Record<CardField, string>

export type PaymentStep = {
  /** Who takes cards here (GET /api/payments/config); null when that could not be learnt. */
  config: PaymentConfig | null
  card: CardForm
  /** Stripe's form says the card is complete. */
  stripeComplete: boolean
  /** Today (yyyy-mm-dd) for the expiry rule. */
  today: string
  /** The method id made for the last submit. */
  methodId: string | null
}

export const initialPayment = (config: PaymentConfig | null, today: string): PaymentStep => ({
  config,
  card: { cardNumber: '', cardExpiry: '', cardCvc: '', cardName: '' },
  stripeComplete: false,
  today,
  methodId: null,
})

/**
 * What a field keeps of what was typed: digits, spaces and dashes in the number (23 at most), a
 * short expiry and CVC. Arabic-Indic digits become Latin ones, as the card networks read them.
 */
export function keepCardTyped(field: CardField, value: string): string {
  if (field === 'cardName') return value.slice(0, 80)
  const typed = latinDigits(value)
  if (field === 'cardNumber') return typed.replace(/[^\d\s-]/g, '').slice(0, 23)
  if (field === 'cardExpiry') return typed.replace(/[^\d/\s]/g, '').slice(0, 7)
  return typed.replace(/\D/g, '').slice(0, 4)
}

/** The test card a typed number is, or undefined. */
export const testCardOf = (typed: string) => TEST_CARDS.find((card) => card.number === cardDigits(typed))

/** The one rule a card field breaks, or null. */
export function cardFieldError(field: CardField | typeof STRIPE_CARD_FIELD, payment: PaymentStep): PaymentFieldErrorCode | null {
  if (payment.config === null) return field === 'cardNumber' || field === STRIPE_CARD_FIELD ? 'PAYMENTS_UNAVAILABLE' : null
  if (payment.config.provider === 'stripe') return field === STRIPE_CARD_FIELD && !payment.stripeComplete ? 'CARD_INCOMPLETE' : null
  const { card } = payment
  switch (field) {
    case 'cardNumber': {
      const digits = cardDigits(card.cardNumber)
      if (digits === '') return 'CARD_NUMBER_REQUIRED'
      if (!luhnValid(digits)) return 'CARD_NUMBER_INVALID'
      return testCardOf(digits) ? null : 'CARD_NOT_A_TEST_CARD'
    }
    case 'cardExpiry': {
      const expiry = parseExpiry(card.cardExpiry)
      if (!expiry) return 'CARD_EXPIRY_INVALID'
      return expiryCurrent(expiry, payment.today) ? null : 'CARD_EXPIRED'
    }
    case 'cardCvc': {
      const amex = testCardOf(card.cardNumber)?.brand === 'American Express'
      return new RegExp(amex ? '^\\d{4}$' : '^\\d{3}$').test(card.cardCvc) ? null : 'CARD_CVC_INVALID'
    }
    case 'cardName':
      return card.cardName.trim() === '' ? 'CARD_NAME_REQUIRED' : null
    default:
      return null
  }
}

/** The fields the provider's form shows: ours for the test provider, Stripe's one form otherwise. */
export const paymentFields = (payment: PaymentStep): readonly string[] =>
  payment.config?.provider === 'stripe' ? [STRIPE_CARD_FIELD] : payment.config === null ? ['cardNumber'] : CARD_FIELDS

/** Every rule the card breaks, by field. */
export function paymentErrors(payment: PaymentStep): Partial<Record<string, PaymentFieldErrorCode>> {
  const errors: Partial<Record<string, PaymentFieldErrorCode>> = {}
  for (const field of paymentFields(payment)) {
    const code = cardFieldError(field as CardField, payment)
    if (code) errors[field] = code
  }
  return errors
}
