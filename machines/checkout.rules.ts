import { EMAIL_PATTERN, keepNameCharacters, keepPhoneDigits, NAME_MAX_LENGTH } from '@contract/schemas/sign-up'
import { sanitiseEmail } from '@contract/schemas/auth'
import { guestTitle } from '@contract/schemas/reservations'

/*
 * The checkout's guest-form rules (issue 7), pure: field → error code. The machine's guards call
 * them, the view maps the codes to messages, and the tests call them directly.
 */

export const GUEST_TITLES = guestTitle.options
export const SPECIAL_REQUESTS_MAX_LENGTH = 500
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
  specialRequests: string
}

export type TextField = 'title' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'specialRequests'
/** Every field that can be wrong, in the order the form shows them (the first invalid one gets focus). */
export const FIELD_ORDER = ['title', 'firstName', 'lastName', 'email', 'phoneNumber', 'specialRequests', 'terms'] as const
export type CheckoutField = (typeof FIELD_ORDER)[number]

export type FieldErrorCode =
  | 'TITLE_REQUIRED'
  | 'FIRST_NAME_REQUIRED'
  | 'LAST_NAME_REQUIRED'
  | 'EMAIL_REQUIRED'
  | 'EMAIL_INVALID'
  | 'PHONE_REQUIRED'
  | 'PHONE_INVALID'
  | 'SPECIAL_REQUESTS_TOO_LONG'
  | 'TERMS_REQUIRED'
export type FieldErrors = Partial<Record<CheckoutField, FieldErrorCode>>

/** The one rule a field breaks, or null. */
export function fieldError(field: CheckoutField, form: GuestForm, termsAccepted: boolean): FieldErrorCode | null {
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
    case 'specialRequests':
      return form.specialRequests.trim().length > SPECIAL_REQUESTS_MAX_LENGTH ? 'SPECIAL_REQUESTS_TOO_LONG' : null
    case 'terms':
      return termsAccepted ? null : 'TERMS_REQUIRED'
  }
}

/** Every rule the form breaks, by field. Empty when it can be sent. */
export function formErrors(form: GuestForm, termsAccepted: boolean): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of FIELD_ORDER) {
    const code = fieldError(field, form, termsAccepted)
    if (code) errors[field] = code
  }
  return errors
}

/** The first field in the form's order that breaks a rule, or null. */
export const firstInvalidField = (errors: FieldErrors): CheckoutField | null => FIELD_ORDER.find((field) => errors[field]) ?? null

/** What a field keeps of what was typed: names only their pattern's characters, the phone only digits (15 at most). */
export function keepTyped(field: TextField, value: string): string {
  if (field === 'firstName' || field === 'lastName') return keepNameCharacters(value).slice(0, NAME_MAX_LENGTH)
  if (field === 'phoneNumber') return keepPhoneDigits(value)
  if (field === 'email') return value.slice(0, 254)
  if (field === 'specialRequests') return value.slice(0, SPECIAL_REQUESTS_MAX_LENGTH)
  return value.slice(0, 8)
}
