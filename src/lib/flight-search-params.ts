import { isoDateString } from '@contract/schemas/booking'
import { FLIGHT_LIMITS, type Cabin, type FlightOffer, type FlightSearchRequest, type TimeWindow } from '@contract/schemas/flights'

/*
 * The flight pages' URLs (issue 20), read and written here only: the results
 * (/flight/search-details) hold the whole search (airports, dates, passengers, cabin, filters,
 * order, page); the form (/flight) takes the same names to prefill ("Change search"); a details
 * link (/flight-details?…) names one offer with the trip it was found for. The checkout link is
 * src/lib/flight-params.ts flightCheckoutUrl.
 *
 * Names: from, to, depart, return (absent: one-way), adults, children (each child's age, comma
 * separated), infants, cabin, stops, airline (repeated), outDep, outArr, retDep, retArr
 * ("HH:MM-HH:MM"), sort, page; a details link adds offer.
 */

export type FlightPassengers = { adults: number; childAges: number[]; infants: number }
export type FlightSearchParams = {
  from: string
  to: string
  departDate: string
  returnDate: string | null
  passengers: FlightPassengers
  cabin: Cabin
  stops: 'any' | 'direct' | 'max1'
  outboundDeparts: TimeWindow | null
  outboundArrives: TimeWindow | null
  returnDeparts: TimeWindow | null
  returnArrives: TimeWindow | null
  airlines: string[]
  sort: 'price' | 'duration' | 'departure'
  page: number
}

const IATA = /^[A-Z]{3}$/
/** A day of the calendar, as the request's own schema reads it (2027-02-29 is none). */
const isDay = (text: string) => isoDateString.safeParse(text).success
const AIRLINE = /^[A-Z0-9]{2}$/
const CLOCK = '(?:[01]\\d|2[0-3]):[0-5]\\d'
const WINDOW = new RegExp(`^(${CLOCK})-(${CLOCK}|24:00)$`)
const OFFER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}@\d{4}-\d{2}-\d{2}(\+[A-Za-z0-9][A-Za-z0-9_-]{0,79}@\d{4}-\d{2}-\d{2})?$/
const CABINS: readonly Cabin[] = ['economy', 'premium', 'business']

const int = (value: string | null, min: number, max: number) => {
  if (value === null) return null
  const n = Number(value)
  return Number.isInteger(n) && n >= min && n <= max ? n : null
}

/** Why a party cannot fly together, or null: at most 9 seated, no more infants than adults, children 2–11. */
export function passengersProblem(p: FlightPassengers): 'TOO_MANY' | 'INFANTS' | 'CHILD_AGE' | null {
  if (p.adults + p.childAges.length > FLIGHT_LIMITS.maxPassengers) return 'TOO_MANY'
  if (p.infants > p.adults) return 'INFANTS'
  if (p.childAges.some((age) => !Number.isInteger(age) || age < 2 || age >= FLIGHT_LIMITS.childUnder)) return 'CHILD_AGE'
  return null
}

function readPassengers(params: URLSearchParams): FlightPassengers | null {
  const adults = int(params.get('adults') ?? '1', 1, FLIGHT_LIMITS.maxPassengers)
  const infants = int(params.get('infants') ?? '0', 0, FLIGHT_LIMITS.maxPassengers)
  const children = params.get('children')
  const childAges = children ? children.split(',').map(Number) : []
  if (adults === null || infants === null) return null
  const passengers = { adults, childAges, infants }
  return passengersProblem(passengers) ? null : passengers
}

const readWindow = (value: string | null): TimeWindow | null => {
  const found = value === null ? null : WINDOW.exec(value)
  return found && found[1]! <= found[2]! ? { from: found[1]!, to: found[2]! } : null
}

/** What a form URL prefills: whatever of the search it names. */
export function readFlightPrefill(params: URLSearchParams): Partial<FlightSearchParams> {
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const depart = params.get('depart') ?? ''
  const back = params.get('return') ?? ''
  const cabin = CABINS.find((c) => c === params.get('cabin'))
  const passengers = readPassengers(params)
  return {
    ...(IATA.test(from) ? { from } : {}),
    ...(IATA.test(to) ? { to } : {}),
    ...(isDay(depart) ? { departDate: depart } : {}),
    ...(isDay(back) ? { returnDate: back } : {}),
    ...(passengers ? { passengers } : {}),
    ...(cabin ? { cabin } : {}),
  }
}

/** The search a results or details URL names; null when it is incomplete or cannot fly. */
export function readFlightSearch(params: URLSearchParams): FlightSearchParams | null {
  const found = readFlightPrefill(params)
  const { from, to, departDate, passengers } = found
  if (!from || !to || from === to || !departDate || !passengers) return null
  if (params.has('return') && (!found.returnDate || found.returnDate < departDate)) return null
  const stops = params.get('stops')
  const sort = params.get('sort')
  return {
    from,
    to,
    departDate,
    returnDate: found.returnDate ?? null,
    passengers,
    cabin: found.cabin ?? 'economy',
    stops: stops === 'direct' || stops === 'max1' ? stops : 'any',
    outboundDeparts: readWindow(params.get('outDep')),
    outboundArrives: readWindow(params.get('outArr')),
    returnDeparts: found.returnDate ? readWindow(params.get('retDep')) : null,
    returnArrives: found.returnDate ? readWindow(params.get('retArr')) : null,
    airlines: [...new Set(params.getAll('airline').filter((a) => AIRLINE.test(a)))].slice(0, 12),
    sort: sort === 'duration' || sort === 'departure' ? sort : 'price',
    page: int(params.get('page'), 1, 1000) ?? 1,
  }
}

const tripParams = (trip: Partial<FlightSearchParams>) => {
  const params = new URLSearchParams()
  if (trip.from) params.set('from', trip.from)
  if (trip.to) params.set('to', trip.to)
  if (trip.departDate) params.set('depart', trip.departDate)
  if (trip.returnDate) params.set('return', trip.returnDate)
  if (trip.passengers) {
    params.set('adults', String(trip.passengers.adults))
    if (trip.passengers.childAges.length > 0) params.set('children', trip.passengers.childAges.join(','))
    if (trip.passengers.infants > 0) params.set('infants', String(trip.passengers.infants))
  }
  if (trip.cabin && trip.cabin !== 'economy') params.set('cabin', trip.cabin)
  return params
}

const windowText = (w: TimeWindow | null) => (w ? `${w.from}-${w.to}` : null)

/** /flight/search-details?… for a search (what is default is left out). */
export function flightSearchUrl(search: FlightSearchParams): string {
  const params = tripParams(search)
  if (search.stops !== 'any') params.set('stops', search.stops)
  for (const airline of search.airlines) params.append('airline', airline)
  const windows = [
    ['outDep', search.outboundDeparts],
    ['outArr', search.outboundArrives],
    ['retDep', search.returnDeparts],
    ['retArr', search.returnArrives],
  ] as const
  for (const [name, w] of windows) if (windowText(w)) params.set(name, windowText(w)!)
  if (search.sort !== 'price') params.set('sort', search.sort)
  if (search.page > 1) params.set('page', String(search.page))
  return `/flight/search-details?${params}`
}

/** The search form, prefilled with what is known of the trip (the form's own URL). */
export function flightFormUrl(trip: Partial<FlightSearchParams>): string {
  const query = tripParams(trip).toString()
  return query ? `/flight?${query}` : '/flight'
}

/**
 * The details page of one offer: the trip, the offer's id, and what finds it again in one search
 * (each way's airline and local departure time; docs/decisions.md "Flight details from the search").
 */
export function flightDetailsUrl(search: FlightSearchParams, offer: Pick<FlightOffer, 'offerId' | 'outbound' | 'inbound'>): string {
  const params = tripParams(search)
  params.set('offer', offer.offerId)
  params.set('outDep', offer.outbound.departs.local.slice(11, 16))
  if (offer.inbound) params.set('retDep', offer.inbound.departs.local.slice(11, 16))
  for (const code of new Set([offer.outbound, offer.inbound].flatMap((way) => (way ? way.segments.map((s) => s.airline.code) : []))))
    params.append('airline', code)
  return `/flight-details?${params}`
}

/** The offer a details link names, and the one search that finds it; null when the link is incomplete. */
export function readFlightDetails(params: URLSearchParams): { offerId: string; request: Omit<FlightSearchRequest, 'currency'> } | null {
  const search = readFlightSearch(params)
  const offerId = params.get('offer') ?? ''
  const depart = params.get('outDep') ?? ''
  const back = params.get('retDep')
  if (!search || !OFFER.test(offerId) || !/^\d{2}:\d{2}$/.test(depart)) return null
  if (offerId.includes('+') !== (search.returnDate !== null) || (search.returnDate !== null && !/^\d{2}:\d{2}$/.test(back ?? '')))
    return null
  return {
    offerId,
    request: {
      from: search.from,
      to: search.to,
      departDate: search.departDate,
      returnDate: search.returnDate,
      passengers: search.passengers,
      cabin: search.cabin,
      outboundDeparts: { from: depart, to: depart },
      returnDeparts: back && search.returnDate ? { from: back, to: back } : null,
      airlines: search.airlines,
    },
  }
}

/** The passenger counts a checkout link carries: children of any age counted together. */
export const passengerCountsOf = (p: FlightPassengers) => ({ adults: p.adults, children: p.childAges.length, infants: p.infants })
