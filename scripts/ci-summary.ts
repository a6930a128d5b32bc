/**
 * Adds up the test reports CI wrote (Vitest and Playwright JSON) and prints the one closing line
 * `N passed, N failed`. A step that failed without a report (type check, catalog check) counts as
 * one failure, so a red run can never print "0 failed". Exits non-zero when anything failed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'

type VitestReport = { numPassedTests: number; numFailedTests: number }
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } }

const dir = 'test-results'
let passed = 0
let failed = 0
for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  if (!name.endsWith('.json')) continue
  const report = JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')) as Partial<VitestReport & PlaywrightReport>
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
  } else if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests
    failed += report.numFailedTests ?? 0
  }
  console.log(`${name}: read`)
}
const stepFailed = process.argv[2] === '1'
if (stepFailed && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
