import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReservationRequest } from '@contract/schemas/reservations'
import { newConfirmationNumber } from '@server/services/reservations/confirmation-number'
import { createReservation } from '@server/services/reservations/create'
import { uniqueViolation } from '@server/store/errors'
import { organisations, reservations } from '@server/store/schema'
import { createLineRegistry, createSupplier } from '@server/suppliers/index'
import { NOW } from './helpers/booking-api'
import type { TestApp } from './helpers/test-app'
import { issueCard } from './helpers/wallet'
import { bookingBody, cardRow, findRoom, quoteOf, roomsLeft, startBookingApp, type Room } from './reservations-fixtures'

/*
 * A new confirmation number is random (31^8 of them); the store's unique constraint is what keeps
 * two bookings from sharing one, and a booking that draws a number already taken draws again, at
 * most three times. Collisions are too rare to meet by chance, so the service is given the numbers.
 */

let t: TestApp
let demoId: number
let memberId: number

beforeAll(async () => {
  ;({ t, demoId, memberId } = await startBookingApp())
})
afterAll(() => t.close())

const TAKEN = 'TC-TAKEN222'
const withNumbers = (numbers: string[]) => t.store.db.select().from(reservations).where(inArray(reservations.confirmationNumber, numbers))

/** Books `body` as the demo member through the service, its confirmation numbers drawn from `numbers` first. */
async function bookDealt(numbers: string[], body: ReturnType<typeof bookingBody>) {
  const [org] = await t.store.db.select().from(organisations).where(eq(organisations.id, demoId))
  const dealt = [...numbers]
  const deps = {
    db: t.store.db,
    lines: createLineRegistry(t.store, createSupplier(t.store)),
    now: NOW,
    confirmationNumber: () => dealt.shift() ?? newConfirmationNumber(),
  }
  const booker = { userId: memberId, agentId: null, guestTokenHash: null, tokenMinted: false }
  const request = { ...createReservationRequest.parse(body), language: 'en-US' }
  return createReservation(deps, org!, booker, request, async () => {})
}

const plain = async (room: Room) => {
  const { price } = await quoteOf(t, room)
  return bookingBody(room, { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor })
}

describe('a confirmation number already taken', () => {
  it('draws again: the third number drawn is the booking’s, and the room is booked once', async () => {
    const room = await findRoom(t, { from: 150, refundable: true })
    const first = await bookDealt([TAKEN], await plain(room))
    expect(first).toMatchObject({ created: true, row: { confirmationNumber: TAKEN } })
    const left = await roomsLeft(t, room)

    const third = await bookDealt([TAKEN, TAKEN, 'TC-THRD3333'], await plain(room))
    expect(third).toMatchObject({ created: true, row: { confirmationNumber: 'TC-THRD3333' } })
    expect(await roomsLeft(t, room)).toBe(left - 1)
    expect((await withNumbers([TAKEN])).map((row) => row.id)).toEqual([first.row.id])
  })

  it('gives up after three taken numbers, with nothing booked and the certificate still the member’s', async () => {
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
      { wallet: { certificate: 'CERT-UNLUCKY', discountCards: [] } },
    )
    const taken = 'TC-TAKEN333'
    expect((await bookDealt([taken], await plain(room))).row.confirmationNumber).toBe(taken)
    const left = await roomsLeft(t, room)

    // A fourth draw would be free: it must not be made.
    const error = await bookDealt([taken, taken, taken, 'TC-FRTH4444'], body).then(
      () => null,
      (e: unknown) => e,
    )
    expect(uniqueViolation(error)).toBe('reservations_confirmation_number_unique')
    expect(await withNumbers(['TC-FRTH4444'])).toEqual([])
    expect(await t.store.db.select().from(reservations).where(eq(reservations.idempotencyKey, body.idempotencyKey))).toEqual([])
    expect(await roomsLeft(t, room)).toBe(left)
    expect(await cardRow(t, demoId, 'CERT-UNLUCKY')).toMatchObject({ status: 'ACTIVE', redeemedReference: null })

    // The member tries again (the same key): booked now, with a number of its own.
    const again = await bookDealt([], body)
    expect(again.row.confirmationNumber).not.toBe(taken)
    expect(await cardRow(t, demoId, 'CERT-UNLUCKY')).toMatchObject({
      status: 'REDEEMED',
      redeemedReference: again.row.confirmationNumber,
    })
  })
})
