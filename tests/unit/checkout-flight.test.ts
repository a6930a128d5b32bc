import { describe, expect, it } from 'vitest'
import {
  flightCheckout,
  kindsOf,
  passengerError,
  passengerField,
  passengerOf,
  travellersOf,
  type FlightFields,
  type PassengerForm,
  type PeopleOnFile,
} from '@machines/checkout.flight'
import { selections } from '../helpers/checkout-fixtures'
import { flightQuoteOf, flightSelection } from '../helpers/checkout-flight-model'

/*
 * A flight's passengers at the checkout (machines/checkout.flight.ts) at their edges: the field
 * names, the blocks the quote asks for, what each part keeps of what is typed, a block filled from
 * someone on file, each passenger rule at its boundary (the 12th and 2nd birthdays on the first
 * flight's day, an infant turning two before the last flight, a 5-character passport, a lap taken)
 * and the travellers the booking sends.
 */

const blank: PassengerForm = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  nationality: '',
  passportNumber: '',
  onLapOf: '',
}
const ana: PassengerForm = {
  firstName: 'Ana',
  lastName: 'Silva',
  dateOfBirth: '1990-05-01',
  gender: 'female',
  nationality: 'PT',
  passportNumber: 'P1234567',
  onLapOf: '',
}

/** A family trip from 2026-12-10 back on 2026-12-17: two adults, a child and an infant. */
const family = (passengers: PassengerForm[] = [blank, blank, blank, blank], international = false): FlightFields => ({
  kinds: ['adult', 'adult', 'child', 'infant'],
  firstDay: '2026-12-10',
  lastDay: '2026-12-17',
  international,
  passengers,
  filledFrom: ['', '', '', ''],
})
const details = (flight?: FlightFields) => ({ specialRequests: '', ...(flight ? { flight } : {}) })
/** The family with passenger `index` given `part`. */
const withPart = (index: number, part: keyof PassengerForm, value: string, international = false) =>
  family(
    [0, 1, 2, 3].map((i) => (i === index ? { ...blank, [part]: value } : blank)),
    international,
  )

const people: PeopleOnFile = {
  self: { firstName: 'Maria 1', lastName: 'Member', dateOfBirth: '1985-03-04', nationality: 'US' },
  travellers: [{ id: 7, firstName: 'Tom', lastName: 'Traveller', dateOfBirth: null, nationality: null }],
}

describe('passengerField and passengerOf', () => {
  it('names fields passenger-<n>-<part> from 1 and reads them back', () => {
    expect(passengerField(0, 'firstName')).toBe('passenger-1-firstName')
    expect(passengerField(17, 'traveller')).toBe('passenger-18-traveller')
    expect(passengerOf('passenger-1-firstName')).toStrictEqual({ index: 0, part: 'firstName' })
    expect(passengerOf('passenger-18-onLapOf')).toStrictEqual({ index: 17, part: 'onLapOf' })
    expect(passengerOf('passenger-2-traveller')).toStrictEqual({ index: 1, part: 'traveller' })
  })

  it('reads nothing from an unknown part or a field of another shape', () => {
    expect(passengerOf('passenger-1-shoeSize')).toBeNull()
    expect(passengerOf('passenger-x-firstName')).toBeNull()
    expect(passengerOf('a-passenger-1-firstName')).toBeNull()
    expect(passengerOf('passenger-1-firstName-2')).toBeNull()
    expect(passengerOf('passenger-1-')).toBeNull()
    expect(passengerOf('specialRequests')).toBeNull()
  })
})

describe('kindsOf and the fields', () => {
  it('lists adults, then children, then infants', () => {
    expect(kindsOf({ adults: 2, children: 1, infants: 1 })).toStrictEqual(['adult', 'adult', 'child', 'infant'])
    expect(kindsOf({ adults: 1, children: 0, infants: 2 })).toStrictEqual(['adult', 'infant', 'infant'])
    expect(kindsOf({ adults: 0, children: 0, infants: 0 })).toStrictEqual([])
  })

  it('shows seven parts for each of 18 passengers, and starts with no flight', () => {
    expect(flightCheckout.fields).toHaveLength(126)
    expect(flightCheckout.fields.slice(0, 8)).toStrictEqual([
      'passenger-1-firstName',
      'passenger-1-lastName',
      'passenger-1-dateOfBirth',
      'passenger-1-gender',
      'passenger-1-nationality',
      'passenger-1-passportNumber',
      'passenger-1-onLapOf',
      'passenger-2-firstName',
    ])
    expect(flightCheckout.fields[125]).toBe('passenger-18-onLapOf')
    expect(flightCheckout.initial()).toStrictEqual({ specialRequests: '' })
  })
})

describe('fromQuote', () => {
  it("makes an empty block per passenger of the quote, with the trip's first and last days", () => {
    const quote = flightQuoteOf({ passengers: { adults: 2, children: 1, infants: 1 } })
    expect(flightCheckout.fromQuote!(flightCheckout.initial(), quote)).toStrictEqual(details(family()))
  })

  it('keeps the blocks already typed, takes a one-way trip’s only day as both, and says when a border is crossed', () => {
    const quote = flightQuoteOf({ passengers: { adults: 1, children: 0, infants: 0 }, returnDate: null, international: true })
    const typed = { specialRequests: 'x', flight: { ...family([ana, blank, blank, blank]), filledFrom: ['self', '', '', ''] } }
    expect(flightCheckout.fromQuote!(typed, quote)).toStrictEqual({
      specialRequests: 'x',
      flight: {
        kinds: ['adult'],
        firstDay: '2026-12-10',
        lastDay: '2026-12-10',
        international: true,
        passengers: [ana],
        filledFrom: ['self'],
      },
    })
  })

  it("leaves the fields as they are for another line's quote", () => {
    const before = flightCheckout.initial()
    expect(flightCheckout.fromQuote!(before, { details: { line: 'hotel' } } as never)).toBe(before)
  })
})

describe('change', () => {
  const at = (field: string, value: string) => flightCheckout.change(details(family()), field, value).flight!.passengers

  it("keeps a name's characters, 60 at most", () => {
    expect(at('passenger-2-firstName', ' Ana 2!')[1]).toStrictEqual({ ...blank, firstName: ' Ana ' })
    expect(at('passenger-1-lastName', 'b'.repeat(61))[0]).toStrictEqual({ ...blank, lastName: 'b'.repeat(60) })
    expect(at('passenger-1-lastName', 'b'.repeat(61))[1]).toStrictEqual(blank)
  })

  it("keeps a passport's letters and digits in capitals, 20 at most", () => {
    expect(at('passenger-1-passportNumber', 'ab 12-c')[0]!.passportNumber).toBe('AB12C')
    expect(at('passenger-1-passportNumber', '1'.repeat(21))[0]!.passportNumber).toBe('1'.repeat(20))
  })

  it('keeps only a known gender, a two-letter country, a yyyy-mm-dd date and a lap number', () => {
    expect(at('passenger-1-gender', 'female')[0]!.gender).toBe('female')
    expect(at('passenger-1-gender', 'male')[0]!.gender).toBe('male')
    expect(at('passenger-1-gender', 'unspecified')[0]!.gender).toBe('unspecified')
    expect(at('passenger-1-gender', 'other')[0]!.gender).toBe('')
    expect(at('passenger-1-nationality', 'FR')[0]!.nationality).toBe('FR')
    expect(at('passenger-1-nationality', 'fr')[0]!.nationality).toBe('')
    expect(at('passenger-1-nationality', 'FRA')[0]!.nationality).toBe('')
    expect(at('passenger-1-nationality', ' FR')[0]!.nationality).toBe('')
    expect(at('passenger-1-dateOfBirth', '2020-01-31')[0]!.dateOfBirth).toBe('2020-01-31')
    expect(at('passenger-1-dateOfBirth', '2020-1-31')[0]!.dateOfBirth).toBe('')
    expect(at('passenger-1-dateOfBirth', '2020-01-31T00')[0]!.dateOfBirth).toBe('')
    expect(at('passenger-1-dateOfBirth', 'x2020-01-31')[0]!.dateOfBirth).toBe('')
    expect(at('passenger-4-onLapOf', '1')[3]!.onLapOf).toBe('1')
    expect(at('passenger-4-onLapOf', '10')[3]!.onLapOf).toBe('10')
    expect(at('passenger-4-onLapOf', '1a')[3]!.onLapOf).toBe('')
    expect(at('passenger-4-onLapOf', 'a1')[3]!.onLapOf).toBe('')
    expect(at('passenger-4-onLapOf', '')[3]!.onLapOf).toBe('')
  })

  it('changes nothing for a passenger past the last, another field, or before the quote', () => {
    const before = details(family())
    expect(flightCheckout.change(before, 'passenger-5-firstName', 'Ana')).toBe(before)
    expect(flightCheckout.change(before, 'passenger-4-shoeSize', '42')).toBe(before)
    expect(flightCheckout.change(before, 'specialRequests', 'x')).toBe(before)
    const none = details()
    expect(flightCheckout.change(none, 'passenger-1-firstName', 'Ana')).toBe(none)
    expect(flightCheckout.change(details(family()), 'passenger-4-firstName', 'Ana').flight!.passengers[3]!.firstName).toBe('Ana')
  })

  it('fills a block from the member or a saved traveller, keeping its gender and passport, and empties it for no one', () => {
    const typed = details(family([{ ...blank, gender: 'female', passportNumber: 'X12345', firstName: 'Old' }, blank, blank, blank]))
    const self = flightCheckout.change(typed, 'passenger-1-traveller', 'self', people).flight!
    expect(self.passengers[0]).toStrictEqual({
      ...blank,
      firstName: 'Maria ',
      lastName: 'Member',
      dateOfBirth: '1985-03-04',
      nationality: 'US',
      gender: 'female',
      passportNumber: 'X12345',
    })
    expect(self.filledFrom).toStrictEqual(['self', '', '', ''])
    expect(self.passengers.slice(1)).toStrictEqual([blank, blank, blank])

    const tom = flightCheckout.change(typed, 'passenger-2-traveller', '7', people).flight!
    expect(tom.passengers[1]).toStrictEqual({ ...blank, firstName: 'Tom', lastName: 'Traveller' })
    expect(tom.filledFrom).toStrictEqual(['', '7', '', ''])

    const filled = { ...self, filledFrom: ['self', '7', '', ''] }
    const nobody = flightCheckout.change(details(filled), 'passenger-1-traveller', '8', people).flight!
    expect(nobody.passengers[0]).toStrictEqual(blank)
    expect(nobody.filledFrom).toStrictEqual(['', '7', '', ''])
    expect(flightCheckout.change(typed, 'passenger-1-traveller', 'self').flight!.passengers[0]).toStrictEqual(blank)
    // No one on file given: a saved traveller's id finds no one either, and the block is emptied.
    expect(flightCheckout.change(typed, 'passenger-2-traveller', '7').flight!.passengers[1]).toStrictEqual(blank)
    expect(flightCheckout.change(typed, 'passenger-1-traveller', 'self', { self: null, travellers: [] }).flight!.filledFrom).toStrictEqual([
      '',
      '',
      '',
      '',
    ])
  })
})

describe('fromPeople', () => {
  it('fills the lead passenger from the member’s travel profile while that block is untouched', () => {
    const filled = flightCheckout.fromPeople!(details(family()), people).flight!
    expect(filled.passengers[0]).toStrictEqual({
      ...blank,
      firstName: 'Maria ',
      lastName: 'Member',
      dateOfBirth: '1985-03-04',
      nationality: 'US',
    })
    expect(filled.filledFrom).toStrictEqual(['self', '', '', ''])
  })

  it('leaves the blocks alone without a profile, before the quote, or once the lead is chosen or typed', () => {
    const untouched = details(family())
    expect(flightCheckout.fromPeople!(untouched, { ...people, self: null })).toBe(untouched)
    const none = details()
    expect(flightCheckout.fromPeople!(none, people)).toBe(none)
    const chosen = details({ ...family(), filledFrom: ['7', '', '', ''] })
    expect(flightCheckout.fromPeople!(chosen, people)).toBe(chosen)
    const typed = details(family([{ ...blank, firstName: 'Ana' }, blank, blank, blank]))
    expect(flightCheckout.fromPeople!(typed, people)).toBe(typed)
  })
})

describe('passengerError', () => {
  it('asks for first and last names, blank counting as none', () => {
    expect(passengerError(withPart(0, 'firstName', ''), 0, 'firstName')).toBe('PASSENGER_FIRST_NAME_REQUIRED')
    expect(passengerError(withPart(0, 'firstName', ' '), 0, 'firstName')).toBe('PASSENGER_FIRST_NAME_REQUIRED')
    expect(passengerError(withPart(0, 'firstName', 'A'), 0, 'firstName')).toBeNull()
    expect(passengerError(withPart(0, 'lastName', ' '), 0, 'lastName')).toBe('PASSENGER_LAST_NAME_REQUIRED')
    expect(passengerError(withPart(0, 'lastName', 'B'), 0, 'lastName')).toBeNull()
  })

  it('asks for a date of birth that fits an adult from their 12th birthday on the first flight’s day', () => {
    expect(passengerError(withPart(0, 'dateOfBirth', ''), 0, 'dateOfBirth')).toBe('BIRTH_DATE_REQUIRED')
    expect(passengerError(withPart(0, 'dateOfBirth', '2014-12-10'), 0, 'dateOfBirth')).toBeNull()
    expect(passengerError(withPart(0, 'dateOfBirth', '2014-12-11'), 0, 'dateOfBirth')).toBe('NOT_AN_ADULT')
    expect(passengerError(withPart(0, 'dateOfBirth', '2026-12-11'), 0, 'dateOfBirth')).toBe('BIRTH_DATE_AFTER_FLIGHT')
  })

  it('takes a date of birth from 1900-01-01, as the server does', () => {
    expect(passengerError(withPart(0, 'dateOfBirth', '1900-01-01'), 0, 'dateOfBirth')).toBeNull()
    expect(passengerError(withPart(0, 'dateOfBirth', '1899-12-31'), 0, 'dateOfBirth')).toBe('BIRTH_DATE_TOO_EARLY')
  })

  it('takes a child from their 2nd birthday to the day before their 12th', () => {
    expect(passengerError(withPart(2, 'dateOfBirth', '2014-12-11'), 2, 'dateOfBirth')).toBeNull()
    expect(passengerError(withPart(2, 'dateOfBirth', '2014-12-10'), 2, 'dateOfBirth')).toBe('NOT_A_CHILD')
    expect(passengerError(withPart(2, 'dateOfBirth', '2024-12-10'), 2, 'dateOfBirth')).toBeNull()
    expect(passengerError(withPart(2, 'dateOfBirth', '2024-12-11'), 2, 'dateOfBirth')).toBe('NOT_A_CHILD')
  })

  it('takes an infant born by the first flight who is still under two on the last one', () => {
    expect(passengerError(withPart(3, 'dateOfBirth', '2026-12-10'), 3, 'dateOfBirth')).toBeNull()
    expect(passengerError(withPart(3, 'dateOfBirth', '2024-12-18'), 3, 'dateOfBirth')).toBeNull()
    expect(passengerError(withPart(3, 'dateOfBirth', '2024-12-17'), 3, 'dateOfBirth')).toBe('INFANT_TURNS_TWO')
    expect(passengerError(withPart(3, 'dateOfBirth', '2024-12-10'), 3, 'dateOfBirth')).toBe('NOT_AN_INFANT')
    expect(passengerError(withPart(3, 'dateOfBirth', '2026-12-11'), 3, 'dateOfBirth')).toBe('BIRTH_DATE_AFTER_FLIGHT')
  })

  it('asks for a gender', () => {
    expect(passengerError(withPart(1, 'gender', ''), 1, 'gender')).toBe('GENDER_REQUIRED')
    expect(passengerError(withPart(1, 'gender', 'male'), 1, 'gender')).toBeNull()
  })

  it('asks for nationality and a passport of at least 5 characters on an international trip only', () => {
    expect(passengerError(withPart(0, 'nationality', ''), 0, 'nationality')).toBeNull()
    expect(passengerError(withPart(0, 'nationality', '', true), 0, 'nationality')).toBe('NATIONALITY_REQUIRED')
    expect(passengerError(withPart(0, 'nationality', 'FR', true), 0, 'nationality')).toBeNull()
    expect(passengerError(withPart(0, 'passportNumber', ''), 0, 'passportNumber')).toBeNull()
    expect(passengerError(withPart(0, 'passportNumber', '', true), 0, 'passportNumber')).toBe('PASSPORT_REQUIRED')
    expect(passengerError(withPart(0, 'passportNumber', 'AB12', true), 0, 'passportNumber')).toBe('PASSPORT_INVALID')
    expect(passengerError(withPart(0, 'passportNumber', 'AB123', true), 0, 'passportNumber')).toBeNull()
  })

  it("asks an infant, and only an infant, for an adult's lap that no earlier infant took", () => {
    expect(passengerError(withPart(0, 'onLapOf', ''), 0, 'onLapOf')).toBeNull()
    expect(passengerError(withPart(2, 'onLapOf', ''), 2, 'onLapOf')).toBeNull()
    expect(passengerError(withPart(3, 'onLapOf', ''), 3, 'onLapOf')).toBe('LAP_REQUIRED')
    expect(passengerError(withPart(3, 'onLapOf', '0'), 3, 'onLapOf')).toBeNull()
    expect(passengerError(withPart(3, 'onLapOf', '1'), 3, 'onLapOf')).toBeNull()
    expect(passengerError(withPart(3, 'onLapOf', '2'), 3, 'onLapOf')).toBe('LAP_REQUIRED')
    expect(passengerError(withPart(3, 'onLapOf', '3'), 3, 'onLapOf')).toBe('LAP_REQUIRED')
    expect(passengerError(withPart(3, 'onLapOf', '9'), 3, 'onLapOf')).toBe('LAP_REQUIRED')

    const twins: FlightFields = {
      ...family(),
      kinds: ['adult', 'adult', 'infant', 'infant'],
      passengers: [{ ...blank, onLapOf: '0' }, blank, { ...blank, onLapOf: '0' }, { ...blank, onLapOf: '0' }],
    }
    // The adult's own (stray) lap value takes no lap; the first infant has it, the second is asked to choose another.
    expect(passengerError(twins, 2, 'onLapOf')).toBeNull()
    expect(passengerError(twins, 3, 'onLapOf')).toBe('LAP_TAKEN')
    const apart = { ...twins, passengers: [blank, blank, { ...blank, onLapOf: '0' }, { ...blank, onLapOf: '1' }] }
    expect(passengerError(apart, 3, 'onLapOf')).toBeNull()
  })

  it('has no rule for a passenger past the last', () => {
    expect(passengerError(family(), 4, 'firstName')).toBeNull()
  })
})

describe('error', () => {
  it('reads the passenger and part from the field, and has no rule for the traveller pick, other fields, or before the quote', () => {
    const flight = details(family())
    expect(flightCheckout.error(flight, 'passenger-2-gender')).toBe('GENDER_REQUIRED')
    expect(flightCheckout.error(flight, 'passenger-4-onLapOf')).toBe('LAP_REQUIRED')
    expect(flightCheckout.error(flight, 'passenger-1-traveller')).toBeNull()
    expect(flightCheckout.error(flight, 'specialRequests')).toBeNull()
    expect(flightCheckout.error(details(), 'passenger-1-firstName')).toBeNull()
  })
})

describe('travellersOf and request', () => {
  const lap = { ...ana, firstName: ' Bo ', lastName: ' Silva ', dateOfBirth: '2026-01-01', onLapOf: '1' }

  it('sends names trimmed, nationality and passport for an international trip only, and the lap as a number for an infant', () => {
    const trip = {
      ...family([ana, { ...ana, onLapOf: '0' }, ana, lap]),
      kinds: ['adult', 'adult', 'child', 'infant'] as FlightFields['kinds'],
    }
    const adult = { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-05-01', gender: 'female' }
    expect(travellersOf(trip)).toStrictEqual([
      { ...adult, nationality: null, passportNumber: null, onLapOf: null },
      { ...adult, nationality: null, passportNumber: null, onLapOf: null },
      { ...adult, nationality: null, passportNumber: null, onLapOf: null },
      { ...adult, firstName: 'Bo', dateOfBirth: '2026-01-01', nationality: null, passportNumber: null, onLapOf: 1 },
    ])
    expect(travellersOf({ ...trip, international: true })[3]).toStrictEqual({
      ...adult,
      firstName: 'Bo',
      dateOfBirth: '2026-01-01',
      nationality: 'PT',
      passportNumber: 'P1234567',
      onLapOf: 1,
    })
  })

  it('books the travellers with the flight selection, and nothing before the quote or for another line', () => {
    const selection = flightSelection()
    const trip = family([ana, ana, ana, lap])
    expect(flightCheckout.request(details(trip), selection)).toStrictEqual({
      specialRequests: '',
      selection: { ...selection, travellers: travellersOf(trip) },
    })
    expect(flightCheckout.request(details(), selection)).toStrictEqual({ specialRequests: '' })
    expect(flightCheckout.request(details(trip), selections.hotel)).toStrictEqual({ specialRequests: '' })
  })
})
