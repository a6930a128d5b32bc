import { failureOf } from '@machines/call-failure'

/*
 * The shared types of the record form (record-form.machine.ts) and its kinds: what a form holds,
 * the rules a field can break, and why a save failed. Views map every code to a message.
 */

/** A loyalty or frequent-traveller number of the travel profile. */
export type ProgrammeNumber = { programme: string; number: string }
/** One field's value: text, a choice made (a box ticked), several choices, or a list of numbers. */
export type FormValue = string | boolean | string[] | ProgrammeNumber[]
export type FormValues = Record<string, FormValue>

/** Why a field is refused: by the form's own rules before anything is sent, or by the server after. */
export type FieldCode =
  | 'REQUIRED'
  | 'INVALID'
  | 'TOO_LONG'
  | 'TOO_LARGE'
  | 'MISMATCH'
  | 'PASSWORD_RULES'
  | 'IN_FUTURE'
  | 'NOT_LATER'
  | 'SAME_EMAIL'
  | 'WRONG_PASSWORD'
  | 'EMAIL_TAKEN'
  | 'CLIENT_EXISTS'
export type FormErrors = Partial<Record<string, FieldCode>>

/** Why a save failed as a whole; `details` carries what the server named (bookings, refused rows). */
export type FailureCode =
  | 'NETWORK'
  | 'TOO_MANY_REQUESTS'
  | 'LIMIT_REACHED'
  | 'NOT_FOUND'
  | 'UPCOMING_BOOKINGS'
  | 'IMPORT_REFUSED'
  | 'QUOTE_EMPTY'
  | 'QUOTE_ACCEPTED'
  | 'FAILED'
export type FormFailure = { code: FailureCode; details?: unknown }

/** What a refused save means: one field is wrong (the form shows it there), or the save failed as a whole. */
export type Refusal = { field: string; code: FieldCode } | { failure: FormFailure }

/** The refusals every form shares: offline, too many tries, a limit, a record gone, anything else. */
export function commonRefusal(error: unknown): Refusal {
  const f = failureOf(error)
  if (f.network) return { failure: { code: 'NETWORK' } }
  if (f.status === 429) return { failure: { code: 'TOO_MANY_REQUESTS' } }
  if (f.code === 'LIMIT_REACHED') return { failure: { code: 'LIMIT_REACHED' } }
  if (f.status === 404) return { failure: { code: 'NOT_FOUND' } }
  return { failure: { code: 'FAILED' } }
}

/** What a form is for besides its fields, fixed when it opens: the record's id, today's date, the offer to quote. */
export type Fixed = Record<string, unknown>

/** One kind of record form: its fields in the page's order, its rules, its call, and what the call's refusals mean. */
export type FormKind = {
  fields: readonly string[]
  validate: (values: FormValues, fixed: Fixed) => FormErrors
  save: (values: FormValues, fixed: Fixed, signal: AbortSignal) => Promise<unknown>
  refusal: (error: unknown) => Refusal
}

/** A form's text value ('' for anything else). */
export const textOf = (values: FormValues, field: string): string => {
  const value = values[field]
  return typeof value === 'string' ? value : ''
}

/** A form's choices ([] for anything else). */
export const listOf = (values: FormValues, field: string): string[] => {
  const value = values[field]
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : []
}

/** A form's box (false for anything else). */
export const ticked = (values: FormValues, field: string): boolean => values[field] === true

/** A form's list of numbers ([] for anything else). */
export const numbersOf = (values: FormValues, field: string): ProgrammeNumber[] => {
  const value = values[field]
  return Array.isArray(value) && value.every((v) => typeof v === 'object') ? (value as ProgrammeNumber[]) : []
}
