import { Agent, request } from 'node:http'
import { addDays } from '@contract/calendar'
import type { ActivitySearchRequest, ActivitySort } from '@contract/schemas/activities'
import { inventoryDestinations } from '@server/seed/data/inventory'

/** Issue 16's budget: over the seeded activities, a search answers within 50 ms at p95 under 20 concurrent searches. */
export const ACTIVITY_SEARCH_P95_BUDGET_MS = 50
const CONCURRENCY = 20

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

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/** POSTs an activity search as a browser on the demo site sends it (Host and Origin `localhost`). */
function post(url: string, body: ActivitySearchRequest): Promise<number> {
  const { hostname, port } = new URL(url)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/api/activities/search',
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

/** Prints the activity search figures of `npm run bench` (issue 16) against a running server on the seeded activities. */
export async function benchActivitySearch(url: string) {
  console.log(`\nPOST /api/activities/search, ${CONCURRENCY} concurrent, 600 searches over the seeded activities…`)
  const run = await load(url, 600)
  const verdict = run.p95 <= ACTIVITY_SEARCH_P95_BUDGET_MS ? 'within budget' : 'OVER BUDGET'
  console.log(
    `  latency p95: ${run.p95} ms (${verdict} of ${ACTIVITY_SEARCH_P95_BUDGET_MS} ms; p50 ${run.p50} ms, p99 ${run.p99} ms), errors: ${run.errors}`,
  )
  const alone = await load(url, 200, { warmUp: 0, concurrency: 1 })
  console.log(`  one search at a time: p50 ${alone.p50} ms, p95 ${alone.p95} ms`)
}
