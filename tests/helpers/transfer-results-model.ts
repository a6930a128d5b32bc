import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { TransferAirport, TransferOffer, TransferSearchRequest, TransferSearchResults } from '@contract/schemas/transfers'
import { transferResultsMachine, type TransferResultsEvent } from '@machines/transfer-results.machine'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The transfer-results machine's model: the search a results page starts with, what the visitor
 * can do there (another sort, retry), the call's outcomes, and fixtures of results the UI tests share.
 */

export const cdg: TransferAirport = {
  iata: 'CDG',
  name: 'Paris Charles de Gaulle Airport',
  destinationName: 'Paris',
  timeZone: 'Europe/Paris',
  places: [
    { id: 'point:paris-fr-centre', kind: 'point', name: 'Paris city centre', address: 'Central Square, Paris' },
    { id: 'hotel:paris-hotel-lumiere', kind: 'hotel', name: 'Hôtel Lumière', address: '12 Rue de Rivoli, Paris' },
  ],
}
export const lumiere = cdg.places[1]!

/** One ride of the results; `n` makes the id, model and price differ; the first is a shuttle per person, the others cars per vehicle. */
export function transferOffer(n: number, overrides: Partial<TransferOffer> = {}): TransferOffer {
  const shared = n === 1
  const unitMinor = shared ? 1_800 : 5_000 + n * 1_000
  return {
    offerId: `cdg-arrivo-ride-${n}`,
    company: 'Arrivo Transfers',
    vehicle: shared ? 'shared' : n % 2 ? 'minivan' : 'private',
    model: `Model ${n}`,
    maxPassengers: shared ? 8 : 4,
    maxBags: shared ? 8 : 4,
    pricing: shared ? 'per-person' : 'per-vehicle',
    waitingMinutes: 60,
    payNow: n !== 2,
    image: { url: '/api/transfers/images/private.svg', alt: `Model ${n}` },
    unitMinor,
    totalMinor: shared ? 2 * unitMinor : unitMinor,
    durationMinutes: shared ? 60 : 35 + n,
    meeting: shared ? 'shuttle-desk' : 'name-board',
    freeCancellationUntil: '2026-12-09',
    ...overrides,
  }
}

/** `total` rides for two passengers, with the count of each kind. */
export function transferPage({ total = 3, currency = 'USD' }: { total?: number; currency?: string } = {}): TransferSearchResults {
  const offers = Array.from({ length: total }, (_, i) => transferOffer(i + 1))
  const counts = new Map<TransferOffer['vehicle'], number>()
  for (const offer of offers) counts.set(offer.vehicle, (counts.get(offer.vehicle) ?? 0) + 1)
  return {
    airport: { iata: cdg.iata, name: cdg.name, destinationName: cdg.destinationName, timeZone: cdg.timeZone },
    place: lumiere,
    direction: 'arrival',
    distanceKm: 32,
    currency,
    total,
    offers,
    facets: { vehicles: [...counts].map(([value, count]) => ({ value, count })) },
  }
}

/** The search of parisTransfersPath, as the page asks for it. */
export const parisTransferRequest: TransferSearchRequest = {
  airport: 'CDG',
  placeId: lumiere.id,
  direction: 'arrival',
  at: '2026-12-10T14:30',
  passengers: 2,
  bags: 2,
  currency: 'USD',
  vehicles: [],
  sort: 'price',
}
export const parisTransfersPath =
  '/transfers/search-details?airport=CDG&place=hotel%3Aparis-hotel-lumiere&direction=arrival&at=2026-12-10T14%3A30&passengers=2&bags=2'

export const transferSearchOutcomes = {
  found: transferPage({ total: 3 }),
  none: transferPage({ total: 0 }),
  offline: new ApiError('network', 'Failed to fetch'),
  broken: new ApiError('http', 'Internal server error', 500),
  elsewhere: new ApiError('http', 'Transfers from this airport go within Paris only.', 400, 'PLACE_NOT_SERVED'),
}

type Snapshot = SnapshotFrom<typeof transferResultsMachine>

/** The other sort a visitor picks: so every change is a new search. */
export const otherTransferSort = (request: TransferSearchRequest) => (request.sort === 'duration' ? 'price' : 'duration')

/** The events that can matter: the call's outcomes while loading, a retry where the page offers it, another sort anywhere. */
export function transferResultsEvents(state: Snapshot): TransferResultsEvent[] {
  const change = { type: 'search.change', request: { ...state.context.request, sort: otherTransferSort(state.context.request) } }
  const o = transferSearchOutcomes
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.search', output: o.found },
        { type: 'xstate.done.actor.search', output: o.none },
        { type: 'xstate.error.actor.search', error: o.offline },
        { type: 'xstate.error.actor.search', error: o.broken },
        { type: 'xstate.error.actor.search', error: o.elsewhere },
        change,
      ]
    : state.matches('failed')
      ? // A refused ride is changed in the search form, not tried again.
        [...(state.context.error === 'RIDE_REFUSED' ? [] : [{ type: 'search.retry' }]), change]
      : [change]
  return events as TransferResultsEvent[]
}

/** The graph's key: the state, whether results are kept and how many, the error, and whether the search was changed. */
export function abstractTransferSnapshot(state: Snapshot): string {
  const c = state.context
  const changed = c.request.sort !== parisTransferRequest.sort
  return JSON.stringify({ value: state.value, results: c.results === null ? null : c.results.total, error: c.error, changed })
}

export const transferResultsInput = { request: parisTransferRequest }

/** The shortest path to every abstract state, each extended where that walks a transition none walks yet. */
export function transferResultsTestPaths() {
  const shortest = getShortestPaths(transferResultsMachine, {
    input: transferResultsInput,
    events: transferResultsEvents,
    serializeState: (state) => abstractTransferSnapshot(state as Snapshot),
  }).map((path) => replayed(transferResultsMachine, path, transferResultsInput))
  return withEveryTransition(transferResultsMachine, shortest, transferResultsEvents)
}
