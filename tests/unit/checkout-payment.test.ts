import { describe, expect, it } from 'vitest'
import {
  cardFieldError,
  initialPayment,
  keepCardTyped,
  paymentErrors,
  paymentFields,
  testCardOf,
  type CardForm,
  type PaymentStep,
} from '@machines/checkout.payment'

/*
 * The checkout's payment step (machines/checkout.payment.ts) at its edges: what each card field
 * keeps of what is typed, each rule at its last valid and first invalid value, and which fields
 * each provider (the test provider, Stripe, none known) shows and refuses.
 */

const today = '2026-11-27'
const testProvider = { provider: 'test' } as const
const stripe = { provider: 'stripe', publishableKey: 'pk_test_123' } as const
const goodCard: CardForm = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123', cardName: 'Ana Silva' }

/** The test provider's step with `card` typed. */
const withCard = (card: Partial<CardForm>, config: PaymentStep['config'] = testProvider): PaymentStep => ({
  ...initialPayment(config, today),
  card: { ...goodCard, ...card },
})

describe('initialPayment', () => {
  it('starts with empty card fields, Stripe not complete, no method id, and the config and day it is given', () => {
    expect(initialPayment(testProvider, today)).toStrictEqual({
      config: { provider: 'test' },
      card: { cardNumber: '', cardExpiry: '', cardCvc: '', cardName: '' },
      stripeComplete: false,
      today: '2026-11-27',
      methodId: null,
    })
    expect(initialPayment(null, '2027-01-01')).toStrictEqual({
      config: null,
      card: { cardNumber: '', cardExpiry: '', cardCvc: '', cardName: '' },
      stripeComplete: false,
      today: '2027-01-01',
      methodId: null,
    })
  })
})

describe('keepCardTyped', () => {
  it('keeps a name as typed up to 80 characters, digits of other scripts included', () => {
    expect(keepCardTyped('cardName', ' Ana ٤ ')).toBe(' Ana ٤ ')
    expect(keepCardTyped('cardName', 'a'.repeat(80))).toBe('a'.repeat(80))
    expect(keepCardTyped('cardName', 'a'.repeat(81))).toBe('a'.repeat(80))
  })

  it('keeps digits, spaces and dashes of a number, 23 at most, Arabic-Indic digits made Latin', () => {
    expect(keepCardTyped('cardNumber', '4242 4242-4242x4242/')).toBe('4242 4242-42424242')
    expect(keepCardTyped('cardNumber', '٤٢٤٢ ۴۲')).toBe('4242 42')
    expect(keepCardTyped('cardNumber', '1'.repeat(23))).toBe('1'.repeat(23))
    expect(keepCardTyped('cardNumber', '1'.repeat(24))).toBe('1'.repeat(23))
  })

  it('keeps digits, slashes and spaces of an expiry, 7 at most', () => {
    expect(keepCardTyped('cardExpiry', '12 / 3a0-')).toBe('12 / 30')
    expect(keepCardTyped('cardExpiry', '١٢/٣٠')).toBe('12/30')
    expect(keepCardTyped('cardExpiry', '1234567')).toBe('1234567')
    expect(keepCardTyped('cardExpiry', '12345678')).toBe('1234567')
  })

  it('keeps only digits of a CVC, 4 at most', () => {
    expect(keepCardTyped('cardCvc', '1 2-3a')).toBe('123')
    expect(keepCardTyped('cardCvc', '١٢٣')).toBe('123')
    expect(keepCardTyped('cardCvc', '1234')).toBe('1234')
    expect(keepCardTyped('cardCvc', '12345')).toBe('1234')
  })
})

describe('testCardOf', () => {
  it('finds a documented test card however its groups are typed, and nothing for another number', () => {
    expect(testCardOf('4242 4242-4242 4242')).toStrictEqual({ number: '4242424242424242', brand: 'Visa', outcome: 'approved' })
    expect(testCardOf('3782 822463 10005')).toStrictEqual({ number: '378282246310005', brand: 'American Express', outcome: 'approved' })
    expect(testCardOf('4111111111111111')).toBeUndefined()
    expect(testCardOf('')).toBeUndefined()
  })
})

describe('cardFieldError with the test provider', () => {
  it('asks for a number, refuses one failing the Luhn check, and takes only test cards', () => {
    expect(cardFieldError('cardNumber', withCard({ cardNumber: '' }))).toBe('CARD_NUMBER_REQUIRED')
    expect(cardFieldError('cardNumber', withCard({ cardNumber: ' - ' }))).toBe('CARD_NUMBER_REQUIRED')
    expect(cardFieldError('cardNumber', withCard({ cardNumber: '4242424242424241' }))).toBe('CARD_NUMBER_INVALID')
    expect(cardFieldError('cardNumber', withCard({ cardNumber: '4111 1111 1111 1111' }))).toBe('CARD_NOT_A_TEST_CARD')
    expect(cardFieldError('cardNumber', withCard({ cardNumber: '4242-4242-4242-4242' }))).toBeNull()
    expect(cardFieldError('cardNumber', withCard({ cardNumber: '4000 0000 0000 0002' }))).toBeNull()
  })

  it('refuses an expiry that is no month, and one before this month; this month is still good', () => {
    expect(cardFieldError('cardExpiry', withCard({ cardExpiry: '' }))).toBe('CARD_EXPIRY_INVALID')
    expect(cardFieldError('cardExpiry', withCard({ cardExpiry: '13/30' }))).toBe('CARD_EXPIRY_INVALID')
    expect(cardFieldError('cardExpiry', withCard({ cardExpiry: '11/26' }))).toBeNull()
    expect(cardFieldError('cardExpiry', withCard({ cardExpiry: '10/26' }))).toBe('CARD_EXPIRED')
    expect(cardFieldError('cardExpiry', withCard({ cardExpiry: '12/25' }))).toBe('CARD_EXPIRED')
    expect(cardFieldError('cardExpiry', withCard({ cardExpiry: '01/27' }))).toBeNull()
  })

  it('takes three CVC digits, four for an American Express card', () => {
    expect(cardFieldError('cardCvc', withCard({ cardCvc: '123' }))).toBeNull()
    expect(cardFieldError('cardCvc', withCard({ cardCvc: '12' }))).toBe('CARD_CVC_INVALID')
    expect(cardFieldError('cardCvc', withCard({ cardCvc: '1234' }))).toBe('CARD_CVC_INVALID')
    expect(cardFieldError('cardCvc', withCard({ cardCvc: '12a' }))).toBe('CARD_CVC_INVALID')
    const amex = { cardNumber: '3782 822463 10005' }
    expect(cardFieldError('cardCvc', withCard({ ...amex, cardCvc: '1234' }))).toBeNull()
    expect(cardFieldError('cardCvc', withCard({ ...amex, cardCvc: '123' }))).toBe('CARD_CVC_INVALID')
    expect(cardFieldError('cardCvc', withCard({ ...amex, cardCvc: '12345' }))).toBe('CARD_CVC_INVALID')
    // A number that is no test card is no American Express either: three digits.
    expect(cardFieldError('cardCvc', withCard({ cardNumber: '4111111111111111', cardCvc: '123' }))).toBeNull()
  })

  it('asks for the name on the card, blank counting as none', () => {
    expect(cardFieldError('cardName', withCard({ cardName: '' }))).toBe('CARD_NAME_REQUIRED')
    expect(cardFieldError('cardName', withCard({ cardName: '   ' }))).toBe('CARD_NAME_REQUIRED')
    expect(cardFieldError('cardName', withCard({ cardName: 'A' }))).toBeNull()
  })

  it("has no rule for Stripe's form", () => {
    expect(cardFieldError('stripeCard', withCard({ cardNumber: '' }))).toBeNull()
  })
})

describe('cardFieldError with Stripe or no provider', () => {
  it("with Stripe refuses only Stripe's form while it is incomplete, whatever our fields hold", () => {
    const empty = { ...initialPayment(stripe, today) }
    expect(cardFieldError('stripeCard', empty)).toBe('CARD_INCOMPLETE')
    expect(cardFieldError('stripeCard', { ...empty, stripeComplete: true })).toBeNull()
    expect(cardFieldError('cardNumber', empty)).toBeNull()
    expect(cardFieldError('cardName', empty)).toBeNull()
  })

  it('without a provider says payments are unavailable on the number and on Stripe’s form only', () => {
    const none = { ...initialPayment(null, today), card: goodCard, stripeComplete: true }
    expect(cardFieldError('cardNumber', none)).toBe('PAYMENTS_UNAVAILABLE')
    expect(cardFieldError('stripeCard', none)).toBe('PAYMENTS_UNAVAILABLE')
    expect(cardFieldError('cardExpiry', none)).toBeNull()
    expect(cardFieldError('cardCvc', none)).toBeNull()
    expect(cardFieldError('cardName', none)).toBeNull()
  })
})

describe('paymentFields and paymentErrors', () => {
  it('shows our four fields for the test provider, Stripe’s one form for Stripe, the number alone with none', () => {
    expect(paymentFields(initialPayment(testProvider, today))).toStrictEqual(['cardNumber', 'cardExpiry', 'cardCvc', 'cardName'])
    expect(paymentFields(initialPayment(stripe, today))).toStrictEqual(['stripeCard'])
    expect(paymentFields(initialPayment(null, today))).toStrictEqual(['cardNumber'])
  })

  it('gives every empty field its error with the test provider, none once the card is good', () => {
    expect(paymentErrors(initialPayment(testProvider, today))).toStrictEqual({
      cardNumber: 'CARD_NUMBER_REQUIRED',
      cardExpiry: 'CARD_EXPIRY_INVALID',
      cardCvc: 'CARD_CVC_INVALID',
      cardName: 'CARD_NAME_REQUIRED',
    })
    expect(paymentErrors(withCard({}))).toStrictEqual({})
    expect(paymentErrors(withCard({ cardCvc: '12' }))).toStrictEqual({ cardCvc: 'CARD_CVC_INVALID' })
  })

  it("gives Stripe's form its error until complete, and the number its own without a provider", () => {
    expect(paymentErrors(initialPayment(stripe, today))).toStrictEqual({ stripeCard: 'CARD_INCOMPLETE' })
    expect(paymentErrors({ ...initialPayment(stripe, today), stripeComplete: true })).toStrictEqual({})
    expect(paymentErrors(initialPayment(null, today))).toStrictEqual({ cardNumber: 'PAYMENTS_UNAVAILABLE' })
  })
})
