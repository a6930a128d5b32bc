import { addDays } from '@contract/calendar'
import type { CarSearchRequest } from '@contract/schemas/cars'
import { carSeed } from '@server/seed/data/cars'
import { benchLineSearch } from './line-search'

/** Issue 20's budget: over the seeded stations and fleets, a car search answers within 50 ms at p95 under 20 concurrent searches. */
export const CAR_SEARCH_P95_BUDGET_MS = 50

/** Every seeded station, with the other station of its destination for the one-way searches. */
const STATIONS = carSeed().stations.map((station, _, all) => ({
  id: station.id,
  other: all.find((s) => s.destinationId === station.destinationId && s.id !== station.id)?.id ?? null,
}))

const sorts = ['price', 'category', 'supplier'] as const
const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'MXN']
const ages = [30, 23, 45, 19, 70]

/** The i-th search of a run: stations, days and lengths, one-way drop-offs, ages, currencies, sorts and filters rotate. */
function searchBody(i: number): CarSearchRequest {
  const station = STATIONS[i % STATIONS.length]!
  const day = addDays(new Date().toISOString().slice(0, 10), 7 + (i % 60))
  const oneWay = i % 4 === 0 ? station.other : null
  return {
    pickUpStationId: station.id,
    dropOffStationId: oneWay,
    pickUpAt: `${day}T10:00`,
    dropOffAt: `${addDays(day, 1 + (i % 9))}T${i % 2 ? '10:00' : '12:30'}`,
    driverAge: ages[i % ages.length]!,
    currency: currencies[i % currencies.length]!,
    sort: sorts[i % sorts.length],
    ...(i % 5 === 0 ? { transmission: 'automatic' as const } : {}),
    ...(i % 7 === 0 ? { categories: ['Compact', 'SUV'] } : {}),
  }
}

/** Car search figure of `npm run bench` against a running server. */
export const benchCarSearch = (url: string) =>
  benchLineSearch(url, {
    name: 'Car search',
    path: '/api/cars/search',
    over: 'the seeded stations and fleets',
    budgetMs: CAR_SEARCH_P95_BUDGET_MS,
    body: searchBody,
  })
