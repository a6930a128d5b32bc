/**
 * Adds up the test reports CI wrote (test-results/*.json from Vitest and Playwright) and prints
 * a line per failed step and per flaky test, then the one closing line `N passed, N failed` (the
 * rules are in scripts/ci/summary.ts). Exits non-zero when anything failed or more than one test
 * was flaky. Usage: tsx scripts/ci-summary.ts [name of each CI step that failed...]
 */
import { readReports, summarise } from './ci/summary'

const reports = readReports('test-results')
for (const { name } of reports) console.log(`${name}: read`)
const summary = summarise(
  reports.map((r) => r.report),
  process.argv.slice(2),
)
for (const line of summary.lines) console.log(line)
process.exit(summary.exitCode)
