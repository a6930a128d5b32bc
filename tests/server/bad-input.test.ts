import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorAnswer } from '@/api/schemas/lookups'
import { startTestApp, type TestApp } from './helpers/test-app'

/**
 * Every /api route, found from the app itself so a new route cannot be left out, gets the same
 * hostile inputs; each must be a 400 `{ status: false, message }` and never a 500.
 */

/** A valid body for each route that has required fields, and which of its fields are required. */
const examples: Record<string, { valid: Record<string, unknown>; required: string[] }> = {
  'POST /api/general/getCurrencyRate': { valid: { fromCurrency: 'USD', toCurrency: 'EUR' }, required: ['fromCurrency', 'toCurrency'] },
}

let t: TestApp
let routes: { method: string; path: string }[]
beforeAll(async () => {
  t = await startTestApp()
  const seen = new Map<string, { method: string; path: string }>()
  for (const { method, path } of t.app.routes) {
    if (method !== 'ALL' && path.startsWith('/api/')) seen.set(`${method} ${path}`, { method, path })
  }
  routes = [...seen.values()]
})
afterAll(() => t.close())

const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, body })

async function expectBadRequest(res: Response, what: string, mentions?: string | RegExp) {
  expect(res.status, what).toBe(400)
  const answer = errorAnswer.parse(await res.json())
  expect(answer.message.length, what).toBeGreaterThan(0)
  if (mentions) expect(answer.message, what).toMatch(mentions)
}

const hostileBodies: [string, string, RegExp][] = [
  ['malformed JSON', '{"fromCurrency": "USD",', /Malformed JSON/],
  ['a JSON array', '[{"fromCurrency":"USD"}]', /must be a JSON object/],
  ['an empty JSON array', '[]', /must be a JSON object/],
  ['a JSON string', '"USD"', /must be a JSON object/],
  ['a JSON number', '42', /must be a JSON object/],
  ['JSON null', 'null', /must be a JSON object/],
  ['an unknown field', '{"unexpectedField": 1}', /unexpectedField/],
  ['a 101 KB body', JSON.stringify({ padding: 'x'.repeat(101 * 1024) }), /larger than 100 KB/],
]

describe('bad input to every /api route', () => {
  it('finds the routes of this issue', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/health', 'GET /api/get-ip', 'POST /api/getCountryCat', 'POST /api/general/getCurrencyRate',
        'POST /api/general/getOrgConfig', 'POST /api/general/getGeolocationByIp',
      ]),
    )
    expect(routes.length).toBeGreaterThanOrEqual(12)
  })

  it('refuses an unknown query parameter on every route', async () => {
    for (const { method, path } of routes) {
      const body = method === 'GET' ? undefined : '{}'
      await expectBadRequest(await send(method, `${path}?unexpected=1`, body), `${method} ${path}`, /unexpected/)
    }
  })

  it.each(hostileBodies)('refuses %s on every route that takes a body', async (_name, body, mentions) => {
    for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
      await expectBadRequest(await send(method, path, body), `${method} ${path}`, mentions)
    }
  })

  it('refuses an oversized body announced by Content-Length before reading it', async () => {
    for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
      const body = JSON.stringify({ padding: 'x'.repeat(101 * 1024) })
      const res = await send(method, path, body, { 'content-length': String(Buffer.byteLength(body)) })
      await expectBadRequest(res, `${method} ${path}`, /larger than 100 KB/)
    }
  })

  it('either accepts an empty request or has an example naming its required fields', async () => {
    for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
      const res = await send(method, path, '{}')
      if (res.status === 200) continue
      expect(res.status, `${method} ${path}`).toBe(400)
      expect(examples[`${method} ${path}`], `add ${method} ${path} to the examples of this test`).toBeDefined()
    }
  })

  it.each(Object.entries(examples))('%s: each missing or wrongly typed field is named', async (route, example) => {
    const [method, path] = route.split(' ')
    expect((await send(method, path, JSON.stringify(example.valid))).status).toBe(200)
    for (const field of example.required) {
      const { [field]: _dropped, ...missing } = example.valid
      await expectBadRequest(await send(method, path, JSON.stringify(missing)), `${route} without ${field}`, new RegExp(field))
    }
    for (const field of Object.keys(example.valid)) {
      for (const wrong of [{ nested: true }, [1], 12345, 'not valid here']) {
        const body = JSON.stringify({ ...example.valid, [field]: wrong })
        await expectBadRequest(await send(method, path, body), `${route} with ${field}=${JSON.stringify(wrong)}`, new RegExp(field))
      }
    }
  })

  it('keeps the message short when a body has thousands of unknown fields', async () => {
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`field${i}`, i])))
    for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
      const res = await send(method, path, many)
      await expectBadRequest(res.clone(), `${method} ${path}`, /field0/)
      expect(errorAnswer.parse(await res.json()).message.length).toBeLessThanOrEqual(300)
    }
  })

  it('getCurrencyRate: all must be a boolean, codes three capital letters', async () => {
    const path = '/api/general/getCurrencyRate'
    await expectBadRequest(await send('POST', path, '{"fromCurrency":"USD","all":"yes"}'), 'all=yes', /all/)
    await expectBadRequest(await send('POST', path, '{"fromCurrency":"usd","toCurrency":"EUR"}'), 'lower case', /fromCurrency/)
  })
})
