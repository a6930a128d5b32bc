import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@contract/calendar'
import {
  acceptQuoteAnswer,
  addToQuoteAnswer,
  clientAnswer,
  clientDetailAnswer,
  publicQuoteAnswer,
  quoteAnswer,
  quotesAnswer,
} from '@contract/schemas/agent'
import { reservationAnswer } from '@contract/schemas/reservations'
import { quoteItems, reservations, roomTypes } from '@server/store/schema'
import { testClock } from './helpers/auth'
import { NOW, TODAY } from './helpers/booking-api'
import { callAs, linkKey, mailsOf, newAgent, ok, refusal, signInAs } from './helpers/account'
import { startTestApp, type TestApp } from './helpers/test-app'
import { findRoom, selectionOf, type Room } from './reservations-fixtures'

/*
 * Quotes (issue 17; docs/api.md "Agents"): an agent gathers offers for a client and mails a link;
 * the client (no account) sees them priced again and accepts; the booking is the agent's, for
 * the client. Statuses draft, sent, viewed, accepted, expired.
 */

let t: TestApp
const clock = testClock(NOW)
let rooms: Room[]
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
  rooms = [await findRoom(t, { from: 70, refundable: true }), await findRoom(t, { from: 80, refundable: true, nights: 2 })]
})
afterAll(() => t.close())

async function agentWithClient(email: string, clientEmail: string) {
  const agent = await newAgent(t, email, 5_000_000)
  const cookie = await signInAs(t, agent.email)
  const client = clientAnswer.parse(
    await ok(
      callAs(t, cookie, '/api/agent/clients/save', {
        title: 'Ms',
        firstName: 'Quinn',
        lastName: 'Quoted',
        email: clientEmail,
        phone: { countryCode: 'GB', number: '7700900777' },
        nationalityId: null,
        notes: '',
      }),
    ),
  ).data
  return { agent, cookie, client }
}

const add = (cookie: string, clientId: number, room: Room, currency = 'USD') =>
  callAs(t, cookie, '/api/agent/quotes/add', { clientId, selection: selectionOf(room), currency })
const detail = async (cookie: string, id: number) => quoteAnswer.parse(await ok(callAs(t, cookie, '/api/agent/quotes/detail', { id }))).data
const viewPublic = async (key: string) => publicQuoteAnswer.parse(await ok(callAs(t, '', '/api/quotes/view', { key }))).data

describe('building a quote', () => {
  it("puts offers into the client's open draft, prices them each time the quote is opened, and lists it", async () => {
    const { cookie, client } = await agentWithClient('quote-builder@example.com', 'quinn.builder@example.com')
    const first = addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[0]!))).data.quoteId
    expect(addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[1]!))).data.quoteId).toBe(first)
    // Another currency is another quote: a quote is priced in one.
    const inEuros = addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[0]!, 'EUR'))).data.quoteId
    expect(inEuros).not.toBe(first)

    const quote = await detail(cookie, first)
    expect(quote).toMatchObject({
      status: 'draft',
      client: { id: client.id, name: 'Quinn Quoted', email: 'quinn.builder@example.com' },
      currency: 'USD',
      validUntil: null,
      confirmationNumber: null,
    })
    expect(quote.items.map((i) => i.available)).toEqual([true, true])
    expect(quote.totalMinor).toBe(quote.items.reduce((sum, i) => sum + i.quote!.price.totalMinor, 0))

    // The room costs more now: the quote says so the next time it is opened.
    const roomId = rooms[0]!.offer.roomTypeId
    const [before] = await t.store.db.select().from(roomTypes).where(eq(roomTypes.id, roomId))
    await t.store.db
      .update(roomTypes)
      .set({ baseRateMinor: before!.baseRateMinor * 2 })
      .where(eq(roomTypes.id, roomId))
    try {
      const repriced = await detail(cookie, first)
      expect(repriced.items[0]!.quote!.price.totalMinor).toBeGreaterThan(quote.items[0]!.quote!.price.totalMinor)
    } finally {
      await t.store.db.update(roomTypes).set({ baseRateMinor: before!.baseRateMinor }).where(eq(roomTypes.id, roomId))
    }

    const listed = quotesAnswer.parse(await ok(callAs(t, cookie, '/api/agent/quotes'))).data
    expect(listed.map((q) => [q.id, q.status, q.itemCount, q.clientName])).toEqual(
      expect.arrayContaining([
        [first, 'draft', 2, 'Quinn Quoted'],
        [inEuros, 'draft', 1, 'Quinn Quoted'],
      ]),
    )
  })

  it('refuses an offer that does not exist, another agent’s client, and a sixth offer; takes one out', async () => {
    const { cookie, client } = await agentWithClient('quote-limits@example.com', 'quinn.limits@example.com')
    const other = await agentWithClient('quote-other@example.com', 'quinn.other@example.com')
    await refusal(
      callAs(t, cookie, '/api/agent/quotes/add', {
        clientId: client.id,
        selection: { ...selectionOf(rooms[0]!), propertyId: 'no-such-hotel' },
        currency: 'USD',
      }),
      404,
    )
    await refusal(add(cookie, other.client.id, rooms[0]!), 404, 'NOT_FOUND')
    let id = 0
    for (let i = 0; i < 5; i++) id = addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[i % 2]!))).data.quoteId
    await refusal(add(cookie, client.id, rooms[0]!), 409, 'LIMIT_REACHED')
    await refusal(callAs(t, other.cookie, '/api/agent/quotes/detail', { id }), 404, 'NOT_FOUND')
    const before = await detail(cookie, id)
    const after = quoteAnswer.parse(
      await ok(callAs(t, cookie, '/api/agent/quotes/removeItem', { quoteId: id, itemId: before.items[0]!.id })),
    ).data
    expect(after.items.map((i) => i.id)).toEqual(before.items.slice(1).map((i) => i.id))
    await refusal(callAs(t, other.cookie, '/api/agent/quotes/removeItem', { quoteId: id, itemId: before.items[1]!.id }), 404, 'NOT_FOUND')
  })
})

describe('sending, viewing and accepting', () => {
  it('mails the client a link; the client sees the quote without an account, accepts it, and the booking is the agent’s for the client', async () => {
    const { cookie, client } = await agentWithClient('quote-sender@example.com', 'quinn.accepts@example.com')
    const id = addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[0]!))).data.quoteId
    await refusal(callAs(t, cookie, '/api/agent/quotes/send', { id, validUntil: TODAY }), 400)
    await refusal(callAs(t, cookie, '/api/agent/quotes/send', { id, validUntil: addDays(TODAY, 61) }), 400)
    const sent = quoteAnswer.parse(await ok(callAs(t, cookie, '/api/agent/quotes/send', { id, validUntil: addDays(TODAY, 7) }))).data
    expect(sent).toMatchObject({ status: 'sent', validUntil: addDays(TODAY, 7), sentAt: NOW.toISOString() })
    // A double click sends one mail.
    await refusal(callAs(t, cookie, '/api/agent/quotes/send', { id, validUntil: addDays(TODAY, 7) }), 429, 'TOO_MANY_REQUESTS')
    const [mail] = await mailsOf(t, 'quote-sent', 'quinn.accepts@example.com')
    expect(mail!.split('\n')[0]).toBe(
      'A travel quote from Demo Travel Club is ready for you. You can see the offers, their prices and book them online.',
    )
    expect(mail).toContain('Prepared by: Test Person')
    expect(mail).toContain(sent.items[0]!.quote!.title)
    const key = await linkKey(t, 'quote-sent', 'quinn.accepts@example.com', '/quote')

    const seen = await viewPublic(key)
    expect(seen).toMatchObject({
      orgName: 'Demo Travel Club',
      agent: { name: 'Test Person', email: 'quote-sender@example.com', agencyName: null },
      clientName: 'Quinn Quoted',
      status: 'viewed',
      validUntil: addDays(TODAY, 7),
      confirmationNumber: null,
    })
    expect(seen.items.map((i) => [i.title, i.available])).toEqual([[sent.items[0]!.quote!.title, true]])
    expect(seen.totalMinor).toBe(sent.totalMinor)
    expect((await detail(cookie, id)).status).toBe('viewed')

    // Accepted only at the total the client was shown: a unit off either way is a changed price, and books nothing.
    for (const expectedTotalMinor of [seen.totalMinor - 1, seen.totalMinor + 1]) {
      await refusal(callAs(t, '', '/api/quotes/accept', { key, expectedTotalMinor }), 409, 'PRICE_CHANGED')
    }
    expect((await detail(cookie, id)).status).toBe('viewed')
    const shown = { key, expectedTotalMinor: seen.totalMinor }
    const accepted = acceptQuoteAnswer.parse(await ok(callAs(t, '', '/api/quotes/accept', shown))).data
    expect(accepted.confirmationNumber).toMatch(/^TC-/)
    // Accepting again books nothing more.
    await refusal(callAs(t, '', '/api/quotes/accept', shown), 409, 'QUOTE_ACCEPTED')
    expect(await viewPublic(key)).toMatchObject({ status: 'accepted', confirmationNumber: accepted.confirmationNumber })

    const [row] = await t.store.db.select().from(reservations).where(eq(reservations.confirmationNumber, accepted.confirmationNumber))
    expect(row).toMatchObject({
      agentId: row!.userId,
      guest: {
        firstName: 'Quinn',
        lastName: 'Quoted',
        email: 'quinn.accepts@example.com',
        phone: { isdCode: '+44', number: '7700900777' },
      },
    })
    const page = clientDetailAnswer.parse(await ok(callAs(t, cookie, '/api/agent/clients/detail', { id: client.id }))).data
    expect(page.bookings.map((b) => b.confirmationNumber)).toEqual([accepted.confirmationNumber])
    expect(await mailsOf(t, 'booking-confirmation', 'quinn.accepts@example.com')).toHaveLength(1)
    expect((await detail(cookie, id)).status).toBe('accepted')
  })

  it('expires the day after it was valid until: shown expired, and no longer accepted', async () => {
    const { cookie, client } = await agentWithClient('quote-expiry@example.com', 'quinn.late@example.com')
    const id = addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[1]!))).data.quoteId
    await ok(callAs(t, cookie, '/api/agent/quotes/send', { id, validUntil: addDays(TODAY, 1) }))
    const key = await linkKey(t, 'quote-sent', 'quinn.late@example.com', '/quote')
    clock.advance(24 * 3_600_000)
    try {
      // Its last valid day: still open.
      expect((await viewPublic(key)).status).toBe('viewed')
      clock.advance(24 * 3_600_000)
      expect((await viewPublic(key)).status).toBe('expired')
      // Two days later the agent signs in again (the first session has lapsed).
      const again = await signInAs(t, 'quote-expiry@example.com')
      expect((await detail(again, id)).status).toBe('expired')
      await refusal(callAs(t, '', '/api/quotes/accept', { key, expectedTotalMinor: 0 }), 410, 'QUOTE_EXPIRED')
      expect(await mailsOf(t, 'booking-confirmation', 'quinn.late@example.com')).toEqual([])
    } finally {
      clock.advance(-2 * 24 * 3_600_000)
    }
  })

  it('refuses a quote whose offers are gone, and a link that is not one', async () => {
    const { cookie, client } = await agentWithClient('quote-gone@example.com', 'quinn.gone@example.com')
    const id = addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[0]!))).data.quoteId
    await ok(callAs(t, cookie, '/api/agent/quotes/send', { id, validUntil: addDays(TODAY, 3) }))
    const key = await linkKey(t, 'quote-sent', 'quinn.gone@example.com', '/quote')
    await t.store.db
      .insert(quoteItems)
      .values({ quoteId: id, selection: { ...selectionOf(rooms[0]!), propertyId: 'closed-hotel' }, createdAt: NOW })
    const seen = await viewPublic(key)
    expect(seen.items.map((i) => i.available)).toEqual([true, false])
    await refusal(callAs(t, '', '/api/quotes/accept', { key, expectedTotalMinor: seen.totalMinor }), 409, 'QUOTE_UNAVAILABLE')
    await refusal(callAs(t, '', '/api/quotes/view', { key: 'k'.repeat(43) }), 404, 'NOT_FOUND')

    const empty = addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[1]!, 'EUR'))).data.quoteId
    const [item] = await t.store.db.select().from(quoteItems).where(eq(quoteItems.quoteId, empty))
    await t.store.db
      .update(quoteItems)
      .set({ selection: { ...item!.selection, roomTypeId: 'no-such-room' } })
      .where(eq(quoteItems.id, item!.id))
    await refusal(callAs(t, cookie, '/api/agent/quotes/send', { id: empty, validUntil: addDays(TODAY, 3) }), 409, 'QUOTE_EMPTY')
  })

  it('opens a quote link at most 30 times in 15 minutes from one address: each opening prices it again', async () => {
    const { cookie, client } = await agentWithClient('quote-opened@example.com', 'quinn.opens@example.com')
    const id = addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[0]!))).data.quoteId
    await ok(callAs(t, cookie, '/api/agent/quotes/send', { id, validUntil: addDays(TODAY, 3) }))
    const key = await linkKey(t, 'quote-sent', 'quinn.opens@example.com', '/quote')
    const from = { 'x-forwarded-for': '192.0.2.77' }
    for (let i = 0; i < 30; i++) await ok(callAs(t, '', '/api/quotes/view', { key }, from))
    await refusal(callAs(t, '', '/api/quotes/view', { key }, from), 429, 'TOO_MANY_REQUESTS')
    // Another address is not held back by it.
    await ok(callAs(t, '', '/api/quotes/view', { key }, { 'x-forwarded-for': '192.0.2.78' }))
  })

  it('lets the agent book a quote for the client without sending it', async () => {
    const { cookie, client } = await agentWithClient('quote-booker@example.com', 'quinn.direct@example.com')
    const id = addToQuoteAnswer.parse(await ok(add(cookie, client.id, rooms[1]!))).data.quoteId
    const { totalMinor } = await detail(cookie, id)
    await refusal(callAs(t, cookie, '/api/agent/quotes/book', { id, expectedTotalMinor: totalMinor - 1 }), 409, 'PRICE_CHANGED')
    const booking = { id, expectedTotalMinor: totalMinor }
    const reservation = reservationAnswer.parse(await ok(callAs(t, cookie, '/api/agent/quotes/book', booking))).data
    expect(reservation).toMatchObject({ guest: { email: 'quinn.direct@example.com' }, agent: { email: 'quote-booker@example.com' } })
    expect(await detail(cookie, id)).toMatchObject({ status: 'accepted', confirmationNumber: reservation.confirmationNumber })
    await refusal(callAs(t, cookie, '/api/agent/quotes/book', booking), 409, 'QUOTE_ACCEPTED')
  })
})
