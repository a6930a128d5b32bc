import { compareDates, parseIsoDate } from '@contract/calendar'
import { EARLIEST_BIRTH_DATE } from '@contract/constants'
import { NOTES_MAX_LENGTH, type TravelProfileInput, type TravellerInput } from '@contract/schemas/travel'
import { guestTitle } from '@contract/schemas/reservations'
import { nameError, only } from '@machines/record-form.account'
import {
  commonRefusal,
  listOf,
  numbersOf,
  textOf,
  ticked,
  type FieldCode,
  type Fixed,
  type FormValues,
  type ProgrammeNumber,
} from '@machines/record-form.types'

/*
 * The travel forms (issue 17): the travel profile of /user/profile and a saved traveller of
 * /user/travelers. A passport's number is sent only when typed: the form shows the stored one
 * masked (`passportOnFile`), and the server keeps it when none is sent.
 */

/** Today as the page's caller fixed it (yyyy-mm-dd), for the dates that must not be in the future. */
const todayOf = (fixed: Fixed) => (typeof fixed.today === 'string' ? fixed.today : '9999-12-31')

/** An optional date of birth: a real date, not after today. */
export function birthDateError(value: string, today: string): FieldCode | null {
  if (value === '') return null
  const date = parseIsoDate(value)
  if (date === null || compareDates(date, EARLIEST_BIRTH_DATE) < 0) return 'INVALID'
  return compareDates(date, today) > 0 ? 'IN_FUTURE' : null
}

/** The passport's fields, when the passport is given: a number (unless one is on file), the country, the expiry. */
export function passportErrors(v: FormValues): Record<string, FieldCode | null> {
  if (!ticked(v, 'hasPassport')) return {}
  // Stryker disable next-line Regex: with the g flag, dropping each space or each run of spaces leaves the same number
  const number = textOf(v, 'passportNumber').replace(/\s+/g, '')
  const onFile = ticked(v, 'passportOnFile')
  return {
    passportNumber: number === '' ? (onFile ? null : 'REQUIRED') : /^[A-Za-z0-9]{5,20}$/.test(number) ? null : 'INVALID',
    passportCountry: textOf(v, 'passportCountry') ? null : 'REQUIRED',
    passportExpiresOn: textOf(v, 'passportExpiresOn') === '' ? 'REQUIRED' : parseIsoDate(textOf(v, 'passportExpiresOn')) ? null : 'INVALID',
  }
}

/** The passport as the calls take it: none, or its country and expiry with the number only when one was typed. */
function passportOf(v: FormValues): TravellerInput['passport'] {
  if (!ticked(v, 'hasPassport')) return null
  // Stryker disable next-line Regex: with the g flag, dropping each space or each run of spaces leaves the same number
  const number = textOf(v, 'passportNumber').replace(/\s+/g, '')
  return { ...(number ? { number } : {}), country: textOf(v, 'passportCountry'), expiresOn: textOf(v, 'passportExpiresOn') }
}

const numbersError = (rows: ProgrammeNumber[]): FieldCode | null =>
  rows.every((r) => r.programme.trim() !== '' && r.programme.trim().length <= 60 && /^[A-Za-z0-9 -]{3,30}$/.test(r.number.trim()))
    ? null
    : 'INVALID'

const notesError = (value: string): FieldCode | null => (value.trim().length > NOTES_MAX_LENGTH ? 'TOO_LONG' : null)

export const travelProfileKind = {
  fields: [
    'homeAirport',
    'dateOfBirth',
    'dietaryNotes',
    'accessibilityNotes',
    'frequentFlyer',
    'hotelLoyalty',
    'passportNumber',
    'passportCountry',
    'passportExpiresOn',
  ],
  validate: (v: FormValues, fixed: Fixed) =>
    only({
      homeAirport: textOf(v, 'homeAirport').trim() === '' || /^[A-Za-z]{3}$/.test(textOf(v, 'homeAirport').trim()) ? null : 'INVALID',
      dateOfBirth: birthDateError(textOf(v, 'dateOfBirth'), todayOf(fixed)),
      dietaryNotes: notesError(textOf(v, 'dietaryNotes')),
      accessibilityNotes: notesError(textOf(v, 'accessibilityNotes')),
      frequentFlyer: numbersError(numbersOf(v, 'frequentFlyer')),
      hotelLoyalty: numbersError(numbersOf(v, 'hotelLoyalty')),
      ...passportErrors(v),
    }),
  save: async (v: FormValues, _fixed: Fixed, signal: AbortSignal) => {
    const trimmed = (rows: ProgrammeNumber[]) => rows.map((r) => ({ programme: r.programme.trim(), number: r.number.trim() }))
    const request: TravelProfileInput = {
      homeAirport: textOf(v, 'homeAirport').trim() || null,
      bedType: (textOf(v, 'bedType') || 'any') as TravelProfileInput['bedType'],
      roomPreferences: listOf(v, 'roomPreferences') as TravelProfileInput['roomPreferences'],
      dietary: listOf(v, 'dietary') as TravelProfileInput['dietary'],
      dietaryNotes: textOf(v, 'dietaryNotes'),
      accessibility: listOf(v, 'accessibility') as TravelProfileInput['accessibility'],
      accessibilityNotes: textOf(v, 'accessibilityNotes'),
      frequentFlyer: trimmed(numbersOf(v, 'frequentFlyer')),
      hotelLoyalty: trimmed(numbersOf(v, 'hotelLoyalty')),
      dateOfBirth: textOf(v, 'dateOfBirth') || null,
      passport: passportOf(v),
    }
    return (await import('@/api/account')).saveTravelProfile(request, signal)
  },
  refusal: commonRefusal,
}

export const travellerKind = {
  fields: ['title', 'firstName', 'lastName', 'dateOfBirth', 'relation', 'passportNumber', 'passportCountry', 'passportExpiresOn'],
  validate: (v: FormValues, fixed: Fixed) =>
    only({
      title: (guestTitle.options as readonly string[]).includes(textOf(v, 'title')) ? null : 'REQUIRED',
      firstName: nameError(textOf(v, 'firstName')),
      lastName: nameError(textOf(v, 'lastName')),
      dateOfBirth: birthDateError(textOf(v, 'dateOfBirth'), todayOf(fixed)),
      relation: textOf(v, 'relation') ? null : 'REQUIRED',
      ...passportErrors(v),
    }),
  save: async (v: FormValues, fixed: Fixed, signal: AbortSignal) => {
    const request: TravellerInput = {
      ...(typeof fixed.id === 'number' ? { id: fixed.id } : {}),
      title: textOf(v, 'title') as TravellerInput['title'],
      firstName: textOf(v, 'firstName').trim(),
      lastName: textOf(v, 'lastName').trim(),
      dateOfBirth: textOf(v, 'dateOfBirth') || null,
      relation: textOf(v, 'relation') as TravellerInput['relation'],
      passport: passportOf(v),
    }
    return (await import('@/api/account')).saveTraveller(request, signal)
  },
  refusal: commonRefusal,
}
