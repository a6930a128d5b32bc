import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { JSONReportSpec, JSONReportSuite, JSONReportTest } from '@playwright/test/reporter'
import { NAMED_FAILURES, summarise } from '../../scripts/ci/summary'

type Outcome = JSONReportTest['status']

/** A Playwright JSON report (the parts the summary reads) of one file's tests, some inside a describe. */
function playwrightReport(file: string, tests: { title: string; status: Outcome; describe?: string; project?: string; error?: string }[]) {
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
        results: t.error
          ? [
              {
                workerIndex: 0,
                parallelIndex: 0,
                status: 'failed',
                duration: 1,
                error: { message: t.error },
                errors: [{ message: t.error }],
                stdout: [],
                stderr: [],
                retry: 0,
                startTime: '2026-01-01T00:00:00.000Z',
                attachments: [],
                annotations: [],
              },
            ]
          : [],
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

type VitestFile = { name: string; status: string; message?: string; assertionResults: Record<string, unknown>[] }
const vitestReport = (passed: number, failed: number, testResults: VitestFile[] = []) => ({
  numTotalTests: passed + failed,
  numPassedTests: passed,
  numFailedTests: failed,
  testResults,
})
/** A Vitest file's result as its JSON report holds it: an absolute path, its tests' outcomes. */
const vitestFile = (path: string, tests: { titles: string[]; failure?: string }[], status = 'failed', message?: string) => ({
  name: join(process.cwd(), path),
  status,
  message,
  assertionResults: tests.map(({ titles, failure }) => ({
    ancestorTitles: titles.slice(0, -1),
    title: titles.at(-1),
    status: failure ? 'failed' : 'passed',
    failureMessages: failure ? [failure] : [],
  })),
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
    expect(summary.lines).toEqual(['failed: [desktop] booking.spec.ts › books: (no message)', '6 passed, 2 failed'])
    expect(summary.exitCode).toBe(1)
  })

  it('names each failed test with the first line of its error, so the end of the log says what to look at', () => {
    const red = (text: string) => `\u001b[31m${text}\u001b[39m`
    const summary = summarise(
      [
        vitestReport(8, 1, [
          vitestFile('tests/server/booking.test.ts', [
            { titles: ['booking', 'books a room'] },
            {
              titles: ['booking', 'refuses a sold-out room'],
              failure: `\n  ${red('AssertionError: expected 500 to be 409')}\n    at booking.test.ts:12:3`,
            },
          ]),
          vitestFile('tests/server/broken.test.ts', [], 'failed', "Error: Cannot find module './gone'\nRequire stack: …"),
          vitestFile('tests/server/fine.test.ts', [{ titles: ['works'] }], 'passed'),
        ]),
        playwrightReport('wallet.spec.ts', [
          {
            title: 'redeems',
            status: 'unexpected',
            describe: 'certificates',
            error: 'Error: expect(locator).toBeVisible() failed\nLocator: …',
          },
        ]),
      ],
      ['npm test, in `npm run test:unit`'],
    )
    expect(summary.lines).toEqual([
      'step failed: npm test, in `npm run test:unit`',
      'failed: tests/server/booking.test.ts › booking › refuses a sold-out room: AssertionError: expected 500 to be 409',
      "failed: tests/server/broken.test.ts: Error: Cannot find module './gone'",
      'failed: [desktop] wallet.spec.ts › certificates › redeems: Error: expect(locator).toBeVisible() failed',
      '8 passed, 2 failed',
    ])
  })

  it(`names at most ${NAMED_FAILURES} failed tests and counts the rest on one line`, () => {
    const titles = Array.from({ length: NAMED_FAILURES + 2 }, (_, i) => ({ titles: [`test ${i + 1}`], failure: 'Error: no' }))
    const summary = summarise([vitestReport(0, titles.length, [vitestFile('tests/unit/many.test.ts', titles)])], [])
    expect(summary.lines.filter((line) => line.startsWith('failed: '))).toHaveLength(NAMED_FAILURES + 1)
    expect(summary.lines.at(-3)).toBe(`failed: tests/unit/many.test.ts › test ${NAMED_FAILURES}: Error: no`)
    expect(summary.lines.at(-2)).toBe('failed: and 2 more (in test-results/*.json)')
    expect(summary.lines.at(-1)).toBe(`0 passed, ${NAMED_FAILURES + 2} failed`)
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
