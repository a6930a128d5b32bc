import { EMAIL_PATTERN, NAME_MAX_LENGTH, NAME_PATTERN } from '@contract/schemas/sign-up'
import { sanitiseEmail } from '@contract/schemas/auth'
import { latinDigits } from '@contract/digits'
import { titleOptions } from '@contract/constants'
import { meetsPasswordRules } from '@machines/change-password.machine'
import { failureOf } from '@machines/call-failure'
import {
  commonRefusal,
  textOf,
  type FieldCode,
  type Fixed,
  type FormErrors,
  type FormValues,
  type Refusal,
} from '@machines/record-form.types'

/*
 * The account forms of /user-details (issue 17): personal details, the preferred language and
 * currency, the email address, the password and the account's deletion. Each is a kind of the
 * record form (record-form.kinds.ts): its fields, its rules, its call and what its refusals mean.
 */

/** A name field: required, the sign-up name rule, at most 60 characters. */
export function nameError(value: string): FieldCode | null {
  const name = value.trim()
  if (name === '') return 'REQUIRED'
  if (name.length > NAME_MAX_LENGTH || !NAME_PATTERN.test(name)) return 'INVALID'
  return null
}

/** The typed phone number with Latin digits, however it was typed ("٠٥٥١٢٣٤٥٦٧" → "0551234567"). */
export const phoneOf = (values: FormValues) => latinDigits(textOf(values, 'phoneNumber'))

/** A phone number: empty when `optional`, else 4 to 15 digits. */
export function phoneError(value: string, optional: boolean): FieldCode | null {
  if (value === '') return optional ? null : 'REQUIRED'
  return /^\d{4,15}$/.test(value) ? null : 'INVALID'
}

export function emailError(value: string): FieldCode | null {
  const email = sanitiseEmail(value)
  if (email === '') return 'REQUIRED'
  return EMAIL_PATTERN.test(email) && email.length <= 320 ? null : 'INVALID'
}

/** Only the fields with an error. */
export const only = (errors: Record<string, FieldCode | null>): FormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== null)) as FormErrors

export const accountDetailsKind = {
  fields: ['title', 'firstName', 'lastName', 'phoneNumber', 'nationalityId'],
  validate: (v: FormValues) =>
    only({
      title: (titleOptions as readonly string[]).includes(textOf(v, 'title')) ? null : 'REQUIRED',
      firstName: nameError(textOf(v, 'firstName')),
      lastName: nameError(textOf(v, 'lastName')),
      phoneNumber: phoneError(phoneOf(v), true),
    }),
  save: async (v: FormValues, _fixed: Fixed, signal: AbortSignal) => {
    const nationality = textOf(v, 'nationalityId')
    return (await import('@/api/account')).updateAccountDetails(
      {
        title: textOf(v, 'title') as (typeof titleOptions)[number],
        firstName: textOf(v, 'firstName').trim(),
        lastName: textOf(v, 'lastName').trim(),
        phone: phoneOf(v) ? { countryCode: textOf(v, 'phoneCountry'), number: phoneOf(v) } : null,
        nationalityId: nationality ? Number(nationality) : null,
      },
      signal,
    )
  },
  refusal: commonRefusal,
}

export const preferenceKind = {
  fields: ['language', 'currency'],
  validate: (v: FormValues) =>
    only({ language: textOf(v, 'language') ? null : 'REQUIRED', currency: textOf(v, 'currency') ? null : 'REQUIRED' }),
  save: async (v: FormValues, _fixed: Fixed, signal: AbortSignal) =>
    (await import('@/api/account')).updatePreference({ language: textOf(v, 'language'), currency: textOf(v, 'currency') }, signal),
  refusal: commonRefusal,
}

// Stryker disable ArrowFunction: the default `more` answers null, and `undefined ?? common` is the same common refusal
/** The password asked again: WRONG_PASSWORD belongs to its field. */
const withPassword =
  (field: string, more: (failure: ReturnType<typeof failureOf>) => Refusal | null = () => null) =>
  (error: unknown): Refusal => {
    const failure = failureOf(error)
    if (failure.code === 'WRONG_PASSWORD') return { field, code: 'WRONG_PASSWORD' }
    return more(failure) ?? commonRefusal(error)
  }
// Stryker restore ArrowFunction

export const emailKind = {
  fields: ['email', 'password'],
  validate: (v: FormValues) =>
    only({
      email: emailError(textOf(v, 'email')) ?? (sanitiseEmail(textOf(v, 'email')) === textOf(v, 'currentEmail') ? 'SAME_EMAIL' : null),
      password: textOf(v, 'password') ? null : 'REQUIRED',
    }),
  save: async (v: FormValues, _fixed: Fixed, signal: AbortSignal) =>
    (await import('@/api/account')).changeEmail({ email: sanitiseEmail(textOf(v, 'email')), password: textOf(v, 'password') }, signal),
  refusal: withPassword('password', ({ code }) => (code === 'EMAIL_TAKEN' ? { field: 'email', code: 'EMAIL_TAKEN' } : null)),
}

export const passwordKind = {
  fields: ['currentPassword', 'password', 'confirmPassword'],
  validate: (v: FormValues) => {
    const password = textOf(v, 'password')
    return only({
      currentPassword: textOf(v, 'currentPassword') ? null : 'REQUIRED',
      password: password === '' ? 'REQUIRED' : meetsPasswordRules(password) ? null : 'PASSWORD_RULES',
      confirmPassword: textOf(v, 'confirmPassword') === password ? null : 'MISMATCH',
    })
  },
  save: async (v: FormValues, _fixed: Fixed, signal: AbortSignal) =>
    (await import('@/api/account')).changeOwnPassword(
      { currentPassword: textOf(v, 'currentPassword'), password: textOf(v, 'password'), confirmPassword: textOf(v, 'confirmPassword') },
      signal,
    ),
  refusal: withPassword('currentPassword'),
}

export const deleteAccountKind = {
  fields: ['password'],
  validate: (v: FormValues) => only({ password: textOf(v, 'password') ? null : 'REQUIRED' }),
  save: async (v: FormValues, _fixed: Fixed, signal: AbortSignal) =>
    (await import('@/api/account')).deleteAccount(textOf(v, 'password'), signal),
  // Bookings still to come stand in the way: the server names them, the form lists them.
  refusal: withPassword('password', ({ code, details }) =>
    code === 'UPCOMING_BOOKINGS' ? { failure: { code: 'UPCOMING_BOOKINGS', details } } : null,
  ),
}
