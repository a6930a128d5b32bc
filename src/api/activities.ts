import { callParsed } from '@/api/client'
import {
  activityDetailsAnswer,
  activitySearchAnswer,
  type ActivitySearchRequest,
  type ActivitySearchResults,
  type ActivityWithSlots,
} from '@contract/schemas/activities'

/*
 * The activity calls (issue 16; shapes in contract/schemas/activities.ts; docs/api.md "Activities").
 * An activity's quote and booking are the booking core's (src/api/booking.ts getQuote,
 * createReservation with `selection.line = 'activity'`). Loaded with the activity pages only.
 */

/** POST /api/activities/search: one page of a destination's activities with facets. */
export async function searchActivities(request: ActivitySearchRequest, signal?: AbortSignal): Promise<ActivitySearchResults> {
  return (await callParsed('post', 'activities/search', activitySearchAnswer, { json: request, signal })).data
}

export type ActivityDetailsRequest = { id: string; date?: string; currency: string }

/** POST /api/activities/details: the activity, its tickets, and a day's slots with the seats left. */
export async function getActivity(request: ActivityDetailsRequest, signal?: AbortSignal): Promise<ActivityWithSlots> {
  return (await callParsed('post', 'activities/details', activityDetailsAnswer, { json: request, signal })).data
}
