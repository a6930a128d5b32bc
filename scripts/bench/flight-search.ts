import { addDays } from '@contract/calendar'
import type { FlightSearchRequest } from '@contract/schemas/flights'
import { flightSeed } from '@server/seed/data/flights'
import { benchLineSearch } from './line-search'

/** Issue 20's budget: over the seeded schedule, a flight search (return trips among them) answers within 100 ms at p95 under 20 concurrent searches. */
export const FLIGHT_SEARCH_P95_BUDGET_MS = 100

/** Every seeded route that has an itinerary, so that most searches find flights (as people search). */
const ROUTES = [...new Set(flightSeed().itineraries.map((i) => `${i.origin}-${i.destination}`))].map(
  (route) => route.split('-') as [string, string],
)

const sorts = ['price', 'duration', 'departure'] as const
const cabins = ['economy', 'economy', 'premium', 'business'] as const
const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'MXN']

/** The i-th search of a run: routes, dates, return trips (half), passengers, cabins, currencies, sorts and filters rotate. */
function searchBody(i: number): FlightSearchRequest {
  const [from, to] = ROUTES[(i * 7) % ROUTES.length]!
  const departDate = addDays(new Date().toISOString().slice(0, 10), 7 + (i % 90))
  return {
    from,
    to,
    departDate,
    returnDate: i % 2 === 0 ? addDays(departDate, 3 + (i % 11)) : null,
    passengers: { adults: 1 + (i % 3), childAges: i % 5 === 0 ? [4, 9] : [], infants: i % 6 === 0 ? 1 : 0 },
    cabin: cabins[i % cabins.length]!,
    currency: currencies[i % currencies.length]!,
    sort: sorts[i % sorts.length],
    ...(i % 4 === 1 ? { stops: 'direct' as const } : {}),
    ...(i % 7 === 3 ? { outboundDeparts: { from: '06:00', to: '12:00' } } : {}),
  }
}

/** Flight search figure of `npm run bench` against a running server. */
export const benchFlightSearch = (url: string) =>
  benchLineSearch(url, {
    name: 'Flight search',
    path: '/api/flights/search',
    over: 'the seeded schedule (half of them return trips)',
    budgetMs: FLIGHT_SEARCH_P95_BUDGET_MS,
    body: searchBody,
  })

/** `tsx scripts/bench/flight-search.ts <url>`: the flight figure alone, against a server already running. */
if (process.argv[1]?.endsWith('flight-search.ts') && process.argv[2]) await benchFlightSearch(process.argv[2])
