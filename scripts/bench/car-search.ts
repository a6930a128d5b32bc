import { Agent, request } from 'node:http'
import { addDays } from '@contract/calendar'
import type { CarSearchRequest } from '@contract/schemas/cars'
import { carSeed } from '@server/seed/data/cars'

/** Issue 20's budget: over the seeded stations and fleets, a car search answers within 50 ms at p95 under 20 concurrent searches. */
export const CAR_SEARCH_P95_BUDGET_MS = 50
const CONCURRENCY = 20

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

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/** POSTs a car search as a browser on the demo site sends it (Host and Origin `localhost`). */
function post(url: string, body: CarSearchRequest): Promise<number> {
  const { hostname, port } = new URL(url)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/api/cars/search',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          host: `localhost:${port}`,
          origin: `http://localhost:${port}`,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

async function load(url: string, total: number, { warmUp = 40, concurrency = CONCURRENCY } = {}) {
  const latencies: number[] = []
  let next = 0
  let errors = 0
  const worker = async () => {
    while (next < total + warmUp) {
      const n = next++
      const started = performance.now()
      const status = await post(url, searchBody(n))
      if (n >= warmUp) latencies.push(performance.now() - started)
      if (status !== 200) errors++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!)
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors }
}

/** Prints the car search figures of `npm run bench` (issue 20) against a running server on the seeded stations and fleets. */
export async function benchCarSearch(url: string) {
  console.log(`\nPOST /api/cars/search, ${CONCURRENCY} concurrent, 600 searches over the seeded stations and fleets…`)
  const run = await load(url, 600)
  const verdict = run.p95 <= CAR_SEARCH_P95_BUDGET_MS ? 'within budget' : 'OVER BUDGET'
  console.log(
    `  latency p95: ${run.p95} ms (${verdict} of ${CAR_SEARCH_P95_BUDGET_MS} ms; p50 ${run.p50} ms, p99 ${run.p99} ms), errors: ${run.errors}`,
  )
  const alone = await load(url, 200, { warmUp: 0, concurrency: 1 })
  console.log(`  one search at a time: p50 ${alone.p50} ms, p95 ${alone.p95} ms`)
}
