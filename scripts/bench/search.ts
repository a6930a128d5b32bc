import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays } from '@contract/calendar'
import type { SearchRequest, SearchSort } from '@contract/schemas/booking'
import { inventoryDestinations, inventorySeed } from '@server/seed/data/inventory'
import { seedInventory } from '@server/seed/inventory'
import { seedStore } from '@server/seed/seed'
import { openStore } from '@server/store/open'
import { startServer } from './server-process'
import { benchLineSearch, SEARCH_CONCURRENCY } from './line-search'

/** Issue 7's budget: over the seeded inventory, a search answers within 50 ms at p95 under 20 concurrent searches. */
export const SEARCH_P95_BUDGET_MS = 50
const CONCURRENCY = SEARCH_CONCURRENCY

const sorts: SearchSort[] = ['recommended', 'price-asc', 'price-desc', 'rating', 'distance']
const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'MXN']

/**
 * The i-th search of a run: destinations, kinds (with `resorts`), sorts, currencies, dates and
 * parties rotate, as many visitors' searches would.
 */
export function searchBody(i: number, destinationIds: readonly string[], resorts = true): SearchRequest {
  const resort = resorts && i % 4 === 3
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 14 + (i % 60))
  return {
    kind: resort ? 'resort' : 'hotel',
    destination: destinationIds[i % destinationIds.length],
    checkIn,
    checkOut: addDays(checkIn, resort ? 7 : 1 + (i % 5)),
    rooms: 1 + (i % 2),
    adults: 2,
    children: i % 3 === 0 ? 1 : 0,
    currency: currencies[i % currencies.length]!,
    sort: sorts[i % sorts.length],
    ...(i % 7 === 0 ? { stars: [4, 5] } : {}),
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/**
 * POSTs a search as a browser on the demo site sends it: Host and Origin name `localhost` (the
 * demo organisation's host, so the organisation comes from the host cache as in a deployment).
 * node:http, because fetch does not let a caller set Host. Answers the status and the body.
 */
export function postSearch(url: string, body: SearchRequest): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/api/booking/search',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          host: `localhost:${port}`,
          origin: `http://localhost:${port}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** `total` searches, `concurrency` at a time, each latency recorded; the first `warmUp` are not counted. */
export async function searchLoad(
  url: string,
  body: (i: number) => SearchRequest,
  total: number,
  { warmUp = 40, concurrency = CONCURRENCY } = {},
) {
  const latencies: number[] = []
  let next = 0
  let errors = 0
  const worker = async () => {
    while (next < total + warmUp) {
      const n = next++
      const started = performance.now()
      const { status } = await postSearch(url, body(n))
      if (n >= warmUp) latencies.push(performance.now() - started)
      if (status !== 200) errors++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!)
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors }
}

export type BulkInventoryServer = { baseUrl: string; destinationId: string; stop(): Promise<void> }

/**
 * Starts the bundled server (dist-server/, built first) on a fresh store seeded with the demo data
 * plus `count` extra hotels in one destination (the inventory seed's `extraPropertiesAt`), so a
 * search there answers 500 or more results. For benchmarks of the search and of the results page.
 */
export async function startBulkInventoryServer({
  port = 3910,
  destinationId = 'paris-fr',
  count = 500,
}: {
  port?: number
  destinationId?: string
  count?: number
} = {}): Promise<BulkInventoryServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-bench-bulk-'))
  try {
    // The store the server will open: PGlite under DATA_DIR, as server/store/open.ts names it.
    const store = await openStore({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    await store.migrate()
    await seedStore(store.db, 'demo')
    await seedInventory(store.db, inventorySeed({ extraPropertiesAt: { destinationId, count } }))
    await store.close()
    const server = await startServer(dataDir, port)
    return {
      baseUrl: server.url,
      destinationId,
      stop: async () => {
        await server.stop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

/** The hotel and resort search figure of `npm run bench` (issue 7) against a running server on the demo inventory, and how it grows with 500 results. */
export async function benchSearch(url: string) {
  const ids = inventoryDestinations.map((d) => d.id)
  await benchLineSearch(url, {
    name: 'Hotel search',
    path: '/api/booking/search',
    over: 'the demo inventory',
    budgetMs: SEARCH_P95_BUDGET_MS,
    body: (i) => searchBody(i, ids),
  })

  console.log(`\nPOST /api/booking/search, ${CONCURRENCY} concurrent, 200 searches of a destination with 500 more hotels…`)
  const bulk = await startBulkInventoryServer()
  try {
    const probe = await postSearch(bulk.baseUrl, searchBody(1, [bulk.destinationId], false))
    const results = (JSON.parse(probe.text) as { data?: { total: number } }).data?.total ?? 0
    const load = await searchLoad(bulk.baseUrl, (i) => searchBody(i, [bulk.destinationId], false), 200)
    const alone = await searchLoad(bulk.baseUrl, (i) => searchBody(i, [bulk.destinationId], false), 100, { warmUp: 0, concurrency: 1 })
    console.log(`  results per search: ${results}`)
    // Not the budget's case (that is the seeded inventory): how the search grows with 500 results.
    console.log(
      `  latency p95: ${load.p95} ms (p50 ${load.p50} ms, p99 ${load.p99} ms; the budget of ${SEARCH_P95_BUDGET_MS} ms is for the seeded inventory), errors: ${load.errors}`,
    )
    console.log(`  one search at a time: p50 ${alone.p50} ms, p95 ${alone.p95} ms`)
  } finally {
    await bulk.stop()
  }
}
