import { Agent, request } from 'node:http'
import { addDays } from '@contract/calendar'
import type { TransferSearchRequest } from '@contract/schemas/transfers'
import { transferSeed } from '@server/seed/data/transfers'

/** Issue 20's budget: over the seeded airports and offers, a transfer search answers within 50 ms at p95 under 20 concurrent searches. */
export const TRANSFER_SEARCH_P95_BUDGET_MS = 50
const CONCURRENCY = 20

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

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/** POSTs a transfer search as a browser on the demo site sends it (Host and Origin `localhost`). */
function post(url: string, body: TransferSearchRequest): Promise<number> {
  const { hostname, port } = new URL(url)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/api/transfers/search',
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

/** Prints the transfer search figures of `npm run bench` (issue 20) against a running server on the seeded airports and offers. */
export async function benchTransferSearch(url: string) {
  console.log(`\nPOST /api/transfers/search, ${CONCURRENCY} concurrent, 600 searches over the seeded airports and offers…`)
  const run = await load(url, 600)
  const verdict = run.p95 <= TRANSFER_SEARCH_P95_BUDGET_MS ? 'within budget' : 'OVER BUDGET'
  console.log(
    `  latency p95: ${run.p95} ms (${verdict} of ${TRANSFER_SEARCH_P95_BUDGET_MS} ms; p50 ${run.p50} ms, p99 ${run.p99} ms), errors: ${run.errors}`,
  )
  const alone = await load(url, 200, { warmUp: 0, concurrency: 1 })
  console.log(`  one search at a time: p50 ${alone.p50} ms, p95 ${alone.p95} ms`)
}
