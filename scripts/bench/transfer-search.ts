import { addDays } from '@contract/calendar'
import type { TransferSearchRequest } from '@contract/schemas/transfers'
import { transferSeed } from '@server/seed/data/transfers'
import { benchLineSearch } from './line-search'

/** Issue 20's budget: over the seeded airports and offers, a transfer search answers within 50 ms at p95 under 20 concurrent searches. */
export const TRANSFER_SEARCH_P95_BUDGET_MS = 50

/** Every seeded airport with the points of its destination. */
const seed = transferSeed()
const AIRPORTS = seed.airports.map((airport) => ({
  iata: airport.iata,
  places: seed.points.filter((p) => p.destinationId === airport.destinationId).map((p) => `point:${p.id}`),
}))

const sorts = ['price', 'duration'] as const
const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'MXN']

/** The i-th search of a run: airports, places, ways, days and times, parties, currencies, sorts and vehicles rotate. */
function searchBody(i: number): TransferSearchRequest {
  const airport = AIRPORTS[i % AIRPORTS.length]!
  const day = addDays(new Date().toISOString().slice(0, 10), 7 + (i % 60))
  const passengers = 1 + (i % 8)
  return {
    airport: airport.iata,
    placeId: airport.places[i % airport.places.length]!,
    direction: i % 3 === 0 ? 'departure' : 'arrival',
    at: `${day}T${String(6 + (i % 16)).padStart(2, '0')}:${i % 2 ? '05' : '40'}`,
    passengers,
    bags: (i * 7) % (passengers + 2),
    currency: currencies[i % currencies.length]!,
    sort: sorts[i % sorts.length],
    ...(i % 5 === 0 ? { vehicles: ['private' as const, 'minivan' as const] } : {}),
  }
}

/** Transfer search figure of `npm run bench` against a running server. */
export const benchTransferSearch = (url: string) =>
  benchLineSearch(url, {
    name: 'Transfer search',
    path: '/api/transfers/search',
    over: 'the seeded airports and offers',
    budgetMs: TRANSFER_SEARCH_P95_BUDGET_MS,
    body: searchBody,
  })
