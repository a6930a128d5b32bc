import type { ItemQuote, ItemSelection, ProductLine } from '@contract/schemas/lines'
import type { CreateReservationRequest } from '@contract/schemas/reservations'
import { ACTIVITY_LIMITS } from '@contract/schemas/activities'
import { keepNameCharacters } from '@contract/schemas/sign-up'
import { FLIGHT_NUMBER } from '@contract/schemas/transfers'
import { flightCheckout, type FlightFieldErrorCode, type FlightFields, type PeopleOnFile } from '@machines/checkout.flight'

/*
 * The seam between the one checkout machine and each product line (issue 15): a line's own
 * fields at the checkout, beyond the lead traveller's. The machine holds them as `details`,
 * changes them with `details.change`, asks the line which rules they break, and adds what they
 * say to the booking request; it never names a field of its own. A line that needs more (an
 * activity: each participant's name) adds its entry here and its view in
 * src/features/checkout/lines/ — the machine, its tests' walk and the page stay as they are.
 */

/** The rules a line's own fields can break (the view maps each code to a message). */
export type LineFieldErrorCode =
  | 'SPECIAL_REQUESTS_TOO_LONG'
  | 'PARTICIPANT_NAME_REQUIRED'
  | 'FLIGHT_NUMBER_REQUIRED'
  | 'FLIGHT_NUMBER_INVALID'
  | FlightFieldErrorCode

export type LineCheckout<D> = {
  /** The line's fields in the order the page shows them, after the lead traveller's and before the terms. */
  fields: readonly string[]
  /** The fields of a new checkout. */
  initial: () => D
  /** What a field keeps of what was typed (a too long text is cut at its limit); `people`: who the member can pick from (a flight's passengers). */
  change: (details: D, field: string, value: string, people?: PeopleOnFile) => D
  /** The one rule a field breaks, or null. */
  error: (details: D, field: string) => LineFieldErrorCode | null
  /** What the fields add to the booking request: special requests, or the selection as booked (an activity's participants' names). */
  request: (details: D, selection: ItemSelection) => Pick<CreateReservationRequest, 'specialRequests'> & { selection?: ItemSelection }
  /** The fields once the quote says what the line needs (an activity: whether, and how many, names are asked for). */
  fromQuote?: (details: D, quote: ItemQuote) => D
  /** The fields once the quote loaded, filled from the member's travel profile (a flight's lead passenger). */
  fromPeople?: (details: D, people: PeopleOnFile) => D
}

/** The most a special request holds (the server's createReservationRequest allows 500 too). */
export const SPECIAL_REQUESTS_MAX_LENGTH = 500

/** Hotels and resorts: a room stay asks for special requests only (the stay itself is in the summary). */
export type RoomStayDetails = { specialRequests: string }

const roomStay: LineCheckout<RoomStayDetails> = {
  fields: ['specialRequests'],
  initial: () => ({ specialRequests: '' }),
  change: (details, field, value) =>
    field === 'specialRequests' ? { ...details, specialRequests: value.slice(0, SPECIAL_REQUESTS_MAX_LENGTH) } : details,
  error: (details, field) =>
    field === 'specialRequests' && details.specialRequests.trim().length > SPECIAL_REQUESTS_MAX_LENGTH ? 'SPECIAL_REQUESTS_TOO_LONG' : null,
  request: (details) => ({ specialRequests: details.specialRequests.trim() }),
}

/**
 * An activity (issue 16): the name of each participant, where the activity prints them on its
 * tickets (the quote's `namesRequired`); one field per seat, `participant-1` … (as many as the
 * quote's seats). Nothing to fill in for an activity that does not ask.
 */
export type ActivityFields = { namesRequired: boolean; participants: string[] }

/** The participant a field names: `participant-3` is the third (index 2); -1 for any other field. */
export const participantIndex = (field: string) => (/^participant-(\d+)$/.test(field) ? Number(field.slice(12)) - 1 : -1)
export const participantField = (index: number) => `participant-${index + 1}`

const activity: LineCheckout<LineDetails> = {
  fields: Array.from({ length: ACTIVITY_LIMITS.maxSeats }, (_, i) => participantField(i)),
  initial: () => ({ specialRequests: '', namesRequired: false, participants: [] }),
  fromQuote: (details, quote) => {
    if (quote.details.line !== 'activity') return details
    const { namesRequired, seats } = quote.details
    const typed = details.participants ?? []
    return { ...details, namesRequired, participants: Array.from({ length: namesRequired ? seats : 0 }, (_, i) => typed[i] ?? '') }
  },
  change: (details, field, value) => {
    const at = participantIndex(field)
    const participants = details.participants ?? []
    if (at < 0 || at >= participants.length) return details
    return {
      ...details,
      participants: participants.map((name, i) => (i === at ? keepNameCharacters(value) : name)),
    }
  },
  error: (details, field) => {
    const name = details.namesRequired ? details.participants?.[participantIndex(field)] : undefined
    if (name === undefined) return null
    // What is typed keeps only a name's characters (change), so an empty name is the one rule left.
    return name.trim() === '' ? 'PARTICIPANT_NAME_REQUIRED' : null
  },
  request: (details, selection) =>
    selection.line === 'activity' && details.namesRequired
      ? { specialRequests: '', selection: { ...selection, participants: (details.participants ?? []).map((name) => name.trim()) } }
      : { specialRequests: '' },
}

/** A transfer (issue 20): the arriving flight's number, asked for an airport pick-up only (the quote's direction). */
export type TransferFields = { flightRequired: boolean; flightNumber: string }

/** Every line's details: a room stay's special requests, an activity's participants and a transfer's flight beside them. */
export type LineDetails = RoomStayDetails & Partial<ActivityFields> & Partial<TransferFields> & { flight?: FlightFields }

/**
 * Car hire: the lead traveller is the main driver (their age was chosen with the search and is
 * part of the selection), so the car asks for no field of its own. An additional driver is an
 * extra of the selection, named at the counter.
 */
const car: LineCheckout<LineDetails> = {
  fields: [],
  initial: () => ({ specialRequests: '' }),
  change: (details) => details,
  error: () => null,
  request: () => ({ specialRequests: '' }),
}

/** The flight number as typed, kept as printed on a boarding pass: capitals and digits, no spaces, at most 8. */
const keepFlightNumber = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8)

/**
 * A transfer: an airport pick-up is booked with the arriving flight's number (the driver follows
 * the flight); a ride to the airport asks for nothing. The lead traveller is the one the driver meets.
 */
const transfer: LineCheckout<LineDetails> = {
  fields: ['flightNumber'],
  initial: () => ({ specialRequests: '', flightRequired: false, flightNumber: '' }),
  fromQuote: (details, quote) =>
    quote.details.line === 'transfer' ? { ...details, flightRequired: quote.details.direction === 'arrival' } : details,
  change: (details, field, value) => (field === 'flightNumber' ? { ...details, flightNumber: keepFlightNumber(value) } : details),
  error: (details, field) => {
    if (field !== 'flightNumber' || !details.flightRequired) return null
    const flight = details.flightNumber ?? ''
    if (flight === '') return 'FLIGHT_NUMBER_REQUIRED'
    return FLIGHT_NUMBER.test(flight) ? null : 'FLIGHT_NUMBER_INVALID'
  },
  request: (details, selection) =>
    selection.line === 'transfer' && details.flightRequired
      ? { specialRequests: '', selection: { ...selection, flightNumber: details.flightNumber ?? '' } }
      : { specialRequests: '' },
}
/** Flights (issue 20): each passenger's block (checkout.flight.ts). */
const flight: LineCheckout<LineDetails> = flightCheckout

/** Each line's checkout fields: adding a product line adds its entry (the type makes it required). */
export const LINE_CHECKOUT: { [L in ProductLine]: LineCheckout<LineDetails> } = {
  hotel: roomStay,
  resort: roomStay,
  // A rental asks for special requests too (the house rules are in its summary).
  stay: roomStay,
  activity,
  car,
  transfer,
  flight,
}

/** The errors a line's details break, by field, in the line's order. */
export function lineErrors(line: ProductLine, details: LineDetails): Record<string, LineFieldErrorCode> {
  const checkout = LINE_CHECKOUT[line]
  const errors: Record<string, LineFieldErrorCode> = {}
  for (const field of checkout.fields) {
    const code = checkout.error(details, field)
    if (code) errors[field] = code
  }
  return errors
}
