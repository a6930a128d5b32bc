/**
 * `npm run bench`: prints the platform's performance figures (issue: Platform).
 *  1. the home page's initial JavaScript, gzipped, from a production build (budget 120 KB);
 *  2. start to first answered request with an existing DATA_DIR (budget 2 s) and idle RSS (250 MB);
 *  3. POST /api/general/getCountry under 50 connections for 10 s (autocannon): req/s, p99, errors;
 *  4. POST /api/auth/checkLogin with a session (50 connections, 10 s) and POST /api/auth/signIn at
 *     10 concurrent (p95), with checkLogin's p99 measured meanwhile (the event loop stays free);
 *  5. POST /api/booking/search at 20 concurrent (p95, budget 50 ms) on the demo inventory, and
 *     POST /api/activities/search likewise over the seeded activities (scripts/bench/activity-search.ts); on a
 *     destination with 500 more hotels (scripts/bench/search.ts);
 *  6. the results page of that destination in Chromium: navigation start to interactive, and the
 *     JavaScript of the home page against the results page's, loaded on demand (scripts/bench/results-page.ts).
 * Figures are printed, not asserted: a timed test would flake, a printed figure is read.
 *
 * `npm run bench -- --search-scale` runs only the search at 100,000 properties, on PGlite and
 * PostgreSQL side by side (scripts/bench/search-scale.ts), and exits 1 when a figure misses its goal.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { benchAuth } from './bench/auth'
import { homePageScripts } from './bench/bundle-size'
import { benchResultsPage } from './bench/results-page'
import { benchSearch } from './bench/search'
import { benchActivitySearch } from './bench/activity-search'
import { benchSearchScale } from './bench/search-scale'
import { startServer, type RunningServer } from './bench/server-process'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET')

async function main() {
  const only = process.argv.slice(2)
  console.log('building the client and the server…')
  for (const args of [
    ['vite', 'build', '--logLevel', 'error'],
    ['vite', 'build', '-c', 'vite.server.config.ts'],
  ]) {
    const build = spawnSync('npx', args, { stdio: 'inherit' })
    if (build.status !== 0) throw new Error(`${args.join(' ')} failed`)
  }

  if (only.includes('--search-scale')) {
    const missed = await benchSearchScale()
    if (missed > 0) process.exitCode = 1
    return
  }

  const scripts = homePageScripts('dist')
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0)
  console.log('\nHome page initial JavaScript (gzip):')
  for (const s of scripts) console.log(`  ${s.file.padEnd(48)} ${kb(s.gzipBytes).padStart(7)} KB`)
  console.log(`  total ${kb(total)} KB of 120 KB: ${verdict(total <= 120 * 1024)}`)

  const dataDir = mkdtempSync(join(tmpdir(), 'travel-bench-'))
  let server: RunningServer | undefined
  try {
    const first = await startServer(dataDir, 3900)
    console.log(`\nFirst start (migrations and seed on an empty DATA_DIR): ${first.readyMs} ms`)
    await first.stop()

    server = await startServer(dataDir, 3900, { TRUSTED_PROXIES: '127.0.0.1' })
    console.log(`Start to first answered request, existing DATA_DIR: ${server.readyMs} ms (${verdict(server.readyMs < 2000)} of 2000 ms)`)
    await new Promise((r) => setTimeout(r, 2000))
    const rss = server.rssBytes()
    console.log(`Idle server memory (RSS): ${(rss / 1024 / 1024).toFixed(0)} MB (${verdict(rss < 250 * 1024 * 1024)} of 250 MB)`)

    console.log('\nPOST /api/general/getCountry, 50 connections, 10 s…')
    const result = await autocannon({
      url: `${server.url}/api/general/getCountry`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{}',
      connections: 50,
      duration: 10,
    })
    const errors = result.errors + result.timeouts + result.non2xx
    console.log(`  requests per second: ${result.requests.average.toFixed(0)}`)
    console.log(`  latency p99: ${result.latency.p99} ms (p50 ${result.latency.p50} ms)`)
    console.log(`  errors: ${errors} (${result.errors} socket, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`)

    await benchAuth(server.url)
    await benchSearch(server.url)
    await benchActivitySearch(server.url)
    await benchResultsPage()
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
