import { Hono } from 'hono'
import { except } from 'hono/combine'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import type { AppDeps, AppEnv } from './app-env'
import { bodyLimitByLength } from './http/body-limit'
import { errorAnswer, storeUnavailableAnswer } from './http/errors'
import { accountRoutes } from './routes/account'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { bookingRoutes } from './routes/booking'
import { bookingImageRoutes } from './routes/booking-images'
import { activityRoutes } from './routes/activities'
import { brandingRoutes } from './routes/branding'
import { clientRoutes } from './routes/client'
import { currencyRoutes } from './routes/currencies'
import { healthRoutes } from './routes/health'
import { iqpsRoutes } from './routes/iqps'
import { lookupRoutes } from './routes/lookups'
import { networkRoutes } from './routes/network'
import { organisationRoutes } from './routes/organisation'
import { reservationRoutes } from './routes/reservations'
import { manageBookingRoutes } from './routes/manage-booking'
import { signUpRoutes } from './routes/sign-up'
import { stayRoutes } from './routes/stays'
import { walletRoutes } from './routes/wallet'
import { paymentRoutes } from './routes/payments'
import { carRoutes } from './routes/cars'
import { transferRoutes } from './routes/transfers'
import { flightRoutes } from './routes/flights'
import { createPayments } from './services/payments/index'
import { profileRoutes } from './routes/profile'
import { agentRoutes } from './routes/agent'
import { referralRoutes } from './routes/referral'
import { rewardsRoutes } from './routes/rewards'
import { promotionRoutes } from './routes/promotions'
import { savingsRoutes } from './routes/savings'
import { planRoutes } from './routes/plans'
import { compression } from './http/compression'
import { requestHost } from './http/request-host'
import { securityHeaders } from './http/security-headers'
import { isOrganisationSite } from './http/site-origin'
import { sessionMiddleware } from './http/session'
import { buildSocialVerifiers } from './services/social-providers'
import { watchStoreAvailability } from './services/store-availability'
import { createLineRegistry, createSupplier } from './suppliers/index'

/** Request bodies above this are refused before any handler reads them. */
export const MAX_BODY_BYTES = 100 * 1024

/**
 * Builds the Hono app: request id, one structured log line per request, the body size limit,
 * every /api router, the built client (when given), one error renderer and the API's 404.
 */
export function createApp(given: AppDeps) {
  // Built once: the verifiers cache the providers' keys between requests.
  const supplier = given.supplier ?? createSupplier(given.store)
  const deps: AppDeps = {
    ...given,
    socialVerifiers: given.socialVerifiers ?? buildSocialVerifiers(given.config),
    supplier,
    lines: given.lines ?? createLineRegistry(given.store, supplier),
    payments: given.payments ?? createPayments(given.config, given.store.db),
  }
  const { logger } = deps
  const storeAvailability = deps.storeAvailability ?? watchStoreAvailability(deps.store, logger)
  const app = new Hono<AppEnv>()

  // First, so its headers reach every answer: pages, files, JSON, errors and 404s.
  app.use(securityHeaders(deps.config))
  app.use(requestId({ headerName: 'X-Request-Id', limitLength: 128 }))
  // Inside the security headers (they are set on the final answer either way), outside every route.
  app.use(compression())
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId: c.var.requestId,
    })
  })
  app.use(
    '/api/*',
    // The admin API carries an organisation's files; it has its own, larger limit (routes/admin.ts).
    except(
      '/api/admin/*',
      bodyLimitByLength({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => c.json({ status: false, message: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB` }, 400),
      }),
    ),
  )

  // Decided once per request, here, because only the app knows which proxies to trust. Pages too:
  // each carries its organisation's config and the session check (routes/client.ts).
  app.use('*', async (c, next) => {
    c.set('requestHost', requestHost(c, deps.config))
    c.set('isOwnSite', (claimedHost) => isOrganisationSite(c, deps.store.db, deps.config, claimedHost))
    await next()
  })
  const { organisationCode } = deps
  if (organisationCode) {
    app.use('*', async (c, next) => {
      c.set('organisationCode', organisationCode(c))
      await next()
    })
  }
  app.use('*', sessionMiddleware(deps))

  const routers = [
    healthRoutes,
    lookupRoutes,
    currencyRoutes,
    organisationRoutes,
    brandingRoutes,
    networkRoutes,
    authRoutes,
    accountRoutes,
    iqpsRoutes,
    signUpRoutes,
    adminRoutes,
    walletRoutes,
    bookingRoutes,
    reservationRoutes,
    manageBookingRoutes,
    bookingImageRoutes,
    profileRoutes,
    agentRoutes,
    // The travel club (issue 18).
    referralRoutes,
    rewardsRoutes,
    promotionRoutes,
    savingsRoutes,
    planRoutes,
    stayRoutes,
    activityRoutes,
    paymentRoutes,
    carRoutes,
    transferRoutes,
    flightRoutes,
  ]
  for (const router of routers) {
    app.route('/api', router(deps))
  }
  app.route('/', clientRoutes(deps))

  app.onError((error, c) => {
    const refusal = errorAnswer(error)
    if (refusal) return c.json(refusal.body, refusal.status, refusal.headers)
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ status: false, message: error.message || 'Bad request' }, error.status)
    }
    if (storeAvailability.noticeFailure(error)) {
      const outage = storeUnavailableAnswer()
      return c.json(outage.body, outage.status, outage.headers)
    }
    // The logger writes the error's class, code and frames only (services/logger.ts).
    logger.error('unhandled error', { requestId: c.var.requestId, error })
    return c.json({ status: false, message: 'Internal server error' }, 500)
  })
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') {
      return c.json({ status: false, message: `Not found: ${c.req.path}` }, 404)
    }
    return c.text('Not found', 404)
  })
  return app
}

export type App = ReturnType<typeof createApp>
