/**
 * Starts the product for the browser journeys as `npm start` runs it (with the test hooks built in): the built client and the
 * bundled server (dist-server/) in one process, on a DATA_DIR made fresh for this run (so the demo seed runs from scratch).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const port = process.env.E2E_PORT ?? '4173'
// A test build: VITE_TEST_HOOKS turns on the hooks the journeys need and production drops (see
// src/lib/i18n.ts, the right-to-left pseudo-locale); nothing else differs from `npm start`.
const env = { ...process.env, VITE_TEST_HOOKS: '1' }
for (const args of [
  ['vite', 'build', '--logLevel', 'warn'],
  ['vite', 'build', '-c', 'vite.server.config.ts'],
]) {
  const build = spawnSync('npx', args, { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'travel-e2e-'))
// The journeys always run on the embedded store, whatever the caller's DATABASE_URL says.
const { DATABASE_URL: _ignored, ...inherited } = process.env
const server = spawn(process.execPath, ['dist-server/index.mjs'], {
  stdio: 'inherit',
  env: {
    ...inherited,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The club's journeys move this server's clock past a stay through the admin API (tests/helpers/e2e-clock.ts).
    TEST_CLOCK: '1',
  },
})

const stop = () => {
  server.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
