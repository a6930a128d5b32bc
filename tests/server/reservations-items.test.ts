import { readFileSync } from 'node:fs'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardProgrammes, reservationItems, walletCards } from '@server/store/schema'
import { plainTextOf } from '../helpers/outbox'
import { NOW } from './helpers/booking-api'
import type { TestApp } from './helpers/test-app'
import { issueCard } from './helpers/wallet'
import {
  booked,
  bookingBody,
  cardRow,
  DEMO,
  findRoom,
  guestWith,
  itemsBody,
  mailsTo,
  onlyItem,
  postAs,
  quoteOf,
  refusedWith,
  reservationRows,
  oneRoomTooMany,
  roomsLeft,
  type Wallet,
  startBookingApp,
} from './reservations-fixtures'

/*
 * Reservations of more than one item (issue 15): each item is priced, paid and cancelled on its
 * own; the reservation's sums are over the items still booked. And the cash card, which pays part
 * of what an item owes, at most its balance.
 */

let t: TestApp
let member: string
let demoId: number
let memberId: number

beforeAll(async () => {
  ;({ t, member, demoId, memberId } = await startBookingApp())
})
afterAll(() => t.close())

const issue = (proCode: string, cardCode: string, amountMinor: number) =>
  issueCard(t.store.db, { orgId: demoId, userId: memberId, proCode, cardCode, amountMinor, currency: 'USD' })
const call = (path: string, body: unknown) => postAs(t, DEMO, member, `/api/reservations${path}`, body)
/** A sent mail's text, from the .eml file the outbox wrote (its reference). */
const textOf = (mail: { reference: string | null }) => {
  const eml = readFileSync(mail.reference ?? '', 'utf8')
  return plainTextOf(eml).trim()
}
const balance = async (cardCode: string) => (await cardRow(t, demoId, cardCode))!.amountMinor

describe('a reservation of two items', () => {
  it('books both in one go, cancels one (the other, its cards and its cash stay), then the rest', async () => {
    const first = await findRoom(t, { from: 90, refundable: true })
    const second = await findRoom(t, { from: 95, nights: 2, refundable: true })
    const [a, b] = [await quoteOf(t, first), await quoteOf(t, second)]
    await issue('HOTEL-NIGHT', 'CERT-TWO-A', 5_000)
    await issue('TRAVEL-DISCOUNT', 'DISC-TWO-B', 1_000)
    await issue('CLUB-CASH', 'CASH-TWO', 10_000)
    const left = { first: await roomsLeft(t, first), second: await roomsLeft(t, second) }
    const dueA = a.price.totalMinor - 5_000 - 500
    const dueB = b.price.totalMinor - 1_000 - 700
    const body = itemsBody(
      [
        { room: first, wallet: { certificate: 'CERT-TWO-A', discountCards: [], cash: { cardCode: 'CASH-TWO', amountMinor: 500 } } },
        { room: second, wallet: { certificate: null, discountCards: ['DISC-TWO-B'], cash: { cardCode: 'CASH-TWO', amountMinor: 700 } } },
      ],
      { totalMinor: a.price.totalMinor + b.price.totalMinor, amountDueMinor: dueA + dueB },
      { guest: guestWith('two.items@example.com') },
    )
    const reservation = await booked(await call('', body))
    expect(reservation).toMatchObject({
      status: 'CONFIRMED',
      totalMinor: a.price.totalMinor + b.price.totalMinor,
      amountDueMinor: dueA + dueB,
      startsOn: first.stay.checkIn,
      endsOn: second.stay.checkOut,
      cancellable: true,
    })
    const [itemA, itemB] = reservation.items
    expect(itemA).toMatchObject({ title: a.title, price: a.price, amountDueMinor: dueA, status: 'CONFIRMED' })
    expect(itemB).toMatchObject({ title: b.title, price: b.price, amountDueMinor: dueB, status: 'CONFIRMED' })
    expect(itemA!.deductions.map((d) => [d.cardCode, d.kind, d.amountMinor])).toEqual([
      ['CERT-TWO-A', 'certificate', 5_000],
      ['CASH-TWO', 'cash', 500],
    ])
    expect(itemB!.deductions.map((d) => [d.cardCode, d.kind, d.amountMinor])).toEqual([
      ['DISC-TWO-B', 'discount', 1_000],
      ['CASH-TWO', 'cash', 700],
    ])
    expect(await balance('CASH-TWO')).toBe(10_000 - 1_200)
    expect([await roomsLeft(t, first), await roomsLeft(t, second)]).toEqual([left.first - 1, left.second - 1])
    const [confirmation] = await mailsTo(t, 'two.items@example.com', 'booking-confirmation')
    expect(textOf(confirmation!)).toContain(`${a.title} – ${a.subtitle}`)
    expect(textOf(confirmation!)).toContain(`${b.title} – ${b.subtitle}`)
    // The sums under the items: over both of them.
    const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)
    const sums = (text: string) => [text.match(/^Total: .*$/m)?.[0], text.match(/^Amount due: .*$/gm)?.at(-1)]
    expect(sums(textOf(confirmation!))).toEqual([
      `Total: ${usd(a.price.totalMinor + b.price.totalMinor)}`,
      `Amount due: ${usd(dueA + dueB)}`,
    ])

    // The first item alone: its certificate and its own cash draw come back; the second keeps its own.
    const ref = { confirmationNumber: reservation.confirmationNumber }
    const partly = await booked(await call('/cancel', { ...ref, itemId: itemA!.id }))
    expect(partly).toMatchObject({ status: 'CONFIRMED', cancelledAt: null, totalMinor: b.price.totalMinor, amountDueMinor: dueB })
    expect(partly).toMatchObject({ startsOn: second.stay.checkIn, endsOn: second.stay.checkOut, cancellable: true })
    expect(partly.items.map((item) => [item.id, item.status, item.cancellable])).toEqual([
      [itemA!.id, 'CANCELLED', false],
      [itemB!.id, 'CONFIRMED', true],
    ])
    expect(partly.items[0]!.cancelledAt).toBe(NOW.toISOString())
    expect(await cardRow(t, demoId, 'CERT-TWO-A')).toMatchObject({ status: 'ACTIVE', redeemedReference: null })
    expect(await cardRow(t, demoId, 'DISC-TWO-B')).toMatchObject({ status: 'REDEEMED', redeemedReference: reservation.confirmationNumber })
    expect(await balance('CASH-TWO')).toBe(10_000 - 700)
    expect([await roomsLeft(t, first), await roomsLeft(t, second)]).toEqual([left.first, left.second - 1])
    const [partMail] = await mailsTo(t, 'two.items@example.com', 'booking-cancellation')
    expect(textOf(partMail!).split('\n')[0]).toBe(
      'Part of your reservation has been cancelled as you asked: the items below. There is no cancellation fee; the rest of your reservation stands.',
    )
    // It states the cancelled item only: one stay, the first one's dates.
    const longDay = (date: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
    expect(textOf(partMail!).match(/^Check-in: .*$/gm)).toEqual([`Check-in: ${longDay(first.stay.checkIn)}`])
    // Its sums are the cancelled item's alone: what it cost, its cards back, nothing due (paid at the property: no refund).
    expect(sums(textOf(partMail!))).toEqual([`Total: ${usd(a.price.totalMinor)}`, undefined])
    expect(textOf(partMail!)).toMatch(/^Wallet \(.*\): back in your wallet$/m)
    expect(textOf(partMail!)).not.toContain('Refunded')
    expect(partMail!.subject).toBe(`Demo Travel Club: part of your booking ${reservation.confirmationNumber} is cancelled`)

    await refusedWith(await call('/cancel', { ...ref, itemId: itemA!.id }), 409, 'NOT_CANCELLABLE')
    await refusedWith(await call('/cancel', { ...ref, itemId: itemB!.id + 1000 }), 404, 'NOT_FOUND')

    // The rest: the reservation is cancelled whole, and shows what it was.
    const whole = await booked(await call('/cancel', ref))
    expect(whole).toMatchObject({ status: 'CANCELLED', cancelledAt: NOW.toISOString(), cancellable: false })
    expect(whole).toMatchObject({ totalMinor: reservation.totalMinor, amountDueMinor: reservation.amountDueMinor })
    expect(whole.items.map((item) => item.status)).toEqual(['CANCELLED', 'CANCELLED'])
    expect(await cardRow(t, demoId, 'DISC-TWO-B')).toMatchObject({ status: 'ACTIVE', redeemedReference: null })
    expect(await balance('CASH-TWO')).toBe(10_000)
    expect([await roomsLeft(t, first), await roomsLeft(t, second)]).toEqual([left.first, left.second])
    const cancellations = await mailsTo(t, 'two.items@example.com', 'booking-cancellation')
    expect(cancellations).toHaveLength(2)
    const lastMail = textOf(cancellations.find((mail) => mail.id !== partMail!.id)!)
    expect(lastMail.split('\n')[0]).toBe('Your reservation has been cancelled as you asked. There is no cancellation fee.')
    expect(lastMail.match(/^Check-in: .*$/gm)).toEqual([`Check-in: ${longDay(second.stay.checkIn)}`])
    expect(await refusedWith(await call('/cancel', ref), 409, 'NOT_CANCELLABLE')).toMatch(/already cancelled/)
  })

  it('spans its dates from the earliest start to the latest end, whatever order the items were booked in', async () => {
    const later = await findRoom(t, { from: 120, nights: 1, refundable: true })
    const earlier = await findRoom(t, { from: 110, nights: 3, refundable: true })
    const [l, e] = [await quoteOf(t, later), await quoteOf(t, earlier)]
    const total = l.price.totalMinor + e.price.totalMinor
    const body = itemsBody([{ room: later }, { room: earlier }], { totalMinor: total, amountDueMinor: total })
    const reservation = await booked(await call('', body))
    expect(reservation.items.map((item) => item.title)).toEqual([l.title, e.title])
    expect(reservation).toMatchObject({ startsOn: earlier.stay.checkIn, endsOn: later.stay.checkOut })
  })

  it('holds nothing when one item of the two is sold out (409 SOLD_OUT)', async () => {
    const free = await findRoom(t, { from: 100, refundable: true })
    const full = await findRoom(t, { from: 100, nights: 2, refundable: true })
    const [a, b] = [await quoteOf(t, free), await quoteOf(t, full)]
    const tooMany = await oneRoomTooMany(t, full)
    const before = { rows: (await reservationRows(t, demoId)).length, left: await roomsLeft(t, free) }
    const total = a.price.totalMinor + b.price.totalMinor
    const body = itemsBody([{ room: free }, { room: tooMany }], { totalMinor: total, amountDueMinor: total })
    await refusedWith(await call('', body), 409, 'SOLD_OUT')
    expect((await reservationRows(t, demoId)).length).toBe(before.rows)
    expect(await roomsLeft(t, free)).toBe(before.left)
  })
})

describe('cancelling one item of two', () => {
  it('refuses the item that cannot be cancelled, by itself or in the whole, naming why, and cancels nothing of it', async () => {
    const flexible = await findRoom(t, { from: 140, refundable: true })
    const strict = await findRoom(t, { from: 143, refundable: false })
    const [f, s] = [await quoteOf(t, flexible), await quoteOf(t, strict)]
    const total = f.price.totalMinor + s.price.totalMinor
    const reservation = await booked(
      await call('', itemsBody([{ room: flexible }, { room: strict }], { totalMinor: total, amountDueMinor: total })),
    )
    const [itemF, itemS] = reservation.items
    const ref = { confirmationNumber: reservation.confirmationNumber }
    const left = await roomsLeft(t, strict)

    expect(await refusedWith(await call('/cancel', { ...ref, itemId: itemS!.id }), 409, 'NOT_CANCELLABLE')).toBe(
      'This booking is non-refundable and cannot be cancelled.',
    )
    const missing = itemS!.id + 1000
    expect(await refusedWith(await call('/cancel', { ...ref, itemId: missing }), 404, 'NOT_FOUND')).toBe(
      `Reservation ${reservation.confirmationNumber} has no item ${missing}.`,
    )
    await booked(await call('/cancel', { ...ref, itemId: itemF!.id }))
    // The whole: what stands is the non-refundable item, so that is the reason given (not "already cancelled").
    expect(await refusedWith(await call('/cancel', ref), 409, 'NOT_CANCELLABLE')).toBe(
      'This booking is non-refundable and cannot be cancelled.',
    )
    const after = await booked(await call('/detail', ref))
    expect(after.status).toBe('CONFIRMED')
    expect(after.items.map((item) => item.status)).toEqual(['CANCELLED', 'CONFIRMED'])
    expect(await roomsLeft(t, strict)).toBe(left)
  })

  it('will not release an item through a supplier other than the one that booked it: 500, the item and its card kept', async () => {
    const room = await findRoom(t, { from: 146, refundable: true })
    const { price } = await quoteOf(t, room)
    await issue('HOTEL-NIGHT', 'CERT-OTHER-SUPPLIER', 5_000)
    const body = bookingBody(
      room,
      { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor - 5_000 },
      { wallet: { certificate: 'CERT-OTHER-SUPPLIER', discountCards: [] } },
    )
    const reservation = await booked(await call('', body))
    const left = await roomsLeft(t, room)
    // As if a deployment had changed which supplier serves hotels since the booking.
    await t.store.db
      .update(reservationItems)
      .set({ supplier: 'elsewhere' })
      .where(eq(reservationItems.id, onlyItem(reservation).id))

    const res = await call('/cancel', { confirmationNumber: reservation.confirmationNumber })
    expect(res.status).toBe(500)
    const after = await booked(await call('/detail', { confirmationNumber: reservation.confirmationNumber }))
    expect(after).toMatchObject({ status: 'CONFIRMED', cancelledAt: null })
    expect(await cardRow(t, demoId, 'CERT-OTHER-SUPPLIER')).toMatchObject({ status: 'REDEEMED' })
    expect(await roomsLeft(t, room)).toBe(left)
  })
})

describe('the wallet cards an item may not use', () => {
  it('refuses each with 409 CARD_UNAVAILABLE naming the card, or 400 for a card chosen twice, and books nothing', async () => {
    const room = await findRoom(t, { from: 130, refundable: true })
    const other = await findRoom(t, { from: 133, refundable: true })
    const { price } = await quoteOf(t, room)
    const total = price.totalMinor
    // Programmes for activities only: their discount and cash cards take nothing off a hotel.
    await t.store.db.insert(cardProgrammes).values([
      { orgId: demoId, kind: 'discount', proCode: 'ACT-DISCOUNT', name: 'Activity discount card', services: ['ACT'] },
      { orgId: demoId, kind: 'cash', proCode: 'ACT-CASH', name: 'Activity cash card', services: ['ACT'] },
    ])
    await issue('HOTEL-NIGHT', 'CERT-SPENT', 5_000)
    await issue('TRAVEL-DISCOUNT', 'DISC-SPENT', 1_000)
    await issue('CLUB-CASH', 'CASH-SPENT', 1_000)
    await issue('ACT-DISCOUNT', 'DISC-ACT', 1_000)
    await issue('ACT-CASH', 'CASH-ACT', 1_000)
    await t.store.db
      .update(walletCards)
      .set({ status: 'CANCELLED' })
      .where(and(eq(walletCards.orgId, demoId), inArray(walletCards.cardCode, ['CERT-SPENT', 'DISC-SPENT', 'CASH-SPENT'])))
    const paying = (wallet: Partial<Wallet>, due = total - 500) =>
      bookingBody(room, { totalMinor: total, amountDueMinor: due }, { wallet: { certificate: null, discountCards: [], ...wallet } })
    const cash = (cardCode: string) => ({ cash: { cardCode, amountMinor: 500 } })
    const refusals: [Partial<Wallet>, string][] = [
      [{ certificate: 'CERT-NONE' }, 'The certificate CERT-NONE can no longer be used'],
      [{ certificate: 'CERT-SPENT' }, 'The certificate CERT-SPENT can no longer be used'],
      [{ discountCards: ['DISC-NONE'] }, 'The discount card DISC-NONE can no longer be used'],
      [{ discountCards: ['DISC-SPENT'] }, 'The discount card DISC-SPENT can no longer be used'],
      [{ discountCards: ['DISC-ACT'] }, 'The discount card DISC-ACT is not valid for this item'],
      [cash('CASH-NONE'), 'The cash card CASH-NONE can no longer be used'],
      [cash('CASH-SPENT'), 'The cash card CASH-SPENT can no longer be used'],
      [cash('CASH-ACT'), 'The cash card CASH-ACT is not valid for this item'],
    ]
    const before = { rows: (await reservationRows(t, demoId)).length, left: await roomsLeft(t, room) }
    for (const [wallet, message] of refusals) {
      expect(await refusedWith(await call('', paying(wallet)), 409, 'CARD_UNAVAILABLE'), message).toBe(message)
    }
    // A discount card is spent whole: one item may use it, not two.
    await issue('TRAVEL-DISCOUNT', 'DISC-TWICE', 1_000)
    const { price: otherPrice } = await quoteOf(t, other)
    const both = total + otherPrice.totalMinor
    const twice = itemsBody(
      [
        { room, wallet: { certificate: null, discountCards: ['DISC-TWICE'], cash: null } },
        { room: other, wallet: { certificate: null, discountCards: ['DISC-TWICE'], cash: null } },
      ],
      { totalMinor: both, amountDueMinor: both - 2_000 },
    )
    expect(await refusedWith(await call('', twice), 400)).toMatch(/a card is chosen more than once/)
    expect((await reservationRows(t, demoId)).length).toBe(before.rows)
    expect(await roomsLeft(t, room)).toBe(before.left)
    // A refused card keeps its balance.
    expect(await balance('CASH-ACT')).toBe(1_000)
  })
})

describe('the cash card pays part of an item', () => {
  it('draws exactly its balance, refuses one minor unit more (409 INSUFFICIENT_BALANCE) and more than the item owes (400)', async () => {
    const room = await findRoom(t, { from: 105, refundable: true })
    const { price } = await quoteOf(t, room)
    await issue('CLUB-CASH', 'CASH-EDGE', 3_000)
    const paying = (amountMinor: number) =>
      bookingBody(
        room,
        { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor - amountMinor },
        { wallet: { certificate: null, discountCards: [], cash: { cardCode: 'CASH-EDGE', amountMinor } } },
      )
    const before = (await reservationRows(t, demoId)).length
    expect(await refusedWith(await call('', paying(3_001)), 409, 'INSUFFICIENT_BALANCE')).toContain('CASH-EDGE')
    expect((await reservationRows(t, demoId)).length).toBe(before)
    expect(await balance('CASH-EDGE')).toBe(3_000)

    const reservation = await booked(await call('', paying(3_000)))
    expect(onlyItem(reservation).deductions).toEqual([{ cardCode: 'CASH-EDGE', kind: 'cash', name: 'Club cash card', amountMinor: 3_000 }])
    expect(reservation.amountDueMinor).toBe(price.totalMinor - 3_000)
    expect(await balance('CASH-EDGE')).toBe(0)

    await issue('CLUB-CASH', 'CASH-DEEP', price.totalMinor + 10_000)
    const overpaying = bookingBody(
      room,
      { totalMinor: price.totalMinor, amountDueMinor: 0 },
      { wallet: { certificate: null, discountCards: [], cash: { cardCode: 'CASH-DEEP', amountMinor: price.totalMinor + 1 } } },
    )
    expect(await refusedWith(await call('', overpaying), 400)).toMatch(/more than the item still owes/)
    expect(await balance('CASH-DEEP')).toBe(price.totalMinor + 10_000)
  })
})
