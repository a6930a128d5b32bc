import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/**
 * Journeys run in `lanes` workers at once, each against its own server and store (port
 * E2E_PORT + lane, DATA_DIR <E2E_DATA_DIR>/lane-<n>), so journeys of different lanes never share
 * an account's bookings, wallet or mail. Workers load this file again with TEST_PARALLEL_INDEX
 * set: each finds its own lane's server here.
 */
const lanes = Number(process.env.E2E_LANES ?? 2)
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const firstPort = Number(process.env.E2E_PORT ?? 4173)
const port = firstPort + lane
const baseURL = `http://localhost:${port}`
// `npm run dev` for the one journey that runs against it (Vite here, its API on the next port).
const devPort = Number(process.env.E2E_DEV_PORT ?? 3101)
const devURL = `http://localhost:${devPort}`
// One fresh DATA_DIR per run, known to the tests too (they read mail from its outbox). Workers
// load this file again; they inherit the variable, so every process agrees on the folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'travel-e2e-'))
/** This lane's store: tests/helpers/outbox.ts reads its mail here. */
process.env.E2E_LANE_DATA_DIR = join(process.env.E2E_DATA_DIR, `lane-${lane}`)

/**
 * Browser journeys against the real server and store: the web server below builds the client
 * and starts server/index.ts on a fresh DATA_DIR (embedded PGlite, demo seed) for every run.
 * The `dev` project runs tests/e2e/dev-server.spec.ts against `npm run dev` instead (the second
 * web server, started beside the build so it costs the run little time).
 * Chromium is Debian's (/usr/bin/chromium); Playwright's own browser download is not used.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: lanes,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  // axe-core checks every page and dialog a journey meets (tests/helpers/a11y.ts): a few seconds each.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace records every action's page and a screencast: a quarter of a journey's time when
    // kept for every test. CI retries a failed test once, and that retry records one; run
    // `npx playwright test --trace retain-on-failure` to get one of a failure here.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /(mobile|dev-server)\.spec\.ts/ },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
    {
      name: 'dev',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: devURL },
      testMatch: /dev-server\.spec\.ts/,
      // Vite serves every module unbundled: a page load (the one after signing in too) takes seconds.
      expect: { timeout: 30_000 },
    },
  ],
  webServer: [
    {
      // One build, then a server per lane; it answers on the first port once every lane's server does.
      command: 'tsx tests/helpers/e2e-server.ts',
      url: `http://localhost:${firstPort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(firstPort), E2E_LANES: String(lanes), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    },
    {
      name: 'dev',
      command: 'tsx tests/helpers/e2e-dev-server.ts',
      // The helper waits for the API, then for a call through Vite's proxy, and says so.
      wait: { stdout: /dev server ready/ },
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // dev.ts stops Vite and the API (their own process groups) on SIGTERM; SIGKILL would orphan them.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { E2E_DEV_PORT: String(devPort) },
    },
  ],
})
