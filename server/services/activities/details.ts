import type { z } from 'zod'
import {
  timeOfDayOf,
  type AccessibilityNote,
  type ActivityCategory,
  type ActivityWithSlots,
  type activityDetailsRequest,
} from '@contract/schemas/activities'
import { DomainError } from '../../errors'
import { activityImageUrl } from '../../suppliers/store/activity-images'
import { heldSeats, readSlots, runsOn } from '../../suppliers/store/activity-store'
import { countryFacts, factsOf, ratesFor } from '../booking/currencies'
import type { Organisation } from '../organisation'
import { checkActivityDays, sellsActivities, ticketsIn } from './rules'
import { activitySupplier, type ActivityDeps } from './search'

export type ActivityDetailsQuery = z.output<typeof activityDetailsRequest>

/**
 * POST /api/activities/details: the activity with its tickets priced in the asked currency and,
 * for a date, that day's slots with the seats left (none when it does not run that day). 404 for
 * an activity the supplier does not know or the organisation does not sell.
 */
export async function activityWithSlots(deps: ActivityDeps, org: Organisation, query: ActivityDetailsQuery): Promise<ActivityWithSlots> {
  const rates = await ratesFor(deps.db, org, query.currency)
  const [activity, sold, countries] = await Promise.all([
    activitySupplier(deps.lines).details(query.id),
    sellsActivities(deps.db, org),
    countryFacts(deps.db),
  ])
  if (!activity || !sold) throw new DomainError('NOT_FOUND', `No activity ${query.id}`)
  let slots: ActivityWithSlots['slots'] = null
  if (query.date !== undefined) {
    checkActivityDays(org, query.date, undefined, deps.now)
    const all = runsOn(activity, query.date) ? await readSlots(deps.db, activity.id) : []
    const held = await heldSeats(
      deps.db,
      all.map((s) => s.id),
      query.date,
    )
    slots = all.map((slot) => ({
      time: slot.startsAt,
      timeOfDay: timeOfDayOf(slot.startsAt),
      capacity: slot.capacity,
      seatsLeft: Math.max(0, slot.capacity - (held.get(slot.id) ?? 0)),
    }))
  }
  return {
    activity: {
      id: activity.id,
      title: activity.title,
      destinationId: activity.destinationId,
      destinationName: activity.destinationName,
      countryCode: activity.countryCode,
      countryName: factsOf(countries, activity.countryCode).name,
      categories: activity.categories as ActivityCategory[],
      rating: activity.ratingTenths / 10,
      reviewCount: activity.reviewCount,
      description: activity.description.split('\n\n'),
      highlights: activity.highlights,
      included: activity.included,
      notIncluded: activity.notIncluded,
      meetingPoint: { text: activity.meetingPoint, latitude: activity.meetingLatitude, longitude: activity.meetingLongitude },
      durationMinutes: activity.durationMinutes,
      languages: activity.languages,
      accessibility: activity.accessibility as AccessibilityNote[],
      images: activity.images.map((image) => ({ url: activityImageUrl(activity.id, image.file), alt: image.alt })),
      freeCancellation: activity.freeCancellation,
      namesRequired: activity.namesRequired,
      weekdays: [0, 1, 2, 3, 4, 5, 6].filter((d) => ((activity.weekdayMask >> d) & 1) === 1),
      tickets: ticketsIn(activity, rates.of(activity.currency), rates.target),
      currency: rates.target.code,
    },
    date: query.date ?? null,
    slots,
  }
}
