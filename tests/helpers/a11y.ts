import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'

/**
 * axe-core's source, evaluated only where the document has no axe yet: AxeBuilder sends it on
 * every check (twice in legacy mode), and a page checked again after a click keeps its axe.
 */
const axeOncePerDocument = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`

/** WCAG 2.2 AA, as axe-core tags it: every A and AA rule of 2.0, 2.1 and 2.2. */
export const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The page's Content-Security-Policy violations since it loaded, as "directive blocked-url"
 * (Chromium buffers them; a buffered ReportingObserver hands them over at once).
 */
async function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const observer = new ReportingObserver(() => {}, { types: ['csp-violation'], buffered: true })
    observer.observe()
    const reports = observer.takeRecords()
    observer.disconnect()
    return reports.map((report) => {
      const body = report.body as unknown as { effectiveDirective: string; blockedURL: string }
      return `${body.effectiveDirective} ${body.blockedURL}`
    })
  })
}

/**
 * Runs axe-core on what the page shows now (the page, or the open dialog with the page behind it)
 * and fails on any WCAG 2.2 AA violation, listing each rule, the element it found and why, and on
 * any Content-Security-Policy violation since the page loaded.
 * Journeys call it on every page they visit and every dialog they open; `label` names the state
 * in the failure ("checkout, signed in").
 */
export async function expectAccessible(page: Page, label: string) {
  // Something still loading shows a spinner (ui/spinner.tsx) in place of its content: check what comes after it.
  await expect(page.locator('.animate-spin')).toHaveCount(0)
  // Legacy mode runs axe.run in the page itself; the default runs each frame's part there and
  // joins them in a blank page it opens and closes for every check (a second or more each time).
  // The product's pages have no frames of another origin, the one thing legacy mode cannot check.
  const { violations } = await new AxeBuilder({ page, axeSource: axeOncePerDocument }).setLegacyMode().withTags(wcagAA).analyze()
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' ')}: ${violation.help}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
    ),
  )
  expect(found, `axe-core found WCAG 2.2 AA violations on ${label} (${page.url()})`).toEqual([])
  // What the policy blocked never reached the person either (and browsers report it as an issue).
  expect(await policyViolations(page), `Content-Security-Policy violations on ${label} (${page.url()})`).toEqual([])
}
