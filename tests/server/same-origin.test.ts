import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetHosts } from '@server/services/host-cache'
import { orgHosts } from '@server/store/schema'
import { orgIdOf } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'

/**
 * The same-origin check (server/routes/same-origin.ts): a state-changing call is accepted only
 * when its Origin (or Referer) names a host of the organisation the request is for, never
 * because it matches the request's own Host. checkLogin is such a call, harmless to repeat.
 */

let production: TestApp
let development: TestApp
// One hook each: a seeded store takes a while to start on a crowded machine.
beforeAll(async () => {
  production = await startTestApp({ NODE_ENV: 'production' })
})
beforeAll(async () => {
  development = await startTestApp({ NODE_ENV: 'development' })
})
afterAll(async () => {
  await production.close()
  await development.close()
})

/** POST /api/auth/checkLogin sent to `host`, with the headers a page (or a forger) gives it; answers the status. */
async function checkLogin(t: TestApp, host: string, headers: Record<string, string>): Promise<number> {
  const res = await t.app.request(`http://${host}/api/auth/checkLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host, ...headers },
    body: '{}',
  })
  if (res.status === 403) expect(await res.json()).toMatchObject({ status: false, code: 'CROSS_ORIGIN' })
  return res.status
}

describe('the same-origin check', () => {
  it('refuses an Origin that matches only the Host header the request chose (issue 14, finding 8)', async () => {
    for (const t of [production, development]) {
      expect(await checkLogin(t, 'evil.example', { origin: 'http://evil.example' })).toBe(403)
      expect(await checkLogin(t, 'evil.example:8080', { origin: 'https://evil.example:8080' })).toBe(403)
      expect(await checkLogin(t, 'evil.example', { referer: 'http://evil.example/home' })).toBe(403)
    }
  })

  it("accepts each of the organisation's own hosts, whatever host the request was sent to", async () => {
    expect(await checkLogin(production, 'localhost:3000', { origin: 'http://localhost:3000' })).toBe(200)
    expect(await checkLogin(production, 'localhost:3000', { origin: 'https://demo.localhost' })).toBe(200)
    expect(await checkLogin(production, 'atlas.localhost', { origin: 'https://atlas.localhost:8443' })).toBe(200)
    // An unknown Host is the default organisation's request (demo): its hosts count.
    expect(await checkLogin(production, 'evil.example', { origin: 'http://demo.localhost' })).toBe(200)
  })

  it("refuses another organisation's host: each organisation has its own allow-list", async () => {
    expect(await checkLogin(production, 'atlas.localhost', { origin: 'http://demo.localhost' })).toBe(403)
    expect(await checkLogin(production, 'demo.localhost', { origin: 'http://atlas.localhost' })).toBe(403)
    // The atlas request chosen by its cookie on an unknown host: atlas's hosts count, demo's do not.
    expect(await checkLogin(production, 'travel.example', { origin: 'http://atlas.localhost', cookie: 'wlOrg=atlas' })).toBe(200)
    expect(await checkLogin(production, 'travel.example', { origin: 'http://localhost', cookie: 'wlOrg=atlas' })).toBe(403)
  })

  it('reads Referer when there is no Origin, and refuses a request with neither or with an unusable one', async () => {
    expect(await checkLogin(production, 'atlas.localhost', { referer: 'https://atlas.localhost/hotel?x=1' })).toBe(200)
    expect(await checkLogin(production, 'atlas.localhost', { referer: 'https://evil.example/atlas.localhost' })).toBe(403)
    expect(await checkLogin(production, 'atlas.localhost', {})).toBe(403)
    for (const origin of ['null', 'file:///atlas.localhost', 'atlas.localhost', 'http://atlas.localhost.evil.example']) {
      expect(await checkLogin(production, 'atlas.localhost', { origin }), origin).toBe(403)
    }
  })

  it('accepts local names only outside production (npm run dev), for any organisation', async () => {
    for (const origin of ['http://127.0.0.2:3000', 'http://[::1]:3000', 'http://coastline.localhost:5173']) {
      expect(await checkLogin(production, '127.0.0.1:3000', { origin }), origin).toBe(403)
      expect(await checkLogin(development, '127.0.0.1:3000', { origin }), origin).toBe(200)
    }
    // 127.0.0.1, the address npm start prints, is one of the demo's own hosts (the seed), not atlas's.
    expect(await checkLogin(production, '127.0.0.1:3000', { origin: 'http://127.0.0.1:3000' })).toBe(200)
    expect(await checkLogin(production, 'atlas.localhost', { origin: 'http://127.0.0.1:3000' })).toBe(403)
    expect(await checkLogin(development, 'atlas.localhost', { origin: 'http://localhost:3000' })).toBe(200)
    // Outside production too, a name that is not local must be the organisation's.
    expect(await checkLogin(development, 'atlas.localhost', { origin: 'http://localhost.evil.example' })).toBe(403)
  })

  it('follows a host added to the organisation (after the host cache forgets)', async () => {
    const host = 'travel.atlas.example'
    expect(await checkLogin(production, 'atlas.localhost', { origin: `https://${host}` })).toBe(403)
    await production.store.db.insert(orgHosts).values({ host, orgId: await orgIdOf(production, 'atlas') })
    forgetHosts(production.store.db)
    expect(await checkLogin(production, 'atlas.localhost', { origin: `https://${host}` })).toBe(200)
    expect(await checkLogin(production, host, { origin: `https://${host}` })).toBe(200)
    expect(await checkLogin(production, 'demo.localhost', { origin: `https://${host}` })).toBe(403)
  })
})
