import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorAnswer } from '@contract/schemas/lookups'
import { signedIn, userId } from './helpers/auth'
import { NOW } from './helpers/booking-api'
import { registration } from './helpers/sign-up'
import { adminAppOf, startTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app'
import { bookingBody, DEMO, findRoom, postAs, quoteOf } from './reservations-fixtures'

/**
 * The inputs the fuzzing of issue 14 (finding 3) answered with a 500: a NUL byte in a string the
 * store was then asked about, and an integer beyond its column. Each must be a 400 in the usual
 * `{ status: false, message }` shape, naming the field, before anything reaches the store.
 */

const ADMIN_TOKEN = 'no-500-regressions-admin-token'
let t: TestApp
let member: string

beforeAll(async () => {
  // Every call from its own address, so no per-IP limit answers before the input is looked at.
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: () => NOW, adminToken: ADMIN_TOKEN })
  member = (await signedIn(t)).cookie
})
afterAll(() => t.close())

let visitor = 0
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${++visitor % 250}` })

/** A 400 in the usual shape whose message names `field`. */
async function refusedNaming(res: Response, field: string | RegExp) {
  const text = await res.clone().text()
  expect(res.status, text).toBe(400)
  expect(res.headers.get('content-type'), text).toMatch(/^application\/json/)
  const answer = errorAnswer.parse(await res.json())
  expect(answer.status).toBe(false)
  expect(answer.message, text).toMatch(field)
}

describe('inputs that answered 500 on the fuzzed main', () => {
  it('GET /api/brand/demo/a%00b: a NUL in a path parameter', async () => {
    await refusedNaming(await t.app.request('/api/brand/demo/a%00b'), /name/)
    await refusedNaming(await t.app.request('/api/brand/de%00mo/logo.svg'), /code/)
  })

  it.each(['accesscode', 'mastercode', 'referral_org', 'trip_id', 'true_client_ip'])('signUp: a NUL in %s', async (field) => {
    const body = { jsonRegister: registration(`nul.${field}@example.com`, { [field]: 'a\u0000b' }) }
    await refusedNaming(await t.post('/api/signUp', body, ownAddress()), new RegExp(`jsonRegister\\.${field}`))
  })

  it('signUp: a nationality beyond the integer column (2147483647 is the last one that is not)', async () => {
    for (const nationality of [2147483648, 2 ** 53 - 1, 1e20]) {
      const body = { jsonRegister: registration('huge.nationality@example.com', { nationality }) }
      await refusedNaming(await t.post('/api/signUp', body, ownAddress()), /jsonRegister\.nationality/)
    }
    // The column's last value is well-formed: the sign-up refuses it as an unknown nationality, not as bad input.
    const body = { jsonRegister: registration('last.nationality@example.com', { nationality: 2147483647 }) }
    const res = await t.post('/api/signUp', body, ownAddress())
    expect(res.status, await res.clone().text()).toBe(422)
    expect(await res.json()).toMatchObject({ status: false, data: { reason: 'NATIONALITY_INVALID' } })
  })

  it.each(['accesscode', 'referral_code', 'referral_org'])('validateAccessCode: a NUL in %s', async (field) => {
    const body = { jsonRegister: { accesscode: 'TRAVEL2026', [field]: 'TRAVEL\u00002026' } }
    await refusedNaming(await t.post('/api/signUp/validateAccessCode', body, ownAddress()), new RegExp(`jsonRegister\\.${field}`))
  })

  it('user-fqs: a NUL in action', async () => {
    const body = { userId: await userId(t, 'member@example.com'), ip: '203.0.113.5', action: 'log\u0000in' }
    await refusedNaming(await t.post('/api/iqps/user-fqs', body, { cookie: member }), /action/)
  })

  it('reservations: a NUL in wallet.certificate', async () => {
    const room = await findRoom(t, { from: 40, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    const expected = { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }
    const body = bookingBody(room, expected, { wallet: { certificate: 'CERT\u00001', discountCards: ['DISC\u00002'] } })
    const res = await postAs(t, DEMO, member, '/api/reservations', body)
    await refusedNaming(res, /items\.0\.wallet\.certificate/)
  })

  // The admin API answers this machine only, never a proxy: an app on the same store that trusts none.
  const admin = (path: string, body: unknown) =>
    adminAppOf(t, ADMIN_TOKEN).request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}`, origin: TEST_ORIGIN },
      body: JSON.stringify(body),
    })

  it('the admin API: a NUL in the code shown', async () => {
    await refusedNaming(await admin('/api/admin/organisations/show', { code: 'de\u0000mo' }), /code/)
  })

  // Found by tests/server/fuzz-no-5xx.test.ts: the file's sso check ran on a missing sso object.
  it('the admin API: an organisation file without sso', async () => {
    await refusedNaming(await admin('/api/admin/organisations/add', { file: 'empty.json', json: {}, files: [] }), /sso: is required/)
  })
})
