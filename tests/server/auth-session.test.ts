import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLoginAnswer, profileAnswer } from '@contract/schemas/auth'
import { hashSecret } from '@server/services/auth/tokens'
import { auditEvents, sessions } from '@server/store/schema'
import { MEMBER, sessionCookie, signedIn, signIn, testClock, userId } from './helpers/auth'
import { startTestApp, type TestApp } from './helpers/test-app'

const PROXY = '10.0.0.1'
const HOUR = 3_600_000
const clock = testClock(new Date('2026-03-01T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
})
afterAll(() => t.close())

const checkLogin = async (cookie?: string) => {
  const res = await t.post('/api/auth/checkLogin', {}, cookie ? { cookie } : {})
  expect(res.status).toBe(200)
  return { res, answer: checkLoginAnswer.parse(await res.json()) }
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, a browser-session cookie without remember', async () => {
    const res = await signIn(t, MEMBER.email, MEMBER.password)
    const line = res.headers.getSetCookie().find((c) => c.startsWith('userToken='))!
    expect(line).toMatch(/; HttpOnly/)
    expect(line).toMatch(/; SameSite=Lax/)
    expect(line).toMatch(/; Path=\//)
    expect(line).not.toMatch(/Max-Age|Expires/)
    expect(line).not.toMatch(/; Secure/)
  })

  it('gets Max-Age of 30 days with remember', async () => {
    const res = await signIn(t, MEMBER.email, MEMBER.password, { remember: true })
    const line = res.headers.getSetCookie().find((c) => c.startsWith('userToken='))!
    expect(line).toMatch(/; Max-Age=2592000/)
  })

  it('is Secure behind a trusted HTTPS proxy, and not when an untrusted peer claims HTTPS', async () => {
    const trusted = await signIn(t, MEMBER.email, MEMBER.password, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    })
    expect(trusted.headers.getSetCookie().find((c) => c.startsWith('userToken='))).toMatch(/; Secure/)
    const other = await startTestApp({ TRUSTED_PROXIES: PROXY })
    try {
      const res = await signIn(other, MEMBER.email, MEMBER.password, { headers: { 'x-forwarded-proto': 'https' } })
      expect(res.headers.getSetCookie().find((c) => c.startsWith('userToken='))).not.toMatch(/; Secure/)
    } finally {
      await other.close()
    }
  })

  it('carries the secret; the answer carries only the public session id, and the store only a hash', async () => {
    const res = await signIn(t, MEMBER.email, MEMBER.password)
    const body = await res.text()
    const secret = sessionCookie(res).split('=')[1]
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body).not.toContain(secret)
    const token = JSON.parse(body).result.token as string
    const [row] = await t.store.db.select().from(sessions).where(eq(sessions.id, token))
    expect(row!.secretHash).toBe(hashSecret(secret!))
    expect(JSON.stringify(row)).not.toContain(secret)
  })
})

describe('POST /api/auth/checkLogin', () => {
  it('answers the profile for a live session and slides its idle expiry', async () => {
    const { cookie, result } = await signedIn(t)
    clock.advance(20 * HOUR)
    const { answer } = await checkLogin(cookie)
    if (!answer.status) throw new Error('expected a live session')
    expect(answer.result).toMatchObject({
      userId: result.userId,
      email: MEMBER.email,
      can_user_book: 1,
      credit_limit: null,
      userCountryCode: 'US',
    })
    // 20 h + 20 h is past the first 24 h, but each check moved the expiry.
    clock.advance(20 * HOUR)
    expect((await checkLogin(cookie)).answer.status).toBe(true)
  })

  it('writes the sliding expiry at most once a minute (the busiest call stays read-only)', async () => {
    const { cookie, result } = await signedIn(t)
    const row = async () => (await t.store.db.select().from(sessions).where(eq(sessions.id, result.token)))[0]
    const opened = await row()
    clock.advance(30_000)
    await checkLogin(cookie)
    expect((await row())!.expiresAt).toEqual(opened!.expiresAt)
    clock.advance(31_000)
    await checkLogin(cookie)
    expect((await row())!.expiresAt.getTime()).toBe(opened!.expiresAt.getTime() + 61_000)
  })

  it('answers status false after 24 idle hours, not SSO, with the organisation session-out url', async () => {
    const { cookie } = await signedIn(t)
    clock.advance(24 * HOUR + 1000)
    const { res, answer } = await checkLogin(cookie)
    expect(answer).toEqual({ status: false, result: null, message: { ssocheck: { is_sso: false }, session_out_url: null } })
    expect(res.headers.getSetCookie().find((c) => c.startsWith('userToken='))).toMatch(/Max-Age=0/)
  })

  it('keeps a remembered session for 30 idle days', async () => {
    const res = await signIn(t, MEMBER.email, MEMBER.password, { remember: true })
    const cookie = sessionCookie(res)
    clock.advance(29 * 24 * HOUR)
    const { res: renewed, answer } = await checkLogin(cookie)
    expect(answer.status).toBe(true)
    // The cookie's 30 days slide with the row's.
    expect(renewed.headers.getSetCookie().find((c) => c.startsWith('userToken='))).toMatch(/Max-Age=2592000/)
    clock.advance(29 * 24 * HOUR)
    expect((await checkLogin(cookie)).answer.status).toBe(true)
    clock.advance(30 * 24 * HOUR + 1000)
    expect((await checkLogin(cookie)).answer.status).toBe(false)
  })

  it('answers status false without a cookie or with a made-up one', async () => {
    expect((await checkLogin()).answer.status).toBe(false)
    expect((await checkLogin(`userToken=${'A'.repeat(43)}`)).answer.status).toBe(false)
  })
})

describe('POST /api/iqps/logout', () => {
  it('revokes the session server-side and clears the cookies', async () => {
    const { cookie } = await signedIn(t)
    const res = await t.post('/api/iqps/logout', {}, { cookie })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: true })
    const cleared = res.headers.getSetCookie()
    expect(cleared.find((c) => c.startsWith('userToken='))).toMatch(/Max-Age=0/)
    expect(cleared.find((c) => c.startsWith('is_impersonate='))).toMatch(/Max-Age=0/)
    // The old cookie, replayed, no longer works.
    expect((await checkLogin(cookie)).answer.status).toBe(false)
  })

  it('is harmless without a session', async () => {
    const res = await t.post('/api/iqps/logout', {})
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: true })
  })
})

describe('POST /api/iqps/user-fqs and getProfile', () => {
  it('records the session user and the server-resolved ip; the body values only as claims', async () => {
    const { cookie } = await signedIn(t)
    const body = { userId: 999, ip: '192.0.2.55', action: 'login' }
    const res = await t.post('/api/iqps/user-fqs', body, { cookie, 'x-forwarded-for': '203.0.113.77' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: true })
    const rows = await t.store.db.select().from(auditEvents).where(eq(auditEvents.action, 'login'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      userId: await userId(t, MEMBER.email),
      ip: '203.0.113.77',
      claimedUserId: '999',
      claimedIp: '192.0.2.55',
    })
  })

  it('refuses user-fqs and getProfile without a session', async () => {
    const fqs = await t.post('/api/iqps/user-fqs', { userId: 1, ip: '192.0.2.1', action: 'x' })
    expect(fqs.status).toBe(401)
    const profile = await t.post('/api/profile/getProfile', {})
    expect(profile.status).toBe(401)
    expect(await profile.json()).toMatchObject({ status: false, code: 'NOT_SIGNED_IN' })
  })

  it('getProfile answers the profile of the session', async () => {
    const { cookie } = await signedIn(t)
    const answer = profileAnswer.parse(await (await t.post('/api/profile/getProfile', {}, { cookie })).json())
    expect(answer).toMatchObject({ status: true, result: { email: MEMBER.email, userCountryCode: 'US' } })
  })
})
