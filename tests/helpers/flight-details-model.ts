import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { FlightSearchRequest, FlightSearchResults } from '@contract/schemas/flights'
import { flightDetailsMachine, type FlightDetailsEvent, type FlightDetailsInput } from '@machines/flight-details.machine'
import { flightOffer, flightPage } from './flight-results-model'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The flight details page's model: the one-stop return offer no. 2 of flight-results-model for two
 * adults, found by one search narrowed to its airline and departure times; every outcome of that
 * search (found, found in euros, gone, refused, failed), and the visitor's choices (another family,
 * the light fare whose one seat is too few for two, the currency, Continue).
 */

export const detailsOffer = flightOffer(2)
export const flightDetailsPath =
  '/flight-details?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2' +
  `&offer=${encodeURIComponent(detailsOffer.offerId)}&outDep=21%3A10&retDep=21%3A10&airline=18`

export const flightDetailsRequest: FlightSearchRequest = {
  from: 'LIS',
  to: 'BCN',
  departDate: '2026-12-11',
  returnDate: '2026-12-18',
  passengers: { adults: 2, childAges: [], infants: 0 },
  cabin: 'economy',
  outboundDeparts: { from: '21:10', to: '21:10' },
  returnDeparts: { from: '21:10', to: '21:10' },
  airlines: ['18'],
  currency: 'USD',
}
export const flightDetailsInput: FlightDetailsInput = { offerId: detailsOffer.offerId, request: flightDetailsRequest }

/** The narrowed search's answer: the offer alone, in the asked currency (euros halve the prices). */
export function detailsAnswer(currency: string): FlightSearchResults {
  const page = flightPage({ total: 1, currency })
  const offer = flightOffer(2)
  if (currency === 'EUR') {
    for (const fare of offer.fares) {
      fare.totalMinor /= 2
      fare.perPassenger.adultMinor /= 2
    }
    offer.totalMinor /= 2
    offer.pricePerAdultMinor /= 2
  }
  return { ...page, offers: [offer] }
}
/** The search finds the trip's other offers only: this one has gone (sold out or no longer flown). */
export const goneAnswer: FlightSearchResults = { ...flightPage({ total: 1 }), offers: [flightOffer(4)] }

export const flightDetailsFailures = {
  refused: new ApiError('http', 'The departure date has passed.', 400, 'BAD_STAY'),
  server: new ApiError('http', 'Internal server error', 500),
  network: new ApiError('network', 'Failed to fetch'),
}

type Snapshot = SnapshotFrom<typeof flightDetailsMachine>

/** The events that can matter in a state: the call's outcomes while it runs, the visitor's choices where the page offers them. */
export function flightDetailsEvents(state: Snapshot): FlightDetailsEvent[] {
  const c = state.context
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.search', output: detailsAnswer(c.request.currency) },
        ...(c.offer === null ? [{ type: 'xstate.done.actor.search', output: goneAnswer }] : []),
        ...Object.values(flightDetailsFailures).map((error) => ({ type: 'xstate.error.actor.search', error })),
      ]
    : state.matches('failed')
      ? [{ type: 'load.retry' }]
      : state.matches('ready')
        ? [
            { type: 'currency.change', currency: c.request.currency === 'USD' ? 'EUR' : 'USD' },
            { type: 'family.choose', family: c.family === 'flex' ? 'light' : 'flex' },
            { type: 'booking.continue' },
          ]
        : []
  return events as FlightDetailsEvent[]
}

/** The graph's key: the state, the currency, whether the offer is kept, the family, the error. */
export function abstractFlightDetails(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({
    value: state.value,
    euros: c.request.currency === 'EUR',
    offer: c.offer !== null,
    family: c.family,
    error: c.error,
  })
}

/** The shortest path to every abstract state, each extended where that walks a transition none walks yet. */
export function flightDetailsPaths() {
  const shortest = getShortestPaths(flightDetailsMachine, {
    input: flightDetailsInput,
    events: flightDetailsEvents,
    serializeState: (s) => abstractFlightDetails(s as Snapshot),
  }).map((path) => replayed(flightDetailsMachine, path, flightDetailsInput))
  return withEveryTransition(flightDetailsMachine, shortest, flightDetailsEvents)
}
