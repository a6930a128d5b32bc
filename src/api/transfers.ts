import { callParsed } from '@/api/client'
import {
  transferAirportsAnswer,
  transferSearchAnswer,
  type TransferAirport,
  type TransferSearchRequest,
  type TransferSearchResults,
} from '@contract/schemas/transfers'

/*
 * The transfer calls (issue 20; shapes in contract/schemas/transfers.ts; docs/api.md "Transfers").
 * A transfer's quote and booking are the booking core's (src/api/booking.ts getQuote,
 * createReservation with `selection.line = 'transfer'`). Loaded with the transfer pages only.
 */

/** POST /api/transfers/airports: every airport with its destination's points and hotels (and `placeId`'s hotel), for the search form. */
export async function getTransferAirports(placeId: string | null, signal?: AbortSignal): Promise<TransferAirport[]> {
  return (await callParsed('post', 'transfers/airports', transferAirportsAnswer, { json: { placeId }, signal })).data
}

/** POST /api/transfers/search: an airport's rides that take the party, priced and ordered. */
export async function searchTransfers(request: TransferSearchRequest, signal?: AbortSignal): Promise<TransferSearchResults> {
  return (await callParsed('post', 'transfers/search', transferSearchAnswer, { json: request, signal })).data
}
