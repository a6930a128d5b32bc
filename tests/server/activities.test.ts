import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { addDays } from '@contract/calendar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityDetailsAnswer, activitySearchAnswer, type ActivitySearchResults } from '@contract/schemas/activities'
import { itemQuoteAnswer, type ItemQuote } from '@contract/schemas/lines'
import { autoSelectDiscountCards, covers, walletDeductions, chosenCards } from '@contract/wallet-cover'
import { convertMinor } from '@server/services/wallet/money'
import { activities, activityBookings, activitySlots, currencies } from '@server/store/schema'
import { createUser, signedIn, userId } from './helpers/auth'
import { day, NOW } from './helpers/booking-api'
import { orgIdOf, postOn } from './helpers/hosts'
import { plainTextOf } from '../helpers/outbox'
import { startTestApp, type TestApp } from './helpers/test-app'
import { issueCard } from './helpers/wallet'
import { ATLAS, booked, cardRow, DEMO, guestWith, mailsTo, newKey, postAs, refusedWith } from './reservations-fixtures'

/*
 * Activities (issue 16) through the API: the seeded inventory, the search in the store with its
 * filters, facets, order and pages, a day's slots with the seats left, the activity line of the
 * generic quote and booking, seats under a row lock (two members racing for the last seats), the
 * wallet's ACT cover at 1.05 at its boundary, and a cancellation that gives seats and cards back.
 * NOW is Monday 2026-06-01; day(30) is a Wednesday, day(28) a Monday (museums are closed).
 */

let t: TestApp
let member: string
let demoId: number
let memberId: number

beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
  member = (await signedIn(t)).cookie
  demoId = await orgIdOf(t, 'demo')
  memberId = await userId(t, 'member@example.com')
})
afterAll(() => t.close())

const WEDNESDAY = day(30)
const MONDAY = day(28)

async function search(body: Record<string, unknown>, host = DEMO): Promise<ActivitySearchResults> {
  const res = await postOn(t, host, '/api/activities/search', { currency: 'USD', dateFrom: WEDNESDAY, ...body })
  expect(res.status, await res.clone().text()).toBe(200)
  return activitySearchAnswer.parse(await res.json()).data
}
async function details(id: string, date: string | undefined, currency = 'USD', host = DEMO) {
  const res = await postOn(t, host, '/api/activities/details', { id, date, currency })
  expect(res.status, await res.clone().text()).toBe(200)
  return activityDetailsAnswer.parse(await res.json()).data
}
const tickets = (adult: number, extra: Partial<Record<'child' | 'senior' | 'family', number>> = {}) => ({
  adult,
  child: 0,
  senior: 0,
  family: 0,
  ...extra,
})
const selection = (activityId: string, time: string, ticketCounts = tickets(2), date = WEDNESDAY, participants: string[] = []) => ({
  line: 'activity' as const,
  activityId,
  date,
  time,
  tickets: ticketCounts,
  participants,
})
async function quote(sel: ReturnType<typeof selection>, currency = 'USD', host = DEMO): Promise<ItemQuote> {
  const res = await postOn(t, host, '/api/booking/quote', { selection: sel, currency })
  expect(res.status, await res.clone().text()).toBe(200)
  return itemQuoteAnswer.parse(await res.json()).data
}
const bookingOf = (
  sel: ReturnType<typeof selection>,
  q: ItemQuote,
  wallet: { certificate: string | null; discountCards: string[] } = { certificate: null, discountCards: [] },
  amountDueMinor = q.price.totalMinor,
) => ({
  idempotencyKey: newKey(),
  currency: q.price.currency,
  items: [{ selection: sel, wallet: { ...wallet, cash: null } }],
  guest: guestWith('activities@example.com'),
  expected: { totalMinor: q.price.totalMinor, amountDueMinor },
  acceptTerms: true,
})
const reserve = (cookie: string, body: unknown, host = DEMO) => postAs(t, host, cookie, '/api/reservations', body)

describe('the seeded activities', () => {
  it('are at least 150 across every destination, Paris with museum tickets, each with slots, tickets and pictures', async () => {
    const counted = await t.store.db.execute(
      sql`select count(*)::int as n, count(distinct destination_id)::int as destinations from activities`,
    )
    const { n, destinations } = (counted as unknown as { rows: { n: number; destinations: number }[] }).rows[0]!
    expect(n).toBeGreaterThanOrEqual(150)
    expect(destinations).toBe(18)
    const paris = await search({ destination: 'paris-fr', categories: ['museum'], pageSize: 50 })
    expect(paris.results.length).toBeGreaterThanOrEqual(3)
    expect(paris.results.map((r) => r.title)).toContain('Louvre Museum: timed entry ticket')
    const louvre = await details('paris-louvre-museum-timed-entry-ticket', WEDNESDAY)
    const a = louvre.activity
    expect(a.description.length).toBeGreaterThan(0)
    expect(a.highlights.length).toBeGreaterThan(0)
    expect(a.included.length).toBeGreaterThan(0)
    expect(a.notIncluded.length).toBeGreaterThan(0)
    expect(a.meetingPoint.text).toMatch(/Louvre/)
    expect(Math.abs(a.meetingPoint.latitude - 48.86)).toBeLessThan(0.1)
    expect(a.languages).toContain('en')
    expect(a.accessibility.length).toBeGreaterThan(0)
    expect(a.tickets.map((x) => x.type)).toEqual(['adult', 'child', 'senior', 'family'])
    expect(a.tickets.find((x) => x.type === 'child')).toMatchObject({ minAge: 6, maxAge: 17, seats: 1 })
    expect(a.tickets.find((x) => x.type === 'family')).toMatchObject({ seats: 4 })
    expect(a.freeCancellation).toBe(true)
    expect(louvre.slots!.length).toBeGreaterThan(1)
    const picture = await t.app.request(`http://localhost${a.images[0]!.url}`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect(await picture.text()).toContain(`<title id="title">${a.images[0]!.alt.replace(/’/g, '’')}</title>`)
    expect((await t.app.request(`http://localhost/api/activities/images/${a.id}/9.svg`)).status).toBe(404)
  })
})

describe('POST /api/activities/search', () => {
  it('prices the adult ticket exactly in the asked currency, and counts, sorts and pages in the store', async () => {
    const all = await search({ destination: 'paris-fr', pageSize: 50 })
    expect(all.total).toBe(all.results.length)
    expect(all.destination).toEqual({ id: 'paris-fr', name: 'Paris', countryCode: 'FR' })
    const [eur, usd] = await t.store.db.select().from(currencies).where(sql`${currencies.code} in ('USD', 'EUR')`).orderBy(currencies.code)
    const louvre = (await t.store.db.select().from(activities).where(eq(activities.id, 'paris-louvre-museum-timed-entry-ticket')))[0]!
    const shown = all.results.find((r) => r.id === louvre.id)!
    expect(shown.fromPriceMinor).toBe(convertMinor(louvre.adultMinor, eur!, usd!))
    expect((await search({ destination: 'paris-fr', currency: 'EUR' })).results.find((r) => r.id === louvre.id)?.fromPriceMinor).toBe(
      louvre.adultMinor,
    )

    const byPrice = await search({ destination: 'paris-fr', sort: 'price-asc', pageSize: 50 })
    const prices = byPrice.results.map((r) => r.fromPriceMinor)
    expect(prices).toEqual([...prices].sort((x, y) => x - y))
    const byDuration = (await search({ destination: 'paris-fr', sort: 'duration', pageSize: 50 })).results.map((r) => r.durationMinutes)
    expect(byDuration).toEqual([...byDuration].sort((x, y) => x - y))

    const first = await search({ destination: 'paris-fr', sort: 'price-asc', pageSize: 5 })
    const second = await search({ destination: 'paris-fr', sort: 'price-asc', pageSize: 5, page: 2 })
    expect(second.results.map((r) => r.id)).toEqual(byPrice.results.slice(5, 10).map((r) => r.id))
    expect(first.total).toBe(all.total)
    expect((await search({ destination: 'paris-fr', page: 99 })).results).toEqual([])
    // The last page the call takes is far past any offset the store counts in: an empty page, not a 500.
    expect(await search({ destination: 'paris-fr', pageSize: 50, page: 2_147_483_647 })).toMatchObject({ total: all.total, results: [] })
  })

  it('filters by category, duration, time of day and price (inclusive), each facet counting the other filters', async () => {
    const all = await search({ destination: 'paris-fr', pageSize: 50 })
    const museums = await search({ destination: 'paris-fr', categories: ['museum'], pageSize: 50 })
    expect(museums.results.every((r) => r.categories.includes('museum'))).toBe(true)
    expect(museums.total).toBe(all.results.filter((r) => r.categories.includes('museum')).length)
    // The category facet ignores the category filter; the others count the museums only.
    expect(museums.facets.categories).toEqual(all.facets.categories)
    expect(museums.facets.durations.reduce((s, d) => s + d.count, 0)).toBe(museums.total)

    const evening = await search({ destination: 'paris-fr', timesOfDay: ['evening'], pageSize: 50 })
    expect(evening.total).toBeGreaterThan(0)
    expect(evening.results.every((r) => r.timesOfDay.includes('evening'))).toBe(true)
    expect(evening.total).toBe(all.facets.timesOfDay.find((x) => x.time === 'evening')!.count)

    const fullDay = await search({ destination: 'paris-fr', durations: ['full-day'], pageSize: 50 })
    expect(fullDay.results.every((r) => r.durationMinutes > 300)).toBe(true)
    expect(fullDay.total).toBe(all.facets.durations.find((x) => x.band === 'full-day')!.count)

    const price = museums.results[0]!.fromPriceMinor
    const exactly = await search({ destination: 'paris-fr', priceMin: price, priceMax: price, pageSize: 50 })
    expect(exactly.results.map((r) => r.id)).toContain(museums.results[0]!.id)
    const below = await search({ destination: 'paris-fr', priceMax: price - 1, pageSize: 50 })
    expect(below.results.every((r) => r.fromPriceMinor <= price - 1)).toBe(true)
    expect(below.results.map((r) => r.id)).not.toContain(museums.results[0]!.id)
    // The price facet spans every match before any filter, so a slider's ends stay put.
    expect(below.facets.price).toEqual(all.facets.price)
    expect(all.facets.price).toEqual({
      min: Math.min(...all.results.map((r) => r.fromPriceMinor)),
      max: Math.max(...all.results.map((r) => r.fromPriceMinor)),
    })
  })

  it('marks an activity that does not run on any of the days unavailable and lists it last; a range finds its days', async () => {
    const monday = await search({ destination: 'paris-fr', categories: ['museum'], dateFrom: MONDAY, pageSize: 50 })
    expect(monday.results.length).toBeGreaterThan(0)
    expect(monday.results.every((r) => !r.available)).toBe(true)
    const week = await search({ destination: 'paris-fr', categories: ['museum'], dateFrom: MONDAY, dateTo: day(34), pageSize: 50 })
    expect(week.results.every((r) => r.available)).toBe(true)
    expect(week.dateTo).toBe(day(34))
    const mixed = await search({ destination: 'paris-fr', dateFrom: MONDAY, pageSize: 50 })
    const firstSoldOut = mixed.results.findIndex((r) => !r.available)
    expect(firstSoldOut).toBeGreaterThan(0)
    expect(mixed.results.slice(firstSoldOut).every((r) => !r.available)).toBe(true)
  })

  it('refuses days it cannot book, knows no unknown destination, and sells nothing where activities are not sold', async () => {
    const bad = async (body: Record<string, unknown>, status: number, code?: string) =>
      refusedWith(
        await postOn(t, DEMO, '/api/activities/search', { destination: 'paris-fr', currency: 'USD', dateFrom: WEDNESDAY, ...body }),
        status,
        code,
      )
    // demo's earliest day is today (docs/api.md "Booking"): yesterday is refused.
    await bad({ dateFrom: day(-1) }, 400, 'BAD_STAY')
    expect((await search({ destination: 'paris-fr', dateFrom: day(0) })).dateFrom).toBe(day(0))
    await bad({ dateTo: day(29) }, 400, 'BAD_STAY')
    expect((await search({ destination: 'paris-fr', dateTo: day(30 + 13) })).dateTo).toBe(day(43))
    await bad({ dateTo: day(30 + 14) }, 400, 'BAD_STAY')
    // The booking window: its last day (365 days and a day of leeway for time zones) is searched, the next is not.
    expect((await search({ destination: 'paris-fr', dateFrom: day(360), dateTo: day(366) })).dateTo).toBe(day(366))
    expect(await bad({ dateFrom: day(360), dateTo: day(367) }, 400, 'BAD_STAY')).toBe(
      `The date must be ${day(366)} or earlier: activities can be booked up to 365 days ahead`,
    )
    await bad({ destination: 'atlantis-xx' }, 404, 'NOT_FOUND')
    await bad({ adults: 6, children: 5 }, 400)
    await bad({ categories: ['skydiving'] }, 400)
    const onAtlas = await postOn(t, ATLAS, '/api/activities/search', { destination: 'paris-fr', currency: 'JPY', dateFrom: WEDNESDAY })
    await refusedWith(onAtlas, 400, 'CURRENCY_NOT_OFFERED')
  })
})

describe('POST /api/activities/details', () => {
  it('answers the day’s slots with the seats left, none on a day it does not run, and tickets in the currency', async () => {
    const wednesday = await details('paris-louvre-museum-timed-entry-ticket', WEDNESDAY)
    expect(wednesday.slots!.every((s) => s.seatsLeft === s.capacity)).toBe(true)
    expect(wednesday.activity.weekdays).not.toContain(1)
    expect((await details('paris-louvre-museum-timed-entry-ticket', MONDAY)).slots).toEqual([])
    expect((await details('paris-louvre-museum-timed-entry-ticket', undefined)).slots).toBeNull()
    const inEur = await details('paris-louvre-museum-timed-entry-ticket', WEDNESDAY, 'EUR')
    const louvre = (await t.store.db.select().from(activities).where(eq(activities.id, 'paris-louvre-museum-timed-entry-ticket')))[0]!
    expect(inEur.activity.tickets[0]).toMatchObject({ type: 'adult', priceMinor: louvre.adultMinor })
    await refusedWith(await postOn(t, DEMO, '/api/activities/details', { id: 'no-such-activity', currency: 'USD' }), 404, 'NOT_FOUND')
  })
})

describe('the activity line of POST /api/booking/quote', () => {
  it('prices each ticket type converted once, with the slot, the meeting point and the policy', async () => {
    const d = await details('paris-louvre-museum-timed-entry-ticket', WEDNESDAY)
    const time = d.slots![0]!.time
    const q = await quote(selection(d.activity.id, time, tickets(2, { child: 1, senior: 1 })))
    const price = (type: string) => d.activity.tickets.find((x) => x.type === type)!.priceMinor
    expect(q).toMatchObject({
      line: 'activity',
      product: 'ACT',
      title: 'Louvre Museum: timed entry ticket',
      subtitle: time,
      startsOn: WEDNESDAY,
      endsOn: WEDNESDAY,
      travellers: { adults: 3, children: 1 },
      certificateRequired: false,
      bookable: true,
      freeCancellationUntil: day(29),
    })
    expect(q.price).toEqual({
      currency: 'USD',
      baseMinor: 2 * price('adult') + price('child') + price('senior'),
      taxesMinor: 0,
      feesMinor: 0,
      totalMinor: 2 * price('adult') + price('child') + price('senior'),
    })
    expect(q.details).toMatchObject({ line: 'activity', date: WEDNESDAY, time, seats: 4, namesRequired: false })
  })

  it('refuses tickets it cannot sell, a day it does not run, names that do not match the seats and a slot it does not have', async () => {
    const museum = 'paris-louvre-museum-timed-entry-ticket'
    const time = (await details(museum, WEDNESDAY)).slots![0]!.time
    const refused = async (sel: unknown, status: number, code?: string) =>
      refusedWith(await postOn(t, DEMO, '/api/booking/quote', { selection: sel, currency: 'USD' }), status, code)
    expect(await refused(selection(museum, time, tickets(0, { child: 2 })), 400)).toMatch(/Children must come with an adult/)
    expect(await refused(selection(museum, time, tickets(0)), 400)).toMatch(/at least one ticket/)
    expect(await refused(selection(museum, time, tickets(7, { family: 1 })), 400)).toMatch(/at most 10 seats/)
    await quote(selection(museum, time, tickets(6, { family: 1 })))
    await refused(selection(museum, time, tickets(2), MONDAY), 400, 'BAD_STAY')
    await refused(selection(museum, '03:00'), 404, 'NOT_FOUND')
    expect(await refused(selection(museum, time, tickets(2), WEDNESDAY, ['Ana García']), 400)).toMatch(/participants/)
    const food = (
      await t.store.db
        .select()
        .from(activities)
        .where(and(eq(activities.destinationId, 'paris-fr'), sql`'food-wine' = any(${activities.categories})`))
    )[0]!
    const foodSlot = (await t.store.db.select().from(activitySlots).where(eq(activitySlots.activityId, food.id)))[0]!
    expect(await refused(selection(food.id, foodSlot.startsAt, tickets(1, { child: 1 }), day(31)), 400)).toMatch(/sells no child tickets/)
  })

  it('gives the last free-cancellation day as the day before, and none for a non-refundable activity', async () => {
    const [refundable] = await t.store.db
      .select()
      .from(activities)
      .where(and(eq(activities.destinationId, 'rome-it'), eq(activities.freeCancellation, true)))
    const [final] = await t.store.db.select().from(activities).where(eq(activities.freeCancellation, false))
    for (const [activity, until] of [
      [refundable!, day(29)],
      [final!, null],
    ] as const) {
      const slot = (await t.store.db.select().from(activitySlots).where(eq(activitySlots.activityId, activity.id)))[0]!
      const date = [30, 31, 32, 33, 34, 35, 36]
        .map(day)
        .find((d) => ((activity.weekdayMask >> new Date(`${d}T00:00:00Z`).getUTCDay()) & 1) === 1)!
      expect((await quote(selection(activity.id, slot.startsAt, tickets(1), date))).freeCancellationUntil).toBe(
        until === null ? null : addDays(date, -1),
      )
    }
  })
})

describe('booking an activity', () => {
  /** A small slot to race for: a water sports activity, whose every participant must be named. */
  async function namedSlot(destination: string) {
    const [activity] = await t.store.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.destinationId, destination),
          sql`'water-sports' = any(${activities.categories})`,
          eq(activities.namesRequired, true),
        ),
      )
    const [slot] = await t.store.db.select().from(activitySlots).where(eq(activitySlots.activityId, activity!.id))
    return { activity: activity!, slot: slot! }
  }

  it('asks for every participant’s name where the activity requires them, and puts them on the ticket', async () => {
    const { activity, slot } = await namedSlot('cancun-mx')
    const sel = selection(activity.id, slot.startsAt, tickets(2), day(31))
    const q = await quote(sel)
    expect(q.details).toMatchObject({ namesRequired: true, participants: [] })
    expect(await refusedWith(await reserve(member, bookingOf(sel, q)), 400)).toMatch(/needs the name of each of the 2 participants/)
    const named = { ...sel, participants: ['Maria Member', 'Jon Member'] }
    const reservation = await booked(await reserve(member, bookingOf(named, q)))
    expect(reservation.items[0]).toMatchObject({
      line: 'activity',
      supplier: 'store',
      supplierReference: expect.stringMatching(/^AT-[A-Z0-9]{10}$/),
      details: { participants: ['Maria Member', 'Jon Member'], time: slot.startsAt, meetingPoint: { text: activity.meetingPoint } },
    })
    const [mail] = await mailsTo(t, 'activities@example.com', 'booking-confirmation')
    const eml = plainTextOf(readFileSync(mail!.reference!, 'utf8'))
    expect(eml).toContain(`${activity.title} – ${slot.startsAt}`)
    expect(eml).toContain(`Time: ${slot.startsAt}\nMeeting point: ${activity.meetingPoint}`)
    expect(eml).toContain('Participants: Maria Member, Jon Member')
    expect(eml).toContain(`Ticket: ${reservation.items[0]!.supplierReference}\nShow the ticket code at the meeting point`)
  })

  it('lets one of two members racing for the last seats of a slot win; the other is told the slot is full', async () => {
    const { activity, slot } = await namedSlot('miami-us')
    const date = day(32)
    // Everything but the last two seats is taken already.
    await t.store.db.insert(activityBookings).values({
      reference: 'AT-PREFILLED01',
      slotId: slot.id,
      date,
      seats: slot.capacity - 2,
      status: 'HELD',
      createdAt: NOW,
    })
    const second = await createUser(t, { orgId: demoId, email: 'racer@example.com', password: 'Racer#2026' })
    await t.store.db.execute(sql`update users set can_user_book = 1 where id = ${second!.id}`)
    const racer = (await signedIn(t, 'racer@example.com', 'Racer#2026')).cookie
    const sel = { ...selection(activity.id, slot.startsAt, tickets(2), date), participants: ['Ana Lima', 'Bo Lima'] }
    const q = await quote(sel)
    expect(q.bookable).toBe(true)
    const answers = await Promise.all([reserve(member, bookingOf(sel, q)), reserve(racer, bookingOf(sel, q))])
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409])
    const loser = answers.find((r) => r.status === 409)!
    // Refused where the race caught it: booking the seats (the slot's words), or, when the winner had
    // committed before the loser was priced, the price re-check (the item's words; seen on PostgreSQL).
    const slotFull = `Sorry, the ${slot.startsAt} slot of ${q.title} is now full. Please choose another time or day.`
    const itemGone = `Sorry, ${q.title} is no longer available for these dates.`
    expect([slotFull, itemGone]).toContain(await refusedWith(loser, 409, 'SOLD_OUT'))
    const left = (await details(activity.id, date)).slots!.find((s) => s.time === slot.startsAt)!
    expect(left.seatsLeft).toBe(0)
    // One seat short now: the quote says so before anyone tries.
    expect((await quote({ ...sel, tickets: tickets(1), participants: [] })).bookable).toBe(false)
  })

  it('covers an ACT price with discount cards at 1.05: a card exactly covering, and one a minor unit short', async () => {
    // A USD activity whose total is a multiple of 21 minor units, so a card of total / 1.05 exists.
    const usd = await t.store.db.select().from(activities).where(eq(activities.currency, 'USD'))
    let found: { id: string; adults: number; slot: string; date: string } | undefined
    for (const activity of usd) {
      const adults = [1, 2, 3, 4, 5, 6].find((n) => (n * activity.adultMinor) % 21 === 0)
      const date = [33, 34, 35, 36, 37, 38, 39]
        .map(day)
        .find((d) => ((activity.weekdayMask >> new Date(`${d}T00:00:00Z`).getUTCDay()) & 1) === 1)
      if (adults && date && !activity.namesRequired) {
        const [slot] = await t.store.db.select().from(activitySlots).where(eq(activitySlots.activityId, activity.id))
        found = { id: activity.id, adults, slot: slot!.startsAt, date }
        break
      }
    }
    const sel = selection(found!.id, found!.slot, tickets(found!.adults), found!.date)
    const q = await quote(sel)
    const total = q.price.totalMinor
    const exact = (total * 100) / 105
    expect(Number.isInteger(exact)).toBe(true)
    await issueCard(t.store.db, {
      orgId: demoId,
      userId: memberId,
      proCode: 'TRAVEL-DISCOUNT',
      cardCode: 'DISC-ACT-EXACT',
      amountMinor: exact,
      currency: 'USD',
    })
    await issueCard(t.store.db, {
      orgId: demoId,
      userId: memberId,
      proCode: 'TRAVEL-DISCOUNT',
      cardCode: 'DISC-ACT-SHORT',
      amountMinor: exact - 1,
      currency: 'USD',
    })
    const card = (code: string, amount: number) => ({
      card_code: code,
      card_amount: amount,
      status: 'ACTIVE' as const,
      name: 'Travel discount card',
    })
    expect(covers([card('DISC-ACT-EXACT', exact)], 'ACT', total)).toBe(true)
    expect(covers([card('DISC-ACT-SHORT', exact - 1)], 'ACT', total)).toBe(false)
    // At 1.1 (a hotel's factor) the short card would have covered: the activity's own factor decides.
    expect(covers([card('DISC-ACT-SHORT', exact - 1)], 'HLT', total)).toBe(true)
    // Short, auto-selection takes the next card too.
    const chosen = autoSelectDiscountCards([card('DISC-ACT-SHORT', exact - 1), card('DISC-ACT-EXACT', exact)], 'ACT', total)
    expect(chosen.map((c) => c.card_code)).toEqual(['DISC-ACT-SHORT', 'DISC-ACT-EXACT'])

    // The server takes the exactly covering card and leaves what the 5 % tolerance did not pay.
    const due = walletDeductions(total, chosenCards(null, [card('DISC-ACT-EXACT', exact)])).amountDueMinor
    expect(due).toBe(total - exact)
    const reservation = await booked(
      await reserve(member, bookingOf(sel, q, { certificate: null, discountCards: ['DISC-ACT-EXACT'] }, due)),
    )
    expect(reservation.items[0]!.deductions).toEqual([
      expect.objectContaining({ cardCode: 'DISC-ACT-EXACT', amountMinor: exact, kind: 'discount' }),
    ])
    expect(reservation.amountDueMinor).toBe(total - exact)
  })

  it('takes an ACT certificate, refuses a hotel one, and gives seats and cards back on a cancellation within the policy', async () => {
    await issueCard(t.store.db, {
      orgId: demoId,
      userId: memberId,
      proCode: 'ACTIVITY-STAY',
      cardCode: 'CERT-ACT-TEST',
      amountMinor: 3_000,
      currency: 'USD',
    })
    await issueCard(t.store.db, {
      orgId: demoId,
      userId: memberId,
      proCode: 'HOTEL-NIGHT',
      cardCode: 'CERT-HLT-TEST',
      amountMinor: 3_000,
      currency: 'USD',
    })
    const d = await details('paris-louvre-museum-timed-entry-ticket', day(37))
    const slot = d.slots![1]!
    const sel = selection(d.activity.id, slot.time, tickets(2), day(37))
    const q = await quote(sel)
    const due = Math.max(0, q.price.totalMinor - 3_000)
    await refusedWith(
      await reserve(member, bookingOf(sel, q, { certificate: 'CERT-HLT-TEST', discountCards: [] }, due)),
      409,
      'CARD_UNAVAILABLE',
    )
    const reservation = await booked(await reserve(member, bookingOf(sel, q, { certificate: 'CERT-ACT-TEST', discountCards: [] }, due)))
    expect(reservation.items[0]!.deductions).toEqual([expect.objectContaining({ cardCode: 'CERT-ACT-TEST', kind: 'certificate' })])
    expect((await cardRow(t, demoId, 'CERT-ACT-TEST'))!.status).toBe('REDEEMED')
    const seatsAfter = async () => (await details(d.activity.id, day(37))).slots!.find((s) => s.time === slot.time)!.seatsLeft
    expect(await seatsAfter()).toBe(slot.seatsLeft - 2)
    expect(reservation.items[0]!.cancellable).toBe(true)

    const cancelled = await postAs(t, DEMO, member, '/api/reservations/cancel', { confirmationNumber: reservation.confirmationNumber })
    expect((await booked(cancelled)).status).toBe('CANCELLED')
    expect(await seatsAfter()).toBe(slot.seatsLeft)
    expect((await cardRow(t, demoId, 'CERT-ACT-TEST'))!.status).toBe('ACTIVE')
    const [held] = await t.store.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.reference, reservation.items[0]!.supplierReference))
    expect(held!.status).toBe('CANCELLED')
  })

  it('lets a guest on atlas book an activity without a session, in euros', async () => {
    const found = await search({ destination: 'lisboa-pt', currency: 'EUR', dateFrom: day(31) }, ATLAS)
    const d = await details(found.results.find((r) => r.available)!.id, day(31), 'EUR', ATLAS)
    const slot = d.slots!.find((s) => s.seatsLeft >= 2)!
    const participants = d.activity.namesRequired ? ['Lucía Pérez', 'Marta Pérez'] : []
    const sel = { ...selection(d.activity.id, slot.time, tickets(2), day(31)), participants }
    const q = await quote(sel, 'EUR', ATLAS)
    const reservation = await booked(await reserve('', bookingOf(sel, q), ATLAS))
    expect(reservation).toMatchObject({ currency: 'EUR', items: [expect.objectContaining({ line: 'activity', product: 'ACT' })] })
  })
})
