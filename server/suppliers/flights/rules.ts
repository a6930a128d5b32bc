import { EARLIEST_BIRTH_DATE } from '@contract/constants'
import { type FlightTraveller } from '@contract/schemas/flights'
import { infantOnLastFlight, passengerType, type PassengerType } from '@contract/flight-ages'
import { DomainError } from '../../errors'
import { localToUtc } from '../../services/zoned'

/*
 * The rules of a flight booking, pure (docs/rules.md#flights): local times at airports, passenger
 * prices from a fare, and the passengers' ages against the days they fly.
 */

/** A return flight leaves at least this long after the outbound one lands. */
export const MIN_STAY_MINUTES = 120

/** "07:30" of a minute of the day. */
export const clockOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
/** The minute of the day of "07:30" ("24:00" is 1440). */
export const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/** The UTC instant an itinerary leaves on `date`: its local departure minute at the origin. */
export const departureUtc = (date: string, departMinute: number, timeZone: string) =>
  localToUtc(`${date}T${clockOf(departMinute)}`, timeZone)

/** Whole days from `from` to `to` (ISO dates). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** One leg's fare in the fare currency, per passenger type: a child pays 75% of the adult's base fare, an infant on a lap 10% and no taxes. */
export function legPrices(fare: { adultMinor: number; taxesMinor: number }) {
  return {
    adultBase: fare.adultMinor,
    childBase: Math.round(fare.adultMinor * 0.75),
    infantBase: Math.round(fare.adultMinor * 0.1),
    taxes: fare.taxesMinor,
  }
}
export type LegPrices = ReturnType<typeof legPrices>

/** The trip's prices (every leg's summed) per passenger type and in total, each part converted once by `convert`. */
export function tripPrices(
  legs: LegPrices[],
  counts: { adults: number; children: number; infants: number },
  convert: (minor: number) => number,
) {
  const sum = (key: keyof LegPrices) => legs.reduce((total, leg) => total + leg[key], 0)
  const base = { adult: convert(sum('adultBase')), child: convert(sum('childBase')), infant: convert(sum('infantBase')) }
  const taxes = convert(sum('taxes'))
  const perPassenger = { adultMinor: base.adult + taxes, childMinor: base.child + taxes, infantMinor: base.infant }
  const baseMinor = counts.adults * base.adult + counts.children * base.child + counts.infants * base.infant
  const taxesMinor = (counts.adults + counts.children) * taxes
  return { perPassenger, baseMinor, taxesMinor, totalMinor: baseMinor + taxesMinor }
}

/** The trip's total in the fare currency, unconverted: what the search sorts by. */
export const fareTotal = (legs: LegPrices[], counts: { adults: number; children: number; infants: number }) =>
  tripPrices(legs, counts, (minor) => minor).totalMinor

export { ageOn, passengerType, type PassengerType } from '@contract/flight-ages'

const mismatch = (message: string) => new DomainError('PASSENGERS_MISMATCH', message)

/**
 * Checks the passengers of a booking against the counts it was priced for and the days they fly
 * (`days`: every flight's date, the first first): each is born from 1900 and before the first flight, of the
 * type the counts say on that day, an infant still under 2 on the last flight and on the lap of
 * an adult who holds no other; an international trip needs each one's nationality and passport.
 * Answers each passenger's type in order.
 */
export function checkTravellers(
  travellers: readonly FlightTraveller[],
  counts: { adults: number; children: number; infants: number },
  days: readonly string[],
  international: boolean,
): PassengerType[] {
  const first = days[0]!
  const last = days.at(-1)!
  if (travellers.length !== counts.adults + counts.children + counts.infants) {
    throw mismatch(`This fare is for ${counts.adults + counts.children + counts.infants} passengers; ${travellers.length} were given.`)
  }
  const types = travellers.map((traveller) => {
    if (traveller.dateOfBirth < EARLIEST_BIRTH_DATE) {
      throw mismatch(`${traveller.firstName} ${traveller.lastName}'s date of birth must be ${EARLIEST_BIRTH_DATE} or later.`)
    }
    if (traveller.dateOfBirth > first) throw mismatch(`${traveller.firstName} ${traveller.lastName} is born after the flight.`)
    return passengerType(traveller.dateOfBirth, first)
  })
  const count = (type: PassengerType) => types.filter((t) => t === type).length
  if (count('adult') !== counts.adults || count('child') !== counts.children || count('infant') !== counts.infants) {
    throw mismatch(
      `On ${first} the passengers are ${count('adult')} adults (12+), ${count('child')} children (2–11) and ${count('infant')} infants (under 2); the fare is for ${counts.adults}, ${counts.children} and ${counts.infants}.`,
    )
  }
  const laps = new Set<number>()
  travellers.forEach((traveller, i) => {
    const name = `${traveller.firstName} ${traveller.lastName}`
    if (types[i] !== 'infant') {
      if (traveller.onLapOf !== null) throw mismatch(`${name} has a seat of their own and sits on no one's lap.`)
      return
    }
    if (!infantOnLastFlight(traveller.dateOfBirth, last)) {
      throw mismatch(`${name} turns 2 before the last flight (${last}) and needs a seat: book them as a child.`)
    }
    const adult = traveller.onLapOf
    if (adult === null || types[adult] !== 'adult') throw mismatch(`${name} travels on the lap of an adult of this booking: name which.`)
    if (laps.has(adult)) throw mismatch('Each adult can hold one infant on their lap.')
    laps.add(adult)
  })
  if (international) {
    const missing = travellers.find((t) => t.nationality === null || t.passportNumber === null)
    if (missing) {
      throw new DomainError(
        'PASSENGER_DETAILS_REQUIRED',
        `This trip is international: give ${missing.firstName} ${missing.lastName}'s nationality and passport number.`,
      )
    }
  }
  return types
}
