import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { addDays } from '@contract/calendar'
import { signInAnswer } from '@contract/schemas/auth'
import { propertyAnswer, searchAnswer, type RoomOffer } from '@contract/schemas/booking'
import { itemQuoteAnswer, type ItemQuote } from '@contract/schemas/lines'
import { errorAnswer } from '@contract/schemas/lookups'
import { reservationAnswer } from '@contract/schemas/reservations'
import { payload } from '../server/helpers/auth'
import { send, sessionCookie, type Answer } from './http'

/*
 * The member's steps through the HTTP API, as the client takes them: sign in, find a room, quote
 * it, book it. The processes run on the real clock, so stays are counted from today (UTC).
 */

export const MEMBER = { email: 'member@example.com', password: 'Member#2026' }

/** Signs in on `port` (nginx or a process); answers the Cookie header value. */
export async function signIn(port: number, email = MEMBER.email, password = MEMBER.password): Promise<string> {
  const answer = await signInOn(port, email, password)
  expect(answer.status, answer.text).toBe(200)
  expect(signInAnswer.parse(answer.json()).status).toBe(true)
  return sessionCookie(answer)
}

export const signInOn = (port: number, email: string, password: string, headers: Record<string, string> = {}) =>
  send(port, 'POST', '/api/auth/signIn', {
    body: { jsonSingIn: payload(email, password), ipAddress: '203.0.113.9', navAgent: 'vitest', remember: false },
    headers,
  })

export type Room = { propertyId: string; offer: RoomOffer; stay: ReturnType<typeof stayFrom> }

const today = () => new Date().toISOString().slice(0, 10)

/** A stay of `nights` starting `from` days after today, one room for two. */
export const stayFrom = (from: number, nights = 2) => ({
  checkIn: addDays(today(), from),
  checkOut: addDays(today(), from + nights),
  rooms: 1,
  adults: 2,
  children: 0,
})

/** An organisation's site (its host, the demo's when absent) and the currency asked there. */
export type Site = { site?: string; currency?: string }

const post = async (port: number, path: string, body: unknown, site?: string) => {
  const answer = await send(port, 'POST', path, { body, site })
  expect(answer.status, `${path}: ${answer.text}`).toBe(200)
  return answer.json()
}

/** A refundable hotel room in Cancún with at least `rooms` left for the stay of `nights` starting `from` days from today. */
export async function findRoom(
  port: number,
  from: number,
  rooms = 3,
  { site, currency = 'USD', nights = 2 }: Site & { nights?: number } = {},
): Promise<Room> {
  const asked = stayFrom(from, nights)
  const search = searchAnswer.parse(
    await post(port, '/api/booking/search', { kind: 'hotel', destination: 'cancun-mx', ...asked, currency, pageSize: 50 }, site),
  )
  for (const summary of search.data.results.filter((r) => r.available)) {
    const property = propertyAnswer.parse(await post(port, '/api/booking/property', { id: summary.id, ...asked, currency }, site))
    const offer = property.data.offers?.find((o) => o.bookable && o.roomsLeft >= rooms && o.freeCancellationUntil !== null)
    if (offer) return { propertyId: summary.id, offer, stay: asked }
  }
  throw new Error(`no room with ${rooms} left in the seeded inventory for ${asked.checkIn}`)
}

const selectionOf = (room: Room) => ({
  line: 'hotel' as const,
  propertyId: room.propertyId,
  roomTypeId: room.offer.roomTypeId,
  ...room.stay,
})

export async function quoteOf(port: number, room: Room, site?: string): Promise<ItemQuote> {
  const body = { selection: selectionOf(room), currency: room.offer.currency }
  return itemQuoteAnswer.parse(await post(port, '/api/booking/quote', body, site)).data
}

/** A booking body of the one room as the checkout sends it, with a new idempotency key; `wallet` is the item's. */
export function bookingBody(
  room: Room,
  expected: { totalMinor: number; amountDueMinor: number },
  { wallet = { certificate: null, discountCards: [] }, ...extra }: Record<string, unknown> & { wallet?: Record<string, unknown> } = {},
) {
  return {
    idempotencyKey: randomBytes(18).toString('base64url'),
    currency: room.offer.currency,
    items: [{ selection: selectionOf(room), wallet: { cash: null, ...wallet } }],
    guest: { title: 'Ms', firstName: 'Maria', lastName: 'Member', email: MEMBER.email, phone: { isdCode: '+1', number: '5550100' } },
    specialRequests: '',
    expected,
    acceptTerms: true,
    ...extra,
  }
}

let visitors = 0
/**
 * POSTs a booking, each from a visitor address of its own (203.0.113.0/24, forwarded through
 * nginx), so what these tests count is never cut short by a per-address booking limit.
 */
export const book = (port: number, cookie: string, body: unknown) =>
  send(port, 'POST', '/api/reservations', { body, headers: { cookie, 'x-forwarded-for': `203.0.113.${++visitors % 250}` } })

/** POSTs a booking without a session, as a guest on `site` at the address `ip` (forwarded through nginx). */
export const bookAsGuest = (port: number, site: string, ip: string, body: unknown) =>
  send(port, 'POST', '/api/reservations', { body, site, headers: { 'x-forwarded-for': ip } })

export function booked(answer: Answer) {
  expect(answer.status, answer.text).toBe(200)
  return reservationAnswer.parse(answer.json()).data
}

/** The refusal's code (and asserts its status). */
export function refusalCode(answer: Answer, status: number): string | undefined {
  expect(answer.status, answer.text).toBe(status)
  return errorAnswer.parse(answer.json()).code
}
