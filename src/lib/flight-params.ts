import { cabin, fareFamily, FLIGHT_LIMITS, type FlightSelection } from '@contract/schemas/flights'

/*
 * The flight checkout's link (issue 20): /hotel-checkout?line=flight&… names the trip (each way's
 * itinerary on its date), the cabin, the fare family and the passenger counts it is priced for.
 * The passengers' own details are asked at the checkout, not carried in the URL.
 */

export type FlightTrip = Omit<FlightSelection, 'travellers' | 'line'>

const LEG = /^([A-Za-z0-9][A-Za-z0-9_-]{0,79})@(\d{4}-\d{2}-\d{2})$/

const leg = (value: string | null) => {
  const found = value === null ? null : LEG.exec(value)
  return found ? { itineraryId: found[1]!, date: found[2]! } : null
}

const count = (value: string | null, min: number, fallback: number) => {
  const n = Number(value ?? fallback)
  return Number.isInteger(n) && n >= min && n <= FLIGHT_LIMITS.maxPassengers ? n : null
}

/** The checkout of one trip in one fare family. */
export function flightCheckoutUrl(trip: FlightTrip): string {
  const params = new URLSearchParams({ line: 'flight', out: `${trip.outbound.itineraryId}@${trip.outbound.date}` })
  if (trip.inbound) params.set('back', `${trip.inbound.itineraryId}@${trip.inbound.date}`)
  params.set('cabin', trip.cabin)
  params.set('family', trip.family)
  params.set('adults', String(trip.passengers.adults))
  if (trip.passengers.children > 0) params.set('children', String(trip.passengers.children))
  if (trip.passengers.infants > 0) params.set('infants', String(trip.passengers.infants))
  return `/hotel-checkout?${params}`
}

/** The trip a checkout link names, with no passengers' details yet; null when it is incomplete. */
export function flightSelectionOf(params: URLSearchParams): FlightSelection | null {
  const outbound = leg(params.get('out'))
  const inbound = params.has('back') ? leg(params.get('back')) : null
  const cabinFound = cabin.safeParse(params.get('cabin'))
  const familyFound = fareFamily.safeParse(params.get('family'))
  const adults = count(params.get('adults'), 1, 1)
  const children = count(params.get('children'), 0, 0)
  const infants = count(params.get('infants'), 0, 0)
  if (!outbound || (params.has('back') && !inbound) || !cabinFound.success || !familyFound.success) return null
  if (adults === null || children === null || infants === null || infants > adults) return null
  if (adults + children > FLIGHT_LIMITS.maxPassengers) return null
  return {
    line: 'flight',
    outbound,
    inbound,
    cabin: cabinFound.data,
    family: familyFound.data,
    passengers: { adults, children, infants },
    travellers: [],
  }
}
