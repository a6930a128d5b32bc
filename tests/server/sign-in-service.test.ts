import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomainError } from '@server/errors'
import { findSession } from '@server/services/auth/sessions'
import { INVALID_CREDENTIALS, signInWithPassword } from '@server/services/auth/sign-in'
import { accountKeyOf, recordSignInFailure } from '@server/services/auth/sign-in-limits'
import { LIMITS } from '@server/services/auth/throttle'
import { loadConfig } from '@server/config'
import { createLogger } from '@server/services/logger'
import { findOrganisation, type Organisation } from '@server/services/organisation'
import { seedStore } from '@server/seed/seed'
import { AGENT, MEMBER } from './helpers/auth'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * The sign-in service on its own: a fresh store, a clock and plain facts about the visitor; no
 * app, no request, no Hono. What it answers is what the routes turn into cookies and statuses.
 */
describe('signInWithPassword, called with plain inputs', () => {
  let store: TestStore
  let org: Organisation
  const now = new Date('2026-05-04T10:00:00Z')
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent/no-mail-is-sent-here' })
  const deps = () => ({ store, config, logger: createLogger('error', () => {}), now: () => now })
  let ipSerial = 0
  // Each call from its own address, so the per-IP limit never decides these cases.
  const visitor = () => ({ ip: `198.51.100.${++ipSerial}`, userAgent: 'service-test/1.0', origin: 'http://localhost' })

  beforeAll(async () => {
    store = await openTestStore()
    await seedStore(store.db, 'demo')
    org = await findOrganisation(store.db, { host: null })
  })
  afterAll(() => store.close())

  it('opens a session for the right password: the answer names the session, the secret finds it', async () => {
    const asking = visitor()
    const opened = await signInWithPassword(
      deps(),
      { org, visitor: asking },
      { email: MEMBER.email, password: MEMBER.password, remember: true },
    )
    expect(opened.result.token).toBe(opened.session.id)
    expect(opened.result).toMatchObject({ email: MEMBER.email, role: 'member' })
    expect(opened.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const found = await findSession(store.db, opened.secret)
    expect(found?.user.email).toBe(MEMBER.email)
    expect(found?.session).toMatchObject({ id: opened.session.id, remember: true, ip: asking.ip, userAgent: 'service-test/1.0' })
  })

  it('refuses a wrong password with the typed error INVALID_CREDENTIALS and opens nothing', async () => {
    const refused = await signInWithPassword(
      deps(),
      { org, visitor: visitor() },
      { email: MEMBER.email, password: 'Wrong#2026', remember: false },
    ).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DomainError)
    expect(refused).toMatchObject({ code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS })
  })

  it('answers an unknown email exactly as a wrong password', async () => {
    const refused = await signInWithPassword(
      deps(),
      { org, visitor: visitor() },
      { email: 'nobody@example.com', password: 'Wrong#2026', remember: false },
    ).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS })
  })

  it('locks an address out of the account after too many failures from it: LOCKED even for the right password', async () => {
    const { email } = AGENT
    const from = visitor()
    // One failure through the service, the rest recorded directly: each hash costs a second under load.
    await expect(
      signInWithPassword(deps(), { org, visitor: from }, { email, password: 'Wrong#2026', remember: false }),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    })
    for (let i = 1; i < LIMITS.signInFailuresPerAddress.max; i++)
      await recordSignInFailure(store.db, accountKeyOf(org.id, email), from.ip, now)
    await expect(
      signInWithPassword(deps(), { org, visitor: from }, { email, password: AGENT.password, remember: false }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_LOCKED' })
  })
})
