import type { OrgConfig } from '@contract/schemas/organisation'
import { BOOKING_WINDOW_DAYS, DEFAULT_WEEK_START } from '@contract/constants'

/**
 * A calendar date with no time and no time zone, written `yyyy-mm-dd`. All arithmetic on it is
 * done on UTC midnights, where every day has 24 hours, so it never drifts across a DST change.
 */
export type IsoDate = string
/** The first column of a calendar: 0 Sunday, 1 Monday (the values of Date#getDay). */
export type WeekStart = 0 | 1
/** The days a trip may start on: from the earliest check-in to the booking window's last day, both included. */
export type DateWindow = { minDate: IsoDate; maxDate: IsoDate }
export type CalendarSettings = DateWindow & { weekStartsOn: WeekStart }
/** One cell of a month grid; the leading and trailing days of the neighbouring months have inMonth false. */
export type CalendarCell = { date: IsoDate; inMonth: boolean }
export type DateParts = { year: number; month: number; day: number }

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0)
  // setUTCFullYear, unlike Date.UTC, keeps the years 0–99 as they are; overflowing days roll over.
  date.setUTCFullYear(year, month - 1, day)
  return date
}

function fromUtcMidnight(date: Date): IsoDate {
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/** Writes the parts as `yyyy-mm-dd` without checking them (parseIsoDate does). Month is 1–12. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export function dateParts(date: IsoDate): DateParts {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) }
}

export function daysInMonth(year: number, month: number): number {
  return utcMidnight(year, month + 1, 0).getUTCDate()
}

/** The date if `text` is a real `yyyy-mm-dd` date (not 2026-02-30), else null. */
export function parseIsoDate(text: string): IsoDate | null {
  const match = ISO_DATE.exec(text.trim())
  if (!match) return null
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return match[0]
}

/** The date the instant falls on in the visitor's own time zone (what their wall calendar says). */
export function toIsoDate(instant: Date): IsoDate {
  return isoDate(instant.getFullYear(), instant.getMonth() + 1, instant.getDate())
}

/** The UTC midnight of a date, for Intl.DateTimeFormat with `timeZone: 'UTC'`. */
export function toUtcDate(date: IsoDate): Date {
  const { year, month, day } = dateParts(date)
  return utcMidnight(year, month, day)
}

/** The whole days from `from` to `to` (a stay's nights: checkOut − checkIn); negative when `to` is earlier. */
export function nightsBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000)
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = dateParts(date)
  return fromUtcMidnight(utcMidnight(year, month, day + days))
}

/** The same day `months` later, or the last day of that month when it is shorter (Jan 31 + 1 → Feb 28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = dateParts(date)
  const first = utcMidnight(year, month + months, 1)
  const target = { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 }
  return isoDate(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)))
}

/** Negative when a is earlier, 0 when equal, positive when later. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0
}

export function isDateAllowed(date: IsoDate, minDate?: IsoDate | null, maxDate?: IsoDate | null): boolean {
  return !(minDate && date < minDate) && !(maxDate && date > maxDate)
}

/** The nearest date within [minDate, maxDate]. */
export function clampDate(date: IsoDate, minDate?: IsoDate | null, maxDate?: IsoDate | null): IsoDate {
  // Stryker disable next-line EqualityOperator: a date equal to the bound is the bound either way
  if (minDate && date < minDate) return minDate
  // Stryker disable next-line EqualityOperator: a date equal to the bound is the bound either way
  if (maxDate && date > maxDate) return maxDate
  return date
}

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return toUtcDate(date).getUTCDay()
}

export function startOfWeek(date: IsoDate, weekStartsOn: WeekStart): IsoDate {
  return addDays(date, -((dayOfWeek(date) - weekStartsOn + 7) % 7))
}

export function endOfWeek(date: IsoDate, weekStartsOn: WeekStart): IsoDate {
  return addDays(startOfWeek(date, weekStartsOn), 6)
}

/**
 * The weeks that show a month (month 1–12): 4 to 6 rows of 7 cells, each row starting on
 * `weekStartsOn`, the days of the neighbouring months marked inMonth false.
 */
export function monthGrid(year: number, month: number, weekStartsOn: WeekStart): CalendarCell[][] {
  const last = isoDate(year, month, daysInMonth(year, month))
  const weeks: CalendarCell[][] = []
  for (let start = startOfWeek(isoDate(year, month, 1), weekStartsOn); start <= last; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = addDays(start, index)
        return { date, inMonth: dateParts(date).month === month }
      }),
    )
  }
  return weeks
}

/**
 * The calendar settings every date picker uses (docs/product.md#organisations, docs/rules.md#calendar): the organisation's week start
 * (Sunday by default, and while its config is unknown), the earliest check-in, today in the
 * visitor's calendar plus the organisation's minCheckinDays, and the last day a trip may start,
 * today plus BOOKING_WINDOW_DAYS.
 */
export function calendarSettings(org: OrgConfig | null, today: Date): CalendarSettings {
  const calendarType = org?.orgBySite.orgCountryData.calendarType ?? DEFAULT_WEEK_START
  return {
    weekStartsOn: calendarType === 'monday' ? 1 : 0,
    minDate: addDays(toIsoDate(today), org?.orgBySite.minCheckinDays ?? 0),
    maxDate: addDays(toIsoDate(today), BOOKING_WINDOW_DAYS),
  }
}
