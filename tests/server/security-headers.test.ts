import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HSTS_MAX_AGE_SECONDS } from '@server/http/page-policy'
import { startTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app'

/**
 * The security headers (server/http/security-headers.ts) over real paths of every kind: pages
 * (the home page, /index.html, a deep page, an unknown page), a built file, API JSON and API
 * errors. Issue 14, finding 4: /index.html came as a file without the pages' headers, and JSON
 * and files had no nosniff.
 */

const INDEX_HTML = '<!doctype html><html><head><title>Travel Club</title></head><body><div id="root"></div></body></html>'

type Call = { name: string; path: string; init?: RequestInit; status: number; html: boolean }
const calls: Call[] = [
  { name: 'home page', path: '/', status: 200, html: true },
  { name: '/index.html', path: '/index.html', status: 404, html: true },
  { name: 'deep page', path: '/resorts/search-details?destination=lisbon', status: 200, html: true },
  { name: 'unknown page (the 404 page)', path: '/no/such/page', status: 404, html: true },
  { name: 'built asset', path: '/assets/index-abc123.js', status: 200, html: false },
  { name: 'plain file', path: '/robots.txt', status: 200, html: false },
  { name: 'API JSON', path: '/api/health', status: 200, html: false },
  {
    name: 'API JSON (POST)',
    path: '/api/general/getOrgConfig',
    init: { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: '{}' },
    status: 200,
    html: false,
  },
  {
    name: 'API error (cross-origin)',
    path: '/api/auth/checkLogin',
    init: { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' },
    status: 403,
    html: false,
  },
  {
    name: 'API error (bad input)',
    path: '/api/general/getCountry',
    init: { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: '[1]' },
    status: 400,
    html: false,
  },
  { name: 'API 404', path: '/api/no/such/call', status: 404, html: false },
]

let t: TestApp
let proxied: TestApp
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'travel-dist-'))
  writeFileSync(join(dist, 'index.html'), INDEX_HTML)
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *')
  t = await startTestApp({}, dist)
})
// One hook each: a seeded store takes a while to start on a crowded machine.
beforeAll(async () => {
  proxied = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, dist)
})
afterAll(async () => {
  await t.close()
  await proxied.close()
  rmSync(dist, { recursive: true, force: true })
})

/** The call from `peer` (app.request has no socket: 127.0.0.1 unless given). */
const send = (app: TestApp, call: Call, headers: Record<string, string> = {}, peer?: string) =>
  app.app.request(
    call.path,
    { ...call.init, headers: { ...(call.init?.headers as Record<string, string>), ...headers } },
    peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
  )

describe('every answer', () => {
  it.each(calls)('$name: nosniff, a Referrer-Policy, no framing by other sites', async (call) => {
    const res = await send(t, call)
    expect(res.status).toBe(call.status)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('every HTML answer', () => {
  it.each(calls.filter((c) => c.html))("$name: the page, with the pages' policy and its own style nonce", async (call) => {
    const res = await send(t, call)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).not.toContain('unsafe-inline')
    const inPolicy = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)?.[1]
    expect(inPolicy).toBeDefined()
    expect(await res.text()).toContain(`<meta name="csp-nonce" content="${inPolicy}">`)
  })

  it("the calls' answers carry the policy without a nonce: they have nothing to style", async () => {
    for (const call of calls.filter((c) => c.path.startsWith('/api/'))) {
      const csp = (await send(t, call)).headers.get('content-security-policy') ?? ''
      expect(csp, call.name).toContain("default-src 'self'")
      expect(csp, call.name).not.toContain('nonce-')
    }
  })

  it('the answers that are not HTML are not pages', async () => {
    for (const call of calls.filter((c) => !c.html)) {
      expect((await send(t, call)).headers.get('content-type'), call.name).not.toMatch(/html/)
    }
  })
})

describe('Strict-Transport-Security', () => {
  const hsts = `max-age=${HSTS_MAX_AGE_SECONDS}`

  it.each(calls)('$name: sent when a trusted proxy says the client came over HTTPS', async (call) => {
    const res = await send(proxied, call, { 'x-forwarded-proto': 'https' })
    expect(res.headers.get('strict-transport-security')).toBe(hsts)
  })

  it('never otherwise: plain HTTP through the proxy, no proxy, or a proxy we do not trust', async () => {
    const health = calls.find((c) => c.path === '/api/health')!
    const page = calls.find((c) => c.path === '/')!
    for (const call of [health, page]) {
      expect((await send(proxied, call, { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull()
      expect((await send(proxied, call)).headers.get('strict-transport-security')).toBeNull()
      expect((await send(t, call, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull()
      const untrusted = await send(proxied, call, { 'x-forwarded-proto': 'https' }, '203.0.113.9')
      expect(untrusted.headers.get('strict-transport-security')).toBeNull()
      expect((await send(proxied, call, { 'x-forwarded-proto': 'https' }, '127.0.0.1')).headers.get('strict-transport-security')).toBe(hsts)
    }
  })
})
