import { createApp } from '@server/app'
import { type Config, loadConfig } from '@server/config'
import { seedStore } from '@server/seed/seed'
import { createLogger } from '@server/services/logger'
import { openTestStore, type TestStore } from './test-store'

export type TestApp = {
  app: ReturnType<typeof createApp>
  store: TestStore
  config: Config
  /** Every line the app logged, parsed. */
  logs: Record<string, unknown>[]
  /** A JSON POST, the way the client sends its calls. */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>
  close(): Promise<void>
}

/**
 * The app on a fresh test store, seeded with the demo data unless `env.SEED` says `none`.
 * `env` overrides the environment the config is parsed from.
 */
export async function startTestApp(env: Record<string, string> = {}, clientDir?: string): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...env })
  const store = await openTestStore()
  await seedStore(store.db, config.SEED)
  const logs: Record<string, unknown>[] = []
  const logger = createLogger(config.LOG_LEVEL, (line) => logs.push(JSON.parse(line)))
  const app = createApp({ store, config, logger, clientDir })
  return {
    app,
    store,
    config,
    logs,
    post: async (path, body, headers = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: () => store.close(),
  }
}
