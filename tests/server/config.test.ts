import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '@server/config'

const problemWith = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('expected a ConfigError')
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      SEED: 'demo',
      TRUSTED_PROXIES: [],
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      SMTP_URL: undefined,
      MAIL_FROM: 'Travel Club <no-reply@travel-club.example>',
      MAIL_SENDER_START_DELAY_MS: 0,
      SSO_DEMO_SECRET: undefined,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      FACEBOOK_APP_ID: undefined,
      FACEBOOK_APP_SECRET: undefined,
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v19.0',
      DATA_ENCRYPTION_KEY: undefined,
      DATA_ENCRYPTION_OLD_KEYS: [],
      REWARDS_JOB_INTERVAL_MS: 60_000,
      TEST_CLOCK: false,
    })
  })

  it('needs a key for personal documents in production only, 32 bytes in base64, and reads older keys', () => {
    const key = Buffer.alloc(32, 9).toString('base64')
    const older = Buffer.alloc(32, 8).toString('base64url')
    expect(loadConfig({ NODE_ENV: 'development' }).DATA_ENCRYPTION_KEY).toBeUndefined()
    expect(loadConfig({ NODE_ENV: 'test' }).DATA_ENCRYPTION_KEY).toBeUndefined()
    expect(problemWith({ NODE_ENV: 'production' }).message).toBe(
      'Invalid environment: DATA_ENCRYPTION_KEY must be set in production: must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    expect(loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key, DATA_ENCRYPTION_OLD_KEYS: ` ${older} ,` })).toMatchObject({
      DATA_ENCRYPTION_KEY: key,
      DATA_ENCRYPTION_OLD_KEYS: [older],
    })
    // 31 and 33 bytes are not AES-256 keys.
    expect(problemWith({ DATA_ENCRYPTION_KEY: Buffer.alloc(31, 1).toString('base64') }).variable).toBe('DATA_ENCRYPTION_KEY')
    expect(problemWith({ DATA_ENCRYPTION_KEY: Buffer.alloc(33, 1).toString('base64') }).variable).toBe('DATA_ENCRYPTION_KEY')
    expect(problemWith({ DATA_ENCRYPTION_OLD_KEYS: `${older},short` }).variable).toBe('DATA_ENCRYPTION_OLD_KEYS')
  })

  it('reads the social sign-in variables; a Facebook app id needs its secret', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9999/jwks',
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 's3cret',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9999/graph/',
    })
    expect(config).toMatchObject({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com', FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9999/graph' })
    const missing = problemWith({ FACEBOOK_APP_ID: '1234567890' })
    expect(missing.variable).toBe('FACEBOOK_APP_SECRET')
    expect(missing.message).toBe('Invalid environment: FACEBOOK_APP_SECRET must be set when FACEBOOK_APP_ID is set')
    expect(problemWith({ GOOGLE_JWKS_URL: 'ftp://keys.example' }).variable).toBe('GOOGLE_JWKS_URL')
  })

  it('reads the mail and SSO variables and refuses bad ones', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Demo Travel <hello@demo.example>',
      SSO_DEMO_SECRET: 'x'.repeat(32),
    })
    expect(config).toMatchObject({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465', MAIL_FROM: 'Demo Travel <hello@demo.example>' })
    expect(problemWith({ SMTP_URL: 'http://smtp.example.com' }).variable).toBe('SMTP_URL')
    expect(problemWith({ MAIL_FROM: 'nobody' }).variable).toBe('MAIL_FROM')
    expect(problemWith({ SSO_DEMO_SECRET: 'short' }).variable).toBe('SSO_DEMO_SECRET')
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/travel',
      DATABASE_URL: 'postgres://app@db:5432/travel',
      SEED: 'none',
      TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2,::1',
      GEO_COUNTRY_HEADER: 'X-Country',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    })
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      SEED: 'none',
      TRUSTED_PROXIES: ['10.0.0.1', '10.0.0.2', '::1'],
      GEO_COUNTRY_HEADER: 'x-country',
      NODE_ENV: 'production',
    })
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined })
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'Invalid environment: PORT must be an integer between 1 and 65535'],
    [{ PORT: '0' }, 'PORT', 'Invalid environment: PORT must be an integer between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT', 'Invalid environment: PORT must be an integer between 1 and 65535'],
    [{ PORT: '80.5' }, 'PORT', 'Invalid environment: PORT must be an integer between 1 and 65535'],
    [{ SEED: 'all' }, 'SEED', 'Invalid environment: SEED must be demo or none'],
    [{ LOG_LEVEL: 'debug' }, 'LOG_LEVEL', 'Invalid environment: LOG_LEVEL must be one of info, warn, error, silent'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV', 'Invalid environment: NODE_ENV must be one of development, test, production'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', 'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [
      { TRUSTED_PROXIES: '10.0.0.1,proxy' },
      'TRUSTED_PROXIES',
      'Invalid environment: TRUSTED_PROXIES must be a comma-separated list of IP addresses',
    ],
    [{ GEO_COUNTRY_HEADER: 'x country' }, 'GEO_COUNTRY_HEADER', 'Invalid environment: GEO_COUNTRY_HEADER must be an HTTP header name'],
    [{ HOST: 'local host' }, 'HOST', 'Invalid environment: HOST must be a host name or IP address'],
  ])('refuses %o, naming the variable', (env, variable, message) => {
    const error = problemWith(env)
    expect(error.variable).toBe(variable)
    expect(error.message).toBe(message)
  })
})

describe('server/index.ts', () => {
  it('refuses to start on a bad variable, naming it, with a non-zero exit', () => {
    const { DATABASE_URL: _ignored, ...env } = process.env
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      encoding: 'utf8',
      env: { ...env, PORT: 'abc' },
      timeout: 20_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe('Invalid environment: PORT must be an integer between 1 and 65535')
  })

  it('refuses to start in production without a key for personal documents', () => {
    const { DATABASE_URL: _ignored, DATA_ENCRYPTION_KEY: _unset, ...env } = process.env
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      encoding: 'utf8',
      env: { ...env, NODE_ENV: 'production' },
      timeout: 20_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toMatch(/^Invalid environment: DATA_ENCRYPTION_KEY must be set in production/)
  })

  it('logs a failure after the settings by its safe fields only, never its message', () => {
    // Opening the store fails with a message that quotes what it was given, as a failed
    // migration or seed would quote a query's parameters: here a DATA_DIR under a plain file.
    const dir = mkdtempSync(join(tmpdir(), 'start-failure-'))
    try {
      writeFileSync(join(dir, 'file'), '')
      const { DATABASE_URL: _ignored, ...env } = process.env
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        encoding: 'utf8',
        env: { ...env, DATA_DIR: join(dir, 'file', 'Secretia-data'), LOG_LEVEL: 'silent' },
        timeout: 20_000,
      })
      expect(run.status).toBe(1)
      expect(`${run.stdout}${run.stderr}`).not.toContain('Secretia')
      const line = JSON.parse(run.stderr.trim()) as { level: string; msg: string; error: Record<string, unknown> }
      expect(line).toMatchObject({ level: 'error', msg: 'could not start', error: { errorClass: 'Error', code: 'ENOTDIR' } })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
