/**
 * Starts `npm run dev` (scripts/dev.ts: Vite with its /api proxy and the API under tsx watch) for
 * the dev-server journey, on ports of its own (E2E_DEV_PORT for Vite, the next one for the API)
 * and a DATA_DIR made fresh for this run. Prints "dev server ready" once a call through Vite's
 * proxy answers, which is what playwright.config.ts waits for; the API is asked first, directly,
 * so the proxy never logs a refused connection while the API is still seeding.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const webPort = Number(process.env.E2E_DEV_PORT ?? 3101)
const apiPort = webPort + 1
const dataDir = mkdtempSync(join(tmpdir(), 'travel-e2e-dev-'))

// The journey runs on the embedded store, whatever the caller's DATABASE_URL says.
const { DATABASE_URL: _ignored, ...inherited } = process.env
const dev = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/dev.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...inherited,
    WEB_PORT: String(webPort),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
})

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

async function waitUntilReady(): Promise<void> {
  for (const url of [`http://127.0.0.1:${apiPort}/api/health`, `http://localhost:${webPort}/api/health`]) {
    while (!(await answers(url))) {
      if (dev.exitCode !== null || dev.signalCode !== null) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  console.log(`dev server ready on http://localhost:${webPort}`)
}

// Playwright stops the whole process group with SIGTERM; dev.ts gets it too and stops Vite and
// the API. This process only waits for that, then removes the data folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (dev.exitCode === null && dev.signalCode === null) dev.kill(signal)
  })
}
dev.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})

void waitUntilReady()
