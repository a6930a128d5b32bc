import { addDays, compareDates, parseIsoDate, type IsoDate } from '@contract/calendar'

/*
 * The activity pages' URLs hold the whole search (issue 16), so a page can be shared and reloaded:
 *
 *   /activities/search-details?destination=paris-fr&date=2026-07-01&dateTo=2026-07-03&adults=2&children=0
 *     &categories=museum,tour&durations=short&times=morning&priceMin=1000&priceMax=5000&sort=price-asc&page=2
 *   /activity-details?id=paris-louvre-museum-timed-entry-ticket&date=2026-07-01&time=10:30&adult=2&child=0&senior=0&family=0
 *   /hotel-checkout?line=activity&activity=…&date=…&time=…&adult=2&child=0&senior=0&family=0   (the generic checkout)
 *
 * Prices are the adult ticket's in minor units of the selected currency. Reading is forgiving: a
 * bad or missing value becomes null (or the default) and the page fills it in.
 */

export const ACTIVITY_CATEGORIES = ['tour', 'museum', 'attraction', 'day-trip', 'food-wine', 'water-sports', 'show'] as const
export const DURATION_BANDS = ['short', 'half-day', 'full-day'] as const
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const
export const ACTIVITY_SORTS = ['recommended', 'price-asc', 'price-desc', 'rating', 'duration'] as const
export type ActivityCategoryCode = (typeof ACTIVITY_CATEGORIES)[number]
export type DurationBandCode = (typeof DURATION_BANDS)[number]
export type TimeOfDayCode = (typeof TIMES_OF_DAY)[number]
export type ActivitySortCode = (typeof ACTIVITY_SORTS)[number]
/** The longest range searched at once (ACTIVITY_LIMITS.maxRangeDays; the schemas are not loaded here). */
export const MAX_RANGE_DAYS = 14
export const MAX_PARTICIPANTS = 10

export type ActivitySearchParams = {
  destination: string | null
  date: IsoDate | null
  dateTo: IsoDate | null
  adults: number
  children: number
  categories: ActivityCategoryCode[]
  durations: DurationBandCode[]
  times: TimeOfDayCode[]
  priceMin: number | null
  priceMax: number | null
  sort: ActivitySortCode
  page: number
}

export type Tickets = { adult: number; child: number; senior: number; family: number }
export const TICKET_TYPES = ['adult', 'child', 'senior', 'family'] as const

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

function int(params: URLSearchParams, name: string, min: number, max: number, fallback: number): number
function int(params: URLSearchParams, name: string, min: number, max: number, fallback: null): number | null
function int(params: URLSearchParams, name: string, min: number, max: number, fallback: number | null) {
  const raw = params.get(name)
  if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback
  const n = Number(raw)
  return n >= min && n <= max ? n : fallback
}

function listOf<T extends string>(params: URLSearchParams, name: string, known: readonly T[]): T[] {
  const asked = new Set((params.get(name) ?? '').split(','))
  return known.filter((value) => asked.has(value))
}

/** The search of an /activities/search-details query string. */
export function readActivitySearch(search: string): ActivitySearchParams {
  const params = new URLSearchParams(search)
  const destination = params.get('destination')
  const date = parseIsoDate(params.get('date') ?? '')
  let dateTo = parseIsoDate(params.get('dateTo') ?? '')
  if (date === null || (dateTo !== null && compareDates(dateTo, date) <= 0)) dateTo = null
  if (date !== null && dateTo !== null && compareDates(dateTo, addDays(date, MAX_RANGE_DAYS - 1)) > 0) dateTo = null
  const sort = params.get('sort') as ActivitySortCode | null
  return {
    destination: destination !== null && SLUG.test(destination) ? destination : null,
    date,
    dateTo,
    adults: int(params, 'adults', 1, MAX_PARTICIPANTS, 2),
    children: int(params, 'children', 0, MAX_PARTICIPANTS - 1, 0),
    categories: listOf(params, 'categories', ACTIVITY_CATEGORIES),
    durations: listOf(params, 'durations', DURATION_BANDS),
    times: listOf(params, 'times', TIMES_OF_DAY),
    priceMin: int(params, 'priceMin', 0, 1e9, null),
    priceMax: int(params, 'priceMax', 0, 1e9, null),
    sort: sort !== null && (ACTIVITY_SORTS as readonly string[]).includes(sort) ? sort : 'recommended',
    page: int(params, 'page', 1, 10_000, 1),
  }
}

/** The query string of a search (no leading "?"); defaults are left out. */
export function writeActivitySearch(s: ActivitySearchParams): string {
  const entries: [string, string][] = []
  if (s.destination) entries.push(['destination', s.destination])
  if (s.date) entries.push(['date', s.date])
  if (s.dateTo) entries.push(['dateTo', s.dateTo])
  entries.push(['adults', String(s.adults)], ['children', String(s.children)])
  if (s.categories.length) entries.push(['categories', s.categories.join(',')])
  if (s.durations.length) entries.push(['durations', s.durations.join(',')])
  if (s.times.length) entries.push(['times', s.times.join(',')])
  if (s.priceMin !== null) entries.push(['priceMin', String(s.priceMin)])
  if (s.priceMax !== null) entries.push(['priceMax', String(s.priceMax)])
  if (s.sort !== 'recommended') entries.push(['sort', s.sort])
  if (s.page > 1) entries.push(['page', String(s.page)])
  return new URLSearchParams(entries).toString()
}

export const activityResultsUrl = (s: ActivitySearchParams) => `/activities/search-details?${writeActivitySearch(s)}`

export type ActivityChoice = { date: IsoDate | null; time: string | null; tickets: Tickets }

/** The day, slot and tickets of an /activity-details or activity checkout query string. */
export function readActivityChoice(search: string | URLSearchParams): ActivityChoice {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const time = params.get('time')
  return {
    date: parseIsoDate(params.get('date') ?? ''),
    time: time !== null && TIME.test(time) ? time : null,
    tickets: {
      adult: int(params, 'adult', 0, MAX_PARTICIPANTS, 2),
      child: int(params, 'child', 0, MAX_PARTICIPANTS, 0),
      senior: int(params, 'senior', 0, MAX_PARTICIPANTS, 0),
      family: int(params, 'family', 0, 2, 0),
    },
  }
}

const choiceEntries = (choice: ActivityChoice): [string, string][] => [
  ...(choice.date ? [['date', choice.date] as [string, string]] : []),
  ...(choice.time ? [['time', choice.time] as [string, string]] : []),
  ...TICKET_TYPES.map((type): [string, string] => [type, String(choice.tickets[type])]),
]

export const activityDetailsUrl = (id: string, choice: ActivityChoice) =>
  `/activity-details?${new URLSearchParams([['id', id], ...choiceEntries(choice)]).toString()}`

/** The generic checkout of an activity's slot and tickets (src/features/checkout/lines/activity.tsx reads it). */
export const activityCheckoutUrl = (id: string, choice: ActivityChoice & { date: IsoDate; time: string }) =>
  `/hotel-checkout?${new URLSearchParams([['line', 'activity'], ['activity', id], ...choiceEntries(choice)]).toString()}`

export const activityIdOf = (params: URLSearchParams) => {
  const id = params.get('activity') ?? params.get('id') ?? ''
  return SLUG.test(id) ? id : null
}
