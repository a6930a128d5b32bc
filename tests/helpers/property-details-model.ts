import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { PropertyRequest } from '@/api/booking'
import type { BookingApi } from '../ui/helpers/fake-api'
import type { PropertyDetails, PropertyWithOffers, RoomOffer } from '@contract/schemas/booking'
import { addDays, nightsBetween } from '@contract/calendar'
import { propertyDetailsMachine, requestOf, type PropertyDetailsEvent, type PropertyDetailsInput } from '@machines/property-details.machine'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The property page's model: a hotel and a resort with fixed answers computed from each request,
 * every outcome of the one call (found, 404, a server error, no network), and the visitor's
 * changes (the adults of the stay, the currency) toggled between two values, so the graph is small.
 */

const base = {
  stars: 4,
  rating: 8.7,
  reviewCount: 1284,
  latitude: 21.1,
  longitude: -86.8,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  description: ['Rooms open onto the Caribbean.', 'The spa and three pools are a short walk from the beach.'],
}
export const hotel: PropertyDetails = {
  ...base,
  id: 'cancun-coral-bay',
  kind: 'hotel',
  product: 'HLT',
  name: 'Coral Bay Resort & Spa',
  destinationId: 'cancun-mx',
  destinationName: 'Cancún',
  countryCode: 'MX',
  countryName: 'Mexico',
  address: 'Blvd. Kukulcán km 9.5, Hotel Zone, Cancún',
  locationText: 'On the beach in the Hotel Zone',
  distanceFromCentreKm: 2.3,
  distanceUnit: 'Km',
  images: ['Pool at sunset', 'Lobby', 'Deluxe room', 'Beach', 'Spa'].map((alt, i) => ({
    url: `/api/booking/images/coral-bay-${i}.svg`,
    alt,
  })),
  amenities: ['wifi', 'pool', 'spa', 'rooftop-cinema'],
  cancellationPolicy: { freeUntilDaysBefore: 3 },
}
export const resort: PropertyDetails = {
  ...base,
  id: 'orlando-palm-weeks',
  kind: 'resort',
  product: 'RST',
  name: 'Palm Weeks Club',
  destinationId: 'orlando-us',
  destinationName: 'Orlando',
  countryCode: 'US',
  countryName: 'United States',
  address: '8000 Palm Parkway, Orlando, FL',
  locationText: 'By the lake, ten minutes from the parks',
  distanceFromCentreKm: 8,
  distanceUnit: 'Miles',
  images: [
    { url: '/api/booking/images/palm-weeks-0.svg', alt: 'Lake view' },
    { url: '/api/booking/images/palm-weeks-1.svg', alt: 'Villa' },
  ],
  amenities: ['pool', 'kids-club'],
  cancellationPolicy: { freeUntilDaysBefore: null },
}
export const properties: Record<string, PropertyDetails> = { [hotel.id]: hotel, [resort.id]: resort }

function offer(request: Required<PropertyRequest>, room: { id: string; name: string; max: number; left: number; base: number }): RoomOffer {
  const scale = request.currency === 'EUR' ? 0.5 : 1
  const nights = Array.from({ length: nightsBetween(request.checkIn, request.checkOut) }, (_, i) => ({
    date: addDays(request.checkIn, i),
    amountMinor: Math.round((room.base + 1500 * (i % 2)) * scale),
  }))
  const roomMinor = nights.reduce((sum, n) => sum + n.amountMinor, 0) * request.rooms
  const taxesMinor = Math.round(roomMinor * 0.16)
  const feesMinor = 1000 * request.rooms
  const fits = room.max * request.rooms >= request.adults + request.children && room.left >= request.rooms
  return {
    roomTypeId: `${request.id}-${room.id}`,
    name: room.name,
    description: `${room.name} with a view.`,
    beds: '1 king bed',
    maxOccupancy: room.max,
    sizeSqm: 32,
    amenities: ['air-conditioning', 'balcony', 'hammock'],
    image: { url: `/api/booking/images/${room.id}.svg`, alt: room.name },
    roomsLeft: room.left,
    bookable: fits,
    nights,
    roomMinor,
    taxesMinor,
    feesMinor,
    totalMinor: roomMinor + taxesMinor + feesMinor,
    currency: request.currency,
    freeCancellationUntil: room.id === 'deluxe' ? addDays(request.checkIn, -3) : null,
    // The deluxe room is refundable; the others are sold at a non-refundable rate.
    refundable: room.id === 'deluxe',
  }
}

/** The answer the fake server gives a request: the property, and its three room types priced when the stay has dates. */
export function propertyAnswerFor(request: PropertyRequest): PropertyWithOffers {
  const property = properties[request.id]
  if (!request.checkIn || !request.checkOut) return { property: property!, nights: null, offers: null }
  const full = { rooms: 1, adults: 2, children: 0, ...request } as Required<PropertyRequest>
  const rooms = [
    { id: 'deluxe', name: 'Deluxe King', max: 3, left: 2, base: 18000 },
    { id: 'single', name: 'Single Room', max: 1, left: 6, base: 9000 },
    { id: 'suite', name: 'Ocean Suite', max: 4, left: 0, base: 42000 },
  ]
  return { property: property!, nights: nightsBetween(full.checkIn, full.checkOut), offers: rooms.map((room) => offer(full, room)) }
}

/** Booking calls for the property page: getProperty answers from the fixtures (or as given) and records each request; the rest are other pages'. */
export function fakeBookingApi(getProperty: BookingApi['getProperty'] = async (request) => propertyAnswerFor(request)) {
  const requests: PropertyRequest[] = []
  const unused = async () => Promise.reject(new Error('not used by the property page'))
  const api: BookingApi = {
    getProperty: (request, signal) => (requests.push(request), getProperty(request, signal)),
    searchDestinations: unused,
    searchProperties: unused,
    getQuote: unused,
    createReservation: unused,
    listReservations: unused,
    getReservation: unused,
    cancelReservation: unused,
  }
  return Object.assign(api, { requests })
}

export const failures = {
  notFound: new ApiError('http', 'Property not found', 404, 'NOT_FOUND'),
  server: new ApiError('http', 'Internal server error', 500),
  network: new ApiError('network', 'Failed to fetch'),
}

const stay = (checkIn: string | null, checkOut: string | null) => ({ checkIn, checkOut, rooms: 1, adults: 2, children: 0 })
/** The days a stay may start on in these tests: from 2027-03-01 to the booking window's last day. */
export const WINDOW = { minDate: '2027-03-01', maxDate: '2028-02-29' }

/** The pages the model opens: a hotel with dates, a hotel without (filled from minDate), a resort for three nights (settled to a week). */
export const propertyInputs: PropertyDetailsInput[] = [
  { propertyId: hotel.id, stay: stay('2027-03-10', '2027-03-12'), currency: 'USD', ...WINDOW },
  { propertyId: hotel.id, stay: stay(null, null), currency: 'USD', ...WINDOW },
  { propertyId: resort.id, stay: stay('2027-03-10', '2027-03-13'), currency: 'USD', ...WINDOW },
]

type Snapshot = SnapshotFrom<typeof propertyDetailsMachine>

const loadOutcomes = (state: Snapshot) => [
  { type: 'xstate.done.actor.load', output: propertyAnswerFor(requestOf(state.context)) },
  ...Object.values(failures).map((error) => ({ type: 'xstate.error.actor.load', error })),
]

/** The events that can matter in a state: the call's outcomes while it runs, the visitor's changes where the page offers them. */
export function propertyDetailsEvents(state: Snapshot): PropertyDetailsEvent[] {
  const c = state.context
  const currency = { type: 'currency.change', currency: c.currency === 'USD' ? 'EUR' : 'USD' }
  const stayChange = { type: 'stay.change', stay: { ...c.stay, adults: c.stay.adults === 2 ? 3 : 2 } }
  const retry = { type: 'load.retry' }
  const events: unknown[] = state.matches('loading')
    ? [...loadOutcomes(state), currency]
    : state.matches('failed')
      ? [retry, currency]
      : state.matches({ ready: 'shown' })
        ? [stayChange, currency]
        : state.matches({ ready: 'reloading' })
          ? [...loadOutcomes(state), stayChange, currency]
          : state.matches({ ready: 'reloadFailed' })
            ? [retry, stayChange, currency]
            : []
  return events as PropertyDetailsEvent[]
}

/** The graph's key: the state, and what of the context the page shows, not the answers themselves. */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({
    value: state.value,
    currency: c.currency,
    adults: c.stay.adults,
    dated: c.stay.checkIn !== null,
    data: c.data === null ? null : c.data.offers === null ? 'property' : 'offers',
    error: c.error,
  })
}

/** The shortest path to every abstract state of every input, each extended where that walks a transition none walks yet. */
export function propertyDetailsPaths() {
  const shortest = propertyInputs.flatMap((input) =>
    getShortestPaths(propertyDetailsMachine, {
      input,
      events: propertyDetailsEvents,
      serializeState: (s) => abstractSnapshot(s as Snapshot),
    }).map((path) => Object.assign(replayed(propertyDetailsMachine, path, input), { input })),
  )
  return withEveryTransition(propertyDetailsMachine, shortest, propertyDetailsEvents)
}
