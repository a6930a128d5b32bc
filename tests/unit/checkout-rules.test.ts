import { describe, expect, it } from 'vitest'
import {
  fieldError,
  fieldOrder,
  firstInvalidField,
  formErrors,
  keepTyped,
  type CheckoutAnswers,
  type GuestForm,
} from '@machines/checkout.rules'
import { initialPayment } from '@machines/checkout.payment'

/*
 * The checkout's form rules (machines/checkout.rules.ts) at their edges: each lead-traveller rule
 * at its last valid and first invalid value, the terms, the card's and the line's rules reached
 * through them, the order the form moves focus in, and what each field keeps of what is typed.
 */

const goodForm: GuestForm = {
  title: 'Ms',
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phoneCountry: { countryCode: 'US', isdCode: '+1' },
  phoneNumber: '5551234',
}

const answers = (form: Partial<GuestForm> = {}, more: Partial<CheckoutAnswers> = {}): CheckoutAnswers => ({
  line: 'hotel',
  form: { ...goodForm, ...form },
  details: { specialRequests: '' },
  termsAccepted: true,
  ...more,
})

/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`

describe('fieldOrder', () => {
  it("puts the lead traveller first, then the line's own fields, the card, Stripe's form and the terms", () => {
    expect(fieldOrder('hotel')).toStrictEqual([
      'title',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'specialRequests',
      'cardNumber',
      'cardExpiry',
      'cardCvc',
      'cardName',
      'stripeCard',
      'terms',
    ])
    expect(fieldOrder('car')).toStrictEqual([
      'title',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'cardNumber',
      'cardExpiry',
      'cardCvc',
      'cardName',
      'stripeCard',
      'terms',
    ])
  })
})

describe('fieldError, the lead traveller', () => {
  it('takes only a booking title, spelt as the list spells it', () => {
    expect(fieldError('title', answers({ title: '' }))).toBe('TITLE_REQUIRED')
    expect(fieldError('title', answers({ title: 'Miss' }))).toBe('TITLE_REQUIRED')
    expect(fieldError('title', answers({ title: 'mr' }))).toBe('TITLE_REQUIRED')
    for (const title of ['Mr', 'Mrs', 'Ms', 'Mx', 'Dr']) expect(fieldError('title', answers({ title }))).toBeNull()
  })

  it('asks for a first and a last name, blank counting as none', () => {
    expect(fieldError('firstName', answers({ firstName: '' }))).toBe('FIRST_NAME_REQUIRED')
    expect(fieldError('firstName', answers({ firstName: '  ' }))).toBe('FIRST_NAME_REQUIRED')
    expect(fieldError('firstName', answers({ firstName: 'A' }))).toBeNull()
    expect(fieldError('lastName', answers({ lastName: '' }))).toBe('LAST_NAME_REQUIRED')
    expect(fieldError('lastName', answers({ lastName: '  ' }))).toBe('LAST_NAME_REQUIRED')
    expect(fieldError('lastName', answers({ lastName: 'B' }))).toBeNull()
  })

  it('asks for an email, reads it trimmed and in lower case, and takes 254 characters but not 255', () => {
    expect(fieldError('email', answers({ email: '' }))).toBe('EMAIL_REQUIRED')
    expect(fieldError('email', answers({ email: '   ' }))).toBe('EMAIL_REQUIRED')
    expect(fieldError('email', answers({ email: '  ANA@Example.COM ' }))).toBeNull()
    expect(fieldError('email', answers({ email: 'ana@example' }))).toBe('EMAIL_INVALID')
    expect(fieldError('email', answers({ email: 'ana example@x.com' }))).toBe('EMAIL_INVALID')
    expect(fieldError('email', answers({ email: emailOf(254) }))).toBeNull()
    expect(fieldError('email', answers({ email: emailOf(255) }))).toBe('EMAIL_INVALID')
    expect(fieldError('email', answers({ email: ` ${emailOf(254)} ` }))).toBeNull()
  })

  it('asks for a phone number of 4 to 15 digits and nothing else', () => {
    expect(fieldError('phoneNumber', answers({ phoneNumber: '' }))).toBe('PHONE_REQUIRED')
    expect(fieldError('phoneNumber', answers({ phoneNumber: '123' }))).toBe('PHONE_INVALID')
    expect(fieldError('phoneNumber', answers({ phoneNumber: '1234' }))).toBeNull()
    expect(fieldError('phoneNumber', answers({ phoneNumber: '1'.repeat(15) }))).toBeNull()
    expect(fieldError('phoneNumber', answers({ phoneNumber: '1'.repeat(16) }))).toBe('PHONE_INVALID')
    expect(fieldError('phoneNumber', answers({ phoneNumber: '12a4' }))).toBe('PHONE_INVALID')
    expect(fieldError('phoneNumber', answers({ phoneNumber: ' 1234' }))).toBe('PHONE_INVALID')
    expect(fieldError('phoneNumber', answers({ phoneNumber: '1234 ' }))).toBe('PHONE_INVALID')
  })

  it('asks for the terms to be accepted', () => {
    expect(fieldError('terms', answers({}, { termsAccepted: false }))).toBe('TERMS_REQUIRED')
    expect(fieldError('terms', answers({}, { termsAccepted: true }))).toBeNull()
  })
})

describe("fieldError, the card's and the line's fields", () => {
  it('has no card rule while nothing is paid now, and the payment step’s rule when something is', () => {
    expect(fieldError('cardNumber', answers({}, { payment: null }))).toBeNull()
    expect(fieldError('cardNumber', answers())).toBeNull()
    expect(fieldError('stripeCard', answers({}, { payment: null }))).toBeNull()
    const payment = initialPayment({ provider: 'test' }, '2026-11-27')
    expect(fieldError('cardNumber', answers({}, { payment }))).toBe('CARD_NUMBER_REQUIRED')
    expect(fieldError('cardName', answers({}, { payment }))).toBe('CARD_NAME_REQUIRED')
    expect(
      fieldError('stripeCard', answers({}, { payment: initialPayment({ provider: 'stripe', publishableKey: 'pk' }, '2026-11-27') })),
    ).toBe('CARD_INCOMPLETE')
  })

  it("asks the line for any other field's rule", () => {
    expect(fieldError('specialRequests', answers({}, { details: { specialRequests: 'x'.repeat(501) } }))).toBe('SPECIAL_REQUESTS_TOO_LONG')
    expect(fieldError('specialRequests', answers({}, { details: { specialRequests: 'x'.repeat(500) } }))).toBeNull()
    const activity = { specialRequests: '', namesRequired: true, participants: ['Ana', ' '] }
    expect(fieldError('participant-2', answers({}, { line: 'activity', details: activity }))).toBe('PARTICIPANT_NAME_REQUIRED')
    expect(fieldError('participant-1', answers({}, { line: 'activity', details: activity }))).toBeNull()
  })
})

describe('formErrors', () => {
  it('gives every empty field of the lead traveller and the terms their error', () => {
    const empty = { title: '', firstName: '', lastName: '', email: '', phoneNumber: '' }
    expect(formErrors(answers(empty, { termsAccepted: false }))).toStrictEqual({
      title: 'TITLE_REQUIRED',
      firstName: 'FIRST_NAME_REQUIRED',
      lastName: 'LAST_NAME_REQUIRED',
      email: 'EMAIL_REQUIRED',
      phoneNumber: 'PHONE_REQUIRED',
      terms: 'TERMS_REQUIRED',
    })
  })

  it('is empty once every rule is met, and names only what breaks one', () => {
    expect(formErrors(answers())).toStrictEqual({})
    expect(formErrors(answers({ email: 'ana@example' }))).toStrictEqual({ email: 'EMAIL_INVALID' })
  })

  it("adds the line's errors and, when something is paid now, the card's", () => {
    const activity = { specialRequests: '', namesRequired: true, participants: ['', 'Bea'] }
    expect(formErrors(answers({}, { line: 'activity', details: activity }))).toStrictEqual({ 'participant-1': 'PARTICIPANT_NAME_REQUIRED' })
    expect(formErrors(answers({ phoneNumber: '12' }, { payment: initialPayment(null, '2026-11-27') }))).toStrictEqual({
      phoneNumber: 'PHONE_INVALID',
      cardNumber: 'PAYMENTS_UNAVAILABLE',
    })
    expect(formErrors(answers({}, { payment: initialPayment({ provider: 'stripe', publishableKey: 'pk' }, '2026-11-27') }))).toStrictEqual({
      stripeCard: 'CARD_INCOMPLETE',
    })
  })
})

describe('firstInvalidField', () => {
  it("is the first field in the form's order that has an error, or null", () => {
    expect(firstInvalidField('hotel', {})).toBeNull()
    expect(firstInvalidField('hotel', { terms: 'TERMS_REQUIRED', email: 'EMAIL_INVALID' })).toBe('email')
    expect(firstInvalidField('hotel', { terms: 'TERMS_REQUIRED', cardCvc: 'CARD_CVC_INVALID' })).toBe('cardCvc')
    expect(firstInvalidField('hotel', { cardNumber: 'CARD_NUMBER_REQUIRED', specialRequests: 'SPECIAL_REQUESTS_TOO_LONG' })).toBe(
      'specialRequests',
    )
    expect(firstInvalidField('activity', { terms: 'TERMS_REQUIRED', 'participant-2': 'PARTICIPANT_NAME_REQUIRED' })).toBe('participant-2')
  })

  it("ignores an error on a field the line's form does not show", () => {
    expect(firstInvalidField('hotel', { 'participant-1': 'PARTICIPANT_NAME_REQUIRED' })).toBeNull()
  })
})

describe('keepTyped', () => {
  it("keeps a name's characters only, 60 at most", () => {
    expect(keepTyped('firstName', "Ana-María O'Neil 3!")).toBe("Ana-María O'Neil ")
    expect(keepTyped('lastName', 'Silva2')).toBe('Silva')
    expect(keepTyped('firstName', 'a'.repeat(60))).toBe('a'.repeat(60))
    expect(keepTyped('firstName', 'a'.repeat(61))).toBe('a'.repeat(60))
    expect(keepTyped('lastName', 'b'.repeat(61))).toBe('b'.repeat(60))
  })

  it('keeps only the digits of a phone number, Arabic-Indic ones made Latin, 15 at most', () => {
    expect(keepTyped('phoneNumber', '(555) 123-4567')).toBe('5551234567')
    expect(keepTyped('phoneNumber', '٥٥٥')).toBe('555')
    expect(keepTyped('phoneNumber', '1'.repeat(16))).toBe('1'.repeat(15))
  })

  it('keeps an email as typed up to 254 characters', () => {
    expect(keepTyped('email', ' Ana@X ')).toBe(' Ana@X ')
    expect(keepTyped('email', 'a'.repeat(254))).toBe('a'.repeat(254))
    expect(keepTyped('email', 'a'.repeat(255))).toBe('a'.repeat(254))
  })

  it('keeps a title up to 8 characters', () => {
    expect(keepTyped('title', 'Mrs')).toBe('Mrs')
    expect(keepTyped('title', 'abcdefgh')).toBe('abcdefgh')
    expect(keepTyped('title', 'abcdefghi')).toBe('abcdefgh')
  })
})
