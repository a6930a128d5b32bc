import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orgIdOf } from './helpers/hosts'
import type { TestApp } from './helpers/test-app'
import {
  ATLAS,
  DEMO,
  findRoom,
  itemsBody,
  postAs,
  quoteOf,
  refusedWith,
  reservationRows,
  oneRoomTooMany,
  roomsLeft,
  startBookingApp,
  type Room,
} from './reservations-fixtures'

/*
 * What the server checks of every item before it books any (docs/api.md, "Booking", steps 3–4):
 * each item still bookable, wallet cards only from a signed-in member, and a certificate for every
 * item whose line requires one (resort weeks) when a member books (no seeded organisation sells
 * resort weeks to guests). A refusal names what to fix and books nothing.
 */

let t: TestApp
let member: string
let atlasId: number

beforeAll(async () => {
  ;({ t, member } = await startBookingApp())
  atlasId = await orgIdOf(t, 'atlas')
})
afterAll(() => t.close())

const book = (host: string, cookie: string, body: unknown) => postAs(t, host, cookie, '/api/reservations', body)
const totalOf = async (rooms: Room[], host = DEMO) => {
  let total = 0
  for (const room of rooms) total += (await quoteOf(t, room, host)).price.totalMinor
  return total
}

describe('a guest (atlas books without a session)', () => {
  it('may not use wallet cards, on any item of several: 409 CARD_UNAVAILABLE, nothing booked', async () => {
    const first = await findRoom(t, { from: 165, refundable: true, host: ATLAS, currency: 'EUR' })
    const second = await findRoom(t, { from: 168, refundable: true, host: ATLAS, currency: 'EUR' })
    const total = await totalOf([first, second], ATLAS)
    const before = { rows: (await reservationRows(t, atlasId)).length, left: await roomsLeft(t, first, ATLAS) }
    const wallets = [
      { certificate: 'CERT-HLT-0001', discountCards: [] },
      { certificate: null, discountCards: ['DISC-0001'] },
      { certificate: null, discountCards: [], cash: { cardCode: 'CASH-0001', amountMinor: 100 } },
    ]
    for (const wallet of wallets) {
      // The cards on the second item only: one item with cards is enough to refuse.
      const body = itemsBody([{ room: first }, { room: second, wallet }], { totalMinor: total, amountDueMinor: total })
      expect(await refusedWith(await book(ATLAS, '', body), 409, 'CARD_UNAVAILABLE'), JSON.stringify(wallet)).toBe(
        'Wallet cards can be used only when signed in.',
      )
    }
    expect((await reservationRows(t, atlasId)).length).toBe(before.rows)
    expect(await roomsLeft(t, first, ATLAS)).toBe(before.left)
  })
})

describe('a member', () => {
  it('needs a certificate for the resort week of a booking that also holds a hotel: 409 CERTIFICATE_REQUIRED', async () => {
    const hotel = await findRoom(t, { from: 170, refundable: true })
    const week = await findRoom(t, { from: 175, refundable: true, kind: 'resort' })
    const total = await totalOf([hotel, week])
    const left = await roomsLeft(t, hotel)
    const body = itemsBody([{ room: hotel }, { room: week }], { totalMinor: total, amountDueMinor: total })
    expect(await refusedWith(await book(DEMO, member, body), 409, 'CERTIFICATE_REQUIRED')).toBe(
      'A certificate is required to book this stay. Please choose one from your wallet.',
    )
    expect(await roomsLeft(t, hotel)).toBe(left)
  })

  it('is told which item is no longer available (409 SOLD_OUT), and nothing of the others is held', async () => {
    const free = await findRoom(t, { from: 180, refundable: true })
    const full = await findRoom(t, { from: 182, nights: 2, refundable: true })
    const { title } = await quoteOf(t, full)
    const tooMany = await oneRoomTooMany(t, full)
    const total = await totalOf([free, full])
    const left = await roomsLeft(t, free)
    const body = itemsBody([{ room: free }, { room: tooMany }], { totalMinor: total, amountDueMinor: total })
    expect(await refusedWith(await book(DEMO, member, body), 409, 'SOLD_OUT')).toBe(
      `Sorry, ${title} is no longer available for these dates.`,
    )
    expect(await roomsLeft(t, free)).toBe(left)
  })
})
