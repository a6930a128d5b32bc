import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { record } from './figures'

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * Lighthouse (mobile, its default profile: a throttled mid-range phone) on each page, with Debian's
 * Chromium headless: performance ≥ 95, accessibility 100, best practices 100 (console errors and
 * CSP violations count against it). Issue 19.
 */
export async function benchLighthouse(pages: { name: string; url: string }[]) {
  console.log('\nLighthouse, mobile, headless Chromium…')
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  try {
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page.url}`)
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?'
      const note = `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`
      record({
        name: `Lighthouse performance, ${page.name}`,
        value: score('performance'),
        unit: '',
        goal: { kind: 'min', target: 95, noise: 3 },
        note,
      })
      record({
        name: `Lighthouse accessibility, ${page.name}`,
        value: score('accessibility'),
        unit: '',
        goal: { kind: 'min', target: 100, noise: 0 },
      })
      const failing = Object.values(lhr.categories['best-practices']?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => a!.id)
      record({
        name: `Lighthouse best practices, ${page.name}`,
        value: score('best-practices'),
        unit: '',
        goal: { kind: 'min', target: 100, noise: 0 },
        note: failing.length ? `failing: ${failing.join(', ')}` : undefined,
      })
      const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0)
      record({
        name: `Cumulative layout shift, ${page.name}`,
        value: Math.round(cls * 1000) / 1000,
        unit: '',
        goal: { kind: 'max', target: 0.05, noise: 0 },
      })
    }
  } finally {
    chrome.kill()
  }
}

/**
 * Bytes on the wire for each page, from navigation until the network is idle, as Chromium's
 * DevTools protocol counts them (encoded: headers and compressed bodies), in a fresh context.
 */
export async function benchWireBytes(pages: { name: string; url: string }[]) {
  console.log('\nBytes on the wire until network idle (CDP)…')
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    for (const page of pages) {
      const context = await browser.newContext()
      const tab = await context.newPage()
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Network.enable')
      let bytes = 0
      let requests = 0
      cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
        bytes += event.encodedDataLength
        requests++
      })
      await tab.goto(page.url, { waitUntil: 'networkidle' })
      record({ name: `Bytes on the wire, ${page.name}`, value: Math.round(bytes / 1024), unit: 'KiB', note: `${requests} requests` })
      await context.close()
    }
  } finally {
    await browser.close()
  }
}
