import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '@server/app'
import { errorAnswer } from '@contract/schemas/lookups'
import { bodyLimitByLength } from '@server/http/body-limit'
import { startTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app'

/*
 * The body limit as a client meets it over a real socket (@hono/node-server, as in production):
 * a body that says its length is judged by that length, a chunked one by what arrives; at the limit
 * the handler reads the body whole, one byte over it never runs.
 */

const LIMIT = 10
let server: ServerType
let port: number
/** What the handler read, per request, in order: refused requests add nothing. */
const read: string[] = []

beforeAll(async () => {
  const app = new Hono()
  app.use('*', bodyLimitByLength({ maxSize: LIMIT, onError: (c) => c.json({ refused: true }, 400) }))
  app.all('*', async (c) => {
    const text = c.req.method === 'GET' ? '' : await c.req.text()
    read.push(text)
    return c.json({ read: text })
  })
  await new Promise<void>((listening) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => listening())
  })
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((closed) => server.close(() => closed())))

/** Sends `body` in one piece with its Content-Length, or chunked (no length) in pieces of 3 bytes. */
function send(method: string, body: string, framing: 'length' | 'chunked'): Promise<{ status: number; json: unknown }> {
  return new Promise((answered, failed) => {
    const headers: Record<string, string | number> =
      framing === 'length' ? { 'content-length': Buffer.byteLength(body) } : { 'transfer-encoding': 'chunked' }
    const req = request({ host: '127.0.0.1', port, method, path: '/', headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => answered({ status: res.statusCode ?? 0, json: JSON.parse(text) }))
    })
    req.on('error', failed)
    if (framing === 'length') req.end(body)
    else {
      for (let at = 0; at < body.length; at += 3) req.write(body.slice(at, at + 3))
      req.end()
    }
  })
}

describe('bodyLimitByLength', () => {
  it.each(['length', 'chunked'] as const)('takes a body of exactly the limit whole and refuses one byte more (%s)', async (framing) => {
    read.length = 0
    const atLimit = 'a'.repeat(LIMIT)
    expect(await send('POST', atLimit, framing)).toEqual({ status: 200, json: { read: atLimit } })
    expect(await send('POST', `${atLimit}b`, framing)).toEqual({ status: 400, json: { refused: true } })
    expect(read).toEqual([atLimit])
  })

  it('reads an empty body and lets a GET through untouched', async () => {
    read.length = 0
    expect(await send('POST', '', 'length')).toEqual({ status: 200, json: { read: '' } })
    expect(await send('PUT', '', 'chunked')).toEqual({ status: 200, json: { read: '' } })
    expect(await send('GET', '', 'length')).toEqual({ status: 200, json: { read: '' } })
    expect(read).toEqual(['', '', ''])
  })
})

describe("the app's limit on /api", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  const post = (body: string) =>
    t.app.request('/api/general/getCountry', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'content-length': String(Buffer.byteLength(body)) },
      body,
    })
  /** A JSON object of exactly `bytes` bytes. */
  const bodyOf = (bytes: number) => {
    const shell = JSON.stringify({ padding: '' })
    return JSON.stringify({ padding: 'x'.repeat(bytes - shell.length) })
  }

  it(`reads a body of exactly ${MAX_BODY_BYTES / 1024} KB and refuses one byte more before reading it`, async () => {
    const atLimit = await post(bodyOf(MAX_BODY_BYTES))
    expect(atLimit.status).toBe(400)
    // Read and validated: the unknown field is named, not the size.
    expect(errorAnswer.parse(await atLimit.json()).message).toMatch(/padding/)
    const over = await post(bodyOf(MAX_BODY_BYTES + 1))
    expect(over.status).toBe(400)
    expect(errorAnswer.parse(await over.json()).message).toBe(`The request body is larger than ${MAX_BODY_BYTES / 1024} KB`)
  })
})
