import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { TransferSelection } from '@contract/schemas/transfers'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import { transferDetailsMachine, type TransferDetailsEvent, type TransferDetailsInput } from '@machines/transfer-details.machine'
import { cdg, lumiere } from './transfer-results-model'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The transfer details page's model: a private car from CDG to a Paris hotel for two, priced by a
 * fixed rule from each request (65.00 the vehicle; in euros half), every outcome of the one call,
 * and the visitor's changes (the currency), so the graph stays small.
 */

export const transferSelection: TransferSelection = {
  line: 'transfer',
  offerId: 'cdg-arrivo-private',
  airport: 'CDG',
  placeId: lumiere.id,
  direction: 'arrival',
  at: '2026-12-10T14:30',
  passengers: 2,
  bags: 2,
  flightNumber: null,
}

export const transferDetailsInput: TransferDetailsInput = { selection: transferSelection, currency: 'USD' }
export const transferDetailsPath =
  '/transfer-details?offer=cdg-arrivo-private&airport=CDG&place=hotel%3Aparis-hotel-lumiere&direction=arrival' +
  '&at=2026-12-10T14%3A30&passengers=2&bags=2'

/** The quote the fake server gives a request; `bookable` false when the vehicles ran out meanwhile. */
export function transferQuoteFor(request: ItemQuoteRequest, bookable = true): ItemQuote {
  const selection = request.selection as TransferSelection
  const unitMinor = request.currency === 'EUR' ? 3_250 : 6_500
  return {
    line: 'transfer',
    product: null,
    title: `Paris Charles de Gaulle Airport (CDG) → ${lumiere.name}`,
    subtitle: 'Toyota Camry · Arrivo Transfers',
    image: { url: '/api/transfers/images/private.svg', alt: 'Toyota Camry' },
    startsOn: '2026-12-10',
    endsOn: '2026-12-10',
    travellers: { adults: selection.passengers, children: 0 },
    price: { currency: request.currency, baseMinor: unitMinor, taxesMinor: 0, feesMinor: 0, totalMinor: unitMinor },
    freeCancellationUntil: '2026-12-09',
    details: {
      line: 'transfer',
      company: 'Arrivo Transfers',
      vehicle: 'private',
      model: 'Toyota Camry',
      maxPassengers: 3,
      maxBags: 3,
      pricing: 'per-vehicle',
      waitingMinutes: 60,
      payNow: true,
      image: { url: '/api/transfers/images/private.svg', alt: 'Toyota Camry' },
      airport: { iata: cdg.iata, name: cdg.name, destinationName: cdg.destinationName, timeZone: cdg.timeZone },
      place: lumiere,
      direction: selection.direction,
      at: selection.at,
      passengers: selection.passengers,
      bags: selection.bags,
      flightNumber: selection.flightNumber,
      distanceKm: 32,
      durationMinutes: 35,
      meeting: 'name-board',
      unitMinor,
    },
    selection,
    certificateRequired: false,
    bookable,
    payNow: true,
  }
}

export const transferDetailsFailures = {
  notFound: new ApiError('http', 'No transfer offer', 404, 'NOT_FOUND'),
  tooMany: new ApiError('http', 'The Toyota Camry takes at most 3 passengers.', 400, 'TOO_MANY_PASSENGERS'),
  server: new ApiError('http', 'Internal server error', 500),
  network: new ApiError('network', 'Failed to fetch'),
}

/** The request the machine sends for its context. */
export const transferQuoteRequestOf = (c: { selection: TransferSelection; currency: string }): ItemQuoteRequest => ({
  selection: c.selection,
  currency: c.currency,
})

type Snapshot = SnapshotFrom<typeof transferDetailsMachine>

/** The events that can matter in a state: the call's outcomes while it runs, the visitor's choices where the page offers them. */
export function transferDetailsEvents(state: Snapshot): TransferDetailsEvent[] {
  const c = state.context
  const request = transferQuoteRequestOf(c)
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.quote', output: transferQuoteFor(request) },
        // The vehicles ran out while the visitor looked: only in dollars, to keep the graph small.
        ...(c.currency === 'USD' ? [{ type: 'xstate.done.actor.quote', output: transferQuoteFor(request, false) }] : []),
        ...Object.values(transferDetailsFailures).map((error) => ({ type: 'xstate.error.actor.quote', error })),
      ]
    : state.matches('failed')
      ? [{ type: 'load.retry' }]
      : state.matches('ready')
        ? [{ type: 'currency.change', currency: c.currency === 'USD' ? 'EUR' : 'USD' }, { type: 'booking.continue' }]
        : []
  return events as TransferDetailsEvent[]
}

/** The graph's key: the state, the currency, whether the price is kept and bookable, the error. */
export function abstractTransferDetails(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({
    value: state.value,
    euros: c.currency === 'EUR',
    quote: c.quote === null ? null : c.quote.bookable,
    error: c.error,
  })
}

/** The shortest path to every abstract state, each extended where that walks a transition none walks yet. */
export function transferDetailsPaths() {
  const shortest = getShortestPaths(transferDetailsMachine, {
    input: transferDetailsInput,
    events: transferDetailsEvents,
    serializeState: (s) => abstractTransferDetails(s as Snapshot),
  }).map((path) => replayed(transferDetailsMachine, path, transferDetailsInput))
  return withEveryTransition(transferDetailsMachine, shortest, transferDetailsEvents)
}
