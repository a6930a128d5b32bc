import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { DetailedRefusal } from '@/api/account'
import {
  accountDetailsKind,
  deleteAccountKind,
  emailError,
  emailKind,
  nameError,
  only,
  passwordKind,
  phoneError,
  phoneOf,
  preferenceKind,
} from '@machines/record-form.account'
import {
  CLIENT_NOTES_MAX,
  IMPORT_MAX_CHARACTERS,
  QUOTE_MAX_VALID_DAYS,
  addToQuoteKind,
  clientKind,
  importClientsKind,
  sendQuoteKind,
} from '@machines/record-form.agent'
import { birthDateError, passportErrors, travelProfileKind, travellerKind } from '@machines/record-form.travel'
import { passportValidity } from '@contract/schemas/travel'
import { commonRefusal, listOf, numbersOf, textOf, ticked } from '@machines/record-form.types'

/*
 * The record form's rules at their edges (issue 17): the helpers that read a form's values, the
 * field rules every kind shares, each kind's own rules and what each kind makes of a refused call.
 * Each is called with the last good value and the first bad one, and its whole answer is compared.
 */

const http = (status: number, code: string | null = null) => new ApiError('http', 'Refused', status, code)
const offline = new ApiError('network', 'Failed to fetch')
const TODAY = '2026-06-01'

describe('commonRefusal: the failures every form shares', () => {
  it('is NETWORK offline or timed out, whatever the status and code', () => {
    expect(commonRefusal(offline)).toStrictEqual({ failure: { code: 'NETWORK' } })
    expect(commonRefusal(Object.assign(new ApiError('timeout', 'Timed out', 429, 'LIMIT_REACHED')))).toStrictEqual({
      failure: { code: 'NETWORK' },
    })
  })

  it('is TOO_MANY_REQUESTS for 429 alone, before a limit', () => {
    expect(commonRefusal(http(429))).toStrictEqual({ failure: { code: 'TOO_MANY_REQUESTS' } })
    expect(commonRefusal(http(429, 'LIMIT_REACHED'))).toStrictEqual({ failure: { code: 'TOO_MANY_REQUESTS' } })
    expect(commonRefusal(http(428))).toStrictEqual({ failure: { code: 'FAILED' } })
    expect(commonRefusal(http(430))).toStrictEqual({ failure: { code: 'FAILED' } })
  })

  it('is LIMIT_REACHED for that code at any status, before not found', () => {
    expect(commonRefusal(http(409, 'LIMIT_REACHED'))).toStrictEqual({ failure: { code: 'LIMIT_REACHED' } })
    expect(commonRefusal(http(404, 'LIMIT_REACHED'))).toStrictEqual({ failure: { code: 'LIMIT_REACHED' } })
  })

  it('is NOT_FOUND for 404 alone: 403 and 405 fail', () => {
    expect(commonRefusal(http(404, 'NOT_FOUND'))).toStrictEqual({ failure: { code: 'NOT_FOUND' } })
    expect(commonRefusal(http(404))).toStrictEqual({ failure: { code: 'NOT_FOUND' } })
    expect(commonRefusal(http(403))).toStrictEqual({ failure: { code: 'FAILED' } })
    expect(commonRefusal(http(405))).toStrictEqual({ failure: { code: 'FAILED' } })
  })

  it('is FAILED, with no details, for anything else', () => {
    expect(commonRefusal(new DetailedRefusal('Refused', 409, 'UPCOMING_BOOKINGS', ['TC-1']))).toStrictEqual({ failure: { code: 'FAILED' } })
    expect(commonRefusal(http(500, 'WHATEVER'))).toStrictEqual({ failure: { code: 'FAILED' } })
    expect(commonRefusal(undefined)).toStrictEqual({ failure: { code: 'FAILED' } })
  })
})

describe('reading a form: text, choices, a box, numbers', () => {
  const values = {
    text: 'Ann',
    empty: '',
    box: true,
    choices: ['window', 'quiet'],
    none: [] as string[],
    numbers: [{ programme: 'BA', number: '123' }],
  }

  it('textOf gives the text, or "" for a box, a list or nothing', () => {
    expect(textOf(values, 'text')).toBe('Ann')
    expect(textOf(values, 'empty')).toBe('')
    expect(textOf(values, 'box')).toBe('')
    expect(textOf(values, 'choices')).toBe('')
    expect(textOf(values, 'missing')).toBe('')
  })

  it('listOf gives a list of text only, [] for anything else', () => {
    expect(listOf(values, 'choices')).toStrictEqual(['window', 'quiet'])
    expect(listOf(values, 'none')).toStrictEqual([])
    expect(listOf(values, 'numbers')).toStrictEqual([])
    expect(listOf({ mixed: ['window', { programme: 'BA', number: '123' }] as never }, 'mixed')).toStrictEqual([])
    expect(listOf(values, 'text')).toStrictEqual([])
    expect(listOf(values, 'box')).toStrictEqual([])
    expect(listOf(values, 'missing')).toStrictEqual([])
  })

  it('ticked is true only for true', () => {
    expect(ticked(values, 'box')).toBe(true)
    expect(ticked({ box: false }, 'box')).toBe(false)
    expect(ticked({ box: 'true' }, 'box')).toBe(false)
    expect(ticked(values, 'missing')).toBe(false)
  })

  it('numbersOf gives a list of numbers only, [] for anything else', () => {
    expect(numbersOf(values, 'numbers')).toStrictEqual([{ programme: 'BA', number: '123' }])
    expect(numbersOf(values, 'none')).toStrictEqual([])
    expect(numbersOf(values, 'choices')).toStrictEqual([])
    expect(numbersOf({ mixed: [{ programme: 'BA', number: '123' }, 'window'] as never }, 'mixed')).toStrictEqual([])
    expect(numbersOf(values, 'text')).toStrictEqual([])
    expect(numbersOf(values, 'missing')).toStrictEqual([])
  })
})

describe('the shared field rules', () => {
  it('a name is required, trimmed, letters only, at most 60 characters', () => {
    expect(nameError('')).toBe('REQUIRED')
    expect(nameError('   ')).toBe('REQUIRED')
    expect(nameError("Ann O'Neil-Smith")).toBeNull()
    expect(nameError('M4ria')).toBe('INVALID')
    expect(nameError('a'.repeat(60))).toBeNull()
    expect(nameError('a'.repeat(61))).toBe('INVALID')
    expect(nameError(` ${'a'.repeat(60)} `)).toBeNull()
  })

  it('a phone number is 4 to 15 digits, empty only when optional', () => {
    expect(phoneError('', true)).toBeNull()
    expect(phoneError('', false)).toBe('REQUIRED')
    expect(phoneError('123', true)).toBe('INVALID')
    expect(phoneError('1234', false)).toBeNull()
    expect(phoneError('1'.repeat(15), false)).toBeNull()
    expect(phoneError('1'.repeat(16), false)).toBe('INVALID')
    expect(phoneError('x1234', false)).toBe('INVALID')
    expect(phoneError('1234x', false)).toBe('INVALID')
    expect(phoneError('12 34', false)).toBe('INVALID')
  })

  it('the phone number is read with Latin digits', () => {
    expect(phoneOf({ phoneNumber: '٠٥٥١٢٣٤٥٦٧' })).toBe('0551234567')
    expect(phoneOf({ phoneNumber: '۰۵۵۱' })).toBe('0551')
    expect(phoneOf({})).toBe('')
  })

  it('an email is required, cleaned, a real address of at most 320 characters', () => {
    const local = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
    expect(emailError('')).toBe('REQUIRED')
    expect(emailError('  ')).toBe('REQUIRED')
    expect(emailError(' Ann@Example.COM ')).toBeNull()
    expect(emailError('ann@example')).toBe('INVALID')
    expect(emailError(local(320))).toBeNull()
    expect(emailError(local(321))).toBe('INVALID')
  })

  it('only keeps the fields with an error', () => {
    expect(only({ a: null, b: 'REQUIRED', c: 'INVALID' })).toStrictEqual({ b: 'REQUIRED', c: 'INVALID' })
    expect(only({ a: null })).toStrictEqual({})
    expect(only({})).toStrictEqual({})
  })
})

describe('account forms', () => {
  it('lists their fields in the page order', () => {
    expect(accountDetailsKind.fields).toStrictEqual(['title', 'firstName', 'lastName', 'phoneNumber', 'nationalityId'])
    expect(preferenceKind.fields).toStrictEqual(['language', 'currency'])
    expect(emailKind.fields).toStrictEqual(['email', 'password'])
    expect(passwordKind.fields).toStrictEqual(['currentPassword', 'password', 'confirmPassword'])
    expect(deleteAccountKind.fields).toStrictEqual(['password'])
  })

  it('details: a title of the list, two names, an optional phone number', () => {
    const good = { title: 'Mrs', firstName: 'Maria', lastName: 'Member', phoneNumber: '' }
    expect(accountDetailsKind.validate(good)).toStrictEqual({})
    expect(accountDetailsKind.validate({ ...good, phoneNumber: '٠٥٥١' })).toStrictEqual({})
    expect(accountDetailsKind.validate({ ...good, phoneNumber: '555' })).toStrictEqual({ phoneNumber: 'INVALID' })
    expect(accountDetailsKind.validate({ ...good, title: 'Ms' })).toStrictEqual({ title: 'REQUIRED' })
    expect(accountDetailsKind.validate({})).toStrictEqual({ title: 'REQUIRED', firstName: 'REQUIRED', lastName: 'REQUIRED' })
    expect(accountDetailsKind.validate({ ...good, firstName: 'M4ria', lastName: ' ' })).toStrictEqual({
      firstName: 'INVALID',
      lastName: 'REQUIRED',
    })
  })

  it('preference: a language and a currency', () => {
    expect(preferenceKind.validate({ language: 'es-ES', currency: 'EUR' })).toStrictEqual({})
    expect(preferenceKind.validate({ language: '', currency: 'EUR' })).toStrictEqual({ language: 'REQUIRED' })
    expect(preferenceKind.validate({ language: 'es-ES' })).toStrictEqual({ currency: 'REQUIRED' })
  })

  it('email: a real and new address, and the password', () => {
    const current = { currentEmail: 'member@example.com', password: 'Member#2026' }
    expect(emailKind.validate({ ...current, email: 'maria@example.org' })).toStrictEqual({})
    expect(emailKind.validate({ ...current, email: ' Member@Example.com ' })).toStrictEqual({ email: 'SAME_EMAIL' })
    expect(emailKind.validate({ email: 'maria@example', currentEmail: 'maria@example', password: 'x' })).toStrictEqual({
      email: 'INVALID',
    })
    expect(emailKind.validate({ email: 'maria@example.org', password: 'x' })).toStrictEqual({})
    expect(emailKind.validate({})).toStrictEqual({ email: 'REQUIRED', password: 'REQUIRED' })
  })

  it('password: the current one, a new one meeting the rules, the same one again', () => {
    const good = { currentPassword: 'Member#2026', password: 'Newer#2027', confirmPassword: 'Newer#2027' }
    expect(passwordKind.validate(good)).toStrictEqual({})
    expect(passwordKind.validate({})).toStrictEqual({ currentPassword: 'REQUIRED', password: 'REQUIRED' })
    expect(passwordKind.validate({ ...good, confirmPassword: 'Newer#2028' })).toStrictEqual({ confirmPassword: 'MISMATCH' })
    expect(passwordKind.validate({ ...good, password: 'newer#2027', confirmPassword: 'newer#2027' })).toStrictEqual({
      password: 'PASSWORD_RULES',
    })
    expect(passwordKind.validate({ ...good, password: 'Newer#2' })).toStrictEqual({
      password: 'PASSWORD_RULES',
      confirmPassword: 'MISMATCH',
    })
  })

  it('deletion: the password, spaces and all', () => {
    expect(deleteAccountKind.validate({ password: ' ' })).toStrictEqual({})
    expect(deleteAccountKind.validate({ password: '' })).toStrictEqual({ password: 'REQUIRED' })
  })

  it('a wrong password belongs to the password field of each form that asks it', () => {
    const wrong = http(403, 'WRONG_PASSWORD')
    expect(emailKind.refusal(wrong)).toStrictEqual({ field: 'password', code: 'WRONG_PASSWORD' })
    expect(passwordKind.refusal(wrong)).toStrictEqual({ field: 'currentPassword', code: 'WRONG_PASSWORD' })
    expect(deleteAccountKind.refusal(wrong)).toStrictEqual({ field: 'password', code: 'WRONG_PASSWORD' })
  })

  it('an email in use belongs to the email field of the email form only', () => {
    const taken = http(409, 'EMAIL_TAKEN')
    expect(emailKind.refusal(taken)).toStrictEqual({ field: 'email', code: 'EMAIL_TAKEN' })
    expect(passwordKind.refusal(taken)).toStrictEqual({ failure: { code: 'FAILED' } })
    expect(deleteAccountKind.refusal(taken)).toStrictEqual({ failure: { code: 'FAILED' } })
  })

  it('upcoming bookings stop only the deletion, with the bookings named', () => {
    const bookings = [{ confirmationNumber: 'TC-ABCD2345', title: 'Hotel Mar Azul', startsOn: '2026-08-01' }]
    const upcoming = new DetailedRefusal('Cancel them first', 409, 'UPCOMING_BOOKINGS', bookings)
    expect(deleteAccountKind.refusal(upcoming)).toStrictEqual({ failure: { code: 'UPCOMING_BOOKINGS', details: bookings } })
    expect(emailKind.refusal(upcoming)).toStrictEqual({ failure: { code: 'FAILED' } })
    expect(passwordKind.refusal(upcoming)).toStrictEqual({ failure: { code: 'FAILED' } })
  })

  it('other refusals are the common ones', () => {
    for (const kind of [emailKind, passwordKind, deleteAccountKind]) {
      expect(kind.refusal(offline)).toStrictEqual({ failure: { code: 'NETWORK' } })
      expect(kind.refusal(http(429))).toStrictEqual({ failure: { code: 'TOO_MANY_REQUESTS' } })
      expect(kind.refusal(http(400, 'CLIENT_EXISTS'))).toStrictEqual({ failure: { code: 'FAILED' } })
    }
    expect(accountDetailsKind.refusal).toBe(commonRefusal)
    expect(preferenceKind.refusal).toBe(commonRefusal)
  })
})

describe('travel forms', () => {
  it('lists their fields in the page order', () => {
    expect(travelProfileKind.fields).toStrictEqual([
      'homeAirport',
      'dateOfBirth',
      'dietaryNotes',
      'accessibilityNotes',
      'frequentFlyer',
      'hotelLoyalty',
      'passportNumber',
      'passportCountry',
      'passportExpiresOn',
    ])
    expect(travellerKind.fields).toStrictEqual([
      'title',
      'firstName',
      'lastName',
      'dateOfBirth',
      'relation',
      'passportNumber',
      'passportCountry',
      'passportExpiresOn',
    ])
  })

  it('a date of birth is optional, a real date from 1900-01-01 to today', () => {
    expect(birthDateError('', TODAY)).toBeNull()
    expect(birthDateError('1900-01-01', TODAY)).toBeNull()
    expect(birthDateError('1899-12-31', TODAY)).toBe('INVALID')
    expect(birthDateError('2001-02-29', TODAY)).toBe('INVALID')
    expect(birthDateError('soon', TODAY)).toBe('INVALID')
    expect(birthDateError(TODAY, TODAY)).toBeNull()
    expect(birthDateError('2026-06-02', TODAY)).toBe('IN_FUTURE')
  })

  it('the passport is checked only when given', () => {
    expect(passportErrors({})).toStrictEqual({})
    expect(passportErrors({ hasPassport: false, passportNumber: '!' })).toStrictEqual({})
    expect(passportErrors({ hasPassport: true })).toStrictEqual({
      passportNumber: 'REQUIRED',
      passportCountry: 'REQUIRED',
      passportExpiresOn: 'REQUIRED',
    })
  })

  it('a passport number is 5 to 20 letters and digits, spaces dropped, and may stay the one on file', () => {
    const given = { hasPassport: true, passportCountry: 'GB', passportExpiresOn: '2030-01-01' }
    const numberError = (passportNumber: string, passportOnFile = false) =>
      passportErrors({ ...given, passportNumber, passportOnFile }).passportNumber
    expect(passportErrors({ ...given, passportNumber: 'X1234' })).toStrictEqual({
      passportNumber: null,
      passportCountry: null,
      passportExpiresOn: null,
    })
    expect(numberError('X123')).toBe('INVALID')
    expect(numberError('X12 3 4')).toBeNull()
    expect(numberError('A'.repeat(20))).toBeNull()
    expect(numberError('A'.repeat(21))).toBe('INVALID')
    expect(numberError('X1234-')).toBe('INVALID')
    expect(numberError('-X1234')).toBe('INVALID')
    expect(numberError('', true)).toBeNull()
    expect(numberError('   ', true)).toBeNull()
    expect(numberError('   ')).toBe('REQUIRED')
    expect(numberError('X12', true)).toBe('INVALID')
  })

  it("a passport's expiry is a real date", () => {
    const given = { hasPassport: true, passportNumber: 'X1234', passportCountry: 'GB' }
    expect(passportErrors({ ...given, passportExpiresOn: '2030-02-29' }).passportExpiresOn).toBe('INVALID')
    expect(passportErrors({ ...given, passportExpiresOn: '2028-02-29' }).passportExpiresOn).toBeNull()
  })

  it('a kept passport is expired from the day after its expiry, and "soon" under six months left', () => {
    // On 31 August the six months run to the end of February (the last day of the shorter month).
    const on = (expiresOn: string, today = '2026-08-31') => passportValidity(expiresOn, today)
    expect(on('2026-08-30')).toBe('EXPIRED')
    expect(on('2026-08-31')).toBe('EXPIRES_SOON')
    expect(on('2027-02-27')).toBe('EXPIRES_SOON')
    expect(on('2027-02-28')).toBe('VALID')
    expect(on('2027-05-27', '2026-11-27')).toBe('VALID')
    expect(on('2027-05-26', '2026-11-27')).toBe('EXPIRES_SOON')
  })

  it('travel profile: everything may stay empty', () => {
    expect(travelProfileKind.validate({}, { today: TODAY })).toStrictEqual({})
    expect(travelProfileKind.validate({ homeAirport: '   ', frequentFlyer: [], hotelLoyalty: [] }, { today: TODAY })).toStrictEqual({})
  })

  it('travel profile: a home airport of three letters', () => {
    const airport = (homeAirport: string) => travelProfileKind.validate({ homeAirport }, { today: TODAY })
    expect(airport(' lhr ')).toStrictEqual({})
    expect(airport('LH')).toStrictEqual({ homeAirport: 'INVALID' })
    expect(airport('LHRX')).toStrictEqual({ homeAirport: 'INVALID' })
    expect(airport('L1R')).toStrictEqual({ homeAirport: 'INVALID' })
  })

  it('travel profile: a date of birth up to the fixed today, or any date when none is fixed as text', () => {
    expect(travelProfileKind.validate({ dateOfBirth: '2026-06-02' }, { today: TODAY })).toStrictEqual({ dateOfBirth: 'IN_FUTURE' })
    expect(travelProfileKind.validate({ dateOfBirth: TODAY }, { today: TODAY })).toStrictEqual({})
    expect(travelProfileKind.validate({ dateOfBirth: '2100-01-01' }, {})).toStrictEqual({})
    expect(travelProfileKind.validate({ dateOfBirth: '2100-01-01' }, { today: [TODAY] })).toStrictEqual({})
  })

  it('travel profile: notes of at most 500 characters, trimmed', () => {
    const notes = (text: string) => travelProfileKind.validate({ dietaryNotes: text, accessibilityNotes: text }, { today: TODAY })
    expect(notes('n'.repeat(500))).toStrictEqual({})
    expect(notes(` ${'n'.repeat(500)} `)).toStrictEqual({})
    expect(notes('n'.repeat(501))).toStrictEqual({ dietaryNotes: 'TOO_LONG', accessibilityNotes: 'TOO_LONG' })
  })

  it('travel profile: each number has a programme of 1 to 60 characters and 3 to 30 letters, digits, spaces or hyphens', () => {
    const rows = (...list: { programme: string; number: string }[]) =>
      travelProfileKind.validate({ frequentFlyer: list, hotelLoyalty: list }, { today: TODAY })
    const row = (programme: string, number: string) => ({ programme, number })
    const bad = { frequentFlyer: 'INVALID', hotelLoyalty: 'INVALID' }
    expect(rows(row('BA', 'AB-1 2'))).toStrictEqual({})
    expect(rows(row(' BA ', ' 123 '))).toStrictEqual({})
    expect(rows(row('BA', '12'))).toStrictEqual(bad)
    expect(rows(row('BA', '1'.repeat(30)))).toStrictEqual({})
    expect(rows(row('BA', '1'.repeat(31)))).toStrictEqual(bad)
    expect(rows(row('BA', 'AB_12'))).toStrictEqual(bad)
    expect(rows(row('BA', '_123'))).toStrictEqual(bad)
    expect(rows(row('BA', '123_'))).toStrictEqual(bad)
    expect(rows(row('', '123'))).toStrictEqual(bad)
    expect(rows(row('  ', '123'))).toStrictEqual(bad)
    expect(rows(row('p'.repeat(60), '123'))).toStrictEqual({})
    expect(rows(row(` ${'p'.repeat(60)} `, '123'))).toStrictEqual({})
    expect(rows(row('p'.repeat(61), '123'))).toStrictEqual(bad)
    expect(rows(row('BA', '123'), row('LH', '1'))).toStrictEqual(bad)
  })

  it('travel profile: the passport rules join the others', () => {
    expect(travelProfileKind.validate({ homeAirport: 'LH', hasPassport: true, passportOnFile: true }, { today: TODAY })).toStrictEqual({
      homeAirport: 'INVALID',
      passportCountry: 'REQUIRED',
      passportExpiresOn: 'REQUIRED',
    })
  })

  it('traveller: a guest title, two names, a relation, and the date and passport rules', () => {
    const good = { title: 'Ms', firstName: 'Tom', lastName: 'Traveller', relation: 'child' }
    expect(travellerKind.validate(good, { today: TODAY })).toStrictEqual({})
    expect(travellerKind.validate({ ...good, title: 'Miss' }, { today: TODAY })).toStrictEqual({ title: 'REQUIRED' })
    expect(travellerKind.validate({}, { today: TODAY })).toStrictEqual({
      title: 'REQUIRED',
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      relation: 'REQUIRED',
    })
    expect(travellerKind.validate({ ...good, dateOfBirth: '2026-06-02', hasPassport: true }, { today: TODAY })).toStrictEqual({
      dateOfBirth: 'IN_FUTURE',
      passportNumber: 'REQUIRED',
      passportCountry: 'REQUIRED',
      passportExpiresOn: 'REQUIRED',
    })
    expect(travellerKind.validate({ ...good, dateOfBirth: '2100-01-01' }, {})).toStrictEqual({})
  })

  it('their refusals are the common ones', () => {
    expect(travelProfileKind.refusal).toBe(commonRefusal)
    expect(travellerKind.refusal).toBe(commonRefusal)
  })
})

describe('agent forms', () => {
  it('keeps the limits of the agent schema', () => {
    expect({ CLIENT_NOTES_MAX, IMPORT_MAX_CHARACTERS, QUOTE_MAX_VALID_DAYS }).toStrictEqual({
      CLIENT_NOTES_MAX: 1000,
      IMPORT_MAX_CHARACTERS: 90_000,
      QUOTE_MAX_VALID_DAYS: 60,
    })
  })

  it('lists their fields in the page order', () => {
    expect(clientKind.fields).toStrictEqual(['title', 'firstName', 'lastName', 'email', 'phoneNumber', 'nationalityId', 'notes'])
    expect(importClientsKind.fields).toStrictEqual(['csv'])
    expect(addToQuoteKind.fields).toStrictEqual(['clientId'])
    expect(sendQuoteKind.fields).toStrictEqual(['validUntil'])
  })

  it('client: a guest title, two names, an email, a phone number and notes of at most 1000 characters', () => {
    const good = { title: 'Dr', firstName: 'Clara', lastName: 'Client', email: 'clara@example.com', phoneNumber: '7700900456' }
    expect(clientKind.validate(good)).toStrictEqual({})
    expect(clientKind.validate({ ...good, notes: 'n'.repeat(1000) })).toStrictEqual({})
    expect(clientKind.validate({ ...good, notes: ` ${'n'.repeat(1000)} ` })).toStrictEqual({})
    expect(clientKind.validate({ ...good, notes: 'n'.repeat(1001) })).toStrictEqual({ notes: 'TOO_LONG' })
    expect(clientKind.validate({ ...good, title: 'Miss', phoneNumber: '123' })).toStrictEqual({ title: 'REQUIRED', phoneNumber: 'INVALID' })
    expect(clientKind.validate({})).toStrictEqual({
      title: 'REQUIRED',
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      email: 'REQUIRED',
      phoneNumber: 'REQUIRED',
    })
  })

  it('client: an existing client belongs to the email field; the rest are the common refusals', () => {
    expect(clientKind.refusal(http(409, 'CLIENT_EXISTS'))).toStrictEqual({ field: 'email', code: 'CLIENT_EXISTS' })
    expect(clientKind.refusal(http(409, 'EMAIL_TAKEN'))).toStrictEqual({ failure: { code: 'FAILED' } })
    expect(clientKind.refusal(http(404))).toStrictEqual({ failure: { code: 'NOT_FOUND' } })
    expect(clientKind.refusal(offline)).toStrictEqual({ failure: { code: 'NETWORK' } })
  })

  it('import: some text, at most 90 000 characters, spaces counted', () => {
    expect(importClientsKind.validate({ csv: '' })).toStrictEqual({ csv: 'REQUIRED' })
    expect(importClientsKind.validate({ csv: ' \n ' })).toStrictEqual({ csv: 'REQUIRED' })
    expect(importClientsKind.validate({ csv: 'a'.repeat(90_000) })).toStrictEqual({})
    expect(importClientsKind.validate({ csv: 'a'.repeat(90_001) })).toStrictEqual({ csv: 'TOO_LARGE' })
    expect(importClientsKind.validate({ csv: `a${' '.repeat(90_000)}` })).toStrictEqual({ csv: 'TOO_LARGE' })
  })

  it('import: the refused rows are named; the rest are the common refusals', () => {
    const rows = [{ row: 3, field: 'email', code: 'INVALID', reason: 'email: must be an email address' }]
    expect(importClientsKind.refusal(new DetailedRefusal('Nothing imported', 422, 'IMPORT_REFUSED', rows))).toStrictEqual({
      failure: { code: 'IMPORT_REFUSED', details: rows },
    })
    expect(importClientsKind.refusal(http(422, 'QUOTE_EMPTY'))).toStrictEqual({ failure: { code: 'FAILED' } })
    expect(importClientsKind.refusal(http(429))).toStrictEqual({ failure: { code: 'TOO_MANY_REQUESTS' } })
  })

  it("add to quote: a client's number", () => {
    expect(addToQuoteKind.validate({ clientId: '12' })).toStrictEqual({})
    expect(addToQuoteKind.validate({ clientId: '0' })).toStrictEqual({})
    expect(addToQuoteKind.validate({ clientId: '' })).toStrictEqual({ clientId: 'REQUIRED' })
    expect(addToQuoteKind.validate({ clientId: '12a' })).toStrictEqual({ clientId: 'REQUIRED' })
    expect(addToQuoteKind.validate({ clientId: 'a12' })).toStrictEqual({ clientId: 'REQUIRED' })
    expect(addToQuoteKind.refusal).toBe(commonRefusal)
  })

  it('send quote: a real date from tomorrow to 60 days ahead', () => {
    const until = (validUntil: string) => sendQuoteKind.validate({ validUntil }, { quoteId: 4, today: TODAY })
    expect(until('')).toStrictEqual({ validUntil: 'REQUIRED' })
    expect(until('soon')).toStrictEqual({ validUntil: 'INVALID' })
    expect(until('2026-06-31')).toStrictEqual({ validUntil: 'INVALID' })
    expect(until('2026-05-31')).toStrictEqual({ validUntil: 'INVALID' })
    expect(until(TODAY)).toStrictEqual({ validUntil: 'INVALID' })
    expect(until('2026-06-02')).toStrictEqual({})
    expect(until('2026-07-31')).toStrictEqual({})
    expect(until('2026-08-01')).toStrictEqual({ validUntil: 'NOT_LATER' })
  })

  it('send quote: with no today fixed as text, no date is valid', () => {
    expect(sendQuoteKind.validate({ validUntil: '2026-06-02' }, { quoteId: 4 })).toStrictEqual({ validUntil: 'INVALID' })
    expect(sendQuoteKind.validate({ validUntil: '2026-06-02' }, { quoteId: 4, today: [TODAY] })).toStrictEqual({ validUntil: 'INVALID' })
  })

  it('send quote: an empty or accepted quote is named; the rest are the common refusals', () => {
    expect(sendQuoteKind.refusal(http(409, 'QUOTE_EMPTY'))).toStrictEqual({ failure: { code: 'QUOTE_EMPTY' } })
    expect(sendQuoteKind.refusal(http(409, 'QUOTE_ACCEPTED'))).toStrictEqual({ failure: { code: 'QUOTE_ACCEPTED' } })
    expect(sendQuoteKind.refusal(http(409, 'LIMIT_REACHED'))).toStrictEqual({ failure: { code: 'LIMIT_REACHED' } })
    expect(sendQuoteKind.refusal(http(409, 'IMPORT_REFUSED'))).toStrictEqual({ failure: { code: 'FAILED' } })
    expect(sendQuoteKind.refusal(offline)).toStrictEqual({ failure: { code: 'NETWORK' } })
  })
})
