import { describe, expect, it } from 'vitest'
import type { ItemDetails } from '@contract/schemas/lines'
import type { ReservationItem } from '@contract/schemas/reservations'
import { groupReservations } from '@/features/reservations/reservation-dates'
import { cancelledStay, reservationOf, stayItem } from '../helpers/reservations-model'

/*
 * My trips and the booking history order bookings by their first day and, on the same day, by
 * the time they start (each line's startTime), whatever order the server listed them in.
 */

/** An activity on 10 December 2026 at `time` (the details a test needs: its line and its time). */
const activityAt = (time: string): ReservationItem => ({
  ...stayItem(),
  line: 'activity',
  startsOn: '2026-12-10',
  endsOn: '2026-12-10',
  details: { line: 'activity', time } as unknown as ItemDetails,
})
/** A car picked up on 10 December 2026 at `time`, station time. */
const carAt = (time: string): ReservationItem => ({
  ...stayItem(),
  line: 'car',
  startsOn: '2026-12-10',
  endsOn: '2026-12-13',
  details: { line: 'car', pickUp: { at: `2026-12-10T${time}` } } as unknown as ItemDetails,
})
const booking = (confirmationNumber: string, item: ReservationItem) => reservationOf({ confirmationNumber, items: [item] })
const numbers = (list: { confirmationNumber: string }[]) => list.map((r) => r.confirmationNumber)

describe('groupReservations', () => {
  it('puts the earlier of two trips on one day first, booked later or not', () => {
    // The server lists the newest booking first: 16:30 was booked after 14:00.
    const later = booking('TC-1630', activityAt('16:30'))
    const earlier = booking('TC-1400', activityAt('14:00'))
    expect(numbers(groupReservations([later, earlier], '2026-12-01').upcoming)).toEqual(['TC-1400', 'TC-1630'])
    // Past: the latest first, to the minute.
    expect(numbers(groupReservations([earlier, later], '2026-12-20').past)).toEqual(['TC-1630', 'TC-1400'])
  })

  it('compares the times of any lines (a car at 09:59 before an activity at 10:00), a day before any time', () => {
    const car = booking('TC-CAR', carAt('10:00'))
    const tour = booking('TC-TOUR', activityAt('09:59'))
    expect(numbers(groupReservations([car, tour], '2026-12-01').upcoming)).toEqual(['TC-TOUR', 'TC-CAR'])
    const dayBefore = booking('TC-STAY', stayItem({ startsOn: '2026-12-09', endsOn: '2026-12-11' }))
    expect(numbers(groupReservations([car, tour, dayBefore], '2026-12-01').upcoming)).toEqual(['TC-STAY', 'TC-TOUR', 'TC-CAR'])
  })

  it('orders cancelled bookings the same way, the latest start first', () => {
    const early = booking('TC-EARLY', { ...activityAt('08:00'), ...cancelledStay })
    const late = booking('TC-LATE', { ...activityAt('18:00'), ...cancelledStay })
    expect(numbers(groupReservations([early, late], '2026-12-01').cancelled)).toEqual(['TC-LATE', 'TC-EARLY'])
  })
})
