import { callParsed } from '@/api/client'
import {
  destinationsAnswer,
  propertyAnswer,
  searchAnswer,
  type Destination,
  type PropertyWithOffers,
  type SearchRequest,
  type SearchResults,
} from '@contract/schemas/booking'
import type { z } from 'zod'
import { itemQuoteAnswer, type ItemQuote, type ItemQuoteRequest } from '@contract/schemas/lines'
import {
  reservationAnswer,
  reservationListAnswer,
  type CreateReservationRequest,
  type Reservation,
  type reservationCancelRequest,
} from '@contract/schemas/reservations'

/*
 * The booking calls (issue 7; shapes in contract/schemas/booking.ts and reservations.ts; docs/api.md
 * "Booking" and "Reservations").
 * Every function throws ApiError; `code` carries the server's reason (PRICE_CHANGED, SOLD_OUT, ...).
 * This module and its schemas load with the booking pages, never with the home page's first script.
 */

/** POST /api/booking/destinations: autocomplete for the search form. */
export async function searchDestinations(query: string, kind?: 'hotel' | 'resort', signal?: AbortSignal): Promise<Destination[]> {
  return (await callParsed('post', 'booking/destinations', destinationsAnswer, { json: { query, kind }, signal })).data
}

/** POST /api/booking/search: one page of results with facets. */
export async function searchProperties(request: SearchRequest, signal?: AbortSignal): Promise<SearchResults> {
  return (await callParsed('post', 'booking/search', searchAnswer, { json: request, signal })).data
}

export type PropertyRequest = {
  id: string
  checkIn?: string
  checkOut?: string
  rooms?: number
  adults?: number
  children?: number
  currency: string
}

/** POST /api/booking/property: details, and the room offers when the stay is given. */
export async function getProperty(request: PropertyRequest, signal?: AbortSignal): Promise<PropertyWithOffers> {
  return (await callParsed('post', 'booking/property', propertyAnswer, { json: request, signal })).data
}

/** POST /api/booking/quote: one selection of any product line, priced in the currency, as the checkout shows it. */
export async function getQuote(request: ItemQuoteRequest, signal?: AbortSignal): Promise<ItemQuote> {
  return (await callParsed('post', 'booking/quote', itemQuoteAnswer, { json: request, signal })).data
}

/** POST /api/reservations: books the items. The same idempotency key and body answer the same reservation. */
export async function createReservation(request: CreateReservationRequest, signal?: AbortSignal): Promise<Reservation> {
  return (await callParsed('post', 'reservations', reservationAnswer, { json: request, signal })).data
}

/** POST /api/reservations with json.token (docs/api.md#reservations): the member's reservations, or an agent's for clients; newest start first. */
export async function listReservations(token: string, scope: 'own' | 'agent' = 'own', signal?: AbortSignal): Promise<Reservation[]> {
  return (await callParsed('post', 'reservations', reservationListAnswer, { json: { json: { token, scope } }, signal })).data
}

/** POST /api/reservations/detail: one reservation of the member, or of this browser's guest token, with all its items. */
export async function getReservation(confirmationNumber: string, token: string, signal?: AbortSignal): Promise<Reservation> {
  return (await callParsed('post', 'reservations/detail', reservationAnswer, { json: { confirmationNumber, token }, signal })).data
}

export type CancelRequest = z.input<typeof reservationCancelRequest>

/**
 * POST /api/reservations/cancel: cancels within the policy; the wallet cards go back to the
 * member. With `itemId`, that item only; without, every item that still can be. Answers the
 * reservation as it now stands (its sums over the items still live).
 */
export async function cancelReservation(request: CancelRequest, signal?: AbortSignal): Promise<Reservation> {
  return (await callParsed('post', 'reservations/cancel', reservationAnswer, { json: request, signal })).data
}
