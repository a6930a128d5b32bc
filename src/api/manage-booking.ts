import { callParsed } from '@/api/client'
import { reservationGrantAnswer, type FindReservationRequest, type ReservationGrant } from '@contract/schemas/manage-booking'
import { reservationAnswer, type Reservation } from '@contract/schemas/reservations'

/*
 * /manage-booking's calls (docs/api.md#reservations): find a booking by number and email, then read
 * and cancel it with the grant the look-up answered. Every function throws ApiError.
 */

/** POST /api/reservations/find: a grant to the booking, or 404 NOT_FOUND / 429 TOO_MANY_REQUESTS. */
export async function findBooking(request: FindReservationRequest, signal?: AbortSignal): Promise<ReservationGrant> {
  return (await callParsed('post', 'reservations/find', reservationGrantAnswer, { json: request, signal })).data
}

/** POST /api/reservations/detail with the grant as `token`. */
export async function grantedReservation(grant: ReservationGrant, signal?: AbortSignal): Promise<Reservation> {
  const json = { confirmationNumber: grant.confirmationNumber, token: grant.token }
  return (await callParsed('post', 'reservations/detail', reservationAnswer, { json, signal })).data
}

/** POST /api/reservations/cancel with the grant as `token`: every item that can still be cancelled. */
export async function cancelGranted(grant: ReservationGrant, signal?: AbortSignal): Promise<Reservation> {
  const json = { confirmationNumber: grant.confirmationNumber, token: grant.token }
  return (await callParsed('post', 'reservations/cancel', reservationAnswer, { json, signal })).data
}
