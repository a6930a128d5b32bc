import { callParsed } from '@/api/client'
import {
  flightAirportsAnswer,
  flightSearchAnswer,
  type Airport,
  type FlightSearchRequest,
  type FlightSearchResults,
} from '@contract/schemas/flights'

/*
 * The flight calls (issue 20; shapes in contract/schemas/flights.ts; docs/api.md "Flights"). A
 * flight's quote and booking are the booking core's (src/api/booking.ts getQuote,
 * createReservation with `selection.line = 'flight'`). Loaded with the flight pages only.
 */

/** POST /api/flights/airports: every airport of the schedule, by city, for the search form. */
export async function getFlightAirports(signal?: AbortSignal): Promise<Airport[]> {
  return (await callParsed('post', 'flights/airports', flightAirportsAnswer, { json: {}, signal })).data
}

/** POST /api/flights/search: the day's one-way or return offers for the party, filtered, sorted and paged. */
export async function searchFlights(request: FlightSearchRequest, signal?: AbortSignal): Promise<FlightSearchResults> {
  return (await callParsed('post', 'flights/search', flightSearchAnswer, { json: request, signal })).data
}
