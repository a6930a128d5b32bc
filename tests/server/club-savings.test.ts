import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dealsAnswer,
  getMemberAnswer,
  SAVINGS_CODE_LIFETIME_MS,
  savingsCodeAnswer,
  setMemberAnswer,
  verifyCodeAnswer,
} from '@contract/schemas/savings'
import { nextMidnight, zonedDate } from '@server/services/zoned'
import { signedIn } from './helpers/auth'
import { postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { DEMO, postAs, refusedWith } from './reservations-fixtures'

/*
 * Daily deals (issue 18): the savings membership (getMember, setMember: a member import with
 * status OPEN), short-lived signed savings codes (a tampered or expired one refused), and the
 * product's own deals page: today's deals, valid until midnight in the organisation's time zone,
 * each booking at its discount.
 */

let t: TestApp
let clock = new Date('2026-06-01T12:00:00Z')
let member: string

beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => clock })
  member = (await signedIn(t)).cookie
})
afterAll(() => t.close())

const call = (path: string, body: unknown = {}, cookie = member) => postAs(t, DEMO, cookie, `/api/savings/${path}`, body)
async function freshCode(cookie = member) {
  const res = await call('savingsCode', {}, cookie)
  expect(res.status, await res.clone().text()).toBe(200)
  return savingsCodeAnswer.parse(await res.json()).data
}

describe('the savings membership', () => {
  it('has no member before the first visit; setMember imports them OPEN, the same on a second call', async () => {
    const before = getMemberAnswer.parse(await (await call('getMember')).json())
    expect(before).toEqual({ status: 'OK', code: 200, data: { member: null } })
    await refusedWith(await call('savingsCode'), 409, 'NOT_A_SAVINGS_MEMBER')

    const imported = setMemberAnswer.parse(await (await call('setMember')).json()).data.member
    expect(imported).toMatchObject({ memberId: expect.stringMatching(/^SV-[0-9A-F]{12}$/), status: 'OPEN' })
    const again = setMemberAnswer.parse(await (await call('setMember')).json()).data.member
    expect(again).toEqual(imported)
    expect(getMemberAnswer.parse(await (await call('getMember')).json()).data.member).toEqual(imported)
  })

  it('asks a guest to sign in, and answers only its own site', async () => {
    for (const path of ['getMember', 'setMember', 'savingsCode']) await refusedWith(await call(path, {}, ''), 401, 'NOT_SIGNED_IN')
    const crossSite = await t.app.request('http://localhost/api/savings/setMember', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost', origin: 'https://evil.example', cookie: member },
      body: '{}',
    })
    await refusedWith(crossSite, 403, 'CROSS_ORIGIN')
  })
})

describe('savings codes', () => {
  it('gives a code for five minutes, for our own /daily-deals page where the organisation has no site', async () => {
    const code = await freshCode()
    expect(code).toMatchObject({
      url: '/daily-deals',
      external: false,
      expiresAt: new Date(clock.getTime() + SAVINGS_CODE_LIFETIME_MS).toISOString(),
    })
    const verified = verifyCodeAnswer.parse(await (await postOn(t, 'localhost', '/api/savings/verifyCode', { code: code.code })).json())
    expect(verified.data).toMatchObject({ organisation: 'demo', memberId: expect.stringMatching(/^SV-/) })
  })

  it('refuses a tampered code, another code of ours, and an expired one (the last millisecond still passes)', async () => {
    const { code } = await freshCode()
    const verify = (value: string) => postOn(t, 'localhost', '/api/savings/verifyCode', { code: value })
    const [body, signature] = [code.slice(0, code.lastIndexOf('.')), code.slice(code.lastIndexOf('.') + 1)]
    // Another member's id in the body, the signature kept.
    const otherUser = body.replace(/^(s1\.\d+\.)(\d+)/, (_, head: string, id: string) => `${head}${Number(id) + 1}`)
    await refusedWith(await verify(`${otherUser}.${signature}`), 401, 'SAVINGS_CODE_INVALID')
    // A later expiry in the body.
    const later = body.replace(/\.(\d+)$/, (_, at: string) => `.${Number(at) + 3_600_000}`)
    await refusedWith(await verify(`${later}.${signature}`), 401, 'SAVINGS_CODE_INVALID')
    // One character of the signature changed: its first (the last may carry only padding bits,
    // which decode to the same bytes, so changing it sometimes changes nothing).
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    await refusedWith(await verify(`${body}.${flipped}`), 401, 'SAVINGS_CODE_INVALID')
    await refusedWith(await verify('s1.1.1.1.not-a-signature'), 401, 'SAVINGS_CODE_INVALID')
    await refusedWith(await verify('d1.nonsense'), 401, 'SAVINGS_CODE_INVALID')

    const issuedAt = clock
    clock = new Date(issuedAt.getTime() + SAVINGS_CODE_LIFETIME_MS - 1)
    expect((await verify(code)).status).toBe(200)
    clock = new Date(issuedAt.getTime() + SAVINGS_CODE_LIFETIME_MS)
    await refusedWith(await verify(code), 401, 'SAVINGS_CODE_EXPIRED')
    clock = issuedAt
  })
})

describe('POST /api/savings/getDeals', () => {
  it("lists today's deals until midnight in New York, each cheaper than its stay, the same all day", async () => {
    const { code } = await freshCode()
    const res = await call('getDeals', { code, currency: 'USD' })
    expect(res.status, await res.clone().text()).toBe(200)
    const { data } = dealsAnswer.parse(await res.json())
    expect(data.timeZone).toBe('America/New_York')
    // 12:00 UTC on 1 June is 08:00 in New York: the deals end at 04:00 UTC on 2 June.
    expect(data.validUntil).toBe('2026-06-02T04:00:00.000Z')
    expect(data.deals.length).toBeGreaterThanOrEqual(4)
    for (const deal of data.deals) {
      expect([15, 20, 25, 30]).toContain(deal.percentOff)
      expect(deal.now.amountMinor).toBeLessThan(deal.was.amountMinor)
      expect(deal.now.currency).toBe('USD')
    }
    // Every line, booked and refused at the boundaries: tests/server/club-deals.test.ts.
    expect(new Set(data.deals.map((d) => d.line))).toEqual(new Set(['hotel', 'resort', 'stay', 'activity']))
    clock = new Date('2026-06-02T03:59:00Z')
    const later = dealsAnswer.parse(await (await call('getDeals', { code: (await freshCode()).code, currency: 'USD' })).json()).data
    expect(later.deals.map((d) => d.id)).toEqual(data.deals.map((d) => d.id))
    clock = new Date('2026-06-01T12:00:00Z')
  })

  it('refuses a code of another organisation', async () => {
    const { code } = await freshCode()
    const onAtlas = await t.app.request('http://atlas.localhost/api/savings/getDeals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'atlas.localhost', origin: 'http://atlas.localhost' },
      body: JSON.stringify({ code, currency: 'EUR' }),
    })
    await refusedWith(onAtlas, 401, 'SAVINGS_CODE_INVALID')
  })
})

describe('time zones', () => {
  it('finds midnight in the organisation’s zone, across a daylight-saving change', () => {
    expect(zonedDate(new Date('2026-06-02T03:59:59Z'), 'America/New_York')).toBe('2026-06-01')
    expect(nextMidnight(new Date('2026-06-01T12:00:00Z'), 'Europe/Madrid').toISOString()).toBe('2026-06-01T22:00:00.000Z')
    // New York springs forward on 8 March 2026: midnight after the 7th is still EST, after the 8th EDT.
    expect(nextMidnight(new Date('2026-03-07T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(nextMidnight(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(nextMidnight(new Date('2026-06-01T12:00:00Z'), 'UTC').toISOString()).toBe('2026-06-02T00:00:00.000Z')
  })
})
