import type { Reservation } from '@contract/schemas/reservations'
import { compareDates, toIsoDate, toUtcDate, type IsoDate } from '@contract/calendar'
import { startTimeOf } from '@/features/reservations/lines/registry'

/** Today in the visitor's own calendar: what "upcoming" and "in 12 days" are measured from. */
export function useToday(): IsoDate {
  return toIsoDate(new Date())
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000)
}

/**
 * The earliest local time an item of the booking starts on its first day ("14:00"), "" when none
 * says one (a stay starts with its day): two bookings of one day follow the clock.
 */
function startTime(r: Reservation): string {
  const times = r.items.filter((i) => i.startsOn === r.startsOn).map((i) => startTimeOf(i.details) ?? '')
  return times.sort()[0] ?? ''
}

export type ReservationGroups = { upcoming: Reservation[]; past: Reservation[]; cancelled: Reservation[] }

/**
 * Grouped by the reservation's span (its first item's start to its last item's end), whatever the
 * product lines; two starting on the same day by the time they start. Upcoming: confirmed bookings ending today or later, soonest first. Past:
 * confirmed bookings that ended before today, latest first. Cancelled (every item cancelled):
 * latest start first. A booking with some items cancelled stays where its live items put it.
 */
export function groupReservations(list: readonly Reservation[], today: IsoDate): ReservationGroups {
  const byStart = (a: Reservation, b: Reservation) => compareDates(a.startsOn, b.startsOn) || startTime(a).localeCompare(startTime(b))
  const confirmed = list.filter((r) => r.status === 'CONFIRMED')
  return {
    upcoming: confirmed.filter((r) => compareDates(r.endsOn, today) >= 0).sort(byStart),
    past: confirmed.filter((r) => compareDates(r.endsOn, today) < 0).sort((a, b) => byStart(b, a)),
    cancelled: list.filter((r) => r.status === 'CANCELLED').sort((a, b) => byStart(b, a)),
  }
}
