import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOTSTRAP_ELEMENT_ID } from '@contract/constants'
import { pageBootstrap, type PageBootstrap } from '@contract/schemas/bootstrap'
import { organisations, users } from '@server/store/schema'
import { createUser, MEMBER, signedIn } from './helpers/auth'
import { startTestApp, type TestApp } from './helpers/test-app'

/**
 * Issue 19, one round trip to a useful first paint: every page carries, in a JSON data block, what
 * its first render needs, and each part is what the call it replaces answers for the same visitor
 * (organisation by host, language by cookie, session by cookie). No value a visitor controls can
 * close the element. An unchanged page answers 304 to its ETag.
 */

const INDEX_HTML = '<!doctype html><html><head><title>Travel Club</title></head><body><div id="root"></div></body></html>'
const catalogOf = (locale: string) => ({ greeting: [`hello in ${locale}`] })

let t: TestApp
let dist: string
const cookies: Record<'demo' | 'atlas', string> = { demo: '', atlas: '' }
const hosts = { demo: 'localhost', atlas: 'atlas.localhost' } as const

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'travel-dist-'))
  writeFileSync(join(dist, 'index.html'), INDEX_HTML)
  mkdirSync(join(dist, 'catalogs'))
  for (const locale of ['en-US', 'es-ES', 'fr-FR', 'de-DE']) {
    writeFileSync(join(dist, 'catalogs', `${locale}.json`), JSON.stringify(catalogOf(locale)))
  }
  t = await startTestApp({}, dist)
  cookies.demo = (await signedIn(t)).cookie
  const [atlas] = await t.store.db.select().from(organisations).where(eq(organisations.code, 'atlas'))
  await createUser(t, { orgId: atlas!.id, email: 'viajera@example.com', password: 'Viajera#2026' })
  cookies.atlas = (await signedIn(t, 'viajera@example.com', 'Viajera#2026', { host: hosts.atlas, origin: `http://${hosts.atlas}` })).cookie
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

/** The data block of a page, as the client reads it: JSON.parse of the element's text. */
function bootstrapOf(html: string): PageBootstrap {
  const open = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">`
  const start = html.indexOf(open)
  expect(start).toBeGreaterThan(-1)
  const end = html.indexOf('</script>', start)
  return pageBootstrap.parse(JSON.parse(html.slice(start + open.length, end)))
}

const page = (path: string, headers: Record<string, string>) => t.app.request(path, { headers })
const data = async (res: Response) => ((await res.json()) as { data: unknown }).data

describe.each(['demo', 'atlas'] as const)('a page of %s', (code) => {
  const host = hosts[code]
  const origin = `http://${host}`
  const call = async (path: string, cookie: string, body: unknown = {}) =>
    t.post(path, body, { host, origin, ...(cookie ? { cookie } : {}) })

  it.each([
    ['signed out', 'en-US'],
    ['signed out', 'es-ES'],
    ['signed in', 'en-US'],
    ['signed in', 'es-ES'],
  ] as const)('%s, language cookie %s: the bootstrap is what the calls answer', async (who, language) => {
    const session = who === 'signed in' ? cookies[code] : ''
    const cookie = [session, `lan_code=${language}`].filter(Boolean).join('; ')
    const res = await page('/search-detail', { host, cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    const boot = bootstrapOf(await res.text())

    expect(boot.orgConfig).toEqual(await data(await call('/api/general/getOrgConfig', cookie)))
    expect(boot.orgConfig.orgCode).toBe(code)
    expect(boot.externalConfig).toEqual(await data(await call('/api/general/getExternalConfig', cookie)))
    expect(boot.orgCss).toEqual(await data(await call('/api/general/getCssPreAndPostLogin', cookie, { apikey: code })))
    const info = (await data(await call('/api/layout/getCurrencyinfo', cookie))) as PageBootstrap['currencyInfo']
    expect(boot.currencyInfo).toEqual(info)
    // The currency the organisation defaults to (no currency cookie), and its rate as the rate call answers it.
    const rate = (await (
      await call('/api/general/getCurrencyRate', cookie, { fromCurrency: 'USD', toCurrency: info.defaultCurrency.code })
    ).json()) as {
      roeRate: number
    }
    expect(boot.rate).toEqual({ from: 'USD', to: info.defaultCurrency.code, rate: rate.roeRate })
    // The language cookie names an offered language: its catalog comes with the page.
    expect(boot.locale).toBe(language)
    expect(boot.messages).toEqual(catalogOf(language))
    expect(boot.session).toEqual(await (await call('/api/auth/checkLogin', cookie)).json())
    expect(boot.session?.status).toBe(who === 'signed in')
  })
})

describe('the data block', () => {
  it('holds a value a visitor controls as data: it cannot close the element or start a comment', async () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028'
    await t.store.db.update(users).set({ firstName: hostile }).where(eq(users.email, MEMBER.email))
    const res = await page('/', { host: 'localhost', cookie: cookies.demo })
    const html = await res.text()
    // One closing tag for the data block, one for nothing else: the page has no other script.
    expect(html.match(/<\/script>/gi)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    const boot = bootstrapOf(html)
    expect(boot.session).toMatchObject({ status: true, result: { username: hostile } })
  })

  it('is left out where the session check is skipped, so the page does not touch the session', async () => {
    const res = await page('/?signup=1', { host: 'localhost', cookie: cookies.demo })
    expect(bootstrapOf(await res.text()).session).toBeNull()
  })
})

describe('revalidation', () => {
  it('answers 304 to the ETag of an unchanged page, and 200 once the page would differ', async () => {
    const headers = { host: 'localhost', cookie: 'lan_code=en-US' }
    const first = await page('/home', headers)
    const tag = first.headers.get('etag')
    expect(tag).toMatch(/^W\/"/)
    const again = await page('/home', { ...headers, 'if-none-match': tag! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // Another language is another page: the tag no longer matches.
    const other = await page('/home', { ...headers, cookie: 'lan_code=es-ES', 'if-none-match': tag! })
    expect(other.status).toBe(200)
    expect(other.headers.get('etag')).not.toBe(tag)
  })
})
