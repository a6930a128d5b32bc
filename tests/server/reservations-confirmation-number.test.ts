import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { reservations } from '@server/store/schema'
import type { TestApp } from './helpers/test-app'
import { issueCard } from './helpers/wallet'
import {
  booked,
  bookingBody,
  cardRow,
  DEMO,
  findRoom,
  guestWith,
  mailsTo,
  postAs,
  quoteOf,
  roomsLeft,
  startBookingApp,
} from './reservations-fixtures'

/*
 * A new confirmation number is random (31^8 of them); the store's unique constraint is what keeps
 * two bookings from sharing one, and a booking that draws a number already taken draws again, at
 * most three times. Collisions are too rare to meet by chance, so this test deals the numbers.
 */

const dealt = vi.hoisted(() => ({ numbers: [] as string[] }))
vi.mock('@server/services/reservations/confirmation-number', async (original) => {
  const real = await original<typeof import('@server/services/reservations/confirmation-number')>()
  return { newConfirmationNumber: () => dealt.numbers.shift() ?? real.newConfirmationNumber() }
})

let t: TestApp
let member: string
let demoId: number
let memberId: number

beforeAll(async () => {
  ;({ t, member, demoId, memberId } = await startBookingApp())
})
afterAll(() => t.close())

const TAKEN = 'TC-TAKEN222'
const book = (body: unknown) => postAs(t, DEMO, member, '/api/reservations', body)
const withNumbers = (numbers: string[]) => t.store.db.select().from(reservations).where(inArray(reservations.confirmationNumber, numbers))

describe('a confirmation number already taken', () => {
  it('draws again: the third number drawn is the booking’s, and the room is booked once', async () => {
    const room = await findRoom(t, { from: 150, refundable: true })
    const { price } = await quoteOf(t, room)
    const plain = (email: string) =>
      bookingBody(room, { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor }, { guest: guestWith(email) })
    dealt.numbers = [TAKEN]
    expect((await booked(await book(plain('first.number@example.com')))).confirmationNumber).toBe(TAKEN)
    const left = await roomsLeft(t, room)

    dealt.numbers = [TAKEN, TAKEN, 'TC-THRD3333']
    const third = await booked(await book(plain('third.number@example.com')))
    expect(third.confirmationNumber).toBe('TC-THRD3333')
    expect(await roomsLeft(t, room)).toBe(left - 1)
    expect((await withNumbers([TAKEN])).map((row) => row.guest.email)).toEqual(['first.number@example.com'])
    expect(await mailsTo(t, 'third.number@example.com', 'booking-confirmation')).toHaveLength(1)
  })

  it('gives up after three taken numbers: 500, nothing booked, the certificate still the member’s', async () => {
    const room = await findRoom(t, { from: 153, refundable: true })
    const { price } = await quoteOf(t, room)
    await issueCard(t.store.db, {
      orgId: demoId,
      userId: memberId,
      proCode: 'HOTEL-NIGHT',
      cardCode: 'CERT-UNLUCKY',
      amountMinor: 5_000,
      currency: 'USD',
    })
    const body = bookingBody(
      room,
      { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor - 5_000 },
      { wallet: { certificate: 'CERT-UNLUCKY', discountCards: [] }, guest: guestWith('unlucky@example.com') },
    )
    dealt.numbers = [TAKEN]
    await booked(await book(bookingBody(room, { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor })))
    const left = await roomsLeft(t, room)

    // A fourth draw would be free: it must not be made.
    dealt.numbers = [TAKEN, TAKEN, TAKEN, 'TC-FRTH4444']
    expect((await book(body)).status).toBe(500)
    dealt.numbers = []
    expect(await withNumbers(['TC-FRTH4444'])).toEqual([])
    expect(await t.store.db.select().from(reservations).where(eq(reservations.idempotencyKey, body.idempotencyKey))).toEqual([])
    expect(await roomsLeft(t, room)).toBe(left)
    expect(await cardRow(t, demoId, 'CERT-UNLUCKY')).toMatchObject({ status: 'ACTIVE', redeemedReference: null })
    expect(await mailsTo(t, 'unlucky@example.com', 'booking-confirmation')).toEqual([])

    // The member tries again (the same key): booked now, with a number of its own.
    const again = await booked(await book(body))
    expect(again.confirmationNumber).not.toBe(TAKEN)
    expect(await cardRow(t, demoId, 'CERT-UNLUCKY')).toMatchObject({ status: 'REDEEMED', redeemedReference: again.confirmationNumber })
  })
})
