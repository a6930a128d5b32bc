import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@contract/calendar'
import { itemQuoteAnswer, type ItemSelection } from '@contract/schemas/lines'
import { dealsAnswer, savingsCodeAnswer, type Deal } from '@contract/schemas/savings'
import { DEALS_PER_DAY } from '@server/services/club/deals'
import { signedIn } from './helpers/auth'
import { postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { booked, DEMO, guestWith, newKey, postAs, refusedWith } from './reservations-fixtures'

/*
 * Today's deals on every line (issue 18; docs/api.md "Daily deals"): the demo organisation's day
 * mixes hotels, resort weeks, stays and activities; each line books at its discounted price, with
 * the wallet and a cancellation; and a deal's token binds every field that fixes its price, so one
 * field changed at the checkout, or the clock at the deals' midnight, answers 409 DEAL_ENDED.
 */

let t: TestApp
const noon = new Date('2026-06-01T12:00:00Z')
let clock = noon
let member: string
let today: Deal[]
let validUntil: string

beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => clock })
  member = (await signedIn(t)).cookie
  const call = (path: string, body: unknown = {}) => postAs(t, DEMO, member, `/api/savings/${path}`, body)
  await call('setMember')
  const code = savingsCodeAnswer.parse(await (await call('savingsCode')).json()).data.code
  const res = await call('getDeals', { code, currency: 'USD' })
  expect(res.status, await res.clone().text()).toBe(200)
  ;({ deals: today, validUntil } = dealsAnswer.parse(await res.json()).data)
})
afterAll(() => t.close())

const quote = (selection: unknown) => postOn(t, 'localhost', '/api/booking/quote', { selection, currency: 'USD' })
const dealOf = (line: string) => {
  const deal = today.find((d) => d.line === line)
  expect(deal, `a ${line} deal today`).toBeDefined()
  return deal!
}

describe("the demo organisation's day", () => {
  it('mixes hotels, resort weeks, stays and activities, each cheaper than without the deal', () => {
    expect(today).toHaveLength(DEALS_PER_DAY)
    expect(new Set(today.map((d) => d.line))).toEqual(new Set(['hotel', 'resort', 'stay', 'activity']))
    for (const deal of today) {
      expect(deal.now.amountMinor).toBeLessThan(deal.was.amountMinor)
      expect(deal.selection).toMatchObject({ line: deal.line, deal: deal.token })
      expect(deal.token).toMatch(/^d2\./)
    }
    const stay = dealOf('stay')
    expect(stay.nights).toBeGreaterThanOrEqual(3)
    expect(stay.travellers).toEqual({ adults: 2, children: 0 })
    const activity = dealOf('activity')
    expect(activity).toMatchObject({ nights: 0, startsOn: activity.endsOn, travellers: { adults: 2, children: 0 } })
    expect(activity.selection).toMatchObject({ tickets: { adult: 2, child: 0, senior: 0, family: 0 } })
  })
})

describe('booking a deal of each line', () => {
  // The activity's tickets take the two participants' names at booking (not bound by the deal).
  const atBooking = (selection: ItemSelection): ItemSelection =>
    selection.line === 'activity' ? { ...selection, participants: ['Ana Lopez', 'Ben Lopez'] } : selection

  it.each([
    ['stay', 'CERT-STY-0001', 60_000],
    ['activity', 'CERT-ACT-0002', 6_000],
    ['hotel', null, 0],
  ] as const)('books a %s at its discounted price, the wallet covering that price, and cancels it', async (line, certificate, value) => {
    const deal = dealOf(line)
    const quoted = itemQuoteAnswer.parse(await (await quote(deal.selection)).json()).data
    expect(quoted.price.totalMinor).toBe(deal.now.amountMinor)
    expect(quoted.deal).toEqual({ percentOff: deal.percentOff, wasMinor: deal.was.amountMinor })

    const due = Math.max(0, deal.now.amountMinor - value)
    const reservation = await booked(
      await postAs(t, DEMO, member, '/api/reservations', {
        idempotencyKey: newKey(),
        currency: 'USD',
        items: [{ selection: atBooking(deal.selection), wallet: { certificate, discountCards: [], cash: null } }],
        guest: guestWith('member@example.com'),
        specialRequests: '',
        expected: { totalMinor: deal.now.amountMinor, amountDueMinor: due },
        acceptTerms: true,
      }),
    )
    expect(reservation.items[0]!.price.totalMinor).toBe(deal.now.amountMinor)
    const cancelled = await postAs(t, DEMO, member, '/api/reservations/cancel', {
      confirmationNumber: reservation.confirmationNumber,
      token: '',
    })
    // A refundable deal cancels; a non-refundable one says so (the day's stay may be either).
    expect(cancelled.status, await cancelled.clone().text()).toBe(quoted.freeCancellationUntil === null ? 409 : 200)
  })
})

/** The selection with one bound field changed, each way a checkout could change it. */
function variants(selection: Record<string, unknown>): [string, Record<string, unknown>][] {
  const changed: [string, Record<string, unknown>][] = []
  for (const [field, value] of Object.entries(selection)) {
    if (field === 'line' || field === 'deal' || field === 'participants') continue
    if (typeof value === 'number') changed.push([field, { ...selection, [field]: value + 1 }])
    else if (field === 'time') changed.push([field, { ...selection, time: value === '23:30' ? '23:45' : '23:30' }])
    else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
      changed.push([field, { ...selection, [field]: addDays(value, 1) }])
    else if (typeof value === 'string') changed.push([field, { ...selection, [field]: `${value}-x` }])
    else if (field === 'tickets') {
      const tickets = value as Record<string, number>
      changed.push(['tickets.adult', { ...selection, tickets: { ...tickets, adult: tickets.adult! + 1 } }])
      changed.push(['tickets.child', { ...selection, tickets: { ...tickets, child: tickets.child! + 1 } }])
    }
  }
  return changed
}

describe("a deal's token", () => {
  it.each(['hotel', 'resort', 'stay', 'activity'])('binds every field of a %s that fixes its price', async (line) => {
    const { selection } = dealOf(line)
    const changes = variants(selection)
    expect(changes.length).toBeGreaterThanOrEqual(4)
    for (const [field, other] of changes) {
      const message = await refusedWith(await quote(other), 409, 'DEAL_ENDED')
      expect(message, field).toBe('THIS DEAL DOES NOT APPLY TO THIS BOOKING')
    }
  })

  it.each(['hotel', 'resort', 'stay', 'activity'])('holds for a %s a second before midnight, and not at midnight', async (line) => {
    const { selection, now } = dealOf(line)
    try {
      clock = new Date(Date.parse(validUntil) - 1000)
      expect(itemQuoteAnswer.parse(await (await quote(selection)).json()).data.price.totalMinor).toBe(now.amountMinor)
      clock = new Date(validUntil)
      await refusedWith(await quote(selection), 409, 'DEAL_ENDED')
    } finally {
      clock = noon
    }
  })

  it("refuses another line's token, a richer discount, a later end, and the old d1 shape", async () => {
    const stay = dealOf('stay')
    const activity = dealOf('activity')
    await refusedWith(await quote({ ...activity.selection, deal: stay.token }), 409, 'DEAL_ENDED')
    const [body, signature] = [stay.token.slice(0, stay.token.lastIndexOf('.')), stay.token.slice(stay.token.lastIndexOf('.') + 1)]
    const richer = body.replace(/^(d2\.\d+\.stay\.)\d+/, '$190')
    expect(richer).not.toBe(body)
    await refusedWith(await quote({ ...stay.selection, deal: `${richer}.${signature}` }), 409, 'DEAL_ENDED')
    const later = body.replace(/^(d2\.\d+\.stay\.\d+\.)(\d+)/, (_, head: string, until: string) => `${head}${Number(until) + 86_400_000}`)
    await refusedWith(await quote({ ...stay.selection, deal: `${later}.${signature}` }), 409, 'DEAL_ENDED')
    await refusedWith(await quote({ ...stay.selection, deal: `d1.1.hotel.a.b.${signature}` }), 409, 'DEAL_ENDED')
  })

  it('is refused by another organisation', async () => {
    const { selection } = dealOf('activity')
    const onAtlas = await postOn(t, 'atlas.localhost', '/api/booking/quote', { selection, currency: 'EUR' })
    await refusedWith(onAtlas, 409, 'DEAL_ENDED')
  })
})
