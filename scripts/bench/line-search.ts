import { Agent, request } from 'node:http'
import { record, TIMING_NOISE } from './figures'

/*
 * The search figure of a product line in `npm run bench` (issues 16 and 20): `concurrency` workers
 * POST the line's i-th search body to its search call, as a browser on the demo site sends it
 * (Host and Origin `localhost`), after a warm-up that is not measured; the p95 is recorded beside
 * the line's budget, and the same searches one at a time are printed for comparison. Each line
 * brings only its call, its budget and the searches it rotates through (scripts/bench/*-search.ts
 * and search.ts for hotels and resorts).
 */

export const SEARCH_CONCURRENCY = 20

export type LineSearchBench = {
  /** The figure's name in the summary, e.g. "Car search". */
  name: string
  /** The call, e.g. "/api/cars/search". */
  path: string
  /** What the searches range over, for the progress line. */
  over: string
  budgetMs: number
  /** The i-th search of a run. */
  body: (i: number) => unknown
  /** Headers of the i-th search beyond the browser's own (a member's session cookie). */
  headers?: (i: number) => Record<string, string>
}

const agent = new Agent({ keepAlive: true, maxSockets: SEARCH_CONCURRENCY })

function post(url: string, path: string, body: unknown, extra: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(url)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          host: `localhost:${port}`,
          origin: `http://localhost:${port}`,
          ...extra,
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

/** `total` measured searches after `warmUp` others, from `concurrency` workers: latency percentiles and non-200 answers. */
async function load(url: string, bench: LineSearchBench, total: number, { warmUp = 40, concurrency = SEARCH_CONCURRENCY } = {}) {
  const latencies: number[] = []
  let next = 0
  let errors = 0
  const worker = async () => {
    while (next < total + warmUp) {
      const n = next++
      const started = performance.now()
      const status = await post(url, bench.path, bench.body(n), bench.headers?.(n))
      if (n >= warmUp) latencies.push(performance.now() - started)
      if (status !== 200) errors++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!)
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors }
}

/**
 * Records the line's search p95 at SEARCH_CONCURRENCY against a running server, and prints it one
 * at a time. The figure is the server's steady state: the same 600 searches run once before the
 * measured pass, since a server that has just started compiles each line's code (V8's optimising
 * tiers, PGlite's WASM) during its first few hundred searches and answers up to twice as slowly
 * meanwhile. That first pass's p95 is printed in the figure's note, so a slow start stays visible.
 */
export async function benchLineSearch(url: string, bench: LineSearchBench) {
  console.log(`\nPOST ${bench.path}, ${SEARCH_CONCURRENCY} concurrent, 600 searches over ${bench.over}, after a first pass of the same…`)
  const first = await load(url, bench, 600)
  const run = await load(url, bench, 600, { warmUp: 0 })
  record({
    name: `${bench.name} p95 at ${SEARCH_CONCURRENCY} concurrent`,
    value: run.p95,
    unit: 'ms',
    goal: { kind: 'max', target: bench.budgetMs, noise: bench.budgetMs * TIMING_NOISE },
    note: `p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors + first.errors}; first pass p95 ${first.p95} ms`,
  })
  const alone = await load(url, bench, 200, { warmUp: 0, concurrency: 1 })
  console.log(`  one search at a time: p50 ${alone.p50} ms, p95 ${alone.p95} ms`)
}
