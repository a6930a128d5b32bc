import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reservationGrantAnswer } from '@contract/schemas/manage-booking'
import { FIND_LIMITS } from '@server/services/reservations/find-limits'
import { signedIn, testClock } from './helpers/auth'
import { NOW, stay } from './helpers/booking-api'
import { postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { ATLAS, booked, bookingBody, DEMO, findRoom, guestWith, postAs, quoteOf, refusedWith, type Room } from './reservations-fixtures'

/*
 * Issue 15: a guest finds their booking at /manage-booking by confirmation number and email
 * (POST /api/reservations/find), rate-limited per IP and per number, and gets a grant that
 * /detail and /cancel accept as `token` for that one reservation until it expires.
 */

const SECOND = 1000
const MINUTE = 60 * SECOND
const clock = testClock(NOW)
let t: TestApp
let night = 0
let lastIp = 0
/** A visitor address of its own for each call that does not name one, so only the limit under test is reached. */
const newIp = () => `203.0.113.${++lastIp}`

beforeAll(async () => {
  // Requests come through 127.0.0.1, a trusted proxy: X-Forwarded-For names each test's visitor.
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
})
afterAll(() => t.close())

const rooms = new Map<string, Promise<Room>>()
const roomOf = (host: string) => {
  if (!rooms.has(host))
    rooms.set(host, findRoom(t, { from: 90, nights: 1, refundable: true, ...(host === ATLAS ? { host, currency: 'EUR' } : {}) }))
  return rooms.get(host)!
}

/** A booking on `host` of the next free night for `email`; as a guest, or with the session `cookie`. */
async function bookFor(host: string, email: string, cookie = '') {
  const room: Room = { ...(await roomOf(host)), stay: stay(90 + night++, 1) }
  const { price } = await quoteOf(t, room, host)
  const body = bookingBody(room, { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor }, { guest: guestWith(email) })
  return booked(await postAs(t, host, cookie, '/api/reservations', body))
}

const find = (host: string, confirmationNumber: string, email: string, ip = newIp()) =>
  postOn(t, host, '/api/reservations/find', { confirmationNumber, email }, { 'x-forwarded-for': ip })
const granted = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200)
  return reservationGrantAnswer.parse(await res.json()).data
}
/** /detail or /cancel with `token` and no cookie: what a grant alone opens. */
const withToken = (host: string, call: 'detail' | 'cancel', confirmationNumber: string, token: string) =>
  postOn(t, host, `/api/reservations/${call}`, { confirmationNumber, token })
/** The fields of a reservation answer these tests read. */
const answered = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { data: { confirmationNumber: string; status: string } }).data
}

describe('finding a booking', () => {
  it('finds a guest booking by number and email, whatever their case and spaces, and the grant shows and cancels it', async () => {
    const booking = await bookFor(ATLAS, 'Find.Me@example.com')
    const grant = await granted(await find(ATLAS, `  ${booking.confirmationNumber.toLowerCase()} `, ' find.me@EXAMPLE.com '))
    expect(grant.confirmationNumber).toBe(booking.confirmationNumber)
    expect(new Date(grant.expiresAt).getTime()).toBe(clock.now().getTime() + FIND_LIMITS.grantLifetimeMs)
    expect(await answered(await withToken(ATLAS, 'detail', booking.confirmationNumber, grant.token))).toMatchObject({ status: 'CONFIRMED' })
    expect(await answered(await withToken(ATLAS, 'cancel', booking.confirmationNumber, grant.token))).toMatchObject({ status: 'CANCELLED' })
  })

  it('answers a wrong email exactly as an unknown number: the same 404', async () => {
    const booking = await bookFor(ATLAS, 'owner@example.com')
    const wrongEmail = await find(ATLAS, booking.confirmationNumber, 'someone@example.com')
    const unknown = await find(ATLAS, 'TC-ZZZZ2222', 'owner@example.com')
    const [a, b] = [await wrongEmail.text(), await unknown.text()]
    expect([wrongEmail.status, unknown.status]).toEqual([404, 404])
    // What /manage-booking shows the visitor: neither which part was wrong nor an empty line.
    expect(JSON.parse(a)).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
      message: 'No booking matches this confirmation number and email.',
    })
    expect(a).toBe(b)
  })

  it("finds a member's booking the same way, and the grant cancels it without the member's session", async () => {
    const member = (await signedIn(t)).cookie
    const booking = await bookFor(DEMO, 'member-trip@example.com', member)
    const grant = await granted(await find(DEMO, booking.confirmationNumber, 'member-trip@example.com'))
    expect(await answered(await withToken(DEMO, 'cancel', booking.confirmationNumber, grant.token))).toMatchObject({ status: 'CANCELLED' })
  })

  it("does not find another organisation's booking, and its grant opens nothing there", async () => {
    const booking = await bookFor(ATLAS, 'atlas-only@example.com')
    await refusedWith(await find(DEMO, booking.confirmationNumber, 'atlas-only@example.com'), 404, 'NOT_FOUND')
    const grant = await granted(await find(ATLAS, booking.confirmationNumber, 'atlas-only@example.com'))
    await refusedWith(await withToken(DEMO, 'detail', booking.confirmationNumber, grant.token), 404, 'NOT_FOUND')
  })
})

describe('the grant', () => {
  it('opens only the reservation it was given for', async () => {
    const mine = await bookFor(ATLAS, 'mine@example.com')
    const theirs = await bookFor(ATLAS, 'theirs@example.com')
    const grant = await granted(await find(ATLAS, mine.confirmationNumber, 'mine@example.com'))
    await refusedWith(await withToken(ATLAS, 'detail', theirs.confirmationNumber, grant.token), 404, 'NOT_FOUND')
    await refusedWith(await withToken(ATLAS, 'cancel', theirs.confirmationNumber, grant.token), 404, 'NOT_FOUND')
  })

  it('works until its last millisecond and is refused from its expiry on', async () => {
    const booking = await bookFor(ATLAS, 'expiring@example.com')
    const grant = await granted(await find(ATLAS, booking.confirmationNumber, 'expiring@example.com'))
    clock.advance(FIND_LIMITS.grantLifetimeMs - 1)
    await answered(await withToken(ATLAS, 'detail', booking.confirmationNumber, grant.token))
    clock.advance(1)
    await refusedWith(await withToken(ATLAS, 'detail', booking.confirmationNumber, grant.token), 404, 'NOT_FOUND')
    await refusedWith(await withToken(ATLAS, 'cancel', booking.confirmationNumber, grant.token), 404, 'NOT_FOUND')
  })

  it('is refused when any part of it is changed', async () => {
    const booking = await bookFor(ATLAS, 'tamper@example.com')
    const { token } = await granted(await find(ATLAS, booking.confirmationNumber, 'tamper@example.com'))
    const [version, id, org, expiry, signature] = token.split('.')
    const later = [version, id, org, String(Number(expiry) + 60 * MINUTE), signature].join('.')
    const resigned = [version, id, org, expiry, `${signature!.slice(0, -2)}AA`].join('.')
    for (const forged of [later, resigned])
      await refusedWith(await withToken(ATLAS, 'detail', booking.confirmationNumber, forged), 404, 'NOT_FOUND')
  })
})

/** Asserts a 429 in the usual error shape and answers its Retry-After in seconds. */
async function tooMany(res: Response): Promise<number> {
  await refusedWith(res, 429, 'TOO_MANY_REQUESTS')
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
  return Number(res.headers.get('retry-after'))
}

describe('look-up limits', () => {
  it(`allows ${FIND_LIMITS.perIp.max} look-ups from one IP in ${FIND_LIMITS.perIp.windowMs / MINUTE} minutes and refuses the next`, async () => {
    clock.advance(2 * 60 * MINUTE)
    const booking = await bookFor(ATLAS, 'per-ip@example.com')
    const ip = '198.51.100.60'
    // Unknown numbers, each its own (the per-number limit is not what stops them), a minute apart.
    for (let i = 0; i < FIND_LIMITS.perIp.max - 1; i++) {
      await refusedWith(await find(ATLAS, `TC-IP${i}AAAAA`, 'per-ip@example.com', ip), 404, 'NOT_FOUND')
      clock.advance(MINUTE)
    }
    await granted(await find(ATLAS, booking.confirmationNumber, 'per-ip@example.com', ip))
    // The first look-up leaves the window at T + 15 min, 6 minutes from now (its last millisecond included).
    expect(await tooMany(await find(ATLAS, booking.confirmationNumber, 'per-ip@example.com', ip))).toBe(6 * 60 + 1)
    // Another address is not held by it.
    await granted(await find(ATLAS, booking.confirmationNumber, 'per-ip@example.com'))
    clock.advance(6 * MINUTE + SECOND)
    await granted(await find(ATLAS, booking.confirmationNumber, 'per-ip@example.com', ip))
  })

  it(`allows ${FIND_LIMITS.perReference.max} look-ups of one number an hour from any address and refuses the next, right email or not`, async () => {
    clock.advance(2 * 60 * MINUTE)
    const booking = await bookFor(ATLAS, 'per-number@example.com')
    // Wrong guesses from many addresses, then the owner's right one: the fifth and last allowed.
    for (let i = 0; i < FIND_LIMITS.perReference.max - 1; i++) {
      await refusedWith(await find(ATLAS, booking.confirmationNumber, `guess-${i}@example.com`), 404, 'NOT_FOUND')
    }
    await granted(await find(ATLAS, booking.confirmationNumber.toLowerCase(), 'per-number@example.com'))
    // Typed in lower case it is the same number.
    expect(await tooMany(await find(ATLAS, booking.confirmationNumber.toLowerCase(), 'per-number@example.com'))).toBe(60 * 60 + 1)
    // Other numbers are not held by it.
    await refusedWith(await find(ATLAS, 'TC-OTHER2345', 'per-number@example.com'), 404, 'NOT_FOUND')
  })

  it('gives back the IP slot when the number refuses the look-up', async () => {
    clock.advance(2 * 60 * MINUTE)
    const ip = '198.51.100.61'
    for (let i = 0; i < FIND_LIMITS.perReference.max; i++) await find(ATLAS, 'TC-HELD23456', 'x@example.com')
    for (let i = 0; i < FIND_LIMITS.perIp.max + 2; i++) await tooMany(await find(ATLAS, 'TC-HELD23456', 'x@example.com', ip))
    await refusedWith(await find(ATLAS, 'TC-FREE23456', 'x@example.com', ip), 404, 'NOT_FOUND')
  })
})

describe('bad input', () => {
  it('names the field that is wrong', async () => {
    await refusedWith(await find(ATLAS, 'TC-ABCD2345', 'not-an-email'), 400)
    await refusedWith(await find(ATLAS, 'no such thing!', 'a@example.com'), 400)
    await refusedWith(await postOn(t, ATLAS, '/api/reservations/find', { confirmationNumber: 'TC-ABCD2345' }), 400)
  })
})
