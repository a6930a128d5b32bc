import { FLIGHT_LIMITS, type FlightSelection, type FlightTraveller } from '@contract/schemas/flights'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import { birthDateProblem, type PassengerType } from '@contract/flight-ages'
import { keepNameCharacters } from '@contract/schemas/sign-up'
import type { LineCheckout } from '@machines/checkout.lines'

/*
 * A flight's own fields at the checkout (issue 20): one block per passenger, adults first, then
 * children, then infants, as the quote's counts say. Names as in the passport, date of birth,
 * gender, and for an international trip nationality and passport number; each infant names the
 * adult whose lap they sit on. The date of birth is checked with the contract's age rules
 * (contract/flight-ages.ts), the same the server applies, against the first and last flight's days.
 * Fields are named `passenger-<n>-<part>` (n from 1); `passenger-<n>-traveller` fills a block
 * from the member's travel profile or a saved traveller.
 */

export const PASSENGER_PARTS = ['firstName', 'lastName', 'dateOfBirth', 'gender', 'nationality', 'passportNumber', 'onLapOf'] as const
export type PassengerPart = (typeof PASSENGER_PARTS)[number]

/** A passenger as typed: every value a string ('' not given); `onLapOf` the adult's index as text. */
export type PassengerForm = Record<PassengerPart, string>

/** Someone on file who can fly: the member (their travel profile) or one of their saved travellers. */
export type PersonOnFile = { firstName: string; lastName: string; dateOfBirth: string | null; nationality: string | null }
/** Who a block can be filled from: the member ("self") and saved travellers by id. */
export type PeopleOnFile = { self: PersonOnFile | null; travellers: (PersonOnFile & { id: number })[] }

export type FlightFields = {
  /** Each block's type, in order (adults, children, infants). */
  kinds: PassengerType[]
  firstDay: string
  lastDay: string
  international: boolean
  passengers: PassengerForm[]
  /** Who each block was filled from: 'self', a traveller's id as text, or ''. */
  filledFrom: string[]
}

export type FlightFieldErrorCode =
  | 'PASSENGER_FIRST_NAME_REQUIRED'
  | 'PASSENGER_LAST_NAME_REQUIRED'
  | 'BIRTH_DATE_REQUIRED'
  | 'BIRTH_DATE_TOO_EARLY'
  | 'BIRTH_DATE_AFTER_FLIGHT'
  | 'NOT_AN_ADULT'
  | 'NOT_A_CHILD'
  | 'NOT_AN_INFANT'
  | 'INFANT_TURNS_TWO'
  | 'GENDER_REQUIRED'
  | 'NATIONALITY_REQUIRED'
  | 'PASSPORT_REQUIRED'
  | 'PASSPORT_INVALID'
  | 'LAP_REQUIRED'
  | 'LAP_TAKEN'

/** The most passengers a booking holds (seated and on a lap): the fields the form can show. */
const MOST_PASSENGERS = FLIGHT_LIMITS.maxPassengers * 2
export const passengerField = (index: number, part: PassengerPart | 'traveller') => `passenger-${index + 1}-${part}`
const FIELD = /^passenger-(\d+)-(\w+)$/
/** The passenger (0-based) and part a field names, or null. */
export function passengerOf(field: string): { index: number; part: PassengerPart | 'traveller' } | null {
  const found = FIELD.exec(field)
  if (!found) return null
  const part = found[2] as PassengerPart | 'traveller'
  if (part !== 'traveller' && !(PASSENGER_PARTS as readonly string[]).includes(part)) return null
  return { index: Number(found[1]) - 1, part }
}

const emptyPassenger = (): PassengerForm => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  nationality: '',
  passportNumber: '',
  onLapOf: '',
})

/** The blocks' types for the counts: adults, then children, then infants. */
export const kindsOf = (counts: { adults: number; children: number; infants: number }): PassengerType[] => [
  ...Array<PassengerType>(counts.adults).fill('adult'),
  ...Array<PassengerType>(counts.children).fill('child'),
  ...Array<PassengerType>(counts.infants).fill('infant'),
]

/** What a part keeps of what was typed: a passport's letters and digits in capitals, a name's characters, 60 at most. */
function keepPart(part: PassengerPart, value: string): string {
  switch (part) {
    case 'firstName':
    case 'lastName':
      return keepNameCharacters(value)
    case 'passportNumber':
      return value
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 20)
    case 'gender':
      return ['female', 'male', 'unspecified'].includes(value) ? value : ''
    case 'nationality':
      return /^[A-Z]{2}$/.test(value) ? value : ''
    case 'dateOfBirth':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''
    case 'onLapOf':
      return /^\d+$/.test(value) ? value : ''
  }
}

/** A block filled from someone on file: names, date of birth and nationality (a passport number is never answered whole, so it is typed). */
function filledWith(passenger: PassengerForm, person: PersonOnFile): PassengerForm {
  return {
    ...passenger,
    firstName: keepPart('firstName', person.firstName),
    lastName: keepPart('lastName', person.lastName),
    dateOfBirth: person.dateOfBirth ?? '',
    nationality: person.nationality ?? '',
  }
}

function fill(details: FlightFields, index: number, pick: string, people: PeopleOnFile): FlightFields {
  const person = pick === 'self' ? people.self : (people.travellers.find((t) => String(t.id) === pick) ?? null)
  const passengers = details.passengers.map((p, i) => (i === index ? (person ? filledWith(p, person) : emptyPassenger()) : p))
  const filledFrom = details.filledFrom.map((from, i) => (i === index ? (person ? pick : '') : from))
  return { ...details, passengers, filledFrom }
}

const birthDateError = (details: FlightFields, index: number): FlightFieldErrorCode | null => {
  const dateOfBirth = details.passengers[index]!.dateOfBirth
  if (dateOfBirth === '') return 'BIRTH_DATE_REQUIRED'
  const kind = details.kinds[index]!
  const problem = birthDateProblem(dateOfBirth, kind, details.firstDay, details.lastDay)
  if (problem === 'BORN_BEFORE_1900') return 'BIRTH_DATE_TOO_EARLY'
  if (problem === 'BORN_AFTER_FLIGHT') return 'BIRTH_DATE_AFTER_FLIGHT'
  if (problem === 'INFANT_TURNS_TWO') return 'INFANT_TURNS_TWO'
  if (problem === 'WRONG_TYPE') return kind === 'adult' ? 'NOT_AN_ADULT' : kind === 'child' ? 'NOT_A_CHILD' : 'NOT_AN_INFANT'
  return null
}

const lapError = (details: FlightFields, index: number): FlightFieldErrorCode | null => {
  if (details.kinds[index] !== 'infant') return null
  const lap = details.passengers[index]!.onLapOf
  if (lap === '' || details.kinds[Number(lap)] !== 'adult') return 'LAP_REQUIRED'
  // Each adult holds one infant: the later infant on the same lap is asked to choose another.
  const earlier = details.passengers.slice(0, index).some((p, i) => details.kinds[i] === 'infant' && p.onLapOf === lap)
  return earlier ? 'LAP_TAKEN' : null
}

/** The one rule a passenger's part breaks, or null. */
export function passengerError(details: FlightFields, index: number, part: PassengerPart): FlightFieldErrorCode | null {
  const passenger = details.passengers[index]
  if (!passenger) return null
  switch (part) {
    case 'firstName':
      return passenger.firstName.trim() === '' ? 'PASSENGER_FIRST_NAME_REQUIRED' : null
    case 'lastName':
      return passenger.lastName.trim() === '' ? 'PASSENGER_LAST_NAME_REQUIRED' : null
    case 'dateOfBirth':
      return birthDateError(details, index)
    case 'gender':
      return passenger.gender === '' ? 'GENDER_REQUIRED' : null
    case 'nationality':
      return details.international && passenger.nationality === '' ? 'NATIONALITY_REQUIRED' : null
    case 'passportNumber':
      if (!details.international) return null
      if (passenger.passportNumber === '') return 'PASSPORT_REQUIRED'
      return passenger.passportNumber.length >= 5 ? null : 'PASSPORT_INVALID'
    case 'onLapOf':
      return lapError(details, index)
  }
}

/** The passengers as the booking sends them (contract flightTraveller). */
export const travellersOf = (details: FlightFields): FlightTraveller[] =>
  details.passengers.map((p, i) => ({
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    dateOfBirth: p.dateOfBirth,
    gender: p.gender as FlightTraveller['gender'],
    nationality: details.international ? p.nationality : null,
    passportNumber: details.international ? p.passportNumber : null,
    onLapOf: details.kinds[i] === 'infant' ? Number(p.onLapOf) : null,
  }))

type Details = { specialRequests: string; flight?: FlightFields }

/** The flight line's entry in LINE_CHECKOUT. */
export const flightCheckout: LineCheckout<Details> = {
  fields: Array.from({ length: MOST_PASSENGERS }, (_, i) => PASSENGER_PARTS.map((part) => passengerField(i, part))).flat(),
  initial: () => ({ specialRequests: '' }),
  fromQuote: (details, quote: ItemQuote) => {
    if (quote.details.line !== 'flight') return details
    const { passengers: counts, outbound, inbound, international } = quote.details
    const kinds = kindsOf(counts)
    const typed = details.flight?.passengers ?? []
    return {
      ...details,
      flight: {
        kinds,
        firstDay: outbound.date,
        lastDay: inbound?.date ?? outbound.date,
        international,
        passengers: kinds.map((_, i) => typed[i] ?? emptyPassenger()),
        filledFrom: kinds.map((_, i) => details.flight?.filledFrom[i] ?? ''),
      },
    }
  },
  fromPeople: (details, people) => {
    // The lead passenger is the member, as their travel profile says, until another is chosen.
    const flight = details.flight
    if (!flight || !people.self || flight.filledFrom[0] !== '' || flight.passengers[0]!.firstName !== '') return details
    return { ...details, flight: fill(flight, 0, 'self', people) }
  },
  change: (details, field, value, people) => {
    const at = passengerOf(field)
    const flight = details.flight
    if (!at || !flight || at.index >= flight.passengers.length) return details
    // Stryker disable next-line ArrayDeclaration: an entry that is not a person has no id, so no pick finds it in either list
    if (at.part === 'traveller') return { ...details, flight: fill(flight, at.index, value, people ?? { self: null, travellers: [] }) }
    const part = at.part
    const passengers = flight.passengers.map((p, i) => (i === at.index ? { ...p, [part]: keepPart(part, value) } : p))
    return { ...details, flight: { ...flight, passengers } }
  },
  error: (details, field) => {
    const at = passengerOf(field)
    if (!at || at.part === 'traveller' || !details.flight) return null
    return passengerError(details.flight, at.index, at.part)
  },
  request: (details, selection: ItemSelection) =>
    selection.line === 'flight' && details.flight
      ? { specialRequests: '', selection: { ...selection, travellers: travellersOf(details.flight) } satisfies FlightSelection }
      : { specialRequests: '' },
}
