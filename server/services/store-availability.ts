import { storeUnreachable } from '../store/errors'
import type { Store } from '../store/store'
import type { Logger } from './logger'

/**
 * While the store is unreachable, how often it is pinged to learn that it is back: the server
 * says so (and answers from the store again) within this time plus one ping of its return.
 */
export const STORE_PROBE_INTERVAL_MS = 250

/** What a caller is told to wait before trying again while the store is unreachable. */
export const STORE_RETRY_AFTER_SECONDS = 5

export interface StoreAvailability {
  /**
   * True when `error` says the store cannot be reached. The first such error of an outage is
   * logged (once) and starts pinging the store until it answers, which is logged once too.
   */
  noticeFailure(error: unknown): boolean
  /** False from the first unreachable error until a ping is answered again. */
  readonly reachable: boolean
}

/**
 * Follows the store's outages for the app: one log line when it becomes unreachable, one when it
 * is back, however many requests fail in between. Only connection errors count (connection
 * refused or lost, the server shutting down, PGlite closed), never a query the store refused.
 */
export function watchStoreAvailability(
  store: Pick<Store, 'ping'>,
  logger: Logger,
  probeEveryMs = STORE_PROBE_INTERVAL_MS,
): StoreAvailability {
  let downSince: number | null = null

  const probe = () => {
    const timer = setTimeout(async () => {
      if (await store.ping()) {
        logger.info('store reachable again', { unreachableForMs: Math.round(performance.now() - (downSince ?? performance.now())) })
        downSince = null
      } else {
        probe()
      }
    }, probeEveryMs)
    // An outage must not keep a stopping process alive.
    timer.unref()
  }

  return {
    get reachable() {
      return downSince === null
    },
    noticeFailure(error) {
      const reason = storeUnreachable(error)
      if (!reason) return false
      if (downSince === null) {
        downSince = performance.now()
        logger.error('store unreachable', { reason, error })
        probe()
      }
      return true
    },
  }
}
