import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { STORE_RETRY_AFTER_SECONDS } from '../services/store-availability'
import { validate } from './validate'

/** GET /api/health: whether the store answers (load balancers and the e2e runner poll this). */
export function healthRoutes({ store }: AppDeps) {
  return new Hono<AppEnv>().get('/health', validate(), async (c) => {
    if (await store.ping()) return c.json({ status: true, store: 'reachable', kind: store.kind })
    return c.json({ status: false, store: 'unreachable' }, 503, { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) })
  })
}
