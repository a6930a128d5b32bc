import { Agent, request } from 'node:http'
import { addDays } from '@contract/calendar'
import type { FlightSearchRequest } from '@contract/schemas/flights'
import { flightSeed } from '@server/seed/data/flights'
import { record, TIMING_NOISE } from './figures'

/** Issue 20's budget: over the seeded schedule, a flight search (return trips among them) answers within 100 ms at p95 under 20 concurrent searches. */
export const FLIGHT_SEARCH_P95_BUDGET_MS = 100
const CONCURRENCY = 20

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

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/** POSTs a flight search as a browser on the demo site sends it (Host and Origin `localhost`). */
function post(url: string, body: FlightSearchRequest): Promise<number> {
  const { hostname, port } = new URL(url)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/api/flights/search',
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

/** Records the flight search figure of `npm run bench` (issue 20) against a running server on the seeded schedule. */
export async function benchFlightSearch(url: string) {
  console.log(`\nPOST /api/flights/search, ${CONCURRENCY} concurrent, 600 searches over the seeded schedule (half of them return trips)…`)
  const run = await load(url, 600)
  record({
    name: `Flight search p95 at ${CONCURRENCY} concurrent`,
    value: run.p95,
    unit: 'ms',
    goal: { kind: 'max', target: FLIGHT_SEARCH_P95_BUDGET_MS, noise: FLIGHT_SEARCH_P95_BUDGET_MS * TIMING_NOISE },
    note: `p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors}`,
  })
  const alone = await load(url, 200, { warmUp: 0, concurrency: 1 })
  console.log(`  one search at a time: p50 ${alone.p50} ms, p95 ${alone.p95} ms`)
}

/** `tsx scripts/bench/flight-search.ts <url>`: the flight figure alone, against a server already running. */
if (process.argv[1]?.endsWith('flight-search.ts') && process.argv[2]) await benchFlightSearch(process.argv[2])
