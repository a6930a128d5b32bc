import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { JSONReportSpec, JSONReportSuite, JSONReportTest } from '@playwright/test/reporter'
import { summarise } from '../../scripts/ci/summary'

type Outcome = JSONReportTest['status']

/** A Playwright JSON report (the parts the summary reads) of one file's tests, some inside a describe. */
function playwrightReport(file: string, tests: { title: string; status: Outcome; describe?: string; project?: string }[]) {
  const spec = (t: (typeof tests)[number]): JSONReportSpec => ({
    title: t.title,
    ok: t.status !== 'unexpected',
    tags: [],
    id: t.title,
    file,
    line: 1,
    column: 1,
    tests: [
      {
        projectName: t.project ?? 'desktop',
        projectId: t.project ?? 'desktop',
        status: t.status,
        results: [],
        annotations: [],
        expectedStatus: 'passed',
        timeout: 30_000,
      },
    ],
  })
  const suite: JSONReportSuite = {
    title: file,
    file,
    line: 0,
    column: 0,
    specs: tests.filter((t) => !t.describe).map(spec),
    suites: [...new Set(tests.flatMap((t) => (t.describe ? [t.describe] : [])))].map((title) => ({
      title,
      file,
      line: 1,
      column: 1,
      specs: tests.filter((t) => t.describe === title).map(spec),
    })),
  }
  const count = (status: Outcome) => tests.filter((t) => t.status === status).length
  return {
    suites: [suite],
    errors: [],
    stats: {
      startTime: '2026-01-01T00:00:00.000Z',
      duration: 1,
      expected: count('expected'),
      unexpected: count('unexpected'),
      flaky: count('flaky'),
      skipped: count('skipped'),
    },
  }
}

const vitestReport = (passed: number, failed: number) => ({
  numTotalTests: passed + failed,
  numPassedTests: passed,
  numFailedTests: failed,
  testResults: [],
})

describe('the CI summary', () => {
  it('adds up Vitest and Playwright reports into the last line', () => {
    const summary = summarise(
      [
        vitestReport(120, 0),
        playwrightReport('auth.spec.ts', [
          { title: 'signs in', status: 'expected' },
          { title: 'logs out', status: 'expected' },
        ]),
      ],
      [],
    )
    expect(summary.lines).toEqual(['122 passed, 0 failed'])
    expect(summary.exitCode).toBe(0)
  })

  it('names a test that passed only on a retry on its own line before the last one, and does not count it as passed', () => {
    const summary = summarise(
      [
        vitestReport(10, 0),
        playwrightReport('wallet.spec.ts', [
          { title: 'shows the cards', status: 'expected' },
          { title: 'redeems a certificate', status: 'flaky', describe: 'certificates' },
        ]),
      ],
      [],
    )
    expect(summary.lines).toEqual([
      'flaky (passed only on a retry): [desktop] wallet.spec.ts › certificates › redeems a certificate',
      '11 passed, 0 failed',
    ])
    expect(summary.exitCode).toBe(0)
  })

  it('fails the run when two tests are flaky, counting both as failed', () => {
    const summary = summarise(
      [
        playwrightReport('auth.spec.ts', [
          { title: 'signs in', status: 'flaky' },
          { title: 'logs out', status: 'expected' },
        ]),
        playwrightReport('mobile.spec.ts', [{ title: 'opens the menu', status: 'flaky', project: 'phone' }]),
      ],
      [],
    )
    expect(summary.lines).toEqual([
      'flaky (passed only on a retry): [desktop] auth.spec.ts › signs in',
      'flaky (passed only on a retry): [phone] mobile.spec.ts › opens the menu',
      '2 flaky tests, more than 1: the run fails and counts them as failed',
      '1 passed, 2 failed',
    ])
    expect(summary.exitCode).toBe(1)
  })

  it('counts failures of both runners and fails the run', () => {
    const summary = summarise(
      [
        vitestReport(5, 1),
        playwrightReport('booking.spec.ts', [
          { title: 'books', status: 'unexpected' },
          { title: 'searches', status: 'expected' },
        ]),
      ],
      [],
    )
    expect(summary.lines).toEqual(['6 passed, 2 failed'])
    expect(summary.exitCode).toBe(1)
  })

  it('never prints "0 failed" when a step failed without a failed test, and names the step', () => {
    const summary = summarise([vitestReport(7, 0)], ['server tests on PostgreSQL'])
    expect(summary.lines).toEqual(['step failed: server tests on PostgreSQL', '7 passed, 1 failed'])
    expect(summary.exitCode).toBe(1)
  })

  it('names every failed step, and adds nothing to failed tests that already say the run failed', () => {
    const summary = summarise([vitestReport(7, 2)], ['npm test', 'cluster'])
    expect(summary.lines).toEqual(['step failed: npm test', 'step failed: cluster', '7 passed, 2 failed'])
    expect(summary.exitCode).toBe(1)
  })

  it('skipped tests count as neither passed nor failed', () => {
    const summary = summarise(
      [
        playwrightReport('shell.spec.ts', [
          { title: 'a', status: 'skipped' },
          { title: 'b', status: 'expected' },
        ]),
      ],
      [],
    )
    expect(summary.lines).toEqual(['1 passed, 0 failed'])
  })
})

describe('scripts/ci-summary.ts', () => {
  const root = resolve(__dirname, '../..')
  let cwd = ''
  afterEach(() => rmSync(cwd, { recursive: true, force: true }))

  it('reads test-results/*.json, prints the flaky line just before the last line, and exits non-zero past one flaky test', () => {
    cwd = mkdtempSync(join(tmpdir(), 'ci-summary-'))
    mkdirSync(join(cwd, 'test-results'))
    writeFileSync(join(cwd, 'test-results', 'vitest.json'), JSON.stringify(vitestReport(3, 0)))
    writeFileSync(
      join(cwd, 'test-results', 'e2e.json'),
      JSON.stringify(
        playwrightReport('auth.spec.ts', [
          { title: 'signs in', status: 'flaky' },
          { title: 'logs out', status: 'flaky' },
        ]),
      ),
    )
    const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'ci-summary.ts')], {
      cwd,
      encoding: 'utf8',
    })
    const lines = run.stdout.trim().split('\n')
    expect(lines.slice(-2)).toEqual(['2 flaky tests, more than 1: the run fails and counts them as failed', '3 passed, 2 failed'])
    expect(lines).toContain('flaky (passed only on a retry): [desktop] auth.spec.ts › logs out')
    expect(run.status).toBe(1)
  }, 30_000)
})
