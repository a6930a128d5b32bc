import type { Context } from 'hono'
import type { Config } from './config'
import type { SignedIn } from './services/auth/current-session'
import type { Logger } from './services/logger'
import type { Store } from './store/store'

/** What every router and service factory receives: no globals, so tests hand in their own. */
export interface AppDeps {
  store: Store
  config: Config
  logger: Logger
  /** The built client (dist/); when set and present, non-/api GETs are answered from it. */
  clientDir?: string
  /** The clock; tests move it to expire sessions, keys and lock-outs. Defaults to the real time. */
  now?: () => Date
  /**
   * Names the organisation a request is for (its code); resolveOrganisation falls back to the
   * default when this is absent or answers undefined. Tests use it to stand up a second
   * organisation; host-name resolution is a later issue.
   */
  organisationCode?: (c: Context) => string | undefined
}

/** Hono's typing of per-request variables set by the app's middleware. */
export type AppEnv = {
  Variables: {
    requestId: string
    /** Set from AppDeps.organisationCode; read by resolveOrganisation. */
    organisationCode?: string
    /** Looks the request's session up once, on first use (currentSession). */
    sessionLoader: () => Promise<SignedIn | null>
  }
}
