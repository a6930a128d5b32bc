import { Hono } from 'hono'
import { paymentConfigAnswer } from '@contract/payments'
import type { AppDeps, AppEnv } from '../app-env'
import { paymentConfigOf } from '../services/payments/index'
import { reconcilePayments } from '../services/payments/reconcile'
import { validate, validateSignedBody } from './validate'
import { z } from 'zod'

/**
 * Card payments (issue 20; docs/api.md "Payments"): which provider takes cards here, and the
 * provider's webhook. A webhook is believed only when its signature checks out (400 BAD_SIGNATURE
 * otherwise); it then makes the reconciliation finish that one payment at once instead of at its
 * next round. It carries no state of its own: the provider is asked again for the truth.
 */
export function paymentRoutes(deps: AppDeps) {
  const payments = () => {
    if (!deps.payments) throw new Error('no payment provider: createApp must set AppDeps.payments')
    return deps.payments
  }
  return new Hono<AppEnv>()
    .get('/payments/config', validate(), (c) =>
      c.json(paymentConfigAnswer.parse({ status: true, data: paymentConfigOf(deps.config, payments()) })),
    )
    .post('/payments/:provider/webhook', validateSignedBody({ params: z.object({ provider: z.enum(['stripe', 'test']) }) }), async (c) => {
      const given = payments()
      if (c.req.param('provider') !== given.provider.name || !given.provider.webhook) {
        return c.json({ status: false, message: `Not found: ${c.req.path}` }, 404)
      }
      const event = await given.provider.webhook(c.var.rawBody, Object.fromEntries(c.req.raw.headers))
      if (event.paymentRef) {
        await reconcilePayments(deps.store.db, given, deps.now?.() ?? new Date(), { onlyRef: event.paymentRef, logger: deps.logger })
      }
      return c.json({ status: true, received: event.id })
    })
}
