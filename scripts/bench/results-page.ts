import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import { addDays, toIsoDate } from '@contract/calendar'
import { searchUrl } from '@/lib/booking-params'
import { startBulkInventoryServer } from './search'
import { record } from './figures'

/** Cold loads of the results page (a new browser context each: no cache, no cookies). */
const RUNS = 5

type Script = { path: string; bytes: number; gzipBytes: number }

declare global {
  interface Window {
    __firstCardMs?: number
    __interactiveMs?: number
  }
}
type Timings = {
  domContentLoadedMs: number
  searchSentMs: number
  searchAnsweredMs: number
  firstCardMs: number
  interactiveMs: number
  total: string
}

/**
 * Marks, in the page's own clock (ms since navigation start), when the first result card is
 * visible and when the page can be used: that card visible, the list no longer busy, the sort
 * select enabled and the pagination's page links in place. Runs before the app's scripts. A
 * string, because tsx would wrap a function's inner names in a helper the page does not have.
 */
const markInteractive = `(() => {
  const check = () => {
    const card = document.querySelector('ul[aria-label="Results"] > li')
    if (!card || card.getBoundingClientRect().height === 0) return
    window.__firstCardMs ??= performance.now()
    const section = card.closest('section')
    const sort = section?.querySelector('select')
    const pages = document.querySelector('nav[aria-label="Pages of results"] a[href]')
    if (section?.getAttribute('aria-busy') === 'true' || !sort || sort.disabled || !pages) return
    window.__interactiveMs ??= performance.now()
    observer.disconnect()
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true, attributes: true })
})()`

/** Records every script the page loads from now on, with its size as served and gzipped. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => Buffer.alloc(0))
    scripts.push({ path: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length })
  })
  return scripts
}

async function loadResultsPage(browser: Browser, url: string): Promise<Timings & { scripts: Script[] }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript({ content: markInteractive })
  const scripts = recordScripts(page)
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(() => window.__interactiveMs !== undefined, undefined, { timeout: 60_000 })
  // The same conditions as a person meets them, by role, before the figures are read.
  await page.getByRole('list', { name: 'Results' }).getByRole('listitem').first().waitFor()
  const sortEnabled = await page.getByRole('combobox', { name: 'Sort by' }).isEnabled()
  const nextPage = page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Next page' })
  if (!sortEnabled || !(await nextPage.isVisible())) throw new Error('the results page showed its cards without usable sort and pagination')
  const total = (await page.getByRole('heading', { level: 2 }).first().innerText()).trim()
  // Functions, not strings, in the page: its Content-Security-Policy forbids eval.
  const marks: Omit<Timings, 'total'> = await page.evaluate(() => ({
    firstCardMs: window.__firstCardMs!,
    interactiveMs: window.__interactiveMs!,
    domContentLoadedMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    searchSentMs:
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.endsWith('/api/booking/search'))
        ?.startTime ?? Number.NaN,
    searchAnsweredMs:
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.endsWith('/api/booking/search'))
        ?.responseEnd ?? Number.NaN,
  }))
  await page.waitForLoadState('networkidle')
  await context.close()
  return { ...marks, total, scripts }
}

/** The home page's scripts once it has settled, then the scripts its link to a results page fetches on demand. */
async function homeThenResults(browser: Browser, origin: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = recordScripts(page)
  await page.goto(origin)
  await page.getByRole('form', { name: 'Search hotels' }).waitFor()
  await page.waitForLoadState('networkidle')
  const home = [...scripts]
  await page.getByRole('list', { name: 'Featured destinations' }).getByRole('link').first().click()
  await page.getByRole('list', { name: 'Results' }).getByRole('listitem').first().waitFor()
  await page.waitForLoadState('networkidle')
  await context.close()
  return { home, onDemand: scripts.slice(home.length) }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const sum = (scripts: Script[], key: 'bytes' | 'gzipBytes') => scripts.reduce((total, s) => total + s[key], 0)
const printScripts = (scripts: Script[]) => {
  for (const s of scripts) console.log(`    ${s.path.padEnd(48)} ${kb(s.bytes).padStart(7)} KB (gzip ${kb(s.gzipBytes).padStart(6)} KB)`)
}

/**
 * Prints the results page's figures of `npm run bench` (issue 7), on a server whose store has a
 * destination with 500 more hotels (startBulkInventoryServer; dist/ and dist-server/ built first):
 * navigation start to interactive in Chromium, and the JavaScript of the home page against the
 * results page's, to show the results page's code is fetched on demand. Printed, not asserted.
 */
export async function benchResultsPage({ port = 3912 }: { port?: number } = {}) {
  const bulk = await startBulkInventoryServer({ port })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    // localhost is the demo organisation's host; 127.0.0.1 would be resolved as no organisation's.
    const origin = `http://localhost:${port}`
    const checkIn = addDays(toIsoDate(new Date()), 30)
    const path = searchUrl('hotel', {
      where: { destination: bulk.destinationId },
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: 1,
      adults: 2,
      children: 0,
      sort: 'recommended',
      priceMin: null,
      priceMax: null,
      stars: [],
      amenities: [],
      page: 1,
    })
    console.log(`\nResults page in Chromium, ${path} (${RUNS} cold loads, a new browser context each)…`)
    const runs: Awaited<ReturnType<typeof loadResultsPage>>[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await loadResultsPage(browser, origin + path))
    const line = (label: string, key: Exclude<keyof Timings, 'total'>) =>
      console.log(
        `  ${label}: median ${Math.round(median(runs.map((r) => r[key]))!)} ms (${runs.map((r) => Math.round(r[key])).join(', ')})`,
      )
    console.log(`  shown: ${runs[0]!.total}`)
    line('navigation start → DOMContentLoaded', 'domContentLoadedMs')
    line('navigation start → search sent', 'searchSentMs')
    line('navigation start → search answered', 'searchAnsweredMs')
    line('navigation start → first result card visible', 'firstCardMs')
    line('navigation start → interactive (card visible, sort and pagination enabled)', 'interactiveMs')
    const medianOf = (key: Exclude<keyof Timings, 'total'>) => Math.round(median(runs.map((r) => r[key]))!)
    record({ name: 'Results page: search request sent, after navigation start', value: medianOf('searchSentMs'), unit: 'ms' })
    record({ name: 'Results page: interactive, after navigation start', value: medianOf('interactiveMs'), unit: 'ms' })

    const { home, onDemand } = await homeThenResults(browser, origin)
    const direct = runs[0]!.scripts
    console.log(
      `\n  JavaScript of the home page, loaded until it settles: ${home.length} scripts, ${kb(sum(home, 'bytes'))} KB (gzip ${kb(sum(home, 'gzipBytes'))} KB)`,
    )
    printScripts(home)
    console.log(
      `  JavaScript of the results page opened directly: ${direct.length} scripts, ${kb(sum(direct, 'bytes'))} KB (gzip ${kb(sum(direct, 'gzipBytes'))} KB)`,
    )
    printScripts(direct)
    console.log(
      `  fetched on demand when the home page opens the results: ${onDemand.length} scripts, ${kb(sum(onDemand, 'bytes'))} KB (gzip ${kb(sum(onDemand, 'gzipBytes'))} KB)`,
    )
    printScripts(onDemand)
    const homePaths = new Set(home.map((s) => s.path))
    const resultsChunks = direct.filter((s) => /\/results-page-[^/]+\.js$/.test(s.path))
    const inHome = resultsChunks.filter((s) => homePaths.has(s.path))
    console.log(`  results page chunk: ${resultsChunks.map((s) => s.path).join(', ') || 'NOT FOUND'}`)
    console.log(
      `  results page chunks among the home page's scripts: ${inHome.length === 0 ? 'none (loaded on demand)' : inHome.map((s) => s.path).join(', ')}`,
    )
    const onlyResults = direct.filter((s) => !homePaths.has(s.path))
    console.log(
      `  scripts of the results page the home page never loads: ${onlyResults.length} (${kb(sum(onlyResults, 'gzipBytes'))} KB gzip)`,
    )
  } finally {
    await browser.close()
    await bulk.stop()
  }
}
