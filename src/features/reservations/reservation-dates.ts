import type { LegacyReservation } from '@contract/schemas/reservations'
import { compareDates, toIsoDate, toUtcDate, type IsoDate } from '@contract/calendar'

/** Today in the visitor's own calendar: what "upcoming" and "in 12 days" are measured from. */
export function useToday(): IsoDate {
  return toIsoDate(new Date())
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000)
}

export type ReservationGroups = { upcoming: LegacyReservation[]; past: LegacyReservation[]; cancelled: LegacyReservation[] }

/**
 * Upcoming: confirmed stays whose check-out is today or later, soonest first. Past: confirmed stays
 * that ended before today, latest first. Cancelled: latest stay first.
 */
export function groupReservations(list: readonly LegacyReservation[], today: IsoDate): ReservationGroups {
  const byCheckIn = (a: LegacyReservation, b: LegacyReservation) => compareDates(a.checkIn, b.checkIn)
  const confirmed = list.filter((r) => r.status === 'CONFIRMED')
  return {
    upcoming: confirmed.filter((r) => compareDates(r.checkOut, today) >= 0).sort(byCheckIn),
    past: confirmed.filter((r) => compareDates(r.checkOut, today) < 0).sort((a, b) => byCheckIn(b, a)),
    cancelled: list.filter((r) => r.status === 'CANCELLED').sort((a, b) => byCheckIn(b, a)),
  }
}
