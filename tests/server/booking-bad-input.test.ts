import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyAnswer, searchAnswer } from '@contract/schemas/booking'
import { errorAnswer } from '@contract/schemas/lookups'
import { call, NOW, stay } from './helpers/booking-api'
import { startTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app'

/** Each booking call's valid body (ids filled in by beforeAll) and the fields it requires. */
const examples: Record<string, { valid: Record<string, unknown>; required: string[] }> = {
  destinations: { valid: { query: 'par', kind: 'hotel', limit: 5 }, required: ['query'] },
  search: {
    valid: {
      kind: 'hotel',
      destination: 'paris-fr',
      ...stay(20, 2),
      currency: 'EUR',
      sort: 'price-asc',
      stars: [3, 4],
      amenities: ['wifi'],
      page: 1,
      pageSize: 10,
    },
    required: ['kind', 'checkIn', 'checkOut', 'rooms', 'adults', 'children', 'currency'],
  },
  property: { valid: { id: '', ...stay(20, 2), currency: 'EUR' }, required: ['id', 'currency'] },
  quote: {
    valid: { selection: { line: 'hotel', propertyId: '', roomTypeId: '', ...stay(20, 2) }, currency: 'EUR' },
    required: ['selection', 'currency'],
  },
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
  const [first] = (await call(t, 'search', examples.search!.valid, searchAnswer)).data.results
  const offers = (await call(t, 'property', { id: first!.id, ...stay(20, 2), currency: 'EUR' }, propertyAnswer)).data.offers!
  examples.property!.valid.id = first!.id
  Object.assign(examples.quote!.valid.selection as object, { propertyId: first!.id, roomTypeId: offers[0]!.roomTypeId })
})
afterAll(() => t.close())

const send = (path: string, body: string) =>
  t.app.request(`/api/booking/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body })

async function expectBadRequest(res: Response, what: string, mentions?: RegExp) {
  const text = await res.clone().text()
  expect(res.status, `${what}: ${text}`).toBe(400)
  const { message } = errorAnswer.parse(await res.json())
  if (mentions) expect(message, what).toMatch(mentions)
}

describe.each(Object.entries(examples))('POST /api/booking/%s with malformed bodies', (path, example) => {
  it('accepts the valid example', async () => {
    expect((await send(path, JSON.stringify(example.valid))).status).toBe(200)
  })

  it('refuses malformed JSON, a non-object, an extra key, and thousands of keys with a short message', async () => {
    await expectBadRequest(await send(path, '{"query":'), 'malformed', /Malformed JSON/)
    await expectBadRequest(await send(path, '[]'), 'array', /JSON object/)
    await expectBadRequest(await send(path, JSON.stringify({ ...example.valid, extra: 1 })), 'extra key', /extra/)
    const many = JSON.stringify({ ...example.valid, ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])) })
    const res = await send(path, many)
    await expectBadRequest(res.clone(), 'many keys')
    expect(errorAnswer.parse(await res.json()).message.length).toBeLessThanOrEqual(300)
  })

  it('names each missing field', async () => {
    for (const field of example.required) {
      const { [field]: _dropped, ...missing } = example.valid
      await expectBadRequest(await send(path, JSON.stringify(missing)), `without ${field}`, new RegExp(field))
    }
  })

  it('names each field given a value of the wrong type', async () => {
    for (const [field, value] of Object.entries(example.valid)) {
      const wrongs = [
        { nested: true },
        Array.isArray(value) ? [{ nested: true }] : [1],
        12.5,
        true,
        null,
        typeof value === 'number' ? String(value) : 7,
      ]
      for (const wrong of wrongs) {
        await expectBadRequest(
          await send(path, JSON.stringify({ ...example.valid, [field]: wrong })),
          `${field}=${JSON.stringify(wrong)}`,
          new RegExp(field),
        )
      }
    }
  })
})

describe('booking calls: values out of range', () => {
  it('refuses numbers out of bounds, huge arrays, bad ids, dates and currencies', async () => {
    const { search, quote, destinations } = Object.fromEntries(Object.entries(examples).map(([k, v]) => [k, v.valid]))
    const selection = quote!.selection as Record<string, unknown>
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search', { ...search, rooms: 0 }, /rooms/],
      ['search', { ...search, rooms: 9 }, /rooms/],
      ['search', { ...search, adults: 17 }, /adults/],
      ['search', { ...search, children: -1 }, /children/],
      ['search', { ...search, pageSize: 51 }, /pageSize/],
      ['search', { ...search, page: 0 }, /page/],
      ['search', { ...search, priceMin: -5 }, /priceMin/],
      ['search', { ...search, stars: [6] }, /stars/],
      ['search', { ...search, stars: Array.from({ length: 6 }, () => 5) }, /stars/],
      ['search', { ...search, amenities: Array.from({ length: 5000 }, (_, i) => `a${i}`) }, /amenities/],
      ['search', { ...search, sort: 'cheapest' }, /sort/],
      ['search', { ...search, kind: 'villa' }, /kind/],
      ['search', { ...search, destination: undefined }, /destination/],
      ['search', { ...search, destination: undefined, latitude: 91, longitude: 0 }, /latitude/],
      ['search', { ...search, radiusKm: 5000 }, /radiusKm/],
      ['search', { ...search, destination: '../etc/passwd' }, /destination/],
      ['search', { ...search, checkIn: '20-06-2026' }, /checkIn/],
      ['search', { ...search, currency: 'eur' }, /currency/],
      ['destinations', { ...destinations, query: 'x'.repeat(81) }, /query/],
      ['destinations', { ...destinations, limit: 21 }, /limit/],
      ['quote', { ...quote, selection: { ...selection, roomTypeId: 'Not An Id' } }, /selection\.roomTypeId/],
      ['quote', { ...quote, selection: { ...selection, checkOut: '2026-13-01' } }, /selection\.checkOut/],
      ['quote', { ...quote, selection: { ...selection, rooms: 9 } }, /selection\.rooms/],
      ['quote', { ...quote, selection: { ...selection, line: 'cruise' } }, /selection\.line/],
      ['quote', { ...quote, selection: { ...selection, extra: 1 } }, /extra/],
    ]
    for (const [path, body, mentions] of cases) {
      await expectBadRequest(await send(path, JSON.stringify(body)), `${path} ${JSON.stringify(body).slice(0, 120)}`, mentions)
    }
  })
})
