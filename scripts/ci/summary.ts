/**
 * Adds up the test reports CI wrote into test-results/ (Vitest's and Playwright's JSON) into the
 * lines scripts/ci-summary.ts prints: one line per failed step, per failed test (its file, its
 * title and the first line of its error) and per flaky test, then `N passed, N failed`.
 *
 * - passed: tests that passed on their first attempt. A Playwright test that passed only on a
 *   retry is flaky, never a plain pass: it gets its own line, naming it.
 * - failed: tests that failed every attempt; and, when more than FLAKY_LIMIT tests are flaky, the
 *   flaky ones too (the run fails, so the line says so). A step that failed without a failed test
 *   (type check, catalog check, an unhandled error after every test passed) counts as one failure,
 *   so a red run never prints "0 failed"; each failed step is named on its own line, since the
 *   end of the log is often all a reader of a CI run gets.
 * Vitest runs without retries (vitest.config.ts), so each of its passes is a first-attempt pass.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import type { JSONReport, JSONReportSuite, JSONReportTest } from '@playwright/test/reporter'

/** More flaky tests than this fail the run. */
export const FLAKY_LIMIT = 1

/** Failed tests named one per line at most; the rest are counted on one more line. */
export const NAMED_FAILURES = 20

type VitestAssertion = { ancestorTitles?: string[]; title: string; status: string; failureMessages?: string[] }
type VitestFile = { name: string; status?: string; message?: string; assertionResults?: VitestAssertion[] }
type VitestReport = { numPassedTests: number; numFailedTests: number; testResults?: VitestFile[] }
type PlaywrightReport = Pick<JSONReport, 'stats' | 'suites'>

export type Summary = {
  passed: number
  failed: number
  /** "[project] file › describe › title" of each test that passed only on a retry. */
  flaky: string[]
  /** "file › describe › title: the error's first line" of each test that failed (a Vitest file that failed to run: its message). */
  failures: string[]
  /** What to print, the `N passed, N failed` line last. */
  lines: string[]
  exitCode: 0 | 1
}

const isPlaywright = (report: unknown): report is PlaywrightReport =>
  typeof report === 'object' && report !== null && 'stats' in report && 'suites' in report
const isVitest = (report: unknown): report is VitestReport =>
  typeof report === 'object' && report !== null && typeof (report as VitestReport).numPassedTests === 'number'

/** Each test of `suites` (nested ones too) whose outcome is `status`, named "[project] file › describe › title". */
function testsWith(
  status: JSONReportTest['status'],
  suites: readonly JSONReportSuite[],
  path: readonly string[] = [],
): { name: string; test: JSONReportTest }[] {
  return suites.flatMap((suite) => {
    const here = [...path, suite.title].filter(Boolean)
    const own = suite.specs.flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map((test) => ({ name: `[${test.projectName}] ${[...here, spec.title].join(' › ')}`, test })),
    )
    return [...own, ...testsWith(status, suite.suites ?? [], here)]
  })
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
/** The first non-blank line of an error, without colour codes, at most 200 characters. */
const firstLine = (message: string | undefined) =>
  (message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? '(no message)'
/** A test file's path from the repository's root, where CI runs the summary (Vitest reports absolute ones). */
const fromRoot = (path: string) => (isAbsolute(path) ? relative(process.cwd(), path) : path)

function vitestFailures(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const path = fromRoot(file.name)
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (failed.length === 0) return file.status === 'failed' ? [`${path}: ${firstLine(file.message)}`] : []
    return failed.map(
      (test) => `${[path, ...(test.ancestorTitles ?? []), test.title].join(' › ')}: ${firstLine(test.failureMessages?.[0])}`,
    )
  })
}

/**
 * The summary of parsed reports and of the CI steps that exited non-zero, by name (`.ci/run`'s;
 * a report may not say that its step failed).
 */
export function summarise(reports: readonly unknown[], failedSteps: readonly string[]): Summary {
  let passed = 0
  let failed = 0
  const flaky: string[] = []
  const failures: string[] = []
  for (const report of reports) {
    if (isPlaywright(report)) {
      passed += report.stats.expected
      failed += report.stats.unexpected
      const named = testsWith('flaky', report.suites).map(({ name }) => name)
      flaky.push(...named)
      for (const { name, test } of testsWith('unexpected', report.suites))
        failures.push(`${name}: ${firstLine(test.results.at(-1)?.error?.message)}`)
      // Every flaky test is named; should the tree ever hold fewer than the stats count, say so anyway.
      for (let i = named.length; i < report.stats.flaky; i++) flaky.push('(a Playwright test the report does not name)')
    } else if (isVitest(report)) {
      passed += report.numPassedTests
      failed += report.numFailedTests ?? 0
      failures.push(...vitestFailures(report))
    }
  }
  const tooFlaky = flaky.length > FLAKY_LIMIT
  if (tooFlaky) failed += flaky.length
  if (failedSteps.length > 0 && failed === 0) failed = 1
  const lines = [
    ...failedSteps.map((step) => `step failed: ${step}`),
    ...failures.slice(0, NAMED_FAILURES).map((name) => `failed: ${name}`),
    ...(failures.length > NAMED_FAILURES ? [`failed: and ${failures.length - NAMED_FAILURES} more (in test-results/*.json)`] : []),
    ...flaky.map((name) => `flaky (passed only on a retry): ${name}`),
    ...(tooFlaky ? [`${flaky.length} flaky tests, more than ${FLAKY_LIMIT}: the run fails and counts them as failed`] : []),
    `${passed} passed, ${failed} failed`,
  ]
  return { passed, failed, flaky, failures, lines, exitCode: failed > 0 ? 1 : 0 }
}

/** The parsed `*.json` reports of a folder (none when it does not exist), by file name. */
export function readReports(dir: string): { name: string; report: unknown }[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, report: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown }))
}
