import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

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
  const { violations } = await new AxeBuilder({ page }).withTags(wcagAA).analyze()
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
