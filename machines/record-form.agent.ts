import { addDays, compareDates, parseIsoDate } from '@contract/calendar'
import type { ClientInput } from '@contract/schemas/agent'
import { guestTitle } from '@contract/schemas/reservations'
import type { ItemSelection } from '@contract/schemas/lines'
import { sanitiseEmail } from '@contract/schemas/auth'
import { emailError, nameError, only, phoneError, phoneOf } from '@machines/record-form.account'
import { failureOf } from '@machines/call-failure'
import { commonRefusal, textOf, type Fixed, type FormErrors, type FormValues, type Refusal } from '@machines/record-form.types'

/*
 * The agent's forms (issue 17): a client, a CSV file of clients, an offer added to a client's
 * quote, and a quote sent with its last valid day.
 */

/** The most a client's notes hold (CLIENT_NOTES_MAX_LENGTH: the agent schema is not loaded with the machine). */
export const CLIENT_NOTES_MAX = 1000
/** The most characters of a CSV file sent in one call (the server's own limit on the field). */
export const IMPORT_MAX_CHARACTERS = 90_000
/** How many days ahead a quote may stay valid (QUOTE_LIMITS.maxValidDays). */
export const QUOTE_MAX_VALID_DAYS = 60

export const clientKind = {
  fields: ['title', 'firstName', 'lastName', 'email', 'phoneNumber', 'nationalityId', 'notes'],
  validate: (v: FormValues) =>
    only({
      title: (guestTitle.options as readonly string[]).includes(textOf(v, 'title')) ? null : 'REQUIRED',
      firstName: nameError(textOf(v, 'firstName')),
      lastName: nameError(textOf(v, 'lastName')),
      email: emailError(textOf(v, 'email')),
      phoneNumber: phoneError(phoneOf(v), false),
      notes: textOf(v, 'notes').trim().length > CLIENT_NOTES_MAX ? 'TOO_LONG' : null,
    }),
  save: async (v: FormValues, fixed: Fixed, signal: AbortSignal) => {
    const nationality = textOf(v, 'nationalityId')
    const request: ClientInput = {
      ...(typeof fixed.id === 'number' ? { id: fixed.id } : {}),
      title: textOf(v, 'title') as ClientInput['title'],
      firstName: textOf(v, 'firstName').trim(),
      lastName: textOf(v, 'lastName').trim(),
      email: sanitiseEmail(textOf(v, 'email')),
      phone: { countryCode: textOf(v, 'phoneCountry'), number: phoneOf(v) },
      nationalityId: nationality ? Number(nationality) : null,
      notes: textOf(v, 'notes'),
    }
    return (await import('@/api/agent')).saveClient(request, signal)
  },
  refusal: (error: unknown): Refusal =>
    failureOf(error).code === 'CLIENT_EXISTS' ? { field: 'email', code: 'CLIENT_EXISTS' } : commonRefusal(error),
}

export const importClientsKind = {
  fields: ['csv'],
  validate: (v: FormValues) => {
    const csv = textOf(v, 'csv')
    return only({ csv: csv.trim() === '' ? 'REQUIRED' : csv.length > IMPORT_MAX_CHARACTERS ? 'TOO_LARGE' : null })
  },
  save: async (v: FormValues, _fixed: Fixed, signal: AbortSignal) => (await import('@/api/agent')).importClients(textOf(v, 'csv'), signal),
  // Every refused row, named by the server, is listed; nothing was imported.
  refusal: (error: unknown): Refusal => {
    const { code, details } = failureOf(error)
    return code === 'IMPORT_REFUSED' ? { failure: { code: 'IMPORT_REFUSED', details } } : commonRefusal(error)
  },
}

export const addToQuoteKind = {
  fields: ['clientId'],
  validate: (v: FormValues) => only({ clientId: /^\d+$/.test(textOf(v, 'clientId')) ? null : 'REQUIRED' }),
  save: async (v: FormValues, fixed: Fixed, signal: AbortSignal) =>
    (await import('@/api/agent')).addToQuote(
      { clientId: Number(textOf(v, 'clientId')), selection: fixed.selection as ItemSelection, currency: String(fixed.currency) },
      signal,
    ),
  refusal: commonRefusal,
}

export const sendQuoteKind = {
  fields: ['validUntil'],
  validate: (v: FormValues, fixed: Fixed): FormErrors => {
    const today = typeof fixed.today === 'string' ? fixed.today : '9999-12-31'
    const typed = textOf(v, 'validUntil').trim()
    const date = parseIsoDate(typed)
    if (typed === '') return { validUntil: 'REQUIRED' }
    if (date === null || compareDates(date, today) <= 0) return { validUntil: 'INVALID' }
    return compareDates(date, addDays(today, QUOTE_MAX_VALID_DAYS)) > 0 ? { validUntil: 'NOT_LATER' } : {}
  },
  save: async (v: FormValues, fixed: Fixed, signal: AbortSignal) =>
    (await import('@/api/agent')).sendQuote({ id: Number(fixed.quoteId), validUntil: textOf(v, 'validUntil').trim() }, signal),
  refusal: (error: unknown): Refusal => {
    const { code } = failureOf(error)
    if (code === 'QUOTE_EMPTY' || code === 'QUOTE_ACCEPTED') return { failure: { code } }
    return commonRefusal(error)
  },
}
