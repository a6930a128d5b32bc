import { compareDates, dateParts, isoDate, type DateWindow, type IsoDate } from '@contract/calendar'
import { STAY_UNIT_LIMITS, type StaySelection, type StayUnitRequest, type StayUnitWithCalendar } from '@contract/schemas/stays'
import {
  acceptsArrivalOn,
  calendarLookups,
  lastCheckOut,
  stayProblem,
  type StayLookups,
  type StayProblem,
  type StayRuleFacts,
} from '@contract/stay-rules'
import type { StayChoice } from '@/lib/stay-params'

/*
 * The unit page's decisions (machines/stay-unit.machine.ts), pure: what a click on a day of the
 * calendar chooses, which days the calendar offers, and which rule the chosen stay breaks — the
 * contract's rules (contract/stay-rules.ts), the ones the server's quote applies.
 */

/** The calendar the page asks for: a year of months from the earliest check-in's month. */
export function unitRequest(unitId: string, currency: string, minDate: IsoDate): StayUnitRequest {
  const { year, month } = dateParts(minDate)
  return { id: unitId, currency, from: isoDate(year, month, 1), months: STAY_UNIT_LIMITS.maxCalendarMonths }
}

const factsOf = (data: StayUnitWithCalendar): StayRuleFacts => ({
  checkInDays: data.unit.checkInDays,
  maxGuests: data.unit.maxGuests,
  maxNights: STAY_UNIT_LIMITS.maxNights,
})

const lookupsOf = (data: StayUnitWithCalendar): StayLookups => calendarLookups(data.calendar, data.unit.minNights)

/** Whether the choice is waiting for its check-out: a check-in is chosen, a check-out not yet. */
export const awaitsCheckOut = (choice: StayChoice) => choice.checkIn !== null && choice.checkOut === null

/**
 * What a click on `date` chooses: the check-in when none is chosen, when both are (a new stay
 * starts), or when the day is not after the check-in; otherwise the check-out.
 */
export function pickDay(choice: StayChoice, date: IsoDate): StayChoice {
  if (!awaitsCheckOut(choice) || compareDates(date, choice.checkIn!) <= 0) return { ...choice, checkIn: date, checkOut: null }
  return { ...choice, checkOut: date }
}

/**
 * The first rule the choice breaks, shown beside the calendar: too many guests at any time; once a
 * check-in is chosen, an arrival the unit does not take; once both dates are, every rule of the stay.
 */
export function judge(data: StayUnitWithCalendar, choice: StayChoice): StayProblem | null {
  const facts = factsOf(data)
  const guests = choice.adults + choice.children
  if (guests > facts.maxGuests) return { code: 'TOO_MANY_GUESTS', maxGuests: facts.maxGuests }
  if (choice.checkIn === null) return null
  if (choice.checkOut === null) {
    if (!acceptsArrivalOn(facts, choice.checkIn)) return { code: 'CHECK_IN_DAY', days: [...facts.checkInDays].sort((a, b) => a - b) }
    return null
  }
  return stayProblem(facts, lookupsOf(data), { checkIn: choice.checkIn, checkOut: choice.checkOut, guests })
}

/**
 * Whether the calendar offers `date`: never before the earliest check-in or past the calendar;
 * while a check-out is awaited, the days up to the first booked night after the check-in (that
 * night's morning included, past the booking window too) and any earlier free day (a new
 * check-in); otherwise any day of the window whose night is free. Rules other than booked nights
 * are explained, not hidden: such a day can be chosen.
 */
export function dayOffered(data: StayUnitWithCalendar, choice: StayChoice, window: DateWindow, date: IsoDate): boolean {
  const lookups = lookupsOf(data)
  if (compareDates(date, window.minDate) < 0 || compareDates(date, data.calendar.to) > 0) return false
  if (awaitsCheckOut(choice) && compareDates(date, choice.checkIn!) > 0) {
    return compareDates(date, lastCheckOut(lookups, choice.checkIn!, STAY_UNIT_LIMITS.maxNights)) <= 0
  }
  return compareDates(date, window.maxDate) <= 0 && !lookups.isBooked(date)
}

/** The last day the calendar shows: the day after its last night. */
export const calendarEnd = (data: StayUnitWithCalendar): IsoDate => data.calendar.to

/** The quote's selection: the unit for the chosen dates and guests; null until both dates are chosen. */
export function selectionOf(unitId: string, choice: StayChoice): StaySelection | null {
  if (choice.checkIn === null || choice.checkOut === null) return null
  return { line: 'stay', unitId, checkIn: choice.checkIn, checkOut: choice.checkOut, adults: choice.adults, children: choice.children }
}
