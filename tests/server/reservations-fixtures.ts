import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { propertyAnswer, searchAnswer, type RoomOffer } from '@contract/schemas/booking'
import { itemQuoteAnswer, type ItemQuote } from '@contract/schemas/lines'
import { reservationAnswer, reservationListAnswer, type Reservation } from '@contract/schemas/reservations'
import { errorAnswer } from '@contract/schemas/lookups'
import { paymentCardsByUserAnswer } from '@contract/schemas/wallet'
import { outgoingMail, reservations, walletCards } from '@server/store/schema'
import { signedIn, userId } from './helpers/auth'
import { NOW, stay } from './helpers/booking-api'
import { orgIdOf, postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'

/*
 * Shared steps of the reservations tests (tests/server/reservations-*.test.ts): find a room in the
 * seeded inventory, quote it, build a booking as the checkout sends it, read what the store holds.
 */

export const DEMO = 'localhost'
export const ATLAS = 'atlas.localhost'

/** The app a reservations test books on, its clock at the tests' NOW, and the demo member signed in on it. */
export async function startBookingApp() {
  const t = await startTestApp({}, undefined, { now: () => NOW })
  const member = (await signedIn(t)).cookie
  const demoId = await orgIdOf(t, 'demo')
  return { t, member, demoId, memberId: await userId(t, 'member@example.com') }
}

/** POST on `host` with the given Cookie header ('' for none). */
export const postAs = (t: TestApp, host: string, cookie: string, path: string, body: unknown) =>
  postOn(t, host, path, body, cookie ? { cookie } : {})

/** A new idempotency key, as the checkout page makes one. */
export const newKey = () => randomBytes(18).toString('base64url')

/** The guest details of a booking, with an email of the test's own (mails are counted by recipient). */
export const guestWith = (email: string) => ({
  title: 'Ms',
  firstName: 'Maria',
  lastName: 'Member',
  email,
  phone: { isdCode: '+1', number: '5550100' },
})

export type Room = { line: 'hotel' | 'resort'; propertyId: string; offer: RoomOffer; stay: ReturnType<typeof stay> }

/**
 * A bookable room (a hotel's, or a resort's by the week) in Cancún for `nights` starting `from` days after the tests' today:
 * refundable (free cancellation) or not, as asked.
 */
export async function findRoom(
  t: TestApp,
  options: { from: number; nights?: number; refundable: boolean; host?: string; currency?: string; kind?: 'hotel' | 'resort' },
): Promise<Room> {
  const { host = DEMO, currency = 'USD', kind = 'hotel' } = options
  const asked = stay(options.from, options.nights ?? (kind === 'resort' ? 7 : 3))
  const search = await postOn(t, host, '/api/booking/search', { kind, destination: 'cancun-mx', ...asked, currency, pageSize: 50 })
  expect(search.status, await search.clone().text()).toBe(200)
  for (const summary of searchAnswer.parse(await search.json()).data.results.filter((r) => r.available)) {
    const res = await postOn(t, host, '/api/booking/property', { id: summary.id, ...asked, currency })
    const offers = propertyAnswer.parse(await res.json()).data.offers ?? []
    const offer = offers.find((o) => o.bookable && o.roomsLeft >= 3 && (o.freeCancellationUntil !== null) === options.refundable)
    if (offer) return { line: kind, propertyId: summary.id, offer, stay: asked }
  }
  throw new Error(`no ${options.refundable ? 'refundable' : 'non-refundable'} room in the seeded inventory`)
}

/** The room's rooms left for its stay, as the property page shows them now. */
export async function roomsLeft(t: TestApp, room: Room, host = DEMO): Promise<number> {
  const res = await postOn(t, host, '/api/booking/property', { id: room.propertyId, ...room.stay, currency: room.offer.currency })
  return propertyAnswer.parse(await res.json()).data.offers!.find((o) => o.roomTypeId === room.offer.roomTypeId)!.roomsLeft
}

/** The room asked for one room more than it has left (an adult in each): a booking of it is sold out. */
export async function oneRoomTooMany(t: TestApp, room: Room): Promise<Room> {
  const rooms = (await roomsLeft(t, room)) + 1
  return { ...room, stay: { ...room.stay, rooms, adults: Math.max(room.stay.adults, rooms) } }
}

/** The room as an item's selection (contract/schemas/lines.ts). */
export const selectionOf = (room: Room) => ({
  line: room.line,
  propertyId: room.propertyId,
  roomTypeId: room.offer.roomTypeId,
  ...room.stay,
})

export async function quoteOf(t: TestApp, room: Room, host = DEMO): Promise<ItemQuote> {
  const res = await postOn(t, host, '/api/booking/quote', { selection: selectionOf(room), currency: room.offer.currency })
  expect(res.status, await res.clone().text()).toBe(200)
  return itemQuoteAnswer.parse(await res.json()).data
}

/** The one item of a one-item reservation. */
export const onlyItem = (reservation: Reservation) => {
  expect(reservation.items).toHaveLength(1)
  return reservation.items[0]!
}

export type Wallet = { certificate: string | null; discountCards: string[]; cash?: { cardCode: string; amountMinor: number } | null }

/** A booking body of one item (the room) as the checkout sends it; `wallet` (the item's) and the rest may be overridden. */
export function bookingBody(
  room: Room,
  expected: { totalMinor: number; amountDueMinor: number },
  extra: Record<string, unknown> & { wallet?: Wallet } = {},
) {
  const { wallet = { certificate: null, discountCards: [] }, ...rest } = extra
  return itemsBody([{ room, wallet }], expected, rest)
}

/** A booking body of several items, each a room with its wallet. */
export function itemsBody(
  items: { room: Room; wallet?: Wallet }[],
  expected: { totalMinor: number; amountDueMinor: number },
  extra: Record<string, unknown> = {},
) {
  return {
    idempotencyKey: newKey(),
    currency: items[0]!.room.offer.currency,
    items: items.map(({ room, wallet }) => ({
      selection: selectionOf(room),
      wallet: { certificate: null, discountCards: [], cash: null, ...wallet },
    })),
    guest: guestWith('member@example.com'),
    specialRequests: '',
    expected,
    acceptTerms: true,
    ...extra,
  }
}

export async function booked(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200)
  return reservationAnswer.parse(await res.json()).data
}

export async function listed(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200)
  return reservationListAnswer.parse(await res.json()).data
}

/** Asserts a refusal's status and code; answers its message. */
export async function refusedWith(res: Response, status: number, code?: string): Promise<string> {
  const text = await res.clone().text()
  expect(res.status, text).toBe(status)
  const answer = errorAnswer.parse(await res.json())
  if (code !== undefined) expect(answer.code, text).toBe(code)
  return answer.message
}

/** The member's card as the wallet call shows it (status, amount in `currency`). */
export async function walletCard(t: TestApp, cookie: string, cardCode: string, currency = 'USD') {
  const res = await postAs(t, DEMO, cookie, '/api/booking/get-paymentcard-by-user', { currency })
  const { data } = paymentCardsByUserAnswer.parse(await res.json())
  return [...data.certificates, ...data.discountCards].find((c) => c.card_code === cardCode)!
}

export const reservationRows = (t: TestApp, orgId: number) => t.store.db.select().from(reservations).where(eq(reservations.orgId, orgId))

/** The mails of `template` to `email`, once every answered call's mail is delivered. */
export const mailsTo = async (t: TestApp, email: string, template: string) => {
  await t.mailSettled()
  return t.store.db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.recipient, email), eq(outgoingMail.template, template)))
}

export async function cardRow(t: TestApp, orgId: number, cardCode: string) {
  const [row] = await t.store.db
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.orgId, orgId), eq(walletCards.cardCode, cardCode)))
  return row
}
