import { EMAIL_PATTERN, keepNameCharacters, keepPhoneDigits } from '@contract/schemas/sign-up'
import { sanitiseEmail } from '@contract/schemas/auth'
import { guestTitle } from '@contract/schemas/reservations'
import type { ProductLine } from '@contract/schemas/lines'
import { LINE_CHECKOUT, lineErrors, type LineDetails, type LineFieldErrorCode } from '@machines/checkout.lines'
import {
  CARD_FIELDS,
  cardFieldError,
  paymentErrors,
  STRIPE_CARD_FIELD,
  type CardField,
  type PaymentFieldErrorCode,
  type PaymentStep,
} from '@machines/checkout.payment'

/*
 * The checkout's form rules (issues 7 and 15), pure: field → error code. The lead traveller's
 * fields are every line's; the line's own fields and their rules come from checkout.lines.ts. The
 * machine's guards call them, the view maps the codes to messages, and the tests call them directly.
 */

export const GUEST_TITLES = guestTitle.options
export { SPECIAL_REQUESTS_MAX_LENGTH } from '@machines/checkout.lines'
/** The server's bounds for a phone number: 4 to 15 digits (docs/rules.md#constants: at most 15). */
export const PHONE_MIN_DIGITS = 4

export type GuestForm = {
  title: string
  firstName: string
  lastName: string
  email: string
  /** The phone's country (an ISO code: +44 alone names several) and its dialling prefix. */
  phoneCountry: { countryCode: string; isdCode: string }
  phoneNumber: string
}

export type TextField = 'title' | 'firstName' | 'lastName' | 'email' | 'phoneNumber'
/** The lead traveller's fields, in the order the form shows them. */
export const GUEST_FIELDS = ['title', 'firstName', 'lastName', 'email', 'phoneNumber'] as const
/** A field that can be wrong: the lead traveller's, the terms, or one of the line's own (checkout.lines.ts). */
export type CheckoutField = TextField | 'terms' | (string & {})

/** Every field that can be wrong, in the order the form shows them (the first invalid one gets focus). */
export const fieldOrder = (line: ProductLine): readonly CheckoutField[] => [
  ...GUEST_FIELDS,
  ...LINE_CHECKOUT[line].fields,
  ...CARD_FIELDS,
  STRIPE_CARD_FIELD,
  'terms',
]

export type FieldErrorCode =
  | 'TITLE_REQUIRED'
  | 'FIRST_NAME_REQUIRED'
  | 'LAST_NAME_REQUIRED'
  | 'EMAIL_REQUIRED'
  | 'EMAIL_INVALID'
  | 'PHONE_REQUIRED'
  | 'PHONE_INVALID'
  | 'TERMS_REQUIRED'
  | LineFieldErrorCode
  | PaymentFieldErrorCode
export type FieldErrors = Partial<Record<CheckoutField, FieldErrorCode>>

/** What the rules read: the lead traveller, the terms, the line's own fields, and the card when one is due (else null). */
export type CheckoutAnswers = {
  line: ProductLine
  form: GuestForm
  details: LineDetails
  termsAccepted: boolean
  payment?: PaymentStep | null
}

const isCardField = (field: string): field is CardField | typeof STRIPE_CARD_FIELD =>
  field === STRIPE_CARD_FIELD || (CARD_FIELDS as readonly string[]).includes(field)

/** The one rule a field breaks, or null. */
export function fieldError(field: CheckoutField, { line, form, details, termsAccepted, payment }: CheckoutAnswers): FieldErrorCode | null {
  if (isCardField(field)) return payment ? cardFieldError(field, payment) : null
  switch (field) {
    case 'title':
      return (GUEST_TITLES as readonly string[]).includes(form.title) ? null : 'TITLE_REQUIRED'
    case 'firstName':
      return form.firstName.trim() === '' ? 'FIRST_NAME_REQUIRED' : null
    case 'lastName':
      return form.lastName.trim() === '' ? 'LAST_NAME_REQUIRED' : null
    case 'email': {
      const email = sanitiseEmail(form.email)
      if (email === '') return 'EMAIL_REQUIRED'
      return EMAIL_PATTERN.test(email) && email.length <= 254 ? null : 'EMAIL_INVALID'
    }
    case 'phoneNumber':
      if (form.phoneNumber === '') return 'PHONE_REQUIRED'
      return /^\d+$/.test(form.phoneNumber) && form.phoneNumber.length >= PHONE_MIN_DIGITS && form.phoneNumber.length <= 15
        ? null
        : 'PHONE_INVALID'
    case 'terms':
      return termsAccepted ? null : 'TERMS_REQUIRED'
    default:
      return LINE_CHECKOUT[line].error(details, field)
  }
}

/** Every rule the form breaks, by field. Empty when it can be sent. */
export function formErrors(answers: CheckoutAnswers): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of [...GUEST_FIELDS, 'terms'] as const) {
    const code = fieldError(field, answers)
    if (code) errors[field] = code
  }
  return { ...errors, ...lineErrors(answers.line, answers.details), ...(answers.payment ? paymentErrors(answers.payment) : {}) }
}

/** The first field in the form's order that breaks a rule, or null. */
export const firstInvalidField = (line: ProductLine, errors: FieldErrors): CheckoutField | null =>
  fieldOrder(line).find((field) => errors[field]) ?? null

/** What a field keeps of what was typed: names only their pattern's characters, the phone only digits (15 at most). */
export function keepTyped(field: TextField, value: string): string {
  if (field === 'firstName' || field === 'lastName') return keepNameCharacters(value)
  if (field === 'phoneNumber') return keepPhoneDigits(value)
  if (field === 'email') return value.slice(0, 254)
  return value.slice(0, 8)
}
