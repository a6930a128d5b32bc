import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReservationRequest } from '@contract/schemas/reservations'
import { createReservation } from '@server/services/reservations/create'
import { DomainError } from '@server/errors'
import { errorAnswer } from '@server/http/errors'
import { CardUnavailableError } from '@server/services/wallet/redeem'
import { organisations, reservations, users, walletCards } from '@server/store/schema'
import { createLineRegistry, createSupplier } from '@server/suppliers/index'
import type { Supplier } from '@server/suppliers/supplier'
import { NOW } from './helpers/booking-api'
import { startTestApp, type TestApp } from './helpers/test-app'
import { issueCard } from './helpers/wallet'
import { bookingBody, cardRow, findRoom, quoteOf, roomsLeft } from './reservations-fixtures'

/*
 * The booking's one transaction, driven through the service with a supplier whose book() lets
 * another checkout take the member's card after the rooms are held: everything must roll back.
 * And a twin of a booking (the same request, the same key) that its sibling beat to the last room
 * while it priced: its answer is the sibling's booking, not "sold out".
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
})
afterAll(() => t.close())

/** The demo organisation, its member, and the member as the booker of a checkout. */
async function demoMember() {
  const [org] = await t.store.db.select().from(organisations).where(eq(organisations.code, 'demo'))
  const [member] = await t.store.db
    .select()
    .from(users)
    .where(and(eq(users.orgId, org!.id), eq(users.email, 'member@example.com')))
  return { org: org!, member: member!, booker: { userId: member!.id, agentId: null, guestTokenHash: null, tokenMinted: false } }
}

describe('createReservation', () => {
  it('rolls everything back when a card is taken inside the transaction: 409 CARD_UNAVAILABLE, no reservation, no held rooms', async () => {
    const { org, member, booker } = await demoMember()
    await issueCard(t.store.db, {
      orgId: org.id,
      userId: member.id,
      proCode: 'HOTEL-NIGHT',
      cardCode: 'CERT-TAKEN-0001',
      amountMinor: 2_000,
      currency: 'USD',
    })
    const room = await findRoom(t, { from: 40, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    const left = await roomsLeft(t, room)

    const real = createSupplier(t.store)
    let held = false
    // Holds the rooms, then another checkout redeems the card before this one gets to it.
    const racing = new Proxy(real, {
      get: (target, key, receiver) =>
        key !== 'book'
          ? Reflect.get(target, key, receiver)
          : ((async (tx, request) => {
              const booked = await target.book(tx, request)
              held = true
              await tx
                .update(walletCards)
                .set({ status: 'REDEEMED', redeemedReference: 'TC-SOMEONEELSE' })
                .where(eq(walletCards.cardCode, 'CERT-TAKEN-0001'))
              return booked
            }) satisfies Supplier['book']),
    })
    const body = createReservationRequest.parse(
      bookingBody(
        room,
        { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor - 2_000 },
        {
          wallet: { certificate: 'CERT-TAKEN-0001', discountCards: [] },
        },
      ),
    )

    const noMail = async () => {}
    const attempt = createReservation(
      { db: t.store.db, lines: createLineRegistry(t.store, racing), now: NOW },
      org,
      booker,
      { ...body, language: 'en-US' },
      noMail,
    )
    await expect(attempt).rejects.toBeInstanceOf(CardUnavailableError)
    await expect(attempt).rejects.toMatchObject({ code: 'CARD_UNAVAILABLE' })
    expect(errorAnswer(await attempt.catch((e: unknown) => e))?.status).toBe(409)

    expect(held).toBe(true)
    expect(await t.store.db.select().from(reservations).where(eq(reservations.idempotencyKey, body.idempotencyKey))).toEqual([])
    expect(await roomsLeft(t, room)).toBe(left)
    expect(await cardRow(t, org.id, 'CERT-TAKEN-0001')).toMatchObject({ status: 'ACTIVE', redeemedReference: null })
  })

  it('answers a twin refused while pricing (its sibling took the last room meanwhile) with the sibling’s booking', async () => {
    const { org, booker } = await demoMember()
    const room = await findRoom(t, { from: 50, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    const body = createReservationRequest.parse(bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }))
    const real = createSupplier(t.store)
    const book = (supplier: Supplier) =>
      createReservation(
        { db: t.store.db, lines: createLineRegistry(t.store, supplier), now: NOW },
        org,
        booker,
        { ...body, language: 'en-US' },
        async () => {},
      )

    // While this request prices the room, its sibling (the same request, sent twice) books it: here the last room reads as sold out.
    let sibling: Awaited<ReturnType<typeof createReservation>> | null = null
    const late = new Proxy(real, {
      get: (target, key, receiver) =>
        key !== 'rates'
          ? Reflect.get(target, key, receiver)
          : ((async () => {
              sibling = await book(real)
              throw new DomainError('SOLD_OUT', 'THIS ROOM IS NO LONGER AVAILABLE')
            }) satisfies Supplier['rates']),
    })
    const answer = await book(late)

    expect(sibling).toMatchObject({ created: true })
    expect(answer).toMatchObject({ created: false, row: { confirmationNumber: sibling!.row.confirmationNumber } })
    expect(await t.store.db.select().from(reservations).where(eq(reservations.idempotencyKey, body.idempotencyKey))).toHaveLength(1)
  })
})
