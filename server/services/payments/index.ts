import type { PaymentConfig } from '@contract/payments'
import type { Config } from '../../config'
import type { Db } from '../../store/store'
import type { Payments } from './charge'
import { createStripeProvider } from './stripe-provider'
import { createTestProvider } from './test-provider'

/** The provider this deployment takes cards with: Stripe when its keys are set, else the built-in test provider. */
export function createPayments(config: Config, db: Db): Payments {
  if (config.STRIPE_SECRET_KEY) {
    return { provider: createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET }) }
  }
  return { provider: createTestProvider(db) }
}

/** What the page needs to take a card (GET /api/payments/config). */
export function paymentConfigOf(config: Config, payments: Payments): PaymentConfig {
  return payments.provider.name === 'stripe' && config.STRIPE_PUBLISHABLE_KEY
    ? { provider: 'stripe', publishableKey: config.STRIPE_PUBLISHABLE_KEY }
    : { provider: 'test' }
}
