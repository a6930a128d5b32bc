import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '@server/config'
import { startTestApp, type TestApp } from './helpers/test-app'

/*
 * Which provider takes cards (issue 20): the test provider unless both Stripe keys are set, and
 * Stripe's script in the pages' Content-Security-Policy only when Stripe is configured.
 */

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_config', STRIPE_PUBLISHABLE_KEY: 'pk_test_config', SEED: 'none' }
const policyOf = async (t: TestApp) => (await t.app.request('/api/payments/config')).headers.get('content-security-policy') ?? ''

describe('without Stripe', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ SEED: 'none' })
  })
  afterAll(() => t.close())

  it('takes test cards, and no page may load Stripe', async () => {
    const res = await t.app.request('/api/payments/config')
    expect(await res.json()).toEqual({ status: true, data: { provider: 'test' } })
    const policy = await policyOf(t)
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toContain('stripe.com')
  })
})

describe('with Stripe', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(STRIPE)
  })
  afterAll(() => t.close())

  it('hands the page the publishable key, never the secret, and allows Stripe.js, its frames and its API', async () => {
    const res = await t.app.request('/api/payments/config')
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ status: true, data: { provider: 'stripe', publishableKey: 'pk_test_config' } })
    expect(text).not.toContain('sk_test_config')
    const policy = await policyOf(t)
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/)
  })

  it('a webhook without a webhook secret configured is refused as unsigned', async () => {
    const res = await t.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'stripe-signature': 't=1,v1=00' },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'BAD_SIGNATURE' })
  })
})

describe('the Stripe settings', () => {
  it('refuse one key without the other, naming the missing one', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      new ConfigError('STRIPE_PUBLISHABLE_KEY', 'must be set when STRIPE_SECRET_KEY is set'),
    )
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toThrow(
      new ConfigError('STRIPE_SECRET_KEY', 'must be set when STRIPE_PUBLISHABLE_KEY is set'),
    )
    expect(() => loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_wrong' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/)
    expect(() => loadConfig({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be a webhook signing secret/,
    )
    expect(loadConfig(STRIPE)).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_config', STRIPE_PUBLISHABLE_KEY: 'pk_test_config' })
  })
})
