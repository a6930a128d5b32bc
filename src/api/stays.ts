import { callParsed } from '@/api/client'
import {
  staySearchAnswer,
  stayUnitAnswer,
  type StaySearchRequest,
  type StaySearchResults,
  type StayUnitRequest,
  type StayUnitWithCalendar,
} from '@contract/schemas/stays'

/*
 * The rentals' calls (issue 16; shapes in contract/schemas/stays.ts; docs/api.md "Stays"). Their
 * quote and booking are the booking core's (src/api/booking.ts getQuote, createReservation).
 * Every function throws ApiError. This module loads with the stays pages only.
 */

/** POST /api/stays/search: one page of a destination's rentals free for the stay, with facets and the member's certificate. */
export async function searchStays(request: StaySearchRequest, signal?: AbortSignal): Promise<StaySearchResults> {
  return (await callParsed('post', 'stays/search', staySearchAnswer, { json: request, signal })).data
}

/** POST /api/stays/unit: a rental with its calendar of booked nights and fewest nights per arrival day. */
export async function getStayUnit(request: StayUnitRequest, signal?: AbortSignal): Promise<StayUnitWithCalendar> {
  return (await callParsed('post', 'stays/unit', stayUnitAnswer, { json: request, signal })).data
}
