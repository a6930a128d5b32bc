import type { Config } from './config'
import type { Logger } from './services/logger'
import type { Store } from './store/store'

/** What every router and service factory receives: no globals, so tests hand in their own. */
export interface AppDeps {
  store: Store
  config: Config
  logger: Logger
  /** The built client (dist/); when set and present, non-/api GETs are answered from it. */
  clientDir?: string
}

/** Hono's typing of per-request variables set by the app's middleware. */
export type AppEnv = { Variables: { requestId: string } }
