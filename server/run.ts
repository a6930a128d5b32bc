import { existsSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import type { Config } from './config'
import { seedStore } from './seed/seed'
import { createSupplier } from './suppliers/index'
import { createLogger, errorFields, type Logger } from './services/logger'
import { startMailSender } from './services/mail/sender'
import { startRewardJob } from './services/club/reward-job'
import { movableClock } from './services/test-clock'
import { watchStoreAvailability } from './services/store-availability'
import { adminUrl, newAdminToken, removeAdminFile, writeAdminFile } from './services/org-admin/admin-file'
import type { Store } from './store/store'
import { projectPaths } from './paths'
import { createPayments } from './services/payments/index'
import { startPaymentReconciler } from './services/payments/reconcile'
import { resealDocuments } from './services/account/resealing'
import { DEVELOPMENT_DATA_KEY, sealerOf } from './services/account/sealing'
import { forgetHosts, ORGANISATIONS_CHANGED_CHANNEL } from './services/host-cache'

/**
 * The background jobs (reward rounds, payment reconciliation) hold their first round back this
 * long, so the store answers the first requests and the search warm-up first (issue 19: start).
 */
const BACKGROUND_START_DELAY_MS = 1000

/**
 * Starts the server on a store that is opening (server/index.ts began it): migrations and the seed,
 * the background jobs, the app, the port.
 */
export async function run(config: Config, opening: Promise<Store>) {
  const logger = createLogger(config.LOG_LEVEL)
  const store = await opening
  // Processes started together on one PostgreSQL take turns; the later ones find nothing to do.
  await store.exclusively(async () => {
    await store.migrate()
    await seedStore(store.db, config.SEED, { ssoDemoSecret: config.SSO_DEMO_SECRET })
  })
  // A key rotation: documents sealed with an older key are sealed again with the current one.
  const sealing = await resealDocuments(store.db, sealerOf(config))
  if (sealing.resealed || sealing.unreadable) logger.info('personal documents sealed again with the current key', sealing)
  if (config.NODE_ENV === 'production' && config.DATA_ENCRYPTION_KEY === DEVELOPMENT_DATA_KEY) {
    logger.warn('DATA_ENCRYPTION_KEY is the published development key: set a key of your own before real data arrives')
  }
  const distDir = projectPaths.clientDist
  const clientDir = config.NODE_ENV === 'production' && existsSync(distDir) ? distDir : undefined
  if (config.NODE_ENV === 'production' && !clientDir) logger.warn('no dist/ build: serving the API only')
  // The admin API's token for this run: `npm run org` finds it in DATA_DIR/admin.json.
  const adminToken = newAdminToken()
  // One watch over store outages for the requests and the mail sender: one line down, one back.
  const storeAvailability = watchStoreAvailability(store, logger)
  // One clock for everything this process does; only the browser journeys' server may move it (TEST_CLOCK=1).
  const testClock = config.TEST_CLOCK ? movableClock() : undefined
  const now = testClock?.now
  // Points, referral rewards and vacation certificates (services/club/reward-job.ts): one round per interval across processes.
  const rewardJob = startRewardJob(
    { store, logger, now, storeAvailability },
    { intervalMs: config.REWARDS_JOB_INTERVAL_MS, startDelayMs: BACKGROUND_START_DELAY_MS },
  )
  // One provider for the requests and the reconciliation job, which finishes any payment a crash interrupted.
  const payments = createPayments(config, store.db)
  const app = createApp({ store, config, logger, clientDir, adminToken, storeAvailability, now, testClock, rewardJob, payments })
  const reconciler = startPaymentReconciler(store.db, payments, logger, { startDelayMs: BACKGROUND_START_DELAY_MS })
  // Another process (or `npm run org` on PostgreSQL) changed an organisation: forget the cached ones
  // now (migration 0015's trigger notifies at commit; the session check's version read backs it up).
  const stopListening = await store
    .listen(ORGANISATIONS_CHANGED_CHANNEL, () => forgetHosts(store.db))
    .catch((error: unknown) => {
      logger.warn('could not listen for organisation changes', errorFields(error))
      return async () => {}
    })
  // Delivers the outbox's mails (server/services/mail/sender.ts), ones a crash left included.
  const mailSender = startMailSender({ store, config, logger, storeAvailability, now }, { startDelayMs: config.MAIL_SENDER_START_DELAY_MS })

  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    logger.info(`listening on http://${config.HOST}:${config.PORT}`)
    announceAdminApi(config, logger, adminUrl(config.HOST, info.port), adminToken)
    void warmUpSearch()
  })
  // The first search plans its store functions (~0.2 s): done as soon as the server listens, so
  // the server answers without waiting for it and the first visitor's search does not pay it
  // (a request in that moment waits its turn on the store). Its cost is logged: `npm run bench`
  // prints it beside the start time (issue 19).
  async function warmUpSearch() {
    const started = performance.now()
    await createSupplier(store)
      .warmUp?.()
      .catch((error: unknown) => logger.warn('search warm-up failed', errorFields(error)))
    logger.info('search warmed up', { durationMs: Math.round(performance.now() - started) })
  }

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    removeAdminFile(config.DATA_DIR)
    server.close(() => {
      Promise.all([mailSender.stop(), rewardJob.stop(), reconciler.stop(), stopListening()])
        .then(() => store.close())
        .finally(() => process.exit(0))
    })
    // Keep-alive connections can hold close() open; do not wait for them forever.
    setTimeout(() => store.close().finally(() => process.exit(0)), 5000).unref()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  // Any other way out (process.exit elsewhere): only our own file is removed.
  process.on('exit', () => removeAdminFile(config.DATA_DIR))
}

/**
 * Writes DATA_DIR/admin.json, so `npm run org` hands its work to this server instead of opening
 * the embedded store beside it. Without the file the command cannot reach the server, nothing
 * else breaks: a failure is logged, not fatal.
 */
function announceAdminApi(config: Config, logger: Logger, url: string, token: string) {
  try {
    writeAdminFile(config.DATA_DIR, { url, pid: process.pid, token })
  } catch (error) {
    logger.warn('could not write the admin file: npm run org cannot reach this server', { dataDir: config.DATA_DIR, error })
  }
}
