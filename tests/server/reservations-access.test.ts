import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '@server/store/schema'
import { AGENT, createUser, signedIn, testClock } from './helpers/auth'
import { NOW } from './helpers/booking-api'
import { orgIdOf } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { issueCard } from './helpers/wallet'
import {
  ATLAS,
  booked,
  bookingBody,
  cardRow,
  DEMO,
  findRoom,
  guestWith,
  listed,
  mailsTo,
  onlyItem,
  postAs,
  quoteOf,
  refusedWith,
  roomsLeft,
  type Room,
} from './reservations-fixtures'

const DAY_MS = 86_400_000
const clock = testClock(NOW)
let t: TestApp
let member: string
let demoId: number
let memberId: number

beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: clock.now })
  member = (await signedIn(t)).cookie
  demoId = await orgIdOf(t, 'demo')
  memberId = (await t.store.db.select().from(users).where(eq(users.email, 'member@example.com')))[0]!.id
})
afterAll(() => t.close())

const call = (cookie: string, path: string, body: unknown, host = DEMO) => postAs(t, host, cookie, `/api/reservations${path}`, body)
const list = (cookie: string, token = '', scope: 'own' | 'agent' = 'own', host = DEMO) => call(cookie, '', { json: { token, scope } }, host)
/** Books the room with no wallet cards, priced as quoted. */
async function bookPlain(cookie: string, room: Room, extra: Record<string, unknown> = {}, host = DEMO) {
  const { price: offer } = await quoteOf(t, room, host)
  return call(cookie, '', bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }, extra), host)
}

describe('POST /api/reservations/cancel', () => {
  it('cancels within the policy: CANCELLED, the wallet cards ACTIVE again, the rooms free, a cancellation mail', async () => {
    const room = await findRoom(t, { from: 40, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    await issueCard(t.store.db, {
      orgId: demoId,
      userId: memberId,
      proCode: 'HOTEL-NIGHT',
      cardCode: 'CERT-CANCEL-0001',
      amountMinor: 3_000,
      currency: 'USD',
    })
    await issueCard(t.store.db, {
      orgId: demoId,
      userId: memberId,
      proCode: 'TRAVEL-DISCOUNT',
      cardCode: 'DISC-CANCEL-0001',
      amountMinor: 1_000,
      currency: 'USD',
    })
    const left = await roomsLeft(t, room)
    const body = bookingBody(
      room,
      { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor - 4_000 },
      {
        wallet: { certificate: 'CERT-CANCEL-0001', discountCards: ['DISC-CANCEL-0001'] },
        guest: guestWith('cancel.me@example.com'),
      },
    )
    const reservation = await booked(await call(`${member}; lan_code=fr-FR`, '', body))
    expect(await roomsLeft(t, room)).toBe(left - 1)
    expect((await cardRow(t, demoId, 'DISC-CANCEL-0001'))!.status).toBe('REDEEMED')

    const [a, b] = await Promise.all([0, 1].map(() => call(member, '/cancel', { confirmationNumber: reservation.confirmationNumber })))
    const [won, lost] = a!.status === 200 ? [a, b] : [b, a]
    const cancelled = await booked(won!)
    await refusedWith(lost!, 409, 'NOT_CANCELLABLE')
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellable: false, confirmationNumber: reservation.confirmationNumber })
    expect(cancelled.cancelledAt).toBe(NOW.toISOString())
    expect(onlyItem(cancelled).deductions).toEqual(onlyItem(reservation).deductions)
    expect(onlyItem(cancelled)).toMatchObject({ status: 'CANCELLED', cancelledAt: NOW.toISOString(), cancellable: false })
    expect(cancelled.totalMinor).toBe(reservation.totalMinor)
    for (const code of ['CERT-CANCEL-0001', 'DISC-CANCEL-0001'])
      expect(await cardRow(t, demoId, code)).toMatchObject({ status: 'ACTIVE', redeemedReference: null })
    expect(await roomsLeft(t, room)).toBe(left)
    const mails = await mailsTo(t, 'cancel.me@example.com', 'booking-cancellation')
    expect(mails.map((m) => [m.language, m.subject.includes(`réservation ${reservation.confirmationNumber} est annulée`)])).toEqual([
      ['fr-FR', true],
    ])
    expect(
      await refusedWith(await call(member, '/cancel', { confirmationNumber: reservation.confirmationNumber }), 409, 'NOT_CANCELLABLE'),
    ).toMatch(/already cancelled/)
  })

  it('refuses a cancellation after the free-cancellation day, and of a non-refundable room: 409 NOT_CANCELLABLE', async () => {
    const room = await findRoom(t, { from: 44, refundable: true })
    const reservation = await booked(await bookPlain(member, room))
    const lastFreeDay = Date.parse(`${onlyItem(reservation).freeCancellationUntil}T12:00:00Z`)
    clock.advance(lastFreeDay + DAY_MS - NOW.getTime())
    try {
      // Weeks later the first session has ended: sign in again.
      const later = (await signedIn(t)).cookie
      const detail = await booked(await call(later, '/detail', { confirmationNumber: reservation.confirmationNumber }))
      expect(detail.cancellable).toBe(false)
      expect(
        await refusedWith(await call(later, '/cancel', { confirmationNumber: reservation.confirmationNumber }), 409, 'NOT_CANCELLABLE'),
      ).toContain(onlyItem(reservation).freeCancellationUntil!)
    } finally {
      clock.advance(NOW.getTime() - clock.now().getTime())
    }

    const strict = await booked(await bookPlain(member, await findRoom(t, { from: 48, refundable: false })))
    expect(strict).toMatchObject({ cancellable: false })
    expect(onlyItem(strict).freeCancellationUntil).toBeNull()
    expect(
      await refusedWith(await call(member, '/cancel', { confirmationNumber: strict.confirmationNumber }), 409, 'NOT_CANCELLABLE'),
    ).toMatch(/non-refundable/)
  })
})

describe('the last day of free cancellation (UTC days, the clock the app is given)', () => {
  /** Sets the app's clock to `iso`; answers a function that puts it back to the tests' NOW. */
  const at = (iso: string) => {
    clock.advance(Date.parse(iso) - clock.now().getTime())
    return () => clock.advance(NOW.getTime() - clock.now().getTime())
  }

  it('cancels at the last millisecond of the last free day and gives the cards back; refuses from midnight after with 409', async () => {
    const onTime = await findRoom(t, { from: 68, refundable: true })
    const { price: offer } = await quoteOf(t, onTime)
    await issueCard(t.store.db, {
      orgId: demoId,
      userId: memberId,
      proCode: 'HOTEL-NIGHT',
      cardCode: 'CERT-LASTDAY-0001',
      amountMinor: 2_000,
      currency: 'USD',
    })
    const first = await booked(
      await call(
        member,
        '',
        bookingBody(
          onTime,
          { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor - 2_000 },
          {
            wallet: { certificate: 'CERT-LASTDAY-0001', discountCards: [] },
          },
        ),
      ),
    )
    const late = await booked(await bookPlain(member, await findRoom(t, { from: 72, refundable: true })))
    expect(onlyItem(first).deductions).toHaveLength(1)
    expect((await cardRow(t, demoId, 'CERT-LASTDAY-0001'))!.status).toBe('REDEEMED')

    let restore = at(`${onlyItem(first).freeCancellationUntil}T23:59:59.999Z`)
    try {
      const cookie = (await signedIn(t)).cookie
      const detail = await booked(await call(cookie, '/detail', { confirmationNumber: first.confirmationNumber }))
      expect(detail).toMatchObject({ status: 'CONFIRMED', cancellable: true })
      const cancelled = await booked(await call(cookie, '/cancel', { confirmationNumber: first.confirmationNumber }))
      expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellable: false })
      expect(await cardRow(t, demoId, 'CERT-LASTDAY-0001')).toMatchObject({ status: 'ACTIVE', redeemedReference: null })
    } finally {
      restore()
    }

    const dayAfter = new Date(Date.parse(`${onlyItem(late).freeCancellationUntil}T00:00:00Z`) + DAY_MS).toISOString()
    restore = at(dayAfter)
    try {
      const cookie = (await signedIn(t)).cookie
      const detail = await booked(await call(cookie, '/detail', { confirmationNumber: late.confirmationNumber }))
      expect(detail).toMatchObject({ status: 'CONFIRMED', cancellable: false })
      expect(
        await refusedWith(await call(cookie, '/cancel', { confirmationNumber: late.confirmationNumber }), 409, 'NOT_CANCELLABLE'),
      ).toContain(`Free cancellation ended on ${onlyItem(late).freeCancellationUntil}`)
      const still = await booked(await call(cookie, '/detail', { confirmationNumber: late.confirmationNumber }))
      expect(still.status).toBe('CONFIRMED')
    } finally {
      restore()
    }
  })
})

describe('whose reservations a caller sees', () => {
  it("hides a member's booking from another member: detail and cancel 404, lists without it, its key refused", async () => {
    const room = await findRoom(t, { from: 52, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    const body = bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor })
    const mine = await booked(await call(member, '', body))
    const other = await createUser(t, { orgId: demoId, email: 'other.member@example.com', password: 'Other#2026' })
    await t.store.db.update(users).set({ canUserBook: 1 }).where(eq(users.id, other!.id))
    const { cookie } = await signedIn(t, 'other.member@example.com', 'Other#2026')

    await refusedWith(await call(cookie, '/detail', { confirmationNumber: mine.confirmationNumber }), 404, 'NOT_FOUND')
    await refusedWith(await call(cookie, '/cancel', { confirmationNumber: mine.confirmationNumber }), 404, 'NOT_FOUND')
    await refusedWith(await call('', '/detail', { confirmationNumber: mine.confirmationNumber }), 404, 'NOT_FOUND')
    expect(await listed(await list(cookie))).toEqual([])
    await refusedWith(await call(cookie, '', body), 409, 'IDEMPOTENCY_KEY_REUSED')
    expect((await listed(await list(member))).map((r) => r.confirmationNumber)).toContain(mine.confirmationNumber)
    expect((await booked(await call(member, '/detail', { confirmationNumber: mine.confirmationNumber }))).status).toBe('CONFIRMED')
  })

  it('lists the own bookings newest start first', async () => {
    const mine = await listed(await list(member))
    expect(mine.length).toBeGreaterThanOrEqual(3)
    const checkIns = mine.map((r) => r.startsOn)
    expect(checkIns).toEqual([...checkIns].sort().reverse())
  })

  it('lets a guest on atlas book without signing in: a token cookie, and only that token lists the booking', async () => {
    const room = await findRoom(t, { from: 56, refundable: true, host: ATLAS, currency: 'EUR' })
    const res = await bookPlain('lan_code=de-DE', room, { guest: guestWith('guest.atlas@example.com') }, ATLAS)
    const reservation = await booked(res.clone())
    const cookieLine = res.headers.getSetCookie().find((line) => line.startsWith('myReservationToken='))!
    expect(cookieLine).toMatch(/Max-Age=15552000/)
    expect(cookieLine).toMatch(/Path=\//)
    expect(cookieLine).toMatch(/SameSite=Lax/)
    expect(cookieLine).not.toMatch(/HttpOnly/i)
    const token = cookieLine.split(';')[0]!.slice('myReservationToken='.length)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(reservation).toMatchObject({ currency: 'EUR', amountDueMinor: reservation.totalMinor })
    expect(onlyItem(reservation).deductions).toEqual([])
    // de-DE is not one of atlas's languages: its default, Spanish, is.
    expect((await mailsTo(t, 'guest.atlas@example.com', 'booking-confirmation')).map((m) => m.language)).toEqual(['es-ES'])

    expect((await listed(await list('', token, 'own', ATLAS))).map((r) => r.confirmationNumber)).toEqual([reservation.confirmationNumber])
    expect(await listed(await list('', 'another-token-of-32-characters-xx', 'own', ATLAS))).toEqual([])
    expect(await listed(await list('', '', 'own', ATLAS))).toEqual([])
    expect(await listed(await list('', token, 'own', DEMO))).toEqual([])
    expect(
      (await booked(await call('', '/detail', { confirmationNumber: reservation.confirmationNumber, token }, ATLAS))).guest.email,
    ).toBe('guest.atlas@example.com')
    await refusedWith(
      await call('', '/detail', { confirmationNumber: reservation.confirmationNumber, token: 'x'.repeat(43) }, ATLAS),
      404,
      'NOT_FOUND',
    )

    // The browser that kept its cookie books again with the same token, and sees both.
    const second = await booked(
      await bookPlain(
        `myReservationToken=${token}`,
        await findRoom(t, { from: 60, refundable: true, host: ATLAS, currency: 'EUR' }),
        {},
        ATLAS,
      ),
    )
    expect((await listed(await list('', token, 'own', ATLAS))).map((r) => r.confirmationNumber).sort()).toEqual(
      [reservation.confirmationNumber, second.confirmationNumber].sort(),
    )
    const cancelled = await booked(await call('', '/cancel', { confirmationNumber: second.confirmationNumber, token }, ATLAS))
    expect(cancelled.status).toBe('CANCELLED')
  })

  it("shows an agent's booking in the agent's 'agent' list, not in the member's; only agents have that list", async () => {
    const agent = (await signedIn(t, AGENT.email, AGENT.password)).cookie
    const room = await findRoom(t, { from: 64, refundable: true })
    const made = await booked(await bookPlain(agent, room, { guest: guestWith('client@example.com') }))
    expect(made.agent).toEqual({ name: expect.any(String), email: AGENT.email })

    const agentList = await listed(await list(agent, '', 'agent'))
    expect(agentList.map((r) => r.confirmationNumber)).toEqual([made.confirmationNumber])
    expect((await listed(await list(agent))).map((r) => r.confirmationNumber)).toContain(made.confirmationNumber)
    expect((await listed(await list(member))).map((r) => r.confirmationNumber)).not.toContain(made.confirmationNumber)
    await refusedWith(await list(member, '', 'agent'), 403, 'NOT_AN_AGENT')
    await refusedWith(await call(member, '/detail', { confirmationNumber: made.confirmationNumber }), 404, 'NOT_FOUND')
  })
})
