import { eq } from 'drizzle-orm'
import { addDays, compareDates, nightsBetween, parseIsoDate } from '@contract/calendar'
import { BOOKING_WINDOW_DAYS } from '@contract/constants'
import { ACTIVITY_LIMITS, TICKET_SEATS, type ActivityTicket, type TicketType } from '@contract/schemas/activities'
import { DomainError } from '../../errors'
import { orgProducts } from '../../store/schema'
import type { Db } from '../../store/store'
import type { StoredActivity } from '../../suppliers/store/activity-store'
import { BOOKING_READ_TTL_MS } from '../booking/currencies'
import { earliestCheckIn, latestStart, utcToday } from '../booking/stay'
import type { Organisation } from '../organisation'
import { cachedRead } from '../read-cache'
import { convertMinor, type RatedCurrency } from '../wallet/money'

/*
 * The activity rules the search, the details and the quote share (issue 16; docs/api.md
 * "Activities"): who sells them, which days can be asked for, the tickets in a currency and the
 * last free-cancellation day.
 */

/** The organisation sells activities when its eligible products include `activities` (demo and atlas do). */
export async function sellsActivities(db: Db, org: Organisation): Promise<boolean> {
  const products = await cachedRead(
    db,
    `activities:products:${org.id}`,
    async () => (await db.select({ id: orgProducts.productId }).from(orgProducts).where(eq(orgProducts.orgId, org.id))).map((r) => r.id),
    BOOKING_READ_TTL_MS,
  )
  return products.includes('activities')
}

const badDate = (message: string) => new DomainError('BAD_STAY', message)

/**
 * Checks a day (or a range of days) asked for: real dates, the last not before the first, at
 * most ACTIVITY_LIMITS.maxRangeDays days, the first no earlier than a check-in may be and the last
 * no later (the same days as the hotels', docs/api.md "Booking"). Answers the last day. 400 BAD_STAY else.
 */
export function checkActivityDays(org: Pick<Organisation, 'minCheckinDays'>, from: string, to: string | undefined, now: Date): string {
  const last = to ?? from
  if (parseIsoDate(from) === null) throw badDate(`${from} is not a date of the calendar`)
  if (parseIsoDate(last) === null) throw badDate(`${last} is not a date of the calendar`)
  if (compareDates(last, from) < 0) throw badDate('The last day must not be before the first')
  if (nightsBetween(from, last) + 1 > ACTIVITY_LIMITS.maxRangeDays)
    throw badDate(`At most ${ACTIVITY_LIMITS.maxRangeDays} days can be searched at once`)
  const earliest = earliestCheckIn(org, now)
  if (compareDates(from, earliest) < 0) throw badDate(`The date must be ${earliest} or later`)
  const latest = latestStart(now)
  if (compareDates(last, latest) > 0)
    throw badDate(`The date must be ${latest} or earlier: activities can be booked up to ${BOOKING_WINDOW_DAYS} days ahead`)
  return last
}

const PRICE_COLUMN: Record<TicketType, 'adultMinor' | 'childMinor' | 'seniorMinor' | 'familyMinor'> = {
  adult: 'adultMinor',
  child: 'childMinor',
  senior: 'seniorMinor',
  family: 'familyMinor',
}

/** The ticket types the activity sells, each priced in `to` (converted exactly, rounded once). */
export function ticketsIn(activity: StoredActivity, from: RatedCurrency, to: RatedCurrency): ActivityTicket[] {
  const ages: Record<TicketType, [number | null, number | null]> = {
    adult: [activity.childMaxAge + 1, null],
    child: [activity.childMinAge, activity.childMaxAge],
    senior: [activity.seniorMinAge, null],
    family: [null, null],
  }
  return (['adult', 'child', 'senior', 'family'] as const).flatMap((type) => {
    const price = activity[PRICE_COLUMN[type]]
    if (price === null) return []
    const [minAge, maxAge] = ages[type]
    return [{ type, priceMinor: convertMinor(price, from, to), minAge, maxAge, seats: TICKET_SEATS[type] }]
  })
}

/** Free cancellation runs through the day before the activity (UTC), while that day is not past; null otherwise. */
export function activityFreeCancellationUntil(activity: Pick<StoredActivity, 'freeCancellation'>, date: string, now: Date): string | null {
  if (!activity.freeCancellation) return null
  const last = addDays(date, -1)
  return compareDates(last, utcToday(now)) >= 0 ? last : null
}
