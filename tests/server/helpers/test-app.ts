import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AppDeps } from '@server/app-env'
import { createApp } from '@server/app'
import { type Config, loadConfig } from '@server/config'
import { seedStore } from '@server/seed/seed'
import { answeredWorkDone } from '@server/services/after-answer'
import { createLogger } from '@server/services/logger'
import { startMailSender } from '@server/services/mail/sender'
import { openSeededTestStore, openTestStore, type TestStore } from './test-store'

export const TEST_ORIGIN = 'http://localhost'
/** The tests' key for personal documents (DATA_ENCRYPTION_KEY): a production config needs one. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64')

export type TestApp = {
  app: ReturnType<typeof createApp>
  store: TestStore
  config: Config
  /** Every line the app logged, parsed. */
  logs: Record<string, unknown>[]
  /** The origin every same-origin call of the tests claims (app.request's host is localhost). */
  origin: string
  /** A JSON POST, the way the client sends its calls: same-origin, so it carries Origin. */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>
  /**
   * Resolves when the mail of every call answered so far is delivered (or waits for a retry):
   * work queued after an answer is done and the outbox is flushed. Tests call it, never sleep.
   */
  mailSettled(): Promise<void>
  close(): Promise<void>
}

/**
 * The app on a fresh test store, seeded with the demo data unless `env.SEED` says `none`.
 * `env` overrides the environment the config is parsed from; DATA_DIR defaults to a fresh
 * temporary folder, so mail written to the outbox never lands in the working tree. `deps`
 * overrides app dependencies (the clock, the organisation a request is for, the admin API's token).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  clientDir?: string,
  deps: Pick<AppDeps, 'now' | 'organisationCode' | 'adminToken' | 'payments'> = {},
): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR === undefined
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'travel-test-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_ENCRYPTION_KEY: TEST_DATA_KEY, ...env, DATA_DIR: dataDir })
  const demoSeed = config.SEED === 'demo' && config.SSO_DEMO_SECRET === undefined
  const seeded = demoSeed ? await openSeededTestStore() : undefined
  const store = seeded ?? (await openTestStore())
  if (!seeded) await seedStore(store.db, config.SEED, { ssoDemoSecret: config.SSO_DEMO_SECRET })
  const logs: Record<string, unknown>[] = []
  const logger = createLogger(config.LOG_LEVEL, (line) => logs.push(JSON.parse(line)))
  const app = createApp({ store, config, logger, clientDir, ...deps })
  // The server process's mail sender (server/index.ts), on the same store and clock.
  const mailSender = startMailSender({ store, config, logger, now: deps.now })
  return {
    app,
    store,
    config,
    logs,
    origin: TEST_ORIGIN,
    post: async (path, body, headers = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    mailSettled: async () => {
      await answeredWorkDone()
      await mailSender.flush()
    },
    close: async () => {
      await answeredWorkDone()
      await mailSender.stop()
      await store.close()
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A second app on `t`'s store as `npm run org` on the same machine reaches it: no trusted proxy
 * (the admin API refuses whatever one relays) and the admin API's bearer `adminToken`. For tests
 * whose main app trusts 127.0.0.1 to give each visitor its own address.
 */
export function adminAppOf(t: TestApp, adminToken: string): TestApp['app'] {
  return createApp({ store: t.store, config: { ...t.config, TRUSTED_PROXIES: [] }, logger: createLogger('silent'), adminToken })
}
