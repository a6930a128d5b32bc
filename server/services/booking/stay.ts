import { STAY_LIMITS } from '@contract/schemas/booking'
import { BOOKING_WINDOW_DAYS } from '@contract/constants'
import { addDays, compareDates, nightsBetween, parseIsoDate, type IsoDate } from '@contract/calendar'
import { DomainError } from '../../errors'
import type { Kind, Stay } from '../../suppliers/supplier'
import type { Organisation } from '../organisation'

/** Resorts are sold by the week (/resorts, "weeks"; docs/product.md#product-lines): our reading is whole weeks of nights. */
export const RESORT_WEEK_NIGHTS = 7

const badStay = (message: string) => new DomainError('BAD_STAY', message)

/** Today's date in UTC: the server's one "today" for minimum check-in and cancellation dates. */
export function utcToday(now: Date): IsoDate {
  return now.toISOString().slice(0, 10)
}

/**
 * The earliest check-in the organisation accepts: UTC today less one day (a visitor west of UTC
 * may still be on yesterday's date) plus the organisation's minCheckinDays.
 */
export function earliestCheckIn(org: Pick<Organisation, 'minCheckinDays'>, now: Date): IsoDate {
  return addDays(utcToday(now), org.minCheckinDays - 1)
}

/**
 * The last day a trip may start `daysAhead` days after today: UTC today plus one day (a visitor
 * east of UTC may already be on tomorrow's date) plus `daysAhead`.
 */
export function latestStart(now: Date, daysAhead: number = BOOKING_WINDOW_DAYS): IsoDate {
  return addDays(utcToday(now), daysAhead + 1)
}

/**
 * Checks a stay against our rules and answers its nights: real dates, check-out after check-in,
 * at most STAY_LIMITS.maxNights nights, check-in no earlier than {@link earliestCheckIn} and no later
 * than {@link latestStart}, and for resorts whole weeks. Every refusal is a 400 BAD_STAY with an English message.
 */
export function checkStay(
  org: Pick<Organisation, 'minCheckinDays'>,
  stay: Pick<Stay, 'checkIn' | 'checkOut'>,
  kind: Kind,
  now: Date,
): number {
  if (parseIsoDate(stay.checkIn) === null) throw badStay(`checkIn: ${stay.checkIn} is not a date of the calendar`)
  if (parseIsoDate(stay.checkOut) === null) throw badStay(`checkOut: ${stay.checkOut} is not a date of the calendar`)
  if (compareDates(stay.checkOut, stay.checkIn) <= 0) throw badStay('The check-out date must be after the check-in date')
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  if (nights > STAY_LIMITS.maxNights) throw badStay(`A stay can be at most ${STAY_LIMITS.maxNights} nights`)
  const earliest = earliestCheckIn(org, now)
  if (compareDates(stay.checkIn, earliest) < 0) throw badStay(`The check-in date must be ${earliest} or later`)
  const latest = latestStart(now)
  if (compareDates(stay.checkIn, latest) > 0)
    throw badStay(`The check-in date must be ${latest} or earlier: stays can be booked up to ${BOOKING_WINDOW_DAYS} days ahead`)
  if (kind === 'resort' && nights % RESORT_WEEK_NIGHTS !== 0) {
    throw badStay(`Resorts are booked by the week: the stay must be a whole number of weeks (${RESORT_WEEK_NIGHTS}, 14, 21 or 28 nights)`)
  }
  return nights
}

/**
 * Checks a stay of rooms (hotels, resorts): {@link checkStay}, then an adult for each room (ours:
 * hotels give no room to children alone, so `adults` is at least `rooms`). Answers its nights.
 */
export function checkRoomStay(org: Pick<Organisation, 'minCheckinDays'>, stay: Stay, kind: Kind, now: Date): number {
  const nights = checkStay(org, stay, kind, now)
  if (stay.adults < stay.rooms) throw badStay(`Each room needs an adult: ${stay.rooms} rooms take at least ${stay.rooms} adults`)
  return nights
}
