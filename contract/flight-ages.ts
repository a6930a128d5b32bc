import { EARLIEST_BIRTH_DATE } from '@contract/constants'
import { FLIGHT_LIMITS } from '@contract/schemas/flights'

/*
 * The flight age rules (docs/rules.md#flights), pure and shared: the server checks a booking's
 * passengers with them (server/suppliers/flights/rules.ts) and the checkout checks each
 * passenger's date of birth with the same functions, so the two cannot disagree.
 */

/** Age in whole years on `day` of someone born on `dateOfBirth` (a 29 February birthday comes on 1 March in other years). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

export type PassengerType = 'adult' | 'child' | 'infant'

/** A passenger's type by their age on the day of the first flight: infant under 2, child 2–11, adult 12 and over. */
export function passengerType(dateOfBirth: string, firstDay: string): PassengerType {
  const age = ageOn(dateOfBirth, firstDay)
  return age < FLIGHT_LIMITS.infantUnder ? 'infant' : age < FLIGHT_LIMITS.childUnder ? 'child' : 'adult'
}

/** An infant flies on a lap only while under 2: on the day of the last flight too. */
export const infantOnLastFlight = (dateOfBirth: string, lastDay: string) => ageOn(dateOfBirth, lastDay) < FLIGHT_LIMITS.infantUnder

/** Why a date of birth does not fit the passenger it is given for, or null when it does. */
export type BirthDateProblem = 'BORN_BEFORE_1900' | 'BORN_AFTER_FLIGHT' | 'WRONG_TYPE' | 'INFANT_TURNS_TWO'

/**
 * Checks one passenger's date of birth against the earliest anyone is given with (1900-01-01), the
 * type they are booked as and the days they fly (`firstDay`, `lastDay`: the first and the last
 * flight's dates).
 */
export function birthDateProblem(dateOfBirth: string, booked: PassengerType, firstDay: string, lastDay: string): BirthDateProblem | null {
  if (dateOfBirth < EARLIEST_BIRTH_DATE) return 'BORN_BEFORE_1900'
  if (dateOfBirth > firstDay) return 'BORN_AFTER_FLIGHT'
  if (passengerType(dateOfBirth, firstDay) !== booked) return 'WRONG_TYPE'
  if (booked === 'infant' && !infantOnLastFlight(dateOfBirth, lastDay)) return 'INFANT_TURNS_TWO'
  return null
}
