import { addDays, dayOfWeek, isoDate, parseIsoDate, toUtcDate, type IsoDate, type WeekStart } from '@contract/calendar'
import { latinDigits } from '@contract/digits'

// Dates are UTC midnights (see toUtcDate), so every format reads them in UTC.
const numeric = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } as const
const fullDate = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const

const formats = new Map<string, Intl.DateTimeFormat>()
/** A grid formats 42 dates per render: build each locale's formatter once. */
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let cached = formats.get(key)
  if (!cached) formats.set(key, (cached = new Intl.DateTimeFormat(locale, options)))
  return cached
}

/** The date as the locale writes it in digits ("12/07/2026" in en-US, "07.12.2026" in de-DE): what the input shows. */
export function formatInputDate(date: IsoDate, locale: string): string {
  return format(locale, numeric).format(toUtcDate(date))
}

/** The full date a screen reader announces for a day: "Monday, December 7, 2026" in en-US. */
export function formatFullDate(date: IsoDate, locale: string): string {
  return format(locale, fullDate).format(toUtcDate(date))
}

const dayNumbers = new Map<string, Intl.NumberFormat>()
/** A day's number in a grid, in the locale's digits as its month heading has them (Arabic: "٧"). */
export function formatDayOfMonth(date: IsoDate, locale: string): string {
  let numbers = dayNumbers.get(locale)
  if (!numbers) dayNumbers.set(locale, (numbers = new Intl.NumberFormat(locale, { useGrouping: false })))
  return numbers.format(Number(date.slice(8, 10)))
}

/** The heading of a month's grid: "December 2026". */
export function formatMonthYear(date: IsoDate, locale: string): string {
  return format(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(toUtcDate(date))
}

/**
 * The seven column headers, starting on `weekStartsOn`: short names shown, long ones for `abbr`. A
 * locale whose short names are its long ones (Arabic: "الأربعاء") shows its narrow ones ("ر"), as
 * its calendars do: seven full names do not fit seven day-wide columns and read as one string.
 */
export function weekdayNames(weekStartsOn: WeekStart, locale: string): { short: string; long: string }[] {
  const short = format(locale, { weekday: 'short', timeZone: 'UTC' })
  const long = format(locale, { weekday: 'long', timeZone: 'UTC' })
  const narrow = format(locale, { weekday: 'narrow', timeZone: 'UTC' })
  // 2023-01-01 was a Sunday.
  const first = addDays('2023-01-01', weekStartsOn - dayOfWeek('2023-01-01'))
  const days = Array.from({ length: 7 }, (_, index) => toUtcDate(addDays(first, index)))
  const abbreviates = days.some((day) => short.format(day) !== long.format(day))
  return days.map((day) => ({ short: (abbreviates ? short : narrow).format(day), long: long.format(day) }))
}

/** The order of day, month and year in the locale's numeric dates. */
function fieldOrder(locale: string): ('day' | 'month' | 'year')[] {
  return format(locale, numeric)
    .formatToParts(toUtcDate('2026-12-07'))
    .flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []))
}

/**
 * The date a person typed, year first (`2026-12-07`, `2026/12/7`) or in the locale's numeric
 * order with any separators (`12/7/2026` in en-US, `7.12.26` in de-DE; a two-digit year is
 * 20yy), or null when it names no real date. Latin and Arabic-Indic digits read alike, so the
 * input takes back what `formatInputDate` wrote in ar-SA ("٠٧‏/١٢‏/٢٠٢٦") as well as "7/12/2026".
 */
export function parseInputDate(typed: string, locale: string): IsoDate | null {
  const text = latinDigits(typed).trim()
  const iso = parseIsoDate(text)
  if (iso) return iso
  const numbers = text.split(/\D+/).filter(Boolean)
  if (numbers.length !== 3) return null
  const fields: Partial<Record<'day' | 'month' | 'year', string>> = {}
  const order = numbers[0]?.length === 4 ? (['year', 'month', 'day'] as const) : fieldOrder(locale)
  order.forEach((field, index) => (fields[field] = numbers[index]))
  const { day = '', month = '', year = '' } = fields
  if (year.length !== 2 && year.length !== 4) return null
  return parseIsoDate(isoDate(Number(year.length === 2 ? `20${year}` : year), Number(month), Number(day)))
}
