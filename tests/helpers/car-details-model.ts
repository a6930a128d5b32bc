import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { CarExtras, CarSelection } from '@contract/schemas/cars'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import { carDetailsMachine, type CarDetailsEvent, type CarDetailsInput } from '@machines/car-details.machine'
import { cdgAirport } from './car-results-model'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The car details page's model: one compact car at the counter rate for three days, priced by a
 * fixed rule from each request (45.00 a day; an additional driver 9.00, a child seat 8.00 and full
 * cover 20.00 a day; in euros half), every outcome of the one call, and the visitor's changes (the
 * extras within small bounds, the currency), so the graph stays small.
 */

export const carSelection: CarSelection = {
  line: 'car',
  offerId: 'paris-fr-cdg-airport-sunroad-rentals-cdmr',
  dropOffStationId: cdgAirport.id,
  pickUpAt: '2026-12-10T10:00',
  dropOffAt: '2026-12-13T10:00',
  driverAge: 30,
  rate: 'counter',
  extras: { additionalDriver: false, childSeats: 0, fullCover: false },
}

export const carDetailsInput: CarDetailsInput = { selection: carSelection, currency: 'USD' }
export const carDetailsPath =
  '/car-details?offer=paris-fr-cdg-airport-sunroad-rentals-cdmr&from=paris-fr-cdg-airport&to=paris-fr-cdg-airport' +
  '&pickUp=2026-12-10T10%3A00&dropOff=2026-12-13T10%3A00&age=30&rate=counter'

/** The extras' price a day, in dollars' cents. */
export const extrasPerDay = (e: CarExtras) => (e.additionalDriver ? 900 : 0) + e.childSeats * 800 + (e.fullCover ? 2_000 : 0)

/** The quote the fake server gives a request; `bookable` false when the fleet ran out meanwhile. */
export function carQuoteFor(request: ItemQuoteRequest, bookable = true): ItemQuote {
  const selection = request.selection as CarSelection
  const scale = request.currency === 'EUR' ? 0.5 : 1
  const baseMinor = Math.round((3 * 4_500 + 3 * extrasPerDay(selection.extras)) * scale)
  const station = { ...cdgAirport }
  return {
    line: 'car',
    product: null,
    title: 'Peugeot 208 or similar',
    subtitle: 'Compact · Sunroad Rentals',
    image: { url: '/api/cars/images/cdmr.svg', alt: 'Peugeot 208, Compact' },
    startsOn: '2026-12-10',
    endsOn: '2026-12-13',
    travellers: { adults: 1, children: 0 },
    price: { currency: request.currency, baseMinor, taxesMinor: 0, feesMinor: 0, totalMinor: baseMinor },
    freeCancellationUntil: '2026-12-08',
    details: {
      line: 'car',
      supplierName: 'Sunroad Rentals',
      category: 'Compact',
      acriss: 'CDMR',
      model: 'Peugeot 208',
      seats: 5,
      doors: 4,
      bags: 2,
      transmission: 'manual',
      fuel: 'petrol',
      mileageKmPerDay: null,
      included: ['collision-damage-waiver', 'theft-protection', 'airport-fees'],
      image: { url: '/api/cars/images/cdmr.svg', alt: 'Peugeot 208, Compact' },
      pickUp: { ...station, at: selection.pickUpAt },
      dropOff: { ...station, at: selection.dropOffAt },
      days: 3,
      driverAge: selection.driverAge,
      rate: selection.rate,
      extras: selection.extras,
      oneWayFeeMinor: 0,
      youngDriverFeeMinor: 0,
      extrasMinor: Math.round(3 * extrasPerDay(selection.extras) * scale),
    },
    selection,
    certificateRequired: false,
    bookable,
    payNow: selection.rate === 'online',
  }
}

export const carDetailsFailures = {
  notFound: new ApiError('http', 'No car offer', 404, 'NOT_FOUND'),
  tooYoung: new ApiError('http', 'The driver must be at least 25 to rent this car.', 400, 'DRIVER_TOO_YOUNG'),
  server: new ApiError('http', 'Internal server error', 500),
  network: new ApiError('network', 'Failed to fetch'),
}

/** The request the machine sends for its context. */
export const quoteRequestOf = (c: { selection: CarSelection; currency: string }): ItemQuoteRequest => ({
  selection: c.selection,
  currency: c.currency,
})

type Snapshot = SnapshotFrom<typeof carDetailsMachine>

/** The extras' changes the model tries: the additional driver and full cover on and off, 0–1 child seat. */
function extrasChanges(e: CarExtras): CarDetailsEvent[] {
  return [
    { type: 'extras.change', extras: { ...e, additionalDriver: !e.additionalDriver } },
    { type: 'extras.change', extras: { ...e, fullCover: !e.fullCover } },
    { type: 'extras.change', extras: { ...e, childSeats: e.childSeats === 0 ? 1 : 0 } },
  ]
}

/** The events that can matter in a state: the call's outcomes while it runs, the visitor's choices where the page offers them. */
export function carDetailsEvents(state: Snapshot): CarDetailsEvent[] {
  const c = state.context
  const request = quoteRequestOf(c)
  const noExtras = extrasPerDay(c.selection.extras) === 0
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.quote', output: carQuoteFor(request) },
        // The fleet ran out while the visitor chose: only on the first pricing, to keep the graph small.
        ...(noExtras && c.currency === 'USD' ? [{ type: 'xstate.done.actor.quote', output: carQuoteFor(request, false) }] : []),
        ...Object.values(carDetailsFailures).map((error) => ({ type: 'xstate.error.actor.quote', error })),
      ]
    : state.matches('failed')
      ? [{ type: 'load.retry' }]
      : state.matches('ready')
        ? [
            // The currency changes with no extras chosen; in euros the model only checks the prices and changes it back.
            ...(noExtras ? [{ type: 'currency.change', currency: c.currency === 'USD' ? 'EUR' : 'USD' }] : []),
            ...(c.currency === 'EUR' ? [] : extrasChanges(c.selection.extras)),
            { type: 'booking.continue' },
          ]
        : []
  return events as CarDetailsEvent[]
}

/** The graph's key: the state, the extras, the currency, whether the price is kept and bookable, the error. */
export function abstractCarDetails(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({
    value: state.value,
    extras: c.selection.extras,
    euros: c.currency === 'EUR',
    quote: c.quote === null ? null : c.quote.bookable,
    error: c.error,
  })
}

/** The shortest path to every abstract state, each extended where that walks a transition none walks yet. */
export function carDetailsPaths() {
  const shortest = getShortestPaths(carDetailsMachine, {
    input: carDetailsInput,
    events: carDetailsEvents,
    serializeState: (s) => abstractCarDetails(s as Snapshot),
  }).map((path) => replayed(carDetailsMachine, path, carDetailsInput))
  return withEveryTransition(carDetailsMachine, shortest, carDetailsEvents)
}
