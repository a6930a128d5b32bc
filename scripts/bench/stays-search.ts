import { Agent, request } from 'node:http'
import { addDays } from '@contract/calendar'
import type { StaySearchRequest, StaySort, UnitType } from '@contract/schemas/stays'
import { inventoryDestinations } from '@server/seed/data/inventory'
import { signInCookie } from './auth'

/** Issue 16's budget: over the seeded rentals, a stay search answers within 50 ms at p95 under 20 concurrent searches. */
export const STAY_SEARCH_P95_BUDGET_MS = 50
const CONCURRENCY = 20

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

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/** POSTs a stays search as the demo site's browser sends it (Host and Origin `localhost`, the member's cookie when given). */
function postStaySearch(url: string, body: StaySearchRequest, cookie: string | null): Promise<number> {
  const { hostname, port } = new URL(url)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/api/stays/search',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          host: `localhost:${port}`,
          origin: `http://localhost:${port}`,
          ...(cookie ? { cookie } : {}),
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

async function load(url: string, cookie: string, total: number, { warmUp = 40, concurrency = CONCURRENCY } = {}) {
  const ids = inventoryDestinations.map((d) => d.id)
  const latencies: number[] = []
  let next = 0
  let errors = 0
  const worker = async () => {
    while (next < total + warmUp) {
      const n = next++
      const { body, member } = stayBody(n, ids)
      const started = performance.now()
      const status = await postStaySearch(url, body, member ? cookie : null)
      if (n >= warmUp) latencies.push(performance.now() - started)
      if (status !== 200) errors++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!)
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors }
}

/** Prints the stays search figures of `npm run bench` (issue 16) against a running server on the demo rentals. */
export async function benchStaySearch(url: string) {
  console.log(`\nPOST /api/stays/search, ${CONCURRENCY} concurrent, 600 searches over the seeded rentals (a quarter signed in)…`)
  const cookie = await signInCookie(url)
  const result = await load(url, cookie, 600)
  const verdict = result.p95 <= STAY_SEARCH_P95_BUDGET_MS ? 'within budget' : 'OVER BUDGET'
  console.log(
    `  latency p95: ${result.p95} ms (${verdict} of ${STAY_SEARCH_P95_BUDGET_MS} ms; p50 ${result.p50} ms, p99 ${result.p99} ms), errors: ${result.errors}`,
  )
  const alone = await load(url, cookie, 200, { warmUp: 0, concurrency: 1 })
  console.log(`  one search at a time: p50 ${alone.p50} ms, p95 ${alone.p95} ms`)
}
