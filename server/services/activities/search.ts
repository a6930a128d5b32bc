import type { z } from 'zod'
import { eq } from 'drizzle-orm'
import {
  activityCategory,
  durationBand,
  timeOfDay,
  type ActivitySearchResults,
  type activitySearchRequest,
} from '@contract/schemas/activities'
import { DomainError } from '../../errors'
import { activities, destinations } from '../../store/schema'
import type { Db } from '../../store/store'
import type { LineRegistry } from '../../suppliers/registry'
import { activityImageUrl } from '../../suppliers/store/activity-images'
import type { ActivityLineSupplier } from '../../suppliers/store/activity-line'
import { BOOKING_READ_TTL_MS, ratesFor } from '../booking/currencies'
import type { Organisation } from '../organisation'
import { cachedRead } from '../read-cache'
import { currencyFactor } from '../wallet/money'
import { checkActivityDays, sellsActivities } from './rules'
import { pageOffset } from '../../store/paging'

export type ActivityDeps = { db: Db; lines: LineRegistry; now: Date }
export type ActivitySearchQuery = z.output<typeof activitySearchRequest>

/** The activity line of the registry (server/suppliers/index.ts registers the store's). */
export const activitySupplier = (lines: LineRegistry) => lines.of('activity') as ActivityLineSupplier

/** A destination's name and country, and the currencies its activities are priced in; null when unknown. */
function activityDestination(db: Db, id: string) {
  return cachedRead(
    db,
    `activities:destination:${id}`,
    async () => {
      const [row] = await db
        .select({ id: destinations.id, name: destinations.name, countryCode: destinations.countryCode })
        .from(destinations)
        .where(eq(destinations.id, id))
      if (!row) return null
      const priced = await db.selectDistinct({ currency: activities.currency }).from(activities).where(eq(activities.destinationId, id))
      return { ...row, currencies: priced.map((p) => p.currency) }
    },
    BOOKING_READ_TTL_MS,
  )
}

const noFacets = (): ActivitySearchResults['facets'] => ({
  price: null,
  categories: activityCategory.options.map((category) => ({ category, count: 0 })),
  durations: durationBand.options.map((band) => ({ band, count: 0 })),
  timesOfDay: timeOfDay.options.map((time) => ({ time, count: 0 })),
})

/**
 * POST /api/activities/search: a page of the destination's activities for the days and
 * participants, priced in the asked currency, filtered, counted and sorted in the store (one call
 * of activity_search_page). An organisation that does not sell activities gets no results, not an
 * error; an unknown destination is 404 NOT_FOUND; days the organisation cannot book are 400 BAD_STAY.
 */
export async function searchActivities(deps: ActivityDeps, org: Organisation, query: ActivitySearchQuery): Promise<ActivitySearchResults> {
  const rates = await ratesFor(deps.db, org, query.currency)
  const dateTo = checkActivityDays(org, query.dateFrom, query.dateTo, deps.now)
  const [destination, sold] = await Promise.all([activityDestination(deps.db, query.destination), sellsActivities(deps.db, org)])
  if (!destination) throw new DomainError('NOT_FOUND', `No destination ${query.destination}`)
  const answer = {
    page: query.page,
    pageSize: query.pageSize,
    currency: rates.target.code,
    destination: { id: destination.id, name: destination.name, countryCode: destination.countryCode },
    dateFrom: query.dateFrom,
    dateTo,
  }
  if (!sold || destination.currencies.length === 0) return { ...answer, total: 0, results: [], facets: noFacets() }

  const found = await activitySupplier(deps.lines).search({
    destinationId: destination.id,
    dateFrom: query.dateFrom,
    dateTo,
    seats: query.adults + query.children,
    factors: destination.currencies.map((code) => ({ code, factor: currencyFactor(rates.of(code)) })),
    target: currencyFactor(rates.target),
    categories: query.categories,
    durations: query.durations,
    timesOfDay: query.timesOfDay,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    sort: query.sort,
    offset: pageOffset(query.page, query.pageSize),
    limit: query.pageSize,
  })
  return {
    ...answer,
    total: found.total,
    results: found.page.map((row) => ({
      id: row.id,
      title: row.title,
      destinationId: destination.id,
      destinationName: destination.name,
      countryCode: destination.countryCode,
      categories: row.categories,
      rating: row.ratingTenths / 10,
      reviewCount: row.reviewCount,
      durationMinutes: row.durationMinutes,
      timesOfDay: timeOfDay.options.filter((time) => row.timesOfDay.includes(time)),
      image: { url: activityImageUrl(row.id, row.images[0]!.file), alt: row.images[0]!.alt },
      fromPriceMinor: row.price,
      currency: rates.target.code,
      freeCancellation: row.freeCancellation,
      available: row.available,
    })),
    facets: {
      price: found.price_min === null || found.price_max === null ? null : { min: Number(found.price_min), max: Number(found.price_max) },
      categories: activityCategory.options.map((category) => ({ category, count: found.categories[category] ?? 0 })),
      durations: durationBand.options.map((band) => ({ band, count: found.durations[band] ?? 0 })),
      timesOfDay: timeOfDay.options.map((time) => ({ time, count: found.times[time] ?? 0 })),
    },
  }
}
