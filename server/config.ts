import { isIP } from 'node:net'
import { z } from 'zod'

/** A bad environment variable; `variable` names it so the message and tests can point at it. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid environment: ${variable} ${problem}`)
    this.name = 'ConfigError'
  }
}

const logLevels = ['info', 'warn', 'error', 'silent'] as const
const nodeEnvs = ['development', 'test', 'production'] as const

// Shells and .env files often leave a variable set but empty: treat that as "not set".
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value)
const optionalText = (rule: z.ZodString) => z.preprocess(unsetIfEmpty, rule.optional())
const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
/** 32 bytes in base64 (or base64url): an AES-256 key. */
const isDataKey = (value: string) => /^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32
const DATA_KEY_RULE = 'must be 32 random bytes in base64 (openssl rand -base64 32)'

const envSchema = z
  .object({
    PORT: optionalText(z.string())
      .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535), {
        message: 'must be an integer between 1 and 65535',
      })
      .transform((v) => (v === undefined ? 3000 : Number(v))),
    HOST: optionalText(z.string().regex(/^[\w.:-]+$/, 'must be a host name or IP address')).transform((v) => v ?? '127.0.0.1'),
    DATA_DIR: optionalText(z.string()).transform((v) => v ?? '.data'),
    DATABASE_URL: optionalText(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
    SEED: optionalText(z.string())
      .refine((v) => v === undefined || v === 'demo' || v === 'none', { message: 'must be demo or none' })
      .transform((v) => (v ?? 'demo') as 'demo' | 'none'),
    TRUSTED_PROXIES: optionalText(z.string())
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((ip) => ip.trim())
          .filter(Boolean),
      )
      .refine((ips) => ips.every((ip) => isIP(ip) !== 0), {
        message: 'must be a comma-separated list of IP addresses',
      }),
    GEO_COUNTRY_HEADER: optionalText(z.string().regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')).transform((v) =>
      (v ?? 'cf-ipcountry').toLowerCase(),
    ),
    LOG_LEVEL: optionalText(z.string())
      .refine((v) => v === undefined || (logLevels as readonly string[]).includes(v), {
        message: `must be one of ${logLevels.join(', ')}`,
      })
      .transform((v) => (v ?? 'info') as (typeof logLevels)[number]),
    // Outgoing mail: SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/outbox.
    SMTP_URL: optionalText(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: optionalText(
      z.string().regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an email address, optionally with a name'),
    ).transform((v) => v ?? 'Travel Club <no-reply@travel-club.example>'),
    // Holds the mail sender back this long after start: the crash test (tests/server/mail-crash.test.ts)
    // kills a server between a mail's commit and its sending with it. 0 (default) in every deployment.
    MAIL_SENDER_START_DELAY_MS: optionalText(z.string().regex(/^\d{1,7}$/, 'must be a number of milliseconds')).transform((v) =>
      v === undefined ? 0 : Number(v),
    ),
    // How often the club's reward job (points, referral rewards, vacation certificates) looks for due work; one process runs each round.
    REWARDS_JOB_INTERVAL_MS: optionalText(z.string().regex(/^\d{3,9}$/, 'must be a number of milliseconds (at least 100)')).transform(
      (v) => (v === undefined ? 60_000 : Number(v)),
    ),
    // Tests only: lets the admin API move this process's clock (POST /api/admin/clock); the browser journeys set it.
    TEST_CLOCK: optionalText(z.string())
      .refine((v) => v === undefined || v === '0' || v === '1', { message: 'must be 0 or 1' })
      .transform((v) => v === '1'),
    // A development-only shared secret that turns on HS256 SSO for the demo organisation.
    SSO_DEMO_SECRET: optionalText(z.string().min(32, 'must be at least 32 characters')),
    // Personal documents (passport numbers) are sealed with AES-256-GCM under this key
    // (server/services/account/sealing.ts); required in production, a published development key elsewhere.
    DATA_ENCRYPTION_KEY: optionalText(z.string().refine(isDataKey, { message: DATA_KEY_RULE })),
    // Earlier keys, comma-separated: still opened while their values are sealed again (docs/decisions.md#personal-documents).
    DATA_ENCRYPTION_OLD_KEYS: optionalText(z.string())
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .refine((keys) => keys.every(isDataKey), { message: `must be a comma-separated list of keys that each ${DATA_KEY_RULE}` }),
    NODE_ENV: optionalText(z.string())
      .refine((v) => v === undefined || (nodeEnvs as readonly string[]).includes(v), {
        message: `must be one of ${nodeEnvs.join(', ')}`,
      })
      .transform((v) => (v ?? 'development') as (typeof nodeEnvs)[number]),
    // Social sign-up: a provider is usable only when its client id is set (and the organisation offers it).
    GOOGLE_CLIENT_ID: optionalText(z.string().regex(/^\S+$/, 'must not contain spaces')),
    GOOGLE_JWKS_URL: optionalText(httpUrl).transform((v) => v ?? 'https://www.googleapis.com/oauth2/v3/certs'),
    FACEBOOK_APP_ID: optionalText(z.string().regex(/^\S+$/, 'must not contain spaces')),
    FACEBOOK_APP_SECRET: optionalText(z.string().regex(/^\S+$/, 'must not contain spaces')),
    // Card payments through Stripe (issue 20): both keys, or neither (then the built-in test provider takes test cards).
    STRIPE_SECRET_KEY: optionalText(z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')),
    STRIPE_PUBLISHABLE_KEY: optionalText(
      z.string().regex(/^pk_(test|live)_\S+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)'),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText(z.string().regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')),
    FACEBOOK_GRAPH_URL: optionalText(httpUrl).transform((v) => (v ?? 'https://graph.facebook.com/v19.0').replace(/\/+$/, '')),
  })
  .superRefine((env, ctx) => {
    // Facebook tokens are checked with the app's secret: an app id alone would verify nothing.
    if (env.FACEBOOK_APP_ID && !env.FACEBOOK_APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['FACEBOOK_APP_SECRET'], message: 'must be set when FACEBOOK_APP_ID is set' })
    }
    // The page's card form needs the publishable key, the server the secret one: one without the other takes no card.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'must be set when STRIPE_SECRET_KEY is set' })
    }
    if (env.STRIPE_PUBLISHABLE_KEY && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'must be set when STRIPE_PUBLISHABLE_KEY is set' })
    }
    // A production server never seals personal documents under the published development key.
    if (env.NODE_ENV === 'production' && !env.DATA_ENCRYPTION_KEY) {
      ctx.addIssue({ code: 'custom', path: ['DATA_ENCRYPTION_KEY'], message: `must be set in production: ${DATA_KEY_RULE}` })
    }
  })

export type Config = z.output<typeof envSchema>
export type LogLevel = Config['LOG_LEVEL']

/**
 * Parses the process environment once, at boot. Throws a {@link ConfigError} naming the first
 * bad variable; server/index.ts turns that into a message and a non-zero exit.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const variable = String(issue!.path[0] ?? 'environment')
  const problem = issue!.code === 'invalid_type' ? 'must be text' : issue!.message
  throw new ConfigError(variable, problem)
}
