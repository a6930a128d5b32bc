import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { cssPreAndPostLoginAnswer, orgConfigAnswer, walletOptions } from '@contract/schemas/organisation'
import { atlasOrganisationSeed } from '@server/seed/data/atlas-organisation'
import { startTestApp, type TestApp } from './helpers/test-app'
import { postOn } from './helpers/hosts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const getOn = (host: string, path: string, headers: Record<string, string> = {}) =>
  t.app.request(`http://${host}${path}`, { headers: { host, ...headers } })
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('organisation branding in the config', () => {
  it('gives each organisation its logo, favicon, fonts and wallet options', async () => {
    const demo = orgConfigAnswer.parse(await (await postOn(t, 'demo.localhost', '/api/general/getOrgConfig')).json()).data
    const atlas = orgConfigAnswer.parse(await (await postOn(t, 'atlas.localhost', '/api/general/getOrgConfig')).json()).data
    expect(demo.branding).toMatchObject({ logoUrl: '/api/brand/demo/logo.svg', fontFamily: null })
    expect(atlas.branding).toMatchObject({ logoUrl: '/api/brand/atlas/logo.svg', faviconUrl: '/api/brand/atlas/logo.svg' })
    expect(atlas.branding.headingFontFamily).toMatch(/serif$/)
    expect(walletOptions(demo.org_site_wallet)).toEqual(['Discount Cards', 'Certificates', 'Cash Card', 'myvacations'])
    expect(walletOptions(atlas.org_site_wallet)).toEqual(['Certificates', 'Cash Card'])
    expect(demo.googleTagId).toBe('G-DEMO202611')
    expect(atlas.googleTagId).toBeNull()
  })
})

describe('POST /api/general/getCssPreAndPostLogin', () => {
  it("names the organisation's sheets with their hashes; none for an organisation without CSS", async () => {
    const atlas = cssPreAndPostLoginAnswer.parse(
      await (await postOn(t, 'atlas.localhost', '/api/general/getCssPreAndPostLogin', { pageCode: '/', apikey: 'atlas' })).json(),
    ).data
    const pre = sha256(atlasOrganisationSeed.organisation.cssPreLogin!)
    expect(atlas.preLogin).toEqual({ url: `/api/general/getCss/pre-login.css?v=${pre}`, sha256: pre })
    expect(atlas.postLogin?.url).toMatch(/^\/api\/general\/getCss\/post-login\.css\?v=[0-9a-f]{64}$/)
    const demo = cssPreAndPostLoginAnswer.parse(
      await (await postOn(t, 'demo.localhost', '/api/general/getCssPreAndPostLogin', {})).json(),
    ).data
    expect(demo).toEqual({ preLogin: null, postLogin: null })
  })

  it("refuses another organisation's key", async () => {
    const res = await postOn(t, 'atlas.localhost', '/api/general/getCssPreAndPostLogin', { apikey: 'demo' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ status: false, code: 'ORGANISATION_MISMATCH' })
  })
})

describe('GET /api/general/getCss/{name}', () => {
  it('serves the sheet as text/css with an ETag; the hashed URL is immutable; a revalidation is a 304', async () => {
    const css = atlasOrganisationSeed.organisation.cssPreLogin!
    const res = await getOn('atlas.localhost', '/api/general/getCss/pre-login.css')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(await res.text()).toBe(css)
    const etag = res.headers.get('etag')!
    expect(etag).toBe(`"${sha256(css)}"`)
    const pinned = await getOn('atlas.localhost', `/api/general/getCss/pre-login.css?v=${sha256(css)}`)
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const again = await getOn('atlas.localhost', '/api/general/getCss/pre-login.css', { 'if-none-match': etag })
    expect(again.status).toBe(304)
  })

  it('serves an empty sheet for an organisation without one, and 404 for any other name', async () => {
    const res = await getOn('demo.localhost', '/api/general/getCss/post-login.css')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
    expect((await getOn('demo.localhost', '/api/general/getCss/evil.css')).status).toBe(404)
  })
})

describe('GET /api/brand/{code}/{name}', () => {
  it("serves an organisation's own file with its type, cached, and unable to run script", async () => {
    const res = await getOn('localhost', '/api/brand/atlas/logo.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(await res.text()).toContain('<svg')
    expect((await getOn('localhost', '/api/brand/atlas/nope.svg')).status).toBe(404)
    expect((await getOn('localhost', '/api/brand/nobody/logo.svg')).status).toBe(404)
  })

  it("serves an SVG file as a PNG drawn 96 px high, for the mails, pinned by the SVG's hash", async () => {
    const svg = await getOn('localhost', '/api/brand/atlas/logo.svg')
    const hash = JSON.parse(svg.headers.get('etag')!) as string
    const res = await getOn('localhost', `/api/brand/atlas/logo.png?v=${hash}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const png = Buffer.from(await res.arrayBuffer())
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    // IHDR: width then height, big-endian, after the signature and the chunk's length and type.
    expect(png.readUInt32BE(20)).toBe(96)
    expect(png.readUInt32BE(16)).toBeGreaterThan(0)
    const again = await getOn('localhost', '/api/brand/atlas/logo.png', { 'if-none-match': `"${hash}"` })
    expect(again.status).toBe(304)
    expect((await getOn('localhost', '/api/brand/atlas/nope.png')).status).toBe(404)
    expect((await getOn('localhost', '/api/brand/nobody/logo.png')).status).toBe(404)
  })
})
