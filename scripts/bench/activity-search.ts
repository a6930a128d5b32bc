import { addDays } from '@contract/calendar'
import type { ActivitySearchRequest, ActivitySort } from '@contract/schemas/activities'
import { inventoryDestinations } from '@server/seed/data/inventory'
import { benchLineSearch } from './line-search'

/** Issue 16's budget: over the seeded activities, a search answers within 50 ms at p95 under 20 concurrent searches. */
export const ACTIVITY_SEARCH_P95_BUDGET_MS = 50

const sorts: ActivitySort[] = ['recommended', 'price-asc', 'price-desc', 'rating', 'duration']
const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'MXN']

/** The i-th search of a run: destinations, days and ranges, parties, currencies, sorts and filters rotate. */
function searchBody(i: number): ActivitySearchRequest {
  const dateFrom = addDays(new Date().toISOString().slice(0, 10), 7 + (i % 60))
  return {
    destination: inventoryDestinations[i % inventoryDestinations.length]!.id,
    dateFrom,
    ...(i % 3 === 0 ? { dateTo: addDays(dateFrom, 1 + (i % 6)) } : {}),
    adults: 1 + (i % 3),
    children: i % 4 === 0 ? 1 : 0,
    currency: currencies[i % currencies.length]!,
    sort: sorts[i % sorts.length],
    ...(i % 5 === 0 ? { categories: ['museum', 'tour'] as const } : {}),
    ...(i % 7 === 0 ? { timesOfDay: ['morning'] as const } : {}),
    pageSize: 10,
  } as ActivitySearchRequest
}

/** Activity search figure of `npm run bench` against a running server. */
export const benchActivitySearch = (url: string) =>
  benchLineSearch(url, {
    name: 'Activity search',
    path: '/api/activities/search',
    over: 'the seeded activities',
    budgetMs: ACTIVITY_SEARCH_P95_BUDGET_MS,
    body: searchBody,
  })
