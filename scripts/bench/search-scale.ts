import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { addDays } from '@contract/calendar'
import type { SearchRequest, SearchSort } from '@contract/schemas/booking'
import { inventoryDestinations } from '@server/seed/data/inventory'
import { bulkInventory, bulkPlan, type BulkInventoryOptions } from '@server/seed/data/inventory-bulk'
import { seedInventory } from '@server/seed/inventory'
import { seedStore } from '@server/seed/seed'
import { openPgliteStore, openPostgresStore } from '@server/store/open'
import type { Store } from '@server/store/store'
import { startTemporaryPostgres } from './postgres'
import { postSearch } from './search'
import { startServer } from './server-process'

/*
 * `npm run bench -- --search-scale` (issue 15): the search at 100,000 properties, 10,000 of them in
 * one destination, on the embedded store and on PostgreSQL side by side, each figure beside its
 * goal. The PGlite inventory is kept in .tmp/ between runs (a minute to seed); PostgreSQL is a
 * throwaway cluster of the newest installed major.
 */

const CONCURRENCY = 20
const sorts: SearchSort[] = ['recommended', 'price-asc', 'price-desc', 'rating', 'distance']
const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'MXN']
const today = () => new Date().toISOString().slice(0, 10)

/** The i-th search of `destinationId`: dates, stays, parties, currencies and (unless `sort` is given) orders rotate. */
function body(i: number, destinationId: string, sort?: SearchSort): SearchRequest {
  const checkIn = addDays(today(), 14 + ((i * 7) % 200))
  return {
    kind: 'hotel',
    destination: destinationId,
    checkIn,
    checkOut: addDays(checkIn, 1 + (i % 7)),
    rooms: 1,
    adults: 1 + (i % 2),
    children: i % 5 === 0 ? 1 : 0,
    currency: currencies[i % currencies.length]!,
    sort: sort ?? sorts[i % sorts.length],
    ...(i % 9 === 0 ? { stars: [4, 5] } : {}),
  }
}

type Timing = { ms: number; ok: boolean }

async function timed(url: string, request: SearchRequest): Promise<Timing> {
  const started = performance.now()
  const { status } = await postSearch(url, request)
  return { ms: performance.now() - started, ok: status === 200 }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

/** Workers sending `next(i)` until `stop()` says so; every latency recorded. */
async function load(url: string, workers: number, next: (i: number) => SearchRequest, stop: (done: number) => boolean) {
  const times: number[] = []
  let errors = 0
  let issued = 0
  const worker = async () => {
    while (!stop(issued)) {
      const t = await timed(url, next(issued++))
      times.push(t.ms)
      if (!t.ok) errors++
    }
  }
  await Promise.all(Array.from({ length: workers }, worker))
  return { times: times.sort((a, b) => a - b), errors }
}

export type ScaleFigures = {
  store: string
  readyMs: number
  firstSearchMs: number
  largeResults: number
  largeP50: number
  largeP95: number
  smallFirstP95: number
  smallP95: number
  smallWhileLargeP95: number
  throughput: number
  slowestOverMedian: number
  rssMb: number
  errors: number
}

async function measure(store: string, url: string, readyMs: number, rss: () => number, plan: ReturnType<typeof bulkPlan>, largest: string) {
  const first = await timed(url, body(0, largest, 'price-asc'))
  const probe = JSON.parse((await postSearch(url, body(1, largest, 'price-asc'))).text) as { data: { total: number } }
  let errors = first.ok ? 0 : 1

  // The large destination alone: sorted by price, first page, with facets, one at a time.
  const large = await load(
    url,
    1,
    (i) => body(i, largest, 'price-asc'),
    (n) => n >= 80,
  )
  // The small destinations' figure is the server's steady state, as the lines' searches are
  // (line-search.ts): the same 600 searches run once before the measured pass, since a server that
  // has just started compiles their code (V8's tiers, PGlite's WASM) meanwhile. That first pass's
  // p95 is printed beside it.
  const small = plan.small
  const smallBody = (i: number) => body(i, small[i % small.length]!)
  const smallFirst = await load(url, CONCURRENCY, smallBody, (n) => n >= 600)
  const smallLoad = await load(url, CONCURRENCY, smallBody, (n) => n >= 600)
  // The same while one visitor after another searches the large destination.
  let largeRunning = true
  const background = load(
    url,
    1,
    (i) => body(i, largest, 'price-asc'),
    () => !largeRunning,
  )
  const smallDuring = await load(url, CONCURRENCY, smallBody, (n) => n >= 600)
  largeRunning = false
  const backgroundDone = await background

  // 60 s of steady, mixed load over every destination (the large one in one search of ten).
  const everywhere = inventoryDestinations.map((d) => d.id)
  const started = performance.now()
  const steady = await load(
    url,
    CONCURRENCY,
    (i) => body(i, i % 10 === 0 ? largest : everywhere[i % everywhere.length]!),
    () => performance.now() - started > 60_000,
  )
  const seconds = (performance.now() - started) / 1000
  errors += large.errors + smallFirst.errors + smallLoad.errors + smallDuring.errors + backgroundDone.errors + steady.errors
  return {
    store,
    readyMs,
    firstSearchMs: first.ms,
    largeResults: probe.data.total,
    largeP50: quantile(large.times, 0.5),
    largeP95: quantile(large.times, 0.95),
    smallFirstP95: quantile(smallFirst.times, 0.95),
    smallP95: quantile(smallLoad.times, 0.95),
    smallWhileLargeP95: quantile(smallDuring.times, 0.95),
    throughput: steady.times.length / seconds,
    slowestOverMedian: steady.times.at(-1)! / quantile(steady.times, 0.5),
    rssMb: rss() / 1024 / 1024,
    errors,
  } satisfies ScaleFigures
}

async function seed(store: Store, options: BulkInventoryOptions): Promise<string> {
  const started = performance.now()
  await store.migrate()
  await seedStore(store.db, 'demo')
  const outcome = await seedInventory(store.db, bulkInventory(options), { fingerprintKey: 'inventory-seed:bulk' })
  return outcome === 'seeded' ? `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s` : 'kept from an earlier run'
}

const row = (label: string, goal: string, values: string[]) =>
  console.log(`  ${label.padEnd(52)} ${goal.padEnd(12)} ${values.map((v) => v.padStart(12)).join(' ')}`)

/** Runs the scale figures on PGlite and (when installed) PostgreSQL and prints them side by side; answers how many missed their goal. */
export async function benchSearchScale({ properties = 100_000, largest = 10_000 } = {}): Promise<number> {
  const options: BulkInventoryOptions = { properties, largest: { destinationId: 'paris-fr', count: largest } }
  const plan = bulkPlan(options)
  console.log(`\nSearch at scale: ${properties} properties, ${largest} in paris-fr, small destinations ${plan.small.join(', ')}`)
  const figures: ScaleFigures[] = []

  const pgliteDir = join('.tmp', `bench-search-${properties}-${largest}`)
  mkdirSync(pgliteDir, { recursive: true })
  const fresh = !existsSync(join(pgliteDir, 'pg'))
  const embedded = await openPgliteStore(join(pgliteDir, 'pg'))
  console.log(`  PGlite inventory (${pgliteDir}): ${fresh ? 'new, ' : ''}${await seed(embedded, options)}`)
  await embedded.close()
  const pglite = await startServer(pgliteDir, 3920)
  try {
    figures.push(await measure('PGlite', pglite.url, pglite.readyMs, pglite.rssBytes, plan, 'paris-fr'))
  } finally {
    await pglite.stop()
  }

  const postgres = startTemporaryPostgres(54331)
  if (!postgres) console.log('  PostgreSQL: not installed here, its column is left out')
  else {
    try {
      const server = await openPostgresStore(postgres.url)
      console.log(`  PostgreSQL ${postgres.version} inventory: ${await seed(server, options)}`)
      await server.close()
      const running = await startServer(pgliteDir, 3921, { DATABASE_URL: postgres.url })
      try {
        figures.push(await measure(`PostgreSQL ${postgres.version}`, running.url, running.readyMs, running.rssBytes, plan, 'paris-fr'))
      } finally {
        await running.stop()
      }
    } finally {
      postgres.stop()
    }
  }

  const ms = (v: number) => `${v.toFixed(1)} ms`
  const mark = (ok: boolean) => (ok ? '' : ' MISSED')
  let missed = 0
  const check = (ok: boolean) => {
    if (!ok) missed++
    return mark(ok)
  }
  console.log()
  row(
    'figure',
    'goal',
    figures.map((f) => f.store),
  )
  row(
    'start to first answer',
    '—',
    figures.map((f) => ms(f.readyMs)),
  )
  row(
    'first search after start (large destination)',
    '< 200 ms',
    figures.map((f) => ms(f.firstSearchMs) + check(f.firstSearchMs < 200)),
  )
  row(
    `large destination (${figures[0]?.largeResults} results), price order, p50`,
    'PG 25/PGl 50',
    figures.map((f) => ms(f.largeP50) + check(f.largeP50 <= (f.store === 'PGlite' ? 50 : 25))),
  )
  row(
    '  the same, p95',
    '—',
    figures.map((f) => ms(f.largeP95)),
  )
  row(
    `small destinations, ${CONCURRENCY} concurrent, p95`,
    '< 50 ms',
    figures.map((f) => ms(f.smallP95) + check(f.smallP95 < 50)),
  )
  row(
    '  the same, its first pass after start',
    '—',
    figures.map((f) => ms(f.smallFirstP95)),
  )
  row(
    `  the same while the large one is searched, p95`,
    '< 50 ms',
    figures.map((f) => ms(f.smallWhileLargeP95) + check(f.smallWhileLargeP95 < 50)),
  )
  row(
    `mixed searches, ${CONCURRENCY} concurrent, 60 s`,
    '—',
    figures.map((f) => `${f.throughput.toFixed(0)} /s`),
  )
  row(
    '  slowest / median over those 60 s',
    '< 5 ×',
    figures.map((f) => `${f.slowestOverMedian.toFixed(1)} ×` + check(f.slowestOverMedian < 5)),
  )
  row(
    'server memory after the load (RSS)',
    '< 300 MB',
    figures.map((f) => `${f.rssMb.toFixed(0)} MB` + check(f.rssMb < 300)),
  )
  row(
    'errors',
    '0',
    figures.map((f) => String(f.errors) + check(f.errors === 0)),
  )
  return missed
}
