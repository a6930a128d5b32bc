import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentProfileAnswer } from '@contract/schemas/agent'
import { agentCreditDraws, reservations, users } from '@server/store/schema'
import { NOW } from './helpers/booking-api'
import { callAs, newAgent, ok, refusal, signInAs, userRow } from './helpers/account'
import { expectedConversion } from './helpers/wallet'
import { startTestApp, type TestApp } from './helpers/test-app'
import { booked, bookingBody, findRoom, guestWith, quoteOf, roomsLeft, type Room } from './reservations-fixtures'

/*
 * An agent's bookings on account (issue 17; docs/rules.md#agent-credit): each draws on the
 * agency's credit line, a booking beyond what is left is refused and leaves nothing behind, two
 * racing for the last of it cannot both pass, and a cancellation gives it back.
 */

let t: TestApp
let room: Room
let total: number
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: () => NOW })
  room = await findRoom(t, { from: 90, refundable: true })
  total = (await quoteOf(t, room)).price.totalMinor
})
afterAll(() => t.close())

const book = (cookie: string, guest: string, target = room, amount = total) =>
  callAs(t, cookie, '/api/reservations', bookingBody(target, { totalMinor: amount, amountDueMinor: amount }, { guest: guestWith(guest) }))
const credit = async (cookie: string) => agentProfileAnswer.parse(await ok(callAs(t, cookie, '/api/agent/profile'))).data.credit!

describe('credit on account', () => {
  it('draws each booking on the credit line, refuses one beyond what is left with a clear message, and gives it back on cancellation', async () => {
    const agent = await newAgent(t, 'credit-agent@example.com', Math.floor(total * 1.5))
    const cookie = await signInAs(t, agent.email)
    expect(await credit(cookie)).toEqual({
      currency: 'USD',
      limitMinor: Math.floor(total * 1.5),
      usedMinor: 0,
      availableMinor: Math.floor(total * 1.5),
    })

    const first = await booked(await book(cookie, 'client-one@example.com'))
    expect(await credit(cookie)).toMatchObject({ usedMinor: total, availableMinor: Math.floor(total * 1.5) - total })

    const held = await roomsLeft(t, room)
    const message = (await refusal(book(cookie, 'client-two@example.com'), 409, 'CREDIT_LIMIT_EXCEEDED')).message as string
    const left = Math.floor(total * 1.5) - total
    const plain = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')} USD`
    expect(message).toBe(
      `This booking needs ${plain(total)} of credit, but your agency has ${plain(left)} left. Cancel a booking or ask us to raise your credit limit.`,
    )
    // Nothing of the refused booking stays: no reservation, no room held, no credit taken.
    expect(await roomsLeft(t, room)).toBe(held)
    expect((await t.store.db.select().from(reservations).where(eq(reservations.agentId, agent.id))).length).toBe(1)
    expect(await credit(cookie)).toMatchObject({ usedMinor: total })

    await ok(callAs(t, cookie, '/api/reservations/cancel', { confirmationNumber: first.confirmationNumber, token: '' }))
    expect(await credit(cookie)).toMatchObject({ usedMinor: 0, availableMinor: Math.floor(total * 1.5) })
    const [draw] = await t.store.db.select().from(agentCreditDraws).where(eq(agentCreditDraws.agentId, agent.id))
    expect(draw).toMatchObject({ amountMinor: total, currency: 'USD', releasedAt: NOW })
    // Cancelling again gives nothing more back.
    await refusal(
      callAs(t, cookie, '/api/reservations/cancel', { confirmationNumber: first.confirmationNumber, token: '' }),
      409,
      'NOT_CANCELLABLE',
    )
    expect((await userRow(t, agent.id))!.creditUsedMinor).toBe(0)
    await booked(await book(cookie, 'client-two@example.com'))
  })

  it('of two bookings racing for the last of the credit, books one and refuses the other', async () => {
    const agent = await newAgent(t, 'racing-agent@example.com', Math.floor(total * 1.5))
    const cookie = await signInAs(t, agent.email)
    const answers = await Promise.all([book(cookie, 'racer-one@example.com'), book(cookie, 'racer-two@example.com')])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const refused = answers.find((a) => a.status === 409)!
    expect(((await refused.json()) as { code: string }).code).toBe('CREDIT_LIMIT_EXCEEDED')
    expect((await userRow(t, agent.id))!.creditUsedMinor).toBe(total)
    expect((await t.store.db.select().from(reservations).where(eq(reservations.agentId, agent.id))).length).toBe(1)
  })

  it('draws a booking in another currency converted into the credit line’s, exactly', async () => {
    const agent = await newAgent(t, 'euro-agent@example.com', 10_000_000)
    const cookie = await signInAs(t, agent.email)
    const inEuros = await findRoom(t, { from: 100, refundable: true, currency: 'EUR' })
    const euros = (await quoteOf(t, inEuros)).price.totalMinor
    await booked(await book(cookie, 'euro-client@example.com', inEuros, euros))
    const drawn = await expectedConversion(t.store.db, euros, 'EUR', 'USD', { EUR: 2, USD: 2 })
    expect(await credit(cookie)).toMatchObject({ usedMinor: drawn })
  })

  it('leaves an agent without a credit line, and a member, booking as before: nothing drawn', async () => {
    const agent = await newAgent(t, 'no-credit-agent@example.com')
    const cookie = await signInAs(t, agent.email)
    const another = await findRoom(t, { from: 110, refundable: true })
    const price = (await quoteOf(t, another)).price.totalMinor
    await booked(await book(cookie, 'plain-client@example.com', another, price))
    expect(agentProfileAnswer.parse(await ok(callAs(t, cookie, '/api/agent/profile'))).data.credit).toBeNull()
    expect(await t.store.db.select().from(agentCreditDraws).where(eq(agentCreditDraws.agentId, agent.id))).toEqual([])
    const member = await signInAs(t, 'member@example.com', 'Member#2026')
    const before = (await t.store.db.select().from(agentCreditDraws)).length
    await booked(await book(member, 'member@example.com', another, price))
    expect((await t.store.db.select().from(agentCreditDraws)).length).toBe(before)
    expect((await t.store.db.select().from(users).where(eq(users.email, 'member@example.com')))[0]!.creditUsedMinor).toBe(0)
  })
})
