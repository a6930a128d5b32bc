import { stayProblem, type StayProblem } from '@contract/stay-rules'
import { STAY_UNIT_LIMITS } from '@contract/schemas/stays'
import { DomainError } from '../../errors'
import { minNightsOn } from '../../suppliers/stays/stay-pricing'
import type { StoredUnit } from '../../suppliers/stays/stay-reads'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The unit's arrival weekdays, 0 Sunday … 6 Saturday, from its check_in_days bits. */
export const checkInDaysOf = (bits: number) => [0, 1, 2, 3, 4, 5, 6].filter((day) => (bits >> day) & 1)

const days = (list: readonly number[]) => {
  const names = list.map((day) => WEEKDAYS[day]!)
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

/** The refusal of a rule the stay breaks (docs/api.md "Stays"): English sentences meant to be shown. */
function refusal(problem: Exclude<StayProblem, { code: 'BOOKED' }>, stay: { checkIn: string }): DomainError {
  switch (problem.code) {
    case 'NO_NIGHTS':
      return new DomainError('BAD_STAY', 'The check-out date must be after the check-in date')
    case 'TOO_LONG':
      return new DomainError('BAD_STAY', `A stay can be at most ${problem.maxNights} nights`)
    case 'TOO_MANY_GUESTS':
      return new DomainError('TOO_MANY_GUESTS', `This stay sleeps at most ${problem.maxGuests} guests`)
    case 'CHECK_IN_DAY':
      return new DomainError('CHECK_IN_DAY', `Arrivals at this stay are on ${days(problem.days)} only`)
    case 'MIN_NIGHTS':
      return new DomainError('MIN_NIGHTS', `A stay arriving on ${stay.checkIn} must last at least ${problem.nights} nights`)
  }
}

/**
 * Checks a stay at a unit with the contract's rules (contract/stay-rules.ts), which the unit
 * page applies too: 400 TOO_MANY_GUESTS, CHECK_IN_DAY or MIN_NIGHTS for a rule it breaks. Answers
 * whether its nights are all free (a night another booking holds is not a rule: the quote says
 * `bookable` false, the booking 409 SOLD_OUT).
 */
export function checkUnitStay(
  unit: StoredUnit,
  booked: readonly string[],
  stay: { checkIn: string; checkOut: string; guests: number },
): boolean {
  const taken = new Set(booked)
  const facts = { checkInDays: checkInDaysOf(unit.row.checkInDays), maxGuests: unit.row.maxGuests, maxNights: STAY_UNIT_LIMITS.maxNights }
  const lookups = {
    isBooked: (night: string) => taken.has(night),
    minNightsOn: (date: string) => minNightsOn(unit.row, unit.seasons, date),
  }
  const problem = stayProblem(facts, lookups, stay)
  if (problem === null) return true
  if (problem.code === 'BOOKED') return false
  throw refusal(problem, stay)
}
