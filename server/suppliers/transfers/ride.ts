import { TRANSFER_LIMITS, type TransferDirection, type TransferMeeting, type TransferVehicle } from '@contract/schemas/transfers'
import { DomainError } from '../../errors'
import { latestStart } from '../../services/booking/stay'

/*
 * The rules of a ride, pure (docs/rules.md#transfers): its road distance from the coordinates,
 * when it may be booked, how the traveller meets it, and what one booking takes of an offer.
 */

/** Roads are longer than the straight line: a ride counts this much more, in whole kilometres started. */
export const ROAD_FACTOR = 1.3

/** The road kilometres between two points: the great-circle distance times {@link ROAD_FACTOR}, rounded up; at least 1. */
export function roadKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  const km = 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
  return Math.max(1, Math.ceil(km * ROAD_FACTOR))
}

/**
 * Refuses (400 BAD_STAY) a ride not later than now, or on a day (`day`, the airport's local date)
 * past the booking window ({@link latestStart}: the day the search form offers last is bookable
 * wherever its visitor is).
 */
export function assertBookableTime(startsAt: Date, day: string, now: Date) {
  if (startsAt.getTime() <= now.getTime()) throw new DomainError('BAD_STAY', 'The transfer must be later than now.')
  if (day > latestStart(now, TRANSFER_LIMITS.maxDaysAhead)) {
    throw new DomainError('BAD_STAY', `A transfer can be booked at most ${TRANSFER_LIMITS.maxDaysAhead} days ahead.`)
  }
}

/** Refuses a party the vehicle cannot take: more passengers (TOO_MANY_PASSENGERS) or bags (TOO_MANY_BAGS) than its limits. */
export function assertFits(offer: { model: string; maxPassengers: number; maxBags: number }, party: { passengers: number; bags: number }) {
  if (party.passengers > offer.maxPassengers) {
    throw new DomainError('TOO_MANY_PASSENGERS', `The ${offer.model} takes at most ${offer.maxPassengers} passengers.`)
  }
  if (party.bags > offer.maxBags) throw new DomainError('TOO_MANY_BAGS', `The ${offer.model} takes at most ${offer.maxBags} bags.`)
}

/** Arrivals: a shuttle's desk in the arrivals hall, or a driver with a name board; departures: the driver at the hotel or address. */
export const meetingOf = (vehicle: TransferVehicle, direction: TransferDirection): TransferMeeting =>
  direction === 'departure' ? 'at-place' : vehicle === 'shared' ? 'shuttle-desk' : 'name-board'

/** What one booking takes of an offer's capacity: a seat per passenger on a shuttle, else one vehicle. */
export const unitsOf = (pricing: 'per-person' | 'per-vehicle', passengers: number) => (pricing === 'per-person' ? passengers : 1)
