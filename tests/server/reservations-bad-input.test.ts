import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedIn } from './helpers/auth'
import { NOW, stay } from './helpers/booking-api'
import { orgIdOf } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { bookingBody, DEMO, guestWith, postAs, refusedWith, reservationRows } from './reservations-fixtures'

let t: TestApp
let member: string
/** The demo organisation's bookings before any bad call: the seed's own (the club's referred friends book). */
let seeded: unknown[]

beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
  member = (await signedIn(t)).cookie
  seeded = await reservationRows(t, await orgIdOf(t, 'demo'))
})
afterAll(() => t.close())

/** A well-formed booking (no room looked up: these bodies never get past the edge). */
const valid = () =>
  bookingBody(
    { line: 'hotel', propertyId: 'some-hotel', offer: { roomTypeId: 'some-room', currency: 'USD' } as never, stay: stay(40, 3) },
    { totalMinor: 10_000, amountDueMinor: 10_000 },
  )
const without = <K extends string>(body: Record<K, unknown>, key: K) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))

describe('malformed reservation calls are 400, never 500, and write nothing', () => {
  const bad: [string, (body: ReturnType<typeof valid>) => unknown, RegExp][] = [
    ['no acceptTerms', (b) => without(b, 'acceptTerms'), /acceptTerms/],
    ['acceptTerms false', (b) => ({ ...b, acceptTerms: false }), /acceptTerms/],
    ['a bad email', (b) => ({ ...b, guest: guestWith('not-an-email') }), /guest\.email/],
    ['letters in the phone', (b) => ({ ...b, guest: { ...b.guest, phone: { isdCode: '+1', number: '555ABC0' } } }), /guest\.phone\.number/],
    ['a short idempotency key', (b) => ({ ...b, idempotencyKey: 'short' }), /idempotencyKey/],
    ['an idempotency key with spaces', (b) => ({ ...b, idempotencyKey: 'has spaces in it, sixteen+' }), /idempotencyKey/],
    ['an extra key', (b) => ({ ...b, price: 1 }), /price/],
    ['an extra guest key', (b) => ({ ...b, guest: { ...b.guest, vip: true } }), /vip/],
    [
      'rooms as text',
      (b) => ({ ...b, items: [{ ...b.items[0]!, selection: { ...b.items[0]!.selection, rooms: '1' } }] }),
      /items\.0\.selection\.rooms/,
    ],
    ['a fractional expected total', (b) => ({ ...b, expected: { totalMinor: 100.5, amountDueMinor: 0 } }), /expected\.totalMinor/],
    ['a negative amount due', (b) => ({ ...b, expected: { totalMinor: 100, amountDueMinor: -1 } }), /expected\.amountDueMinor/],
    [
      'wallet cards as a string',
      (b) => ({ ...b, items: [{ ...b.items[0]!, wallet: { certificate: null, discountCards: 'DISC-0001' } }] }),
      /items\.0\.wallet\.discountCards/,
    ],
    [
      'a cash draw of nothing',
      (b) => ({
        ...b,
        items: [{ ...b.items[0]!, wallet: { certificate: null, discountCards: [], cash: { cardCode: 'CASH-0001', amountMinor: 0 } } }],
      }),
      /items\.0\.wallet\.cash\.amountMinor/,
    ],
    ['no items', (b) => ({ ...b, items: [] }), /items/],
    ['six items', (b) => ({ ...b, items: Array.from({ length: 6 }, () => b.items[0]) }), /items/],
    [
      'an unknown product line',
      (b) => ({ ...b, items: [{ ...b.items[0]!, selection: { ...b.items[0]!.selection, line: 'cruise' } }] }),
      /items\.0\.selection\.line/,
    ],
    [
      'a date that is not a date',
      (b) => ({ ...b, items: [{ ...b.items[0]!, selection: { ...b.items[0]!.selection, checkIn: 'tomorrow' } }] }),
      /checkIn/,
    ],
  ]
  it.each(bad)('create with %s', async (_name, change, field) => {
    const res = await postAs(t, DEMO, member, '/api/reservations', change(valid()))
    expect(await refusedWith(res, 400)).toMatch(field)
  })

  it('create with a body that is not an object, or not JSON', async () => {
    await refusedWith(await postAs(t, DEMO, member, '/api/reservations', [1, 2]), 400)
    const res = await t.app.request('/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.origin, cookie: member },
      body: '{"idempotencyKey":',
    })
    await refusedWith(res, 400)
  })

  const badLists: [string, unknown][] = [
    ['a number token', { json: { token: 42, scope: 'own' } }],
    ['an unknown scope', { json: { token: '', scope: 'everyone' } }],
    ['an extra key inside json', { json: { token: '', extra: 1 } }],
    ['an extra key beside json', { json: { token: '' }, page: 2 }],
    ['json that is not an object', { json: 'token' }],
    ['a token too long', { json: { token: 'x'.repeat(129) } }],
  ]
  it.each(badLists)('list with %s', async (_name, body) => {
    await refusedWith(await postAs(t, DEMO, member, '/api/reservations', body), 400)
  })

  const badRefs: [string, unknown][] = [
    ['no confirmation number', {}],
    ['a lower-case confirmation number', { confirmationNumber: 'tc-abcdefgh' }],
    ['a confirmation number as a number', { confirmationNumber: 12345678 }],
    ['a token as a number', { confirmationNumber: 'TC-ABCDEFGH', token: 1 }],
    ['an extra key', { confirmationNumber: 'TC-ABCDEFGH', reason: 'changed plans' }],
  ]
  it.each([
    ['an item id of 0', { confirmationNumber: 'TC-ABCDEFGH', itemId: 0 }],
    ['an item id as text', { confirmationNumber: 'TC-ABCDEFGH', itemId: '1' }],
  ])('/api/reservations/cancel with %s', async (_name, body) => {
    expect(await refusedWith(await postAs(t, DEMO, member, '/api/reservations/cancel', body), 400)).toMatch(/itemId/)
  })
  for (const path of ['/api/reservations/detail', '/api/reservations/cancel']) {
    it.each(badRefs)(`${path} with %s`, async (_name, body) => {
      await refusedWith(await postAs(t, DEMO, member, path, body), 400)
    })
  }

  it('refuses calls from another site (403 CROSS_ORIGIN) before reading them', async () => {
    const res = await t.app.request('/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: member },
      body: JSON.stringify(valid()),
    })
    await refusedWith(res, 403, 'CROSS_ORIGIN')
  })

  it('wrote no reservation', async () => {
    expect(await reservationRows(t, await orgIdOf(t, 'demo'))).toEqual(seeded)
  })
})
