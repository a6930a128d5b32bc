import { HTTPError, TimeoutError } from 'ky'
import type { z } from 'zod'
import { ApiError, callParsed, http } from '@/api/client'
import {
  accountDetailsAnswer,
  changeEmailAnswer,
  confirmEmailAnswer,
  exportAnswer,
  preferenceAnswer,
  sessionsAnswer,
  updatePasswordAnswer,
  upcomingBookingsRefusal,
  type AccountDetails,
  type ActiveSession,
  type PreferenceRequest,
  type UpcomingBooking,
  type UpdateDetailsRequest,
  type UpdatePasswordRequest,
} from '@contract/schemas/account'
import { okAnswer, type Profile } from '@contract/schemas/auth'
import {
  travelProfileAnswer,
  travellerAnswer,
  travellersAnswer,
  type TravelProfile,
  type TravelProfileInput,
  type Traveller,
  type TravellerInput,
} from '@contract/schemas/travel'

/*
 * My account, the travel profile and travellers (issue 17; docs/api.md "My account", "Travel
 * profile and travellers"). Every function throws ApiError; a refusal that names what stands in
 * the way (the bookings still to come, the refused rows of a file) throws a DetailedRefusal
 * carrying it. This module and its schemas load with the account pages, never with the home
 * page's first script.
 */

/** A refusal with what the server named besides its code. */
export class DetailedRefusal<D> extends ApiError {
  constructor(
    message: string,
    status: number,
    code: string,
    readonly details: D,
  ) {
    super('http', message, status, code)
    this.name = 'DetailedRefusal'
  }
}

/**
 * Posts one call whose refusal may carry details: a refusal of `refusal`'s shape throws a
 * DetailedRefusal with `pick(body)`; any other failure an ApiError as every call's does.
 */
export async function postWithDetails<A extends z.ZodType, R extends z.ZodType, D>(
  path: string,
  json: unknown,
  schemas: { answer: A; refusal: R },
  pick: (body: z.infer<R>) => D,
  signal?: AbortSignal,
): Promise<z.infer<A>> {
  let body: unknown
  try {
    body = await http.post(path, { json, signal }).json()
  } catch (error) {
    if (error instanceof HTTPError) {
      const answer = (await error.response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null
      const refused = schemas.refusal.safeParse(answer)
      if (refused.success) {
        const { message, code } = refused.data as { message: string; code: string }
        throw new DetailedRefusal(message, error.response.status, code, pick(refused.data))
      }
      const message = typeof answer?.message === 'string' ? answer.message : error.message
      throw new ApiError('http', message, error.response.status, typeof answer?.code === 'string' ? answer.code : null)
    }
    if (error instanceof TimeoutError) throw new ApiError('timeout', error.message)
    if (error instanceof DOMException && error.name === 'AbortError') throw new ApiError('aborted', error.message)
    throw new ApiError('network', error instanceof Error ? error.message : String(error))
  }
  const parsed = schemas.answer.safeParse(body)
  if (!parsed.success) throw new ApiError('invalid-answer', `Unexpected answer from ${path}`)
  return parsed.data
}

const post = <T extends z.ZodType>(path: string, schema: T, json: unknown, signal?: AbortSignal) =>
  callParsed('post', path, schema, { json, signal })

/** POST /api/profile/details: the signed-in user's details. */
export async function getAccountDetails(signal?: AbortSignal): Promise<AccountDetails> {
  return (await post('profile/details', accountDetailsAnswer, {}, signal)).data
}

/** POST /api/profile/updateDetails: name, title, phone, nationality; answers the account as it now is. */
export async function updateAccountDetails(request: UpdateDetailsRequest, signal?: AbortSignal): Promise<AccountDetails> {
  return (await post('profile/updateDetails', accountDetailsAnswer, request, signal)).data
}

/** POST /api/profile/updatePrefCurrLang (SPEC §7): the language and currency the member prefers; answers the profile. */
export async function updatePreference(request: PreferenceRequest, signal?: AbortSignal): Promise<Profile> {
  return (await post('profile/updatePrefCurrLang', preferenceAnswer, request, signal)).result
}

/** POST /api/profile/changeEmail: mails the new address a link; nothing changes before it is opened. */
export async function changeEmail(request: { email: string; password: string }, signal?: AbortSignal): Promise<string> {
  return (await post('profile/changeEmail', changeEmailAnswer, request, signal)).data.pendingEmail
}

/** POST /api/profile/confirmEmail: the key of the link; answers the new address. */
export async function confirmEmail(key: string, signal?: AbortSignal): Promise<string> {
  return (await post('profile/confirmEmail', confirmEmailAnswer, { key }, signal)).data.email
}

/** POST /api/profile/changePassword: answers how many other sessions ended. */
export async function changeOwnPassword(request: UpdatePasswordRequest, signal?: AbortSignal): Promise<number> {
  return (await post('profile/changePassword', updatePasswordAnswer, request, signal)).data.signedOut
}

/** POST /api/profile/sessions: the user's live sessions, this one first. */
export async function listSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return (await post('profile/sessions', sessionsAnswer, {}, signal)).data
}

/** POST /api/profile/revokeSession: ends another session; answers those left. */
export async function revokeSession(id: string, signal?: AbortSignal): Promise<ActiveSession[]> {
  return (await post('profile/revokeSession', sessionsAnswer, { id }, signal)).data
}

/** POST /api/profile/revokeOtherSessions: ends every other session; answers this one. */
export async function revokeOtherSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return (await post('profile/revokeOtherSessions', sessionsAnswer, {}, signal)).data
}

/** POST /api/profile/export: the person's data as one JSON document. */
export async function exportAccount(signal?: AbortSignal): Promise<Record<string, unknown>> {
  return (await post('profile/export', exportAnswer, {}, signal)).data
}

/**
 * POST /api/profile/deleteAccount: deletes the account (confirmed by the password). Bookings still
 * to come throw a DetailedRefusal (UPCOMING_BOOKINGS) naming them.
 */
export async function deleteAccount(password: string, signal?: AbortSignal): Promise<void> {
  await postWithDetails(
    'profile/deleteAccount',
    { password },
    { answer: okAnswer, refusal: upcomingBookingsRefusal },
    (body): UpcomingBooking[] => body.bookings,
    signal,
  )
}

/** POST /api/profile/travelProfile. */
export async function getTravelProfile(signal?: AbortSignal): Promise<TravelProfile> {
  return (await post('profile/travelProfile', travelProfileAnswer, {}, signal)).data
}

/** POST /api/profile/updateTravelProfile: the whole profile; a passport without a number keeps the stored one. */
export async function saveTravelProfile(request: TravelProfileInput, signal?: AbortSignal): Promise<TravelProfile> {
  return (await post('profile/updateTravelProfile', travelProfileAnswer, request, signal)).data
}

/** POST /api/travellers/list: the member's saved travellers. */
export async function listTravellers(signal?: AbortSignal): Promise<Traveller[]> {
  return (await post('travellers/list', travellersAnswer, {}, signal)).data
}

/** POST /api/travellers/save: adds (no id) or changes a traveller. */
export async function saveTraveller(request: TravellerInput, signal?: AbortSignal): Promise<Traveller> {
  return (await post('travellers/save', travellerAnswer, request, signal)).data
}

/** POST /api/travellers/remove: answers the travellers left. */
export async function removeTraveller(id: number, signal?: AbortSignal): Promise<Traveller[]> {
  return (await post('travellers/remove', travellersAnswer, { id }, signal)).data
}
