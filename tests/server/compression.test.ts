import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPRESS_MIN_BYTES } from '@server/http/compression'
import { startTestApp, type TestApp } from './helpers/test-app'

/**
 * What goes over the wire compressed (issue 19: "nothing is compressed"): built files as the
 * build precompressed them, chosen by Accept-Encoding, cached for a year; pages and JSON gzip'd
 * as answered from COMPRESS_MIN_BYTES up; pages revalidated with a weak ETag and a 304. What a
 * browser decodes is byte for byte what an uncompressed answer carries.
 */

const INDEX_HTML = `<!doctype html><html><head><title>Travel Club</title></head><body>${'<div></div>'.repeat(200)}</body></html>`
const SCRIPT = `export const a = ${JSON.stringify('x'.repeat(4000))};\n`
const SCRIPT_PATH = '/assets/start-abc123.js'

let t: TestApp
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'travel-dist-'))
  writeFileSync(join(dist, 'index.html'), INDEX_HTML)
  mkdirSync(join(dist, 'assets'))
  // As vite-plugin-compression2 leaves them (vite.config.ts): the file, its .br and its .gz.
  writeFileSync(join(dist, 'assets', 'start-abc123.js'), SCRIPT)
  writeFileSync(join(dist, 'assets', 'start-abc123.js.br'), brotliCompressSync(SCRIPT))
  writeFileSync(join(dist, 'assets', 'start-abc123.js.gz'), gzipSync(SCRIPT))
  t = await startTestApp({}, dist)
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers })
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('built files', () => {
  it('brotli when the browser takes it, the same script once decoded, cached for a year', async () => {
    const res = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(SCRIPT)
  })

  it('gzip when the browser takes gzip only', async () => {
    const res = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip' })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(res)).toString()).toBe(SCRIPT)
  })

  it('as it is when the browser takes neither', async () => {
    const res = await get(SCRIPT_PATH)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect((await bytes(res)).toString()).toBe(SCRIPT)
  })
})

describe('pages and JSON, compressed as answered', () => {
  it("a page is gzip'd, and decodes to the page an uncompressed answer carries", async () => {
    const plain = await get('/')
    const zipped = await get('/', { 'accept-encoding': 'gzip, br' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const page = gunzipSync(await bytes(zipped)).toString()
    // Each answer has its own style nonce; everything else is the same page.
    const withoutNonce = (html: string) => html.replace(/content="[^"]+"/, 'content=""')
    expect(withoutNonce(page)).toBe(withoutNonce(await plain.text()))
    expect(page).toContain('<title>Travel Club</title>')
  })

  it(`JSON of ${COMPRESS_MIN_BYTES} bytes and more is gzip'd; smaller JSON goes as it is`, async () => {
    const big = await t.post('/api/general/getCountry', {}, { 'accept-encoding': 'gzip' })
    const bigPlain = await t.post('/api/general/getCountry', {})
    const plainBytes = await bytes(bigPlain)
    expect(plainBytes.byteLength).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES)
    expect(big.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(big)).equals(plainBytes)).toBe(true)
    // Any encoding will do: gzip. Only encodings the server does not write: as it is.
    const anyEncoding = await t.post('/api/general/getCountry', {}, { 'accept-encoding': '*' })
    expect(anyEncoding.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(anyEncoding)).equals(plainBytes)).toBe(true)
    for (const accepted of ['br', 'identity', 'zstd, br']) {
      const asItIs = await t.post('/api/general/getCountry', {}, { 'accept-encoding': accepted })
      expect(asItIs.headers.get('content-encoding'), accepted).toBeNull()
      expect((await bytes(asItIs)).equals(plainBytes), accepted).toBe(true)
    }

    const small = await get('/api/health', { 'accept-encoding': 'gzip' })
    expect(small.headers.get('content-encoding')).toBeNull()
    const body = await bytes(small)
    expect(body.byteLength).toBeLessThan(COMPRESS_MIN_BYTES)
    expect(small.headers.get('content-length')).toBe(String(body.byteLength))
    expect(JSON.parse(body.toString())).toMatchObject({ status: true, store: 'reachable' })
  })
})

describe('a client that takes no encoding', () => {
  it('gets pages and JSON as they are, marked as varying with Accept-Encoding as a browser’s are', async () => {
    for (const [what, res] of [
      ['JSON', await t.post('/api/general/getCountry', {})],
      ['a page', await get('/')],
      ['small JSON', await get('/api/health')],
    ] as const) {
      expect(res.headers.get('content-encoding'), what).toBeNull()
      expect(res.headers.get('vary'), what).toBe('Accept-Encoding')
    }
    const zipped = await t.post('/api/general/getCountry', {}, { 'accept-encoding': 'gzip' })
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding')
  })
})

describe('a page the browser already has', () => {
  it('is answered 304 with no body and no policy of its own, so the stored page keeps its nonce', async () => {
    const first = await get('/hotel')
    const tag = first.headers.get('etag')
    expect(tag).toMatch(/^W\/"/)
    const again = await get('/hotel', { 'if-none-match': tag! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(tag)
    expect(again.headers.get('content-security-policy')).toBeNull()
    expect(again.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('the same tag serves every page of the build; another tag gets the page', async () => {
    const tag = (await get('/')).headers.get('etag')!
    expect((await get('/resorts', { 'if-none-match': `W/"other", ${tag}` })).status).toBe(304)
    const changed = await get('/resorts', { 'if-none-match': 'W/"an-older-build"' })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('content-security-policy')).toContain('nonce-')
  })

  it('an unknown page is never a 304: it stays the 404 page', async () => {
    const tag = (await get('/')).headers.get('etag')!
    const res = await get('/no/such/page', { 'if-none-match': tag })
    expect(res.status).toBe(404)
    expect(res.headers.get('etag')).toBeNull()
  })
})
