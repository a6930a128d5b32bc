import type { RoomStayItemDetails } from '@contract/schemas/lines'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reservations } from '@server/store/schema'
import { createUser, signedIn } from './helpers/auth'
import { NOW } from './helpers/booking-api'
import { startTestApp, type TestApp } from './helpers/test-app'
import { issueCard } from './helpers/wallet'
import {
  booked,
  bookingBody,
  cardRow,
  DEMO,
  findRoom,
  guestWith,
  mailsTo,
  onlyItem,
  postAs,
  quoteOf,
  refusedWith,
  reservationRows,
  roomsLeft,
  walletCard,
  startBookingApp,
} from './reservations-fixtures'

let t: TestApp
let member: string
let demoId: number
let memberId: number

beforeAll(async () => {
  ;({ t, member, demoId, memberId } = await startBookingApp())
})
afterAll(() => t.close())

const book = (cookie: string, body: unknown) => postAs(t, DEMO, cookie, '/api/reservations', body)
const rowsWithKeys = async (...keys: string[]) => t.store.db.select().from(reservations).where(inArray(reservations.idempotencyKey, keys))
/** A hotel certificate of the member's own for one test, worth `amountMinor` USD cents. */
const ownCertificate = (cardCode: string, amountMinor = 5_000) =>
  issueCard(t.store.db, { orgId: demoId, userId: memberId, proCode: 'HOTEL-NIGHT', cardCode, amountMinor, currency: 'USD' })

describe('POST /api/reservations (create)', () => {
  it('books as the demo member with CERT-HLT-0001: the reservation, the card REDEEMED, a confirmation mail in Spanish', async () => {
    const room = await findRoom(t, { from: 40, refundable: true })
    const quote = await quoteOf(t, room)
    const certificate = await walletCard(t, member, 'CERT-HLT-0001')
    expect(certificate.status).toBe('ACTIVE')
    const price = 'payment_card_redemption_price' in certificate ? certificate.payment_card_redemption_price : 0
    const deducted = Math.min(price, quote.price.totalMinor)
    const body = bookingBody(
      room,
      { totalMinor: quote.price.totalMinor, amountDueMinor: quote.price.totalMinor - deducted },
      {
        wallet: { certificate: 'CERT-HLT-0001', discountCards: [] },
        guest: guestWith('maria.es@example.com'),
      },
    )

    const reservation = await booked(await book(`${member}; lan_code=es-ES`, body))

    expect(reservation.confirmationNumber).toMatch(/^TC-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/)
    expect(reservation).toMatchObject({
      status: 'CONFIRMED',
      currency: 'USD',
      startsOn: room.stay.checkIn,
      endsOn: room.stay.checkOut,
      totalMinor: quote.price.totalMinor,
      amountDueMinor: quote.price.totalMinor - deducted,
      cancellable: true,
      agent: null,
      cancelledAt: null,
    })
    const item = onlyItem(reservation)
    expect(item).toMatchObject({
      line: 'hotel',
      product: 'HLT',
      status: 'CONFIRMED',
      supplier: 'store',
      title: quote.title,
      subtitle: room.offer.name,
      startsOn: room.stay.checkIn,
      endsOn: room.stay.checkOut,
      price: quote.price,
      amountDueMinor: quote.price.totalMinor - deducted,
      freeCancellationUntil: quote.freeCancellationUntil,
      cancellable: true,
      details: { line: 'hotel', roomTypeId: room.offer.roomTypeId, roomName: room.offer.name, nights: 3, rooms: 1 },
    })
    expect((item.details as RoomStayItemDetails).property.id).toBe(room.propertyId)
    expect(item.supplierReference).toMatch(/^SB-/)
    expect(item.deductions).toEqual([{ cardCode: 'CERT-HLT-0001', kind: 'certificate', name: certificate.name, amountMinor: deducted }])
    expect((await walletCard(t, member, 'CERT-HLT-0001')).status).toBe('REDEEMED')
    expect((await cardRow(t, demoId, 'CERT-HLT-0001'))!.redeemedReference).toBe(reservation.confirmationNumber)

    const mails = await mailsTo(t, 'maria.es@example.com', 'booking-confirmation')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.language).toBe('es-ES')
    expect(mails[0]!.subject).toContain(`su reserva ${reservation.confirmationNumber} está confirmada`)

    const detail = await postAs(t, DEMO, member, '/api/reservations/detail', { confirmationNumber: reservation.confirmationNumber })
    expect(await booked(detail)).toEqual(reservation)
  })

  it('answers a retry with the same key with the first booking, and two identical requests racing book once', async () => {
    const room = await findRoom(t, { from: 44, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    const expected = { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }
    const body = bookingBody(room, expected, { guest: guestWith('retry@example.com') })
    const first = await booked(await book(member, body))
    const again = await booked(await book(member, body))
    expect(again.confirmationNumber).toBe(first.confirmationNumber)

    const racing = bookingBody(room, expected, { guest: guestWith('retry@example.com') })
    const [a, b] = await Promise.all([book(member, racing), book(member, racing)])
    expect((await booked(a)).confirmationNumber).toBe((await booked(b)).confirmationNumber)

    expect(await rowsWithKeys(body.idempotencyKey, racing.idempotencyKey)).toHaveLength(2)
    expect(await mailsTo(t, 'retry@example.com', 'booking-confirmation')).toHaveLength(2)
  })

  it('refuses the same key with another body: 409 IDEMPOTENCY_KEY_REUSED, nothing booked', async () => {
    const room = await findRoom(t, { from: 46, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    const body = bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor })
    await booked(await book(member, body))
    await refusedWith(await book(member, { ...body, specialRequests: 'A quiet room, please' }), 409, 'IDEMPOTENCY_KEY_REUSED')
    expect(await rowsWithKeys(body.idempotencyKey)).toHaveLength(1)
  })

  it('re-checks the price: figures off by one are 409 PRICE_CHANGED naming the total, and nothing is written', async () => {
    const room = await findRoom(t, { from: 50, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    await ownCertificate('CERT-PRICE-CHECK')
    const before = { rows: (await reservationRows(t, demoId)).length, left: await roomsLeft(t, room) }
    const wallet = { certificate: 'CERT-PRICE-CHECK', discountCards: [] }
    const due = offer.totalMinor - 5_000
    const digits = offer.totalMinor.toString()
    const total = `${digits.slice(0, -2)}.${digits.slice(-2)} USD`

    const offTotal = bookingBody(room, { totalMinor: offer.totalMinor - 1, amountDueMinor: due }, { wallet })
    expect(await refusedWith(await book(member, offTotal), 409, 'PRICE_CHANGED')).toContain(total)
    const offDue = bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: due + 1 }, { wallet })
    await refusedWith(await book(member, offDue), 409, 'PRICE_CHANGED')

    expect((await reservationRows(t, demoId)).length).toBe(before.rows)
    expect(await roomsLeft(t, room)).toBe(before.left)
    expect((await cardRow(t, demoId, 'CERT-PRICE-CHECK'))!.status).toBe('ACTIVE')
    // The same figures, right this time, book.
    await booked(await book(member, bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: due }, { wallet })))
  })

  it('lets exactly one of two concurrent checkouts redeem a card: the other is 409 CARD_UNAVAILABLE and books nothing', async () => {
    const room = await findRoom(t, { from: 54, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    await ownCertificate('CERT-RACE-0001')
    const left = await roomsLeft(t, room)
    const bodies = [0, 1].map(() =>
      bookingBody(
        room,
        { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor - 5_000 },
        {
          wallet: { certificate: 'CERT-RACE-0001', discountCards: [] },
        },
      ),
    )
    const answers = await Promise.all(bodies.map((body) => book(member, body)))
    const won = answers.filter((res) => res.status === 200)
    const lost = answers.filter((res) => res.status !== 200)
    expect(won).toHaveLength(1)
    await refusedWith(lost[0]!, 409, 'CARD_UNAVAILABLE')
    const winner = await booked(won[0]!)
    expect(await rowsWithKeys(...bodies.map((b) => b.idempotencyKey))).toHaveLength(1)
    expect((await cardRow(t, demoId, 'CERT-RACE-0001'))!.redeemedReference).toBe(winner.confirmationNumber)
    expect(await roomsLeft(t, room)).toBe(left - 1)
  })

  it('deducts the certificate first, then discount cards in the order given, never below zero, in the booking currency', async () => {
    const room = await findRoom(t, { from: 58, refundable: true, currency: 'EUR' })
    const { price: offer } = await quoteOf(t, room)
    await ownCertificate('CERT-ORDER-0001', 1_000)
    const discount = await walletCard(t, member, 'DISC-0002', 'EUR')
    const certificate = await walletCard(t, member, 'CERT-ORDER-0001', 'EUR')
    const certificateMinor = 'payment_card_redemption_price' in certificate ? certificate.payment_card_redemption_price : -1
    const discountMinor = 'card_amount' in discount ? discount.card_amount : -1
    expect(discountMinor).toBe(4_000) // DISC-0002 is 40 EUR itself
    const due = Math.max(0, offer.totalMinor - certificateMinor - discountMinor)
    const body = bookingBody(
      room,
      { totalMinor: offer.totalMinor, amountDueMinor: due },
      {
        wallet: { certificate: 'CERT-ORDER-0001', discountCards: ['DISC-0002'] },
      },
    )
    const reservation = await booked(await book(member, body))
    expect(reservation.currency).toBe('EUR')
    expect(onlyItem(reservation).deductions.map((d) => [d.cardCode, d.kind, d.amountMinor])).toEqual([
      ['CERT-ORDER-0001', 'certificate', certificateMinor],
      ['DISC-0002', 'discount', Math.min(discountMinor, offer.totalMinor - certificateMinor)],
    ])
    expect(reservation.amountDueMinor).toBe(due)
  })

  it('refuses a resort week without a certificate: 409 CERTIFICATE_REQUIRED; with CERT-RST-0001 it books', async () => {
    const room = await findRoom(t, { from: 63, refundable: true, kind: 'resort' })
    const quote = await quoteOf(t, room)
    expect(quote).toMatchObject({ product: 'RST', certificateRequired: true })
    const total = quote.price.totalMinor
    await refusedWith(await book(member, bookingBody(room, { totalMinor: total, amountDueMinor: total })), 409, 'CERTIFICATE_REQUIRED')
    const due = Math.max(0, total - 45_000)
    const withCertificate = bookingBody(
      room,
      { totalMinor: total, amountDueMinor: due },
      { wallet: { certificate: 'CERT-RST-0001', discountCards: [] } },
    )
    expect(onlyItem(await booked(await book(member, withCertificate))).product).toBe('RST')
  })

  it('refuses a hotel certificate for a resort week (409 CARD_UNAVAILABLE)', async () => {
    const room = await findRoom(t, { from: 77, refundable: true, kind: 'resort' })
    const total = (await quoteOf(t, room)).price.totalMinor
    await ownCertificate('CERT-WRONG-0001')
    const body = bookingBody(
      room,
      { totalMinor: total, amountDueMinor: total - 5_000 },
      { wallet: { certificate: 'CERT-WRONG-0001', discountCards: [] } },
    )
    expect(await refusedWith(await book(member, body), 409, 'CARD_UNAVAILABLE')).toContain('CERT-WRONG-0001')
  })

  it('asks a guest on demo to sign in, and tells a member without booking rights so: 403 BOOKING_NOT_PERMITTED', async () => {
    const room = await findRoom(t, { from: 70, refundable: true })
    const { price: offer } = await quoteOf(t, room)
    const body = bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor })
    expect(await refusedWith(await book('', body), 403, 'BOOKING_NOT_PERMITTED')).toMatch(/sign in/i)
    await createUser(t, { orgId: demoId, email: 'no.rights@example.com', password: 'NoRights#2026' })
    const { cookie } = await signedIn(t, 'no.rights@example.com', 'NoRights#2026')
    expect(await refusedWith(await book(cookie, body), 403, 'BOOKING_NOT_PERMITTED')).toMatch(/not allowed/i)
    expect(await rowsWithKeys(body.idempotencyKey)).toHaveLength(0)
  })
})

describe('POST /api/reservations when the mail cannot be sent', () => {
  // Starts an app of its own (seeding it takes most of the time).
  it('still books, and the mail waits in the outbox for its retry (logged by id, not by address)', { timeout: 60_000 }, async () => {
    const broken = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' }, undefined, { now: () => NOW })
    try {
      const cookie = (await signedIn(broken)).cookie
      const room = await findRoom(broken, { from: 40, refundable: true })
      const { price: offer } = await quoteOf(broken, room)
      const res = await postAs(
        broken,
        DEMO,
        cookie,
        '/api/reservations',
        bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }),
      )
      expect((await booked(res)).status).toBe('CONFIRMED')
      await broken.mailSettled()
      const [mail] = await mailsTo(broken, 'member@example.com', 'booking-confirmation')
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 })
      const retry = broken.logs.find((line) => line.msg === 'mail not sent: will retry')
      expect(retry).toMatchObject({ mailId: mail!.id, attempt: 1 })
      expect(JSON.stringify(retry)).not.toContain('member@example.com')
    } finally {
      await broken.close()
    }
  })
})
