/*
 * Dates in an organisation's time zone (its file's `timeZone`, issue 18): the daily deals run
 * until midnight there. Intl does the zone arithmetic, so daylight-saving changes are its own.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    min: Number(parts.minute),
    s: Number(parts.second),
  }
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone)
  return Date.UTC(c.y, c.m - 1, c.d, c.h, c.min, c.s) - Math.floor(instant.getTime() / 1000) * 1000
}

/** The date (yyyy-mm-dd) it is in `timeZone` at `instant`. */
export function zonedDate(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone)
  return `${String(c.y).padStart(4, '0')}-${String(c.m).padStart(2, '0')}-${String(c.d).padStart(2, '0')}`
}

/** The instant the next day begins in `timeZone` after `instant`: tonight's midnight there. */
export function nextMidnight(instant: Date, timeZone: string): Date {
  const c = wallClock(instant, timeZone)
  const midnightAsUtc = Date.UTC(c.y, c.m - 1, c.d + 1)
  // The offset may differ at midnight from now (a daylight-saving change today): ask it there.
  const guess = midnightAsUtc - offsetAt(instant, timeZone)
  return new Date(midnightAsUtc - offsetAt(new Date(guess), timeZone))
}
