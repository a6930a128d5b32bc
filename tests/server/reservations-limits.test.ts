import type { RoomStayItemDetails } from '@contract/schemas/lines'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orgConfigAnswer } from '@contract/schemas/organisation'
import { addOrganisation, showOrganisation, updateOrganisation } from '@server/services/org-admin'
import { BOOKING_LIMITS } from '@server/services/reservations/booking-limits'
import { plainTextOf } from '../helpers/outbox'
import { testClock } from './helpers/auth'
import { NOW, stay } from './helpers/booking-api'
import { postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { newAgent, signInAs } from './helpers/account'
import {
  ATLAS,
  booked,
  bookingBody,
  DEMO,
  findRoom,
  guestWith,
  mailsTo,
  onlyItem,
  postAs,
  quoteOf,
  refusedWith,
  roomsLeft,
  type Room,
} from './reservations-fixtures'

/*
 * Issue 14, finding 1: guests could empty a room type and make us mail anyone. Bookings are now
 * limited per client IP and per guest email (guests), per account (signed in), counted in the
 * store with the app's clock; a guest booking holds at most the organisation's guestMaxRooms.
 */

const SECOND = 1000
const MINUTE = 60 * SECOND
const clock = testClock(NOW)
let t: TestApp
/** Each booking of these tests takes its own night of one room type, so the rooms never run out. */
let night = 0

beforeAll(async () => {
  // Requests come through 127.0.0.1, a trusted proxy: X-Forwarded-For names each test's visitor.
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
})
afterAll(() => t.close())

const fromIp = (ip: string) => ({ 'x-forwarded-for': ip })

/** A room type of each site, found once (on first use, so no hook does all the work). */
const siteRooms = new Map<string, Promise<Room>>()
const roomOf = (host: string) => {
  if (!siteRooms.has(host)) {
    const where = host === ATLAS ? { host: ATLAS, currency: 'EUR' } : {}
    siteRooms.set(host, findRoom(t, { from: 60, nights: 1, refundable: true, ...where }))
  }
  return siteRooms.get(host)!
}

/** A booking body of the next free night of the site's room, priced as quoted; `rooms` and the guest as given. */
async function nextBooking(host: string, guest: Record<string, unknown>, rooms = 1) {
  const asked: Room = { ...(await roomOf(host)), stay: stay(60 + night++, 1, { rooms, adults: Math.max(2, rooms) }) }
  const { price: offer } = await quoteOf(t, asked, host)
  return bookingBody(asked, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }, { guest })
}

const asGuest = async (ip: string, body: unknown) =>
  t.app.request(`http://${ATLAS}/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: ATLAS, origin: `http://${ATLAS}`, ...fromIp(ip) },
    body: JSON.stringify(body),
  })
const guestBooking = async (ip: string, email: string, rooms = 1) => asGuest(ip, await nextBooking(ATLAS, guestWith(email), rooms))

/** Asserts a 429 in the usual error shape and answers its Retry-After in seconds. */
async function tooMany(res: Response): Promise<number> {
  await refusedWith(res, 429, 'TOO_MANY_REQUESTS')
  const retryAfter = res.headers.get('retry-after')
  expect(retryAfter).toMatch(/^\d+$/)
  return Number(retryAfter)
}

describe('guest bookings per client IP', () => {
  it(`allows ${BOOKING_LIMITS.guestPerIp.max} an hour from one IP and refuses the next, with Retry-After until a slot frees`, async () => {
    clock.advance(2 * 60 * MINUTE)
    const ip = '198.51.100.10'
    // The first booking at T; the others a minute apart (different emails: the per-email limit is not what stops them).
    for (let i = 0; i < BOOKING_LIMITS.guestPerIp.max; i++) {
      await booked(await guestBooking(ip, `ip-guest-${i}@example.com`))
      clock.advance(MINUTE)
    }
    // T + 10 min: the oldest booking leaves the hour at T + 60 min, 50 minutes from now (its last millisecond included).
    const refused = await guestBooking(ip, 'ip-guest-extra@example.com')
    expect(await tooMany(refused)).toBe(50 * 60 + 1)
    // Another IP is not held by it.
    await booked(await guestBooking('198.51.100.11', 'ip-guest-other@example.com'))

    // The last second of the window: still refused. The first after it: allowed again.
    clock.advance(50 * MINUTE - SECOND)
    expect(await tooMany(await guestBooking(ip, 'ip-guest-extra@example.com'))).toBe(2)
    clock.advance(2 * SECOND)
    await booked(await guestBooking(ip, 'ip-guest-extra@example.com'))
    // That slot is taken again at once; the next frees when the booking of T + 1 min leaves the hour.
    expect(await tooMany(await guestBooking(ip, 'ip-guest-extra2@example.com'))).toBe(60)
  })

  it('lets exactly the limit through when bookings from one IP race', async () => {
    clock.advance(2 * 60 * MINUTE)
    const ip = '198.51.100.20'
    const bodies = await Promise.all(
      Array.from({ length: BOOKING_LIMITS.guestPerIp.max + 4 }, (_, i) => nextBooking(ATLAS, guestWith(`race-${i}@example.com`))),
    )
    const answers = await Promise.all(bodies.map((body) => asGuest(ip, body)))
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(BOOKING_LIMITS.guestPerIp.max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(4)
  })

  it('counts only bookings made: a refused booking or a retry with the same key gives its slot back', async () => {
    clock.advance(2 * 60 * MINUTE)
    const ip = '198.51.100.30'
    const first = await nextBooking(ATLAS, guestWith('retry-guest@example.com'))
    await booked(await asGuest(ip, first))
    for (let i = 0; i < BOOKING_LIMITS.guestPerIp.max + 2; i++) {
      // The same key and body again: the first booking, not a new one.
      await booked(await asGuest(ip, first))
      // A price the server does not agree with: refused, nothing booked.
      const stale = await nextBooking(ATLAS, guestWith(`stale-${i}@example.com`))
      await refusedWith(await asGuest(ip, { ...stale, expected: { totalMinor: 1, amountDueMinor: 1 } }), 409, 'PRICE_CHANGED')
    }
    for (let i = 1; i < BOOKING_LIMITS.guestPerIp.max; i++) await booked(await guestBooking(ip, `made-${i}@example.com`))
    await tooMany(await guestBooking(ip, 'made-extra@example.com'))
    // With the limit used up, a retry of a booking made still answers that booking.
    expect((await booked(await asGuest(ip, first))).guest.email).toBe('retry-guest@example.com')
  })
})

describe('guest bookings per guest email', () => {
  it(`mails one address at most ${BOOKING_LIMITS.guestPerEmail.max} confirmations an hour, whatever the IP`, async () => {
    clock.advance(2 * 60 * MINUTE)
    const email = 'stranger@example.com'
    for (let i = 0; i < BOOKING_LIMITS.guestPerEmail.max; i++) {
      await booked(await guestBooking(`198.51.100.${40 + i}`, email))
      clock.advance(MINUTE)
    }
    // Case does not make it another address.
    const refused = await guestBooking('198.51.100.49', 'Stranger@Example.com')
    expect(await tooMany(refused)).toBe((60 - BOOKING_LIMITS.guestPerEmail.max) * 60 + 1)
    expect(await mailsTo(t, email, 'booking-confirmation')).toHaveLength(BOOKING_LIMITS.guestPerEmail.max)
    // The IP that was refused for that address books for another.
    await booked(await guestBooking('198.51.100.49', 'someone-else@example.com'))
  })
})

describe('signed-in bookings', () => {
  it('never hold an agent booking for many clients from one IP by the guest limits; the account has its own', async () => {
    clock.advance(2 * 60 * MINUTE)
    // An agent without a credit line (the demo agent's would run out first: issue 17's credit on account).
    await newAgent(t, 'limits-agent@example.com')
    const agent = await signInAs(t, 'limits-agent@example.com')
    // Every request from 127.0.0.1 (no X-Forwarded-For): one IP.
    const book = async (email: string) => postAs(t, DEMO, agent, '/api/reservations', await nextBooking(DEMO, guestWith(email)))
    // More than a guest may book from one IP, several for one client's email.
    for (let i = 0; i < BOOKING_LIMITS.perAccount.max; i++) await booked(await book(`client-${i % 5}@example.com`))
    expect(await tooMany(await book('client-extra@example.com'))).toBe(60 * 60 + 1)
  })
})

describe('rooms in one guest booking', () => {
  it("refuses a guest more rooms than the organisation's guestMaxRooms (3 when unset); members book up to the stay limit", async () => {
    clock.advance(2 * 60 * MINUTE)
    const family = await findRoom(t, { from: 120, nights: 7, refundable: true, host: ATLAS, currency: 'EUR' })
    const left = await roomsLeft(t, family, ATLAS)
    const body = async (rooms: number, email: string) => {
      const asked: Room = { ...family, stay: stay(120, 7, { rooms, adults: Math.max(2, rooms) }) }
      const { price: offer } = await quoteOf(t, asked, ATLAS)
      return bookingBody(asked, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }, { guest: guestWith(email) })
    }
    const message = await refusedWith(await asGuest('198.51.100.70', await body(4, 'family@example.com')), 400, 'TOO_MANY_ROOMS')
    expect(message).toBe('Without signing in, you can book at most 3 rooms at a time.')
    expect(await roomsLeft(t, family, ATLAS)).toBe(left)
    expect(
      (onlyItem(await booked(await asGuest('198.51.100.70', await body(3, 'family@example.com')))).details as RoomStayItemDetails).rooms,
    ).toBe(3)
    expect(await roomsLeft(t, family, ATLAS)).toBe(left - 3)
  })
})

describe("the organisation file's guestMaxRooms", () => {
  const scratch = mkdtempSync(join(tmpdir(), 'guest-rooms-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))
  /** The documented example organisation, letting guests book, with guestMaxRooms as given (absent when undefined). */
  function coastline(guestMaxRooms: unknown): string {
    const dir = join(scratch, String(guestMaxRooms))
    cpSync('docs/examples/organisation', dir, { recursive: true })
    const file = JSON.parse(readFileSync(join(dir, 'coastline.json'), 'utf8'))
    file.canBookWithoutSession = true
    if (guestMaxRooms !== undefined) file.guestMaxRooms = guestMaxRooms
    writeFileSync(join(dir, 'coastline.json'), JSON.stringify(file))
    return join(dir, 'coastline.json')
  }
  const HOST = 'coastline.localhost'
  const configOf = async () => orgConfigAnswer.parse(await (await postOn(t, HOST, '/api/general/getOrgConfig')).json()).data

  it('is 3 when absent, set from 1 to 8, shown when it differs, and held to by guest bookings', async () => {
    await addOrganisation(t.store.db, coastline(undefined))
    expect((await configOf()).guestMaxRooms).toBe(3)
    expect(await showOrganisation(t.store.db, 'coastline')).not.toHaveProperty('guestMaxRooms')
    for (const wrong of [0, 9, 2.5, '2']) await expect(updateOrganisation(t.store.db, coastline(wrong))).rejects.toThrow(/guestMaxRooms/)

    await updateOrganisation(t.store.db, coastline(1))
    expect((await configOf()).guestMaxRooms).toBe(1)
    expect(await showOrganisation(t.store.db, 'coastline')).toMatchObject({ guestMaxRooms: 1 })

    clock.advance(2 * 60 * MINUTE)
    const seaside = await findRoom(t, { from: 90, nights: 2, refundable: true, host: HOST, currency: 'USD' })
    const body = async (rooms: number) => {
      const asked: Room = { ...seaside, stay: stay(90, 2, { rooms, adults: Math.max(2, rooms) }) }
      const { price: offer } = await quoteOf(t, asked, HOST)
      return bookingBody(asked, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }, { guest: guestWith('sea@example.com') })
    }
    const asked = (rooms: number) => body(rooms).then((b) => postAs(t, HOST, '', '/api/reservations', b))
    expect(await refusedWith(await asked(2), 400, 'TOO_MANY_ROOMS')).toBe('Without signing in, you can book 1 room at a time.')
    expect((onlyItem(await booked(await asked(1))).details as RoomStayItemDetails).rooms).toBe(1)
  })
})

describe('guest names', () => {
  it("holds the guest's names to sign-up's name rule: no digits, punctuation or links", async () => {
    clock.advance(2 * 60 * MINUTE)
    const body = await nextBooking(ATLAS, guestWith('names@example.com'))
    for (const firstName of ['Hola Your booking is confirmed, call +1 555 0100', 'http://evil.example', 'Ann\u0007']) {
      const message = await refusedWith(await asGuest('198.51.100.80', { ...body, guest: { ...body.guest, firstName } }), 400)
      expect(message).toContain('guest.firstName')
    }
    const lastName = 'Call 555 0100'
    const message = await refusedWith(await asGuest('198.51.100.80', { ...body, guest: { ...body.guest, lastName } }), 400)
    expect(message).toContain('guest.lastName')
    // Names of every script, with hyphens and apostrophes, pass as at sign-up.
    await booked(await asGuest('198.51.100.80', { ...body, guest: { ...body.guest, firstName: 'Zoë-Anne', lastName: "O'Brien Łukasz" } }))
  })
})

describe('booking mails', () => {
  it('open with our own sentence, and name the guest only after a label of ours', async () => {
    clock.advance(2 * 60 * MINUTE)
    const body = await nextBooking(ATLAS, { ...guestWith('first-line@example.com'), firstName: 'Hola Your booking is confirmed' })
    const res = await asGuest('198.51.100.90', body)
    const reservation = await booked(res.clone())
    const token = res.headers
      .getSetCookie()
      .find((line) => line.startsWith('myReservationToken='))!
      .split(';')[0]!
      .split('=')[1]!
    await booked(
      await t.app.request(`http://${ATLAS}/api/reservations/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: ATLAS, origin: `http://${ATLAS}` },
        body: JSON.stringify({ confirmationNumber: reservation.confirmationNumber, token }),
      }),
    )
    const [confirmation] = await mailsTo(t, 'first-line@example.com', 'booking-confirmation')
    const [cancellation] = await mailsTo(t, 'first-line@example.com', 'booking-cancellation')
    // The .eml file the outbox wrote (its reference), as a reader sees its text.
    const lines = (mail: { reference: string | null }) => {
      const eml = readFileSync(mail.reference ?? '', 'utf8')
      return plainTextOf(eml).trim().split(/\r?\n/)
    }
    // atlas writes in Spanish.
    expect(lines(confirmation!)[0]).toBe('Su reserva está confirmada. Gracias por reservar con Atlas Holidays.')
    expect(lines(cancellation!)[0]).toBe('Su reserva se ha cancelado según lo solicitado. No hay gastos de cancelación.')
    for (const mail of [confirmation!, cancellation!]) {
      expect(lines(mail).filter((line) => line.includes('Hola Your booking'))).toEqual([
        'Reserva a nombre de: Hola Your booking is confirmed Member',
      ])
    }
  })
})
