import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orgConfigAnswer } from '@contract/schemas/organisation'
import { HOST_CACHE_TTL_MS, organisationOfHost } from '@server/services/host-cache'
import { orgHosts } from '@server/store/schema'
import { orgIdOf, postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** The code of the organisation getOrgConfig answers for a host (and headers). */
async function orgOn(app: TestApp, host: string, headers: Record<string, string> = {}) {
  const res = await postOn(app, host, '/api/general/getOrgConfig', {}, headers)
  expect(res.status).toBe(200)
  return orgConfigAnswer.parse(await res.json()).data.orgCode
}

describe('organisation resolution by host name', () => {
  it.each([
    ['localhost', 'demo'],
    ['demo.localhost', 'demo'],
    ['atlas.localhost', 'atlas'],
    ['ATLAS.Localhost:5173', 'atlas'],
    ['localhost:3000', 'demo'],
  ])('%s is %s', async (host, code) => {
    expect(await orgOn(t, host)).toBe(code)
  })

  it('lets the host decide over the cookies on a known host', async () => {
    expect(await orgOn(t, 'demo.localhost', { cookie: 'wlOrg=atlas' })).toBe('demo')
  })
})

describe('on an unknown host', () => {
  const unknown = 'travel.example'

  it('follows the wlOrg cookie (a code)', async () => {
    expect(await orgOn(t, unknown, { cookie: 'wlOrg=atlas' })).toBe('atlas')
  })

  it('follows the orgid cookie (an id)', async () => {
    expect(await orgOn(t, unknown, { cookie: `orgid=${await orgIdOf(t, 'atlas')}` })).toBe('atlas')
  })

  it('falls back to the default organisation without cookies, or with unknown or malformed ones', async () => {
    expect(await orgOn(t, unknown)).toBe('demo')
    expect(await orgOn(t, unknown, { cookie: 'wlOrg=nobody; orgid=999999' })).toBe('demo')
    expect(await orgOn(t, unknown, { cookie: 'wlOrg=%27%20or%201%3D1; orgid=-1' })).toBe('demo')
  })

  it("does not let one visitor's cookie decide the host for the next visitor", async () => {
    const host = 'fresh.example'
    expect(await orgOn(t, host, { cookie: 'wlOrg=atlas' })).toBe('atlas')
    expect(await orgOn(t, host)).toBe('demo')
  })
})

describe('X-Forwarded-Host', () => {
  it('is ignored from a peer that is not a trusted proxy', async () => {
    expect(await orgOn(t, 'localhost', { 'x-forwarded-host': 'atlas.localhost' })).toBe('demo')
  })

  it('counts from a trusted proxy (its own, last entry)', async () => {
    const proxied = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' })
    try {
      expect(await orgOn(proxied, 'localhost', { 'x-forwarded-host': 'atlas.localhost' })).toBe('atlas')
      expect(await orgOn(proxied, 'localhost', { 'x-forwarded-host': 'atlas.localhost, demo.localhost' })).toBe('demo')
    } finally {
      await proxied.close()
    }
  })
})

describe('same-origin calls behind a trusted proxy', () => {
  const checkLogin = (app: TestApp, headers: Record<string, string>) =>
    app.app.request('http://app.internal:3000/api/auth/checkLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'app.internal:3000', ...headers },
      body: '{}',
    })

  // In production, where local names are no organisation's site unless it lists them.
  it("accepts the page's origin when it is a host of the organisation the proxy forwarded, and nothing else", async () => {
    const proxied = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1', NODE_ENV: 'production' })
    try {
      expect((await checkLogin(proxied, { 'x-forwarded-host': 'atlas.localhost', origin: 'https://atlas.localhost' })).status).toBe(200)
      expect((await checkLogin(proxied, { 'x-forwarded-host': 'atlas.localhost', origin: 'https://evil.example' })).status).toBe(403)
      expect((await checkLogin(proxied, { 'x-forwarded-host': 'atlas.localhost', origin: 'https://demo.localhost' })).status).toBe(403)
    } finally {
      await proxied.close()
    }
  })

  it("does not take a forwarded host from a peer that is not a trusted proxy, nor the request's own host", async () => {
    expect((await checkLogin(t, { 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' })).status).toBe(403)
    // app.internal is the request's Host, but no organisation's host.
    expect((await checkLogin(t, { origin: 'http://app.internal:3000' })).status).toBe(403)
  })
})

describe('the host cache', () => {
  it('answers from memory within the TTL, and reads the store again after it', async () => {
    const db = t.store.db
    const start = Date.now()
    await db.insert(orgHosts).values({ host: 'moving.localhost', orgId: await orgIdOf(t, 'demo') })
    expect((await organisationOfHost(db, 'moving.localhost', start))?.code).toBe('demo')

    await db
      .update(orgHosts)
      .set({ orgId: await orgIdOf(t, 'atlas') })
      .where(eq(orgHosts.host, 'moving.localhost'))
    expect((await organisationOfHost(db, 'moving.localhost', start + HOST_CACHE_TTL_MS - 1))?.code).toBe('demo')
    expect((await organisationOfHost(db, 'moving.localhost', start + HOST_CACHE_TTL_MS))?.code).toBe('atlas')
  })
})
