/**
 * Starts the product for the browser journeys as `npm start` runs it (with the test hooks built in):
 * the client and the server are built once, then one bundled server (dist-server/) per lane of
 * journeys, each on its own port (E2E_PORT + lane) and its own fresh DATA_DIR
 * (<E2E_DATA_DIR>/lane-<n>, so the demo seed runs from scratch and lanes share nothing).
 * playwright.config.ts waits for the first port: it is started last, once the others answer.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const firstPort = Number(process.env.E2E_PORT ?? '4173')
const lanes = Number(process.env.E2E_LANES ?? '1')
// The production build, as `npm start` serves it: the journeys test what ships.
for (const args of [
  ['vite', 'build', '--logLevel', 'warn'],
  ['vite', 'build', '-c', 'vite.server.config.ts'],
]) {
  const build = spawnSync('npx', args, { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const root = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'travel-e2e-'))
// The journeys always run on the embedded store, whatever the caller's DATABASE_URL says.
const { DATABASE_URL: _ignored, ...inherited } = process.env
const servers: ChildProcess[] = []
let exitCode = 0

function startLane(lane: number): ChildProcess {
  const dataDir = join(root, `lane-${lane}`)
  mkdirSync(dataDir, { recursive: true })
  const server = spawn(process.execPath, ['dist-server/index.mjs'], {
    stdio: 'inherit',
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(firstPort + lane),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A production server needs its key for personal documents (server/config.ts); this run's own.
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
      // The club's journeys move this server's clock past a stay through the admin API (tests/helpers/e2e-clock.ts).
      TEST_CLOCK: '1',
    },
  })
  server.on('exit', (code) => {
    // One lane's server gone ends them all (its journeys could only fail); the last one cleans up.
    exitCode ||= code ?? 0
    stop()
    if (servers.every((s) => s.exitCode !== null || s.signalCode !== null)) {
      rmSync(root, { recursive: true, force: true })
      process.exit(exitCode)
    }
  })
  servers.push(server)
  return server
}

async function answers(port: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function stop() {
  for (const server of servers) server.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

// The later lanes first, then the first (the one playwright.config.ts waits for).
for (let lane = lanes - 1; lane >= 1; lane--) {
  startLane(lane)
  await answers(firstPort + lane)
}
startLane(0)
