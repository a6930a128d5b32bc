import { CAR_LIMITS, type CarExtras } from '@contract/schemas/cars'
import { BOOKING_WINDOW_DAYS } from '@contract/constants'
import { DomainError } from '../../errors'
import { latestStart } from '../../services/booking/stay'

/*
 * The rules of a rental, pure (docs/rules.md#car-hire): rental days, opening hours, and the price of an offer for a rental in the station's currency.
 */

const badRental = (message: string) => new DomainError('BAD_STAY', message)

/** Minutes after local midnight of a local date and time. */
export const minuteOfDay = (local: string) => {
  const [hh, mm] = local.slice(11).split(':').map(Number) as [number, number]
  return hh * 60 + mm
}

/** "08:00" of 480; "24:00" of 1440. */
export const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export type StationHours = { name: string; opensMinute: number; closesMinute: number }

/** Refuses (400 STATION_CLOSED) a pick-up or drop-off outside the station's hours: from its opening to its closing, both included. */
export function assertOpen(station: StationHours, local: string, what: 'pick-up' | 'drop-off') {
  const minute = minuteOfDay(local)
  if (minute < station.opensMinute || minute > station.closesMinute) {
    throw new DomainError(
      'STATION_CLOSED',
      `${station.name} is open ${clock(station.opensMinute)}–${clock(station.closesMinute)}: choose a ${what} time within its hours.`,
    )
  }
}

/**
 * Rental days: every started 24 hours counts (10:00 to 10:00 the next day is one; to 10:01 two).
 * 400 BAD_STAY when the pick-up is not later than now or its day (`pickUpDay`, the station's local
 * date) is past the booking window ({@link latestStart}), when not forward, or longer than the limit.
 */
export function rentalDays(pickUp: Date, dropOff: Date, pickUpDay: string, now: Date): number {
  if (pickUp.getTime() <= now.getTime()) throw badRental('The pick-up must be later than now.')
  if (pickUpDay > latestStart(now)) throw badRental(`A car can be booked up to ${BOOKING_WINDOW_DAYS} days ahead.`)
  const minutes = (dropOff.getTime() - pickUp.getTime()) / 60_000
  if (minutes <= 0) throw badRental('The drop-off must be after the pick-up.')
  const days = Math.ceil(minutes / 1440)
  if (days > CAR_LIMITS.maxDays) throw badRental(`A rental can last at most ${CAR_LIMITS.maxDays} days.`)
  return days
}

export type OfferPricing = {
  onlineDayMinor: number | null
  counterDayMinor: number | null
  oneWayFeeMinor: number
  youngDriverDayMinor: number
  additionalDriverDayMinor: number
  childSeatDayMinor: number
  fullCoverDayMinor: number
}

/** An offer's price for a rental, in the station's currency, at one rate; null when the offer has no such rate. */
export function rentalPrice(
  offer: OfferPricing,
  rental: { days: number; driverAge: number; oneWay: boolean; extras: CarExtras; rate: 'online' | 'counter' },
) {
  const day = rental.rate === 'online' ? offer.onlineDayMinor : offer.counterDayMinor
  if (day === null) return null
  const { days, extras } = rental
  const extrasMinor =
    days *
    ((extras.additionalDriver ? offer.additionalDriverDayMinor : 0) +
      extras.childSeats * offer.childSeatDayMinor +
      (extras.fullCover ? offer.fullCoverDayMinor : 0))
  const oneWayFeeMinor = rental.oneWay ? offer.oneWayFeeMinor : 0
  const youngDriverFeeMinor = rental.driverAge < CAR_LIMITS.youngDriverUnder ? days * offer.youngDriverDayMinor : 0
  return { rentalMinor: days * day, extrasMinor, oneWayFeeMinor, youngDriverFeeMinor }
}
