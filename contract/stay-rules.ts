import { addDays, compareDates, dayOfWeek, nightsBetween, type IsoDate } from '@contract/calendar'
import type { StayCalendar } from '@contract/schemas/stays'

/*
 * The rules of a rental stay (issue 16; docs/rules.md#stays), written once for the unit page's
 * machine and the server's quote, so the page never offers what the server refuses: a unit takes
 * at most its guests, arrivals fall on its check-in days, a stay lasts at least the fewest nights
 * of its arrival day's season and at most 30 nights, and no night of it may be booked already.
 */

/** What a unit's rules read of it. */
export type StayRuleFacts = { checkInDays: readonly number[]; maxGuests: number; maxNights: number }
/** The unit's calendar as the rules ask it: is a night taken, and how many nights must an arrival on a day stay. */
export type StayLookups = { isBooked: (night: IsoDate) => boolean; minNightsOn: (arrival: IsoDate) => number }
export type StayAsked = { checkIn: IsoDate; checkOut: IsoDate; guests: number }

/** The first rule a stay breaks, with what the page needs to explain it. */
export type StayProblem =
  | { code: 'NO_NIGHTS' }
  | { code: 'TOO_LONG'; maxNights: number }
  | { code: 'TOO_MANY_GUESTS'; maxGuests: number }
  | { code: 'CHECK_IN_DAY'; days: number[] }
  | { code: 'MIN_NIGHTS'; nights: number }
  | { code: 'BOOKED'; night: IsoDate }

/** Whether a unit accepts arrivals on that day's weekday. */
export const acceptsArrivalOn = (facts: Pick<StayRuleFacts, 'checkInDays'>, date: IsoDate) => facts.checkInDays.includes(dayOfWeek(date))

/**
 * The first rule the stay breaks, in this order: no nights, too many nights, too many guests,
 * not an arrival day, fewer nights than the arrival's minimum, a night already booked; null when
 * it breaks none. Exactly the minimum is enough; one night short is not.
 */
export function stayProblem(facts: StayRuleFacts, lookups: StayLookups, stay: StayAsked): StayProblem | null {
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  if (nights < 1) return { code: 'NO_NIGHTS' }
  if (nights > facts.maxNights) return { code: 'TOO_LONG', maxNights: facts.maxNights }
  if (stay.guests > facts.maxGuests) return { code: 'TOO_MANY_GUESTS', maxGuests: facts.maxGuests }
  if (!acceptsArrivalOn(facts, stay.checkIn)) return { code: 'CHECK_IN_DAY', days: [...facts.checkInDays].sort((a, b) => a - b) }
  const minimum = lookups.minNightsOn(stay.checkIn)
  if (nights < minimum) return { code: 'MIN_NIGHTS', nights: minimum }
  for (let night = stay.checkIn; compareDates(night, stay.checkOut) < 0; night = addDays(night, 1)) {
    if (lookups.isBooked(night)) return { code: 'BOOKED', night }
  }
  return null
}

/**
 * The rules' view of a unit page's calendar. A night outside it counts as booked (nothing is known
 * of it, so nothing is offered there); an arrival outside it needs the unit's `fallbackMinNights`.
 */
export function calendarLookups(calendar: StayCalendar, fallbackMinNights: number): StayLookups {
  const booked = new Set(calendar.booked)
  return {
    isBooked: (night) => booked.has(night) || compareDates(night, calendar.from) < 0 || compareDates(night, calendar.to) >= 0,
    minNightsOn: (arrival) => calendar.minNights[nightsBetween(calendar.from, arrival)] ?? fallbackMinNights,
  }
}

/**
 * The latest check-out a stay arriving on `checkIn` can have: the morning of its first booked
 * night after it (that night is someone else's), at most `maxNights` later.
 */
export function lastCheckOut(lookups: Pick<StayLookups, 'isBooked'>, checkIn: IsoDate, maxNights: number): IsoDate {
  let checkOut = addDays(checkIn, 1)
  while (nightsBetween(checkIn, checkOut) < maxNights && !lookups.isBooked(checkOut)) checkOut = addDays(checkOut, 1)
  return checkOut
}
