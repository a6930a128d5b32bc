import { isoDateString } from '@contract/schemas/booking'
import { localDateTime } from '@contract/schemas/cars'
import { TRANSFER_LIMITS, type TransferSearchRequest, type TransferSelection, type TransferVehicle } from '@contract/schemas/transfers'

/*
 * The transfer pages' URLs (issue 20): the results (/transfers/search-details) hold the whole
 * search (airport, place, direction, time, passengers, bags, vehicles, order); the form (/transfers)
 * takes the same names to prefill (a hotel booking's "Add a transfer"); a details link
 * (/transfer-details?…) and a checkout link (/hotel-checkout?line=transfer&…) name one offer for
 * the ride it was found for.
 */

export type TransferSearchParams = Omit<TransferSearchRequest, 'currency'>

/** A local date and time, or a date, on a day of the calendar, as the request's own schemas read them. */
const isLocal = (text: string) => localDateTime.safeParse(text).success
const isDay = (text: string) => isoDateString.safeParse(text).success
const AIRPORT = /^[A-Z]{3}$/
const PLACE = /^(hotel|point):[a-z0-9][a-z0-9-]{0,79}$/
const ID = /^[a-z0-9][a-z0-9-]{0,79}$/
const VEHICLES: readonly TransferVehicle[] = ['shared', 'private', 'minivan']

const count = (value: string | null, min: number, max: number, fallback: number) => {
  const n = Number(value ?? fallback)
  return Number.isInteger(n) && n >= min && n <= max ? n : null
}

/** What a form URL prefills: whatever of the search it names (a hotel booking's link names the airport, the hotel, the day and the party). */
export function readTransferPrefill(params: URLSearchParams): Partial<TransferSearchParams> {
  const airport = params.get('airport') ?? ''
  const place = params.get('place') ?? ''
  const at = params.get('at') ?? ''
  const direction = params.get('direction')
  const passengers = count(params.get('passengers'), 1, TRANSFER_LIMITS.maxPassengers, 2)
  const bags = count(params.get('bags'), 0, TRANSFER_LIMITS.maxBags, passengers ?? 2)
  return {
    ...(AIRPORT.test(airport) ? { airport } : {}),
    ...(PLACE.test(place) ? { placeId: place } : {}),
    ...(isLocal(at) ? { at } : isDay(at) ? { at: `${at}T12:00` } : {}),
    ...(direction === 'arrival' || direction === 'departure' ? { direction } : {}),
    ...(passengers !== null ? { passengers } : {}),
    ...(bags !== null ? { bags } : {}),
  }
}

/** The search a results URL names; null when it is incomplete. */
export function readTransferSearch(params: URLSearchParams): TransferSearchParams | null {
  const found = readTransferPrefill(params)
  const { airport, placeId, at, passengers, bags } = found
  if (!airport || !placeId || !at || passengers === undefined || bags === undefined) return null
  const sort = params.get('sort')
  return {
    airport,
    placeId,
    direction: found.direction ?? 'arrival',
    at,
    passengers,
    bags,
    vehicles: VEHICLES.filter((v) => params.getAll('vehicle').includes(v)),
    sort: sort === 'duration' ? 'duration' : 'price',
  }
}

const rideParams = (ride: Pick<TransferSearchParams, 'airport' | 'placeId' | 'direction' | 'at' | 'passengers' | 'bags'>) =>
  new URLSearchParams({
    airport: ride.airport,
    place: ride.placeId,
    direction: ride.direction ?? 'arrival',
    at: ride.at,
    passengers: String(ride.passengers),
    bags: String(ride.bags),
  })

/** /transfers/search-details?… for a search (what is default is left out). */
export function transferSearchUrl(search: TransferSearchParams): string {
  const params = rideParams(search)
  for (const vehicle of search.vehicles ?? []) params.append('vehicle', vehicle)
  if (search.sort && search.sort !== 'price') params.set('sort', search.sort)
  return `/transfers/search-details?${params}`
}

/** The search form, prefilled with what is known of the ride (the form's own URL). */
export const transferFormUrl = (ride: Partial<TransferSearchParams>): string => {
  const params = new URLSearchParams()
  if (ride.airport) params.set('airport', ride.airport)
  if (ride.placeId) params.set('place', ride.placeId)
  if (ride.direction) params.set('direction', ride.direction)
  if (ride.at) params.set('at', ride.at)
  if (ride.passengers) params.set('passengers', String(ride.passengers))
  if (ride.bags !== undefined) params.set('bags', String(ride.bags))
  const query = params.toString()
  return query ? `/transfers?${query}` : '/transfers'
}

/** The details page of one offer for a ride (the same names as its checkout link). */
export const transferDetailsUrl = (search: TransferSearchParams, offerId: string): string =>
  transferCheckoutUrl(search, offerId).replace('/hotel-checkout?line=transfer&', '/transfer-details?')

/** The checkout of one offer for a ride. */
export function transferCheckoutUrl(
  ride: Pick<TransferSearchParams, 'airport' | 'placeId' | 'direction' | 'at' | 'passengers' | 'bags'>,
  offerId: string,
): string {
  return `/hotel-checkout?${new URLSearchParams({ line: 'transfer', offer: offerId, ...Object.fromEntries(rideParams(ride)) })}`
}

/** The offer a details or checkout link names; null when the link is incomplete. */
export function transferOfferOf(params: URLSearchParams): string | null {
  const offer = params.get('offer') ?? ''
  return ID.test(offer) ? offer : null
}

/** The transfer a checkout link names (no flight number yet: the checkout asks for it); null when it is incomplete. */
export function transferSelectionOf(params: URLSearchParams): TransferSelection | null {
  const offerId = transferOfferOf(params)
  const search = readTransferSearch(params)
  if (!offerId || !search) return null
  return {
    line: 'transfer',
    offerId,
    airport: search.airport,
    placeId: search.placeId,
    direction: search.direction ?? 'arrival',
    at: search.at,
    passengers: search.passengers,
    bags: search.bags,
    flightNumber: null,
  }
}
