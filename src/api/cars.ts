import { callParsed } from '@/api/client'
import { carSearchAnswer, carStationsAnswer, type CarSearchRequest, type CarSearchResults, type CarStation } from '@contract/schemas/cars'

/*
 * The car hire calls (issue 20; shapes in contract/schemas/cars.ts; docs/api.md "Cars"). A car's
 * quote and booking are the booking core's (src/api/booking.ts getQuote, createReservation with
 * `selection.line = 'car'`). Loaded with the car pages only.
 */

/** POST /api/cars/stations: every rental station, for the search form. */
export async function getCarStations(signal?: AbortSignal): Promise<CarStation[]> {
  return (await callParsed('post', 'cars/stations', carStationsAnswer, { json: {}, signal })).data
}

/** POST /api/cars/search: one page of a station's cars for the rental, with facets. */
export async function searchCars(request: CarSearchRequest, signal?: AbortSignal): Promise<CarSearchResults> {
  return (await callParsed('post', 'cars/search', carSearchAnswer, { json: request, signal })).data
}
