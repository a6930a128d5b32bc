import { callParsed } from '@/api/client'
import { paymentConfigAnswer, type PaymentConfig } from '@contract/payments'

/*
 * Card payments (issue 20; contract/payments.ts, docs/api.md "Payments"). The card itself never
 * reaches our server: Stripe's form makes a method id with Stripe, and the built-in test provider's
 * method id names which documented test card was typed (no card data at all).
 */

/** GET /api/payments/config: which provider takes cards here. */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return (await callParsed('get', 'payments/config', paymentConfigAnswer, { signal })).data
}
