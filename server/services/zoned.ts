/*
 * Wall-clock time in a time zone (an organisation's, a station's, an airport's), for the server:
 * the local date and time of an instant and the instant of a local date and time. Intl does the
 * zone arithmetic, so daylight-saving changes are its own.
 *
 * Asking Intl is slow (a formatter per zone, and `formatToParts` costs microseconds a call), and
 * a car, transfer or flight search asks it for every station or airport it prices. Zones change
 * their offset only on a UTC quarter-hour (every offset and every transition of the tz database is
 * a whole number of quarter-hours), so one answer serves the whole quarter-hour.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

const QUARTER_HOUR_MS = 900_000

/** Minutes `timeZone` is ahead of UTC during the quarter-hour starting at `quarterMs`, from Intl. */
function measuredOffset(quarterMs: number, timeZone: string): number {
  let year = 0
  let month = 0
  let day = 0
  let hour = 0
  let minute = 0
  for (const part of formatterOf(timeZone).formatToParts(new Date(quarterMs))) {
    if (part.type === 'year') year = Number(part.value)
    else if (part.type === 'month') month = Number(part.value)
    else if (part.type === 'day') day = Number(part.value)
    else if (part.type === 'hour') hour = Number(part.value) % 24
    else if (part.type === 'minute') minute = Number(part.value)
  }
  return Math.round((Date.UTC(year, month - 1, day, hour, minute) - quarterMs) / 60_000)
}

/** Offsets by zone and UTC quarter-hour; emptied when it grows past what any working set needs. */
const offsets = new Map<string, number>()
const MAX_OFFSETS = 50_000

/** Minutes `timeZone` is ahead of UTC at the instant `utcMs` (Paris in July: 120). */
export function offsetMinutes(utcMs: number, timeZone: string): number {
  const quarter = Math.floor(utcMs / QUARTER_HOUR_MS) * QUARTER_HOUR_MS
  const key = `${timeZone}|${quarter}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    if (offsets.size >= MAX_OFFSETS) offsets.clear()
    offset = measuredOffset(quarter, timeZone)
    offsets.set(key, offset)
  }
  return offset
}

/** The UTC instant of a local date and time (`2026-12-10T10:00`) in `timeZone`. */
export function localToUtc(local: string, timeZone: string): Date {
  const wall = Date.UTC(
    Number(local.slice(0, 4)),
    Number(local.slice(5, 7)) - 1,
    Number(local.slice(8, 10)),
    Number(local.slice(11, 13)),
    Number(local.slice(14, 16)),
  )
  let utc = wall - offsetMinutes(wall, timeZone) * 60_000
  // Near a clock change the first guess is off by the change: one more step settles it.
  utc = wall - offsetMinutes(utc, timeZone) * 60_000
  return new Date(utc)
}

/** The local date and time (`2026-12-10T10:00`) of a UTC instant in `timeZone`, to the minute. */
export function utcToLocal(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000) * 60_000
  return new Date(minute + offsetMinutes(minute, timeZone) * 60_000).toISOString().slice(0, 16)
}

/** The date (yyyy-mm-dd) it is in `timeZone` at `instant`. */
export const zonedDate = (instant: Date, timeZone: string): string => utcToLocal(instant, timeZone).slice(0, 10)

/** The instant the next day begins in `timeZone` after `instant`: tonight's midnight there. */
export function nextMidnight(instant: Date, timeZone: string): Date {
  const today = zonedDate(instant, timeZone)
  const midnightAsUtc = Date.parse(`${today}T00:00:00Z`) + 86_400_000
  // The offset may differ at midnight from now (a daylight-saving change today): ask it there.
  const guess = midnightAsUtc - offsetMinutes(instant.getTime(), timeZone) * 60_000
  return new Date(midnightAsUtc - offsetMinutes(guess, timeZone) * 60_000)
}
