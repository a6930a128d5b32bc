import { addDays } from '@contract/calendar'
import type { StaySearchRequest, StaySort, UnitType } from '@contract/schemas/stays'
import { inventoryDestinations } from '@server/seed/data/inventory'
import { signInCookie } from './auth'
import { benchLineSearch } from './line-search'

/** Issue 16's budget: over the seeded rentals, a stay search answers within 50 ms at p95 under 20 concurrent searches. */
export const STAY_SEARCH_P95_BUDGET_MS = 50

const sorts: StaySort[] = ['recommended', 'price-asc', 'price-desc', 'rating']
const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'MXN']
const typeFilters: (UnitType[] | undefined)[] = [undefined, undefined, ['condo'], ['villa', 'house'], undefined]

/**
 * The i-th stays search of a run: destinations, dates, lengths, guests, currencies, sorts and
 * filters rotate as many visitors' would; every fourth is a signed-in member's (the certificate
 * is looked up), half of those asking only for the stays it covers.
 */
function stayBody(i: number, destinationIds: readonly string[]): { body: StaySearchRequest; member: boolean } {
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 14 + (i % 90))
  const member = i % 4 === 1
  const types = typeFilters[i % typeFilters.length]
  return {
    member,
    body: {
      destination: destinationIds[i % destinationIds.length]!,
      checkIn,
      checkOut: addDays(checkIn, 2 + (i % 7)),
      adults: 2 + (i % 3),
      children: i % 5 === 0 ? 1 : 0,
      currency: currencies[i % currencies.length]!,
      sort: sorts[i % sorts.length],
      ...(types ? { types } : {}),
      ...(i % 6 === 0 ? { bedrooms: 2 } : {}),
      ...(i % 9 === 0 ? { amenities: ['wifi' as const] } : {}),
      ...(member && i % 8 === 1 ? { covered: true } : {}),
    },
  }
}

/** The stays search figure of `npm run bench` (issue 16) against a running server on the demo rentals; a quarter of the searches signed in. */
export async function benchStaySearch(url: string) {
  const ids = inventoryDestinations.map((d) => d.id)
  const cookie = await signInCookie(url)
  await benchLineSearch(url, {
    name: 'Stay search',
    path: '/api/stays/search',
    over: 'the seeded rentals (a quarter signed in)',
    budgetMs: STAY_SEARCH_P95_BUDGET_MS,
    body: (i) => stayBody(i, ids).body,
    headers: (i): Record<string, string> => (stayBody(i, ids).member ? { cookie } : {}),
  })
}
