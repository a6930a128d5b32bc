/*
 * A clock the browser journeys can move (TEST_CLOCK=1, tests only): the real time plus an offset
 * the admin API sets (POST /api/admin/clock), so a journey books a stay and then lives past it
 * without sleeping. Every part of the process reads this one clock (AppDeps.now, the mail sender,
 * the reward job), as tests hand `now` to the app. Never set in a deployment.
 */

export type MovableClock = {
  now(): Date
  /** Moves the clock forward by `ms` (never back past the real time); answers the new time. */
  advance(ms: number): Date
  /** Back to the real time. */
  reset(): Date
}

export function movableClock(real: () => Date = () => new Date()): MovableClock {
  let offsetMs = 0
  const now = () => new Date(real().getTime() + offsetMs)
  return {
    now,
    advance(ms) {
      offsetMs = Math.max(0, offsetMs + ms)
      return now()
    },
    reset() {
      offsetMs = 0
      return now()
    },
  }
}
