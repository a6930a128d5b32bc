import type { Context } from 'hono'
import type { Config } from './config'
import type { SignedIn } from './http/session'
import type { Logger } from './services/logger'
import type { SocialVerifiers } from './services/social-providers'
import type { StoreAvailability } from './services/store-availability'
import type { RewardJob } from './services/club/reward-job'
import type { MovableClock } from './services/test-clock'
import type { Store } from './store/store'
import type { LineRegistry } from './suppliers/registry'
import type { Supplier } from './suppliers/supplier'
import type { Payments } from './services/payments/charge'

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
   * Names the organisation a request is for (its code), ahead of the host name; when absent or
   * answering undefined, resolveOrganisation goes by host, cookies, then the default. Tests use
   * it to stand up organisations without hosts.
   */
  organisationCode?: (c: Context) => string | undefined
  /**
   * The social token verifiers. createApp builds them once from the config when absent (only
   * for providers whose environment is set); a test may hand in its own.
   */
  socialVerifiers?: SocialVerifiers
  /**
   * The bearer token of the admin API (routes/admin.ts) `npm run org` uses while the server
   * runs; server/index.ts makes one per run and writes it to DATA_DIR/admin.json. Absent (tests,
   * other deployments): the admin API does not exist, every call to it is a 404.
   */
  adminToken?: string
  /**
   * Where inventory, rates and bookings come from (server/suppliers/supplier.ts). createApp uses
   * the store-backed supplier when absent; a test may hand in its own.
   */
  supplier?: Supplier
  /**
   * The supplier of each product line (server/suppliers/registry.ts) the reservations and the
   * quote book through. createApp builds hotels and resorts over `supplier` when absent; a test
   * may hand in its own (a line of its own included).
   */
  lines?: LineRegistry
  /**
   * The card payment provider (services/payments/): createApp picks Stripe when STRIPE_SECRET_KEY
   * is set, else the built-in test provider; a test may hand in its own (a Stripe provider talking
   * to a local server, a crash hook).
   */
  payments?: Payments
  /**
   * The process's watch over store outages (services/store-availability.ts). createApp makes one
   * when absent; server/index.ts hands the same one to the app and the mail sender, so an outage
   * is logged once, whichever of them meets it first.
   */
  storeAvailability?: StoreAvailability
  /**
   * The clock the admin API may move (TEST_CLOCK=1, services/test-clock.ts); with it the admin API
   * has POST /api/admin/clock. Absent everywhere but the browser journeys' server.
   */
  testClock?: MovableClock
  /** The process's reward job (services/club/reward-job.ts), which the admin clock runs once after moving time. */
  rewardJob?: Pick<RewardJob, 'runNow'>
}

/** Hono's typing of per-request variables set by the app's middleware. */
export type AppEnv = {
  Variables: {
    requestId: string
    /** Set from AppDeps.organisationCode; read by resolveOrganisation. */
    organisationCode?: string
    /** The host name the client asked for (http/request-host.ts); read by resolveOrganisation. */
    requestHost?: string | null
    /**
     * Whether a page's host (of its Origin or Referer) is the request organisation's own site
     * (http/site-origin.ts); set by the app, read by the same-origin check.
     */
    isOwnSite?: (claimedHost: string) => Promise<boolean>
    /** Looks the request's session up once, on first use (currentSession). */
    sessionLoader: () => Promise<SignedIn | null>
  }
}
