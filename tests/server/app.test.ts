import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorAnswer } from '@contract/schemas/lookups'
import { startTestApp, type TestApp } from './helpers/test-app'

const INDEX_HTML = '<!doctype html><title>Travel Club</title><div id="root"></div>'
/** The page as built: the server adds this response's style nonce (checked on its own below). */
const withoutNonce = (html: string) => html.replace(/<meta name="csp-nonce" content="[^"]+">/, '')

let t: TestApp
let dist: string
beforeAll(async () => {
  // A tiny stand-in for the client build: index.html, one hashed asset and one plain file.
  dist = mkdtempSync(join(tmpdir(), 'travel-dist-'))
  writeFileSync(join(dist, 'index.html'), INDEX_HTML)
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *')
  t = await startTestApp({ SEED: 'none' }, dist)
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('request id and request log', () => {
  it('echoes a sane incoming X-Request-Id and replaces an insane one', async () => {
    const kept = await t.app.request('/api/health', { headers: { 'x-request-id': 'abc-123' } })
    expect(kept.headers.get('x-request-id')).toBe('abc-123')
    const replaced = await t.app.request('/api/health', { headers: { 'x-request-id': 'bad id <script>' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const fresh = await t.app.request('/api/health')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps the request id on error answers too', async () => {
    const res = await t.post('/api/general/getCountry', [1], { 'x-request-id': 'err-1' })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-request-id')).toBe('err-1')
  })

  it('logs one JSON line per request with method, path, status, duration and request id', async () => {
    t.logs.length = 0
    await t.app.request('/api/nothing-here', { headers: { 'x-request-id': 'log-1' } })
    expect(t.logs).toHaveLength(1)
    expect(t.logs[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/nothing-here',
      status: 404,
      requestId: 'log-1',
      durationMs: expect.any(Number),
    })
  })
})

describe('not found', () => {
  it('answers an unknown /api path with 404 and the error shape', async () => {
    const res = await t.post('/api/does/not/exist', {})
    expect(res.status).toBe(404)
    expect(errorAnswer.parse(await res.json())).toEqual({ status: false, message: 'Not found: /api/does/not/exist' })
  })
})

describe('the built client', () => {
  it('serves pages with a Content-Security-Policy that keeps styles, images and fonts on our own origin', async () => {
    const res = await t.app.request('/')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' https:\/\/accounts\.google\.com\/gsi\/style;/)
    expect(csp).toContain("font-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('gives each page load its own style nonce, in the policy and in the page for the client', async () => {
    const nonces = []
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/home')
      const inPolicy = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
      const inPage = /<meta name="csp-nonce" content="([^"]+)">/.exec(await res.text())?.[1]
      expect(inPolicy).toBeDefined()
      expect(inPage).toBe(inPolicy)
      nonces.push(inPolicy)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('answers index.html with 200 for page paths the client knows, uncached', async () => {
    for (const path of ['/', '/home', '/wallet', '/user/profile', '/hotel', '/weeks', '/privacy-policy/']) {
      const res = await t.app.request(path)
      expect(res.status, path).toBe(200)
      expect(withoutNonce(await res.text())).toBe(INDEX_HTML)
      // Private: each page carries its visitor's bootstrap (issue 19), never for a shared cache.
      expect(res.headers.get('cache-control')).toBe('private, no-cache')
    }
  })

  it('answers index.html with 404 for any other page path, so the client shows its 404 page', async () => {
    for (const path of ['/nope', '/user/unknown', '/assets-missing']) {
      const res = await t.app.request(path)
      expect(res.status, path).toBe(404)
      expect(withoutNonce(await res.text())).toBe(INDEX_HTML)
    }
  })

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await t.app.request('/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await asset.text()).toBe('console.log(1)')
    const robots = await t.app.request('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers.get('cache-control')).toBe('no-cache')
  })

  it('never answers an /api path with the client', async () => {
    const res = await t.app.request('/api/unknown')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/json/)
  })

  it('without a build, non-/api paths are a plain 404 and the API still works', async () => {
    const bare = await startTestApp({ SEED: 'none' }, join(dist, 'missing'))
    try {
      expect((await bare.app.request('/home')).status).toBe(404)
      expect((await bare.app.request('/api/health')).status).toBe(200)
    } finally {
      await bare.close()
    }
  })
})
