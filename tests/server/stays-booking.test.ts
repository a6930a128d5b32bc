import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@contract/calendar'
import { autoSelectDiscountCards, covers } from '@contract/wallet-cover'
import { currencyRates } from '@server/services/booking/currencies'
import { convertMinor, currencyFactor } from '@server/services/wallet/money'
import { stayBookings, walletCards } from '@server/store/schema'
import { AGENT, signedIn, userId } from './helpers/auth'
import { day, NOW } from './helpers/booking-api'
import { orgIdOf } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { issueCard } from './helpers/wallet'
import { booked, cardRow, DEMO, listed, mailsTo, onlyItem, postAs, refusedWith, walletCard } from './reservations-fixtures'
import { arrivalFor, quoted, searched, selection, stayBooking, unitCalendar, unitRows, type UnitRow } from './stays-fixtures'

/*
 * Booking a rental through the booking core (issue 16): one unit, one booking of its nights; the
 * complimentary stay a certificate pays in full; discount cards under the stays' 1.05 cover
 * factor; cancellation giving back the cards and the nights.
 */

let t: TestApp
let member: string
let agent: string
let demoId: number
let units: UnitRow[]
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
  member = (await signedIn(t)).cookie
  agent = (await signedIn(t, AGENT.email, AGENT.password)).cookie
  demoId = await orgIdOf(t, 'demo')
  units = await unitRows(t)
})
afterAll(() => t.close())

/** The text of the .eml files mailed to `email` (quoted-printable undone, read as UTF-8). */
async function mailedTo(email: string): Promise<string[]> {
  await t.mailSettled()
  const outbox = join(t.config.DATA_DIR, 'outbox')
  return readdirSync(outbox)
    .map((file) => {
      const raw = readFileSync(join(outbox, file), 'latin1').replace(/=\r?\n/g, '')
      return Buffer.from(
        raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    })
    .filter((text) => text.includes(`To: ${email}`))
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const book = (cookie: string, body: unknown) => postAs(t, DEMO, cookie, '/api/reservations', body)
const anyDayUnit = (index: number) => units.filter((u) => u.checkInDays === 127 && u.freeCancellationDays !== null)[index]!

describe('booking a stay', () => {
  it('of two guests racing for overlapping nights, one wins; the other is told it is taken and holds nothing', async () => {
    const unit = anyDayUnit(0)
    const { checkIn, minNights } = await arrivalFor(t, unit, { from: 60 })
    // Long enough for either arrival's season, and overlapping: the second arrives on the first's third night.
    const nights = Math.max(minNights, unit.peakMinNights, 4)
    const first = selection(unit.id, checkIn, nights)
    const overlapping = selection(unit.id, addDays(checkIn, 2), nights)
    const [quoteA, quoteB] = await Promise.all([quoted(t, first), quoted(t, overlapping)])
    const [a, b] = await Promise.all([
      book(member, stayBooking(first, quoteA, { email: 'race-member@example.com' })),
      book(agent, stayBooking(overlapping, quoteB, { email: 'race-client@example.com' })),
    ])
    const outcomes = [a.status, b.status].sort()
    expect(outcomes).toEqual([200, 409])
    const loser = a.status === 409 ? a : b
    expect(await refusedWith(loser, 409, 'SOLD_OUT')).toBe('THIS STAY IS NO LONGER AVAILABLE FOR THESE DATES')
    const held = await t.store.db.select().from(stayBookings).where(eq(stayBookings.unitId, unit.id))
    expect(held).toHaveLength(1)

    // The winner's nights are taken on the calendar and in the search; the day it leaves is free to arrive on.
    const winner = a.status === 200 ? first : overlapping
    const { calendar } = await unitCalendar(t, unit.id, winner.checkIn, 2)
    expect(calendar.booked).toEqual(Array.from({ length: nights }, (_, i) => addDays(winner.checkIn, i)))
    const search = await searched(t, {
      destination: unit.destinationId,
      checkIn: winner.checkIn,
      checkOut: winner.checkOut,
      adults: 2,
      children: 0,
      currency: 'USD',
      pageSize: 50,
    })
    expect(search.results.map((r) => r.id)).not.toContain(unit.id)
    const after = selection(unit.id, winner.checkOut, nights)
    const next = await quoted(t, after)
    expect(next.bookable).toBe(true)
    expect((await quoted(t, selection(unit.id, winner.checkIn, nights))).bookable).toBe(false)
    const following = await booked(await book(agent, stayBooking(after, next, { email: 'next-client@example.com' })))
    // The agent booked for a client: the booking is the agent's, without a wallet, and on the agent's list.
    expect(following.agent).toMatchObject({ email: AGENT.email })
    const agentList = await listed(await postAs(t, DEMO, agent, '/api/reservations', { json: { token: '', scope: 'agent' } }))
    expect(agentList.map((r) => r.confirmationNumber)).toContain(following.confirmationNumber)
  })

  it('is refused to a guest of an organisation that books only for members', async () => {
    const unit = anyDayUnit(1)
    const { checkIn, minNights } = await arrivalFor(t, unit, { from: 90 })
    const chosen = selection(unit.id, checkIn, minNights)
    const quote = await quoted(t, chosen)
    await refusedWith(await book('', stayBooking(chosen, quote, { email: 'guest@example.com' })), 403, 'BOOKING_NOT_PERMITTED')
  })
})

describe('a complimentary stay', () => {
  it('is a stay the member’s certificate pays in full: found by the filter, booked at 0 due, mailed in the member’s language, cancelled with the certificate back', async () => {
    const search = {
      destination: 'cancun-mx',
      checkIn: day(100),
      checkOut: day(103),
      adults: 2,
      children: 0,
      currency: 'USD',
      pageSize: 50,
    } as const
    const all = await searched(t, search, member)
    expect(all.certificate).toEqual({
      cardCode: 'CERT-STY-0001',
      name: 'Complimentary stay certificate',
      valueMinor: 60_000,
      currency: 'USD',
    })
    for (const result of all.results) expect(result.coveredBy).toBe(result.totalMinor <= 60_000 ? 'CERT-STY-0001' : null)
    const covered = await searched(t, { ...search, covered: true }, member)
    expect(covered.results.length).toBeGreaterThan(0)
    expect(covered.results.map((r) => r.id)).toEqual(all.results.filter((r) => r.coveredBy !== null).map((r) => r.id))
    expect(all.facets.covered).toBe(covered.total)
    // A visitor's search names no certificate and marks nothing.
    const anonymous = await searched(t, search)
    expect(anonymous.certificate).toBeNull()
    expect(anonymous.facets.covered).toBeNull()

    const stay = covered.results.find((r) => r.freeCancellation)!
    const chosen = selection(stay.id, search.checkIn, 3)
    const quote = await quoted(t, chosen)
    expect(quote.price.totalMinor).toBe(stay.totalMinor)
    const body = stayBooking(chosen, quote, { email: 'maria.de@example.com', certificate: 'CERT-STY-0001', amountDueMinor: 0 })
    const reservation = await booked(await book(`${member}; lan_code=de-DE`, body))
    expect(reservation).toMatchObject({ totalMinor: quote.price.totalMinor, amountDueMinor: 0, status: 'CONFIRMED' })
    const item = onlyItem(reservation)
    expect(item).toMatchObject({ line: 'stay', product: 'STY', title: stay.name, amountDueMinor: 0, cancellable: true })
    expect(item.deductions).toEqual([
      { cardCode: 'CERT-STY-0001', kind: 'certificate', name: 'Complimentary stay certificate', amountMinor: quote.price.totalMinor },
    ])
    expect(item.supplierReference).toMatch(/^ST-/)
    expect((await walletCard(t, member, 'CERT-STY-0001')).status).toBe('REDEEMED')
    // The member's own bookings list it (booking history and my trips read this list).
    const own = await listed(await postAs(t, DEMO, member, '/api/reservations', { json: { token: '', scope: 'own' } }))
    expect(own.map((r) => r.confirmationNumber)).toContain(reservation.confirmationNumber)

    const [sent] = await mailsTo(t, 'maria.de@example.com', 'booking-confirmation')
    expect(sent!.language).toBe('de-DE')
    const [mail] = await mailedTo('maria.de@example.com')
    const address = (item.details as { unit: { address: string } }).unit.address
    expect(mail).toMatch(new RegExp(`${escaped(stay.name)}\\r?\\nAdresse: ${escaped(address)}\\r?\\nReisedaten: `))
    expect(mail).toMatch(/Zu zahlender Betrag: 0,00\s\$/)

    const cancelled = await booked(
      await postAs(t, DEMO, member, '/api/reservations/cancel', { confirmationNumber: reservation.confirmationNumber }),
    )
    expect(cancelled.status).toBe('CANCELLED')
    expect((await walletCard(t, member, 'CERT-STY-0001')).status).toBe('ACTIVE')
    expect((await cardRow(t, demoId, 'CERT-STY-0001'))!.redeemedReference).toBeNull()
    expect((await unitCalendar(t, stay.id, search.checkIn, 1)).calendar.booked).toEqual([])
    expect((await searched(t, { ...search, covered: true }, member)).results.map((r) => r.id)).toContain(stay.id)
  })
})

describe('discount cards on a stay', () => {
  it('cover under the 1.05 factor: a card exactly covering is enough alone, one minor unit less needs the next card too', async () => {
    const memberId = await userId(t, 'member@example.com')
    // A stay whose total divides by 21, so that a card of total × 20 / 21 covers it exactly (× 1.05).
    let found: { chosen: ReturnType<typeof selection>; total: number } | null = null
    for (const destination of ['orlando-us', 'miami-us', 'new-york-us', 'punta-cana-do', 'bali-id']) {
      for (let offset = 150; offset < 160 && !found; offset++) {
        const checkIn = day(offset)
        const results = (
          await searched(t, { destination, checkIn, checkOut: addDays(checkIn, 5), adults: 2, children: 0, currency: 'USD', pageSize: 50 })
        ).results
        const hit = results.find((r) => r.totalMinor % 21 === 0)
        if (hit) found = { chosen: selection(hit.id, checkIn, 5), total: hit.totalMinor }
      }
      if (found) break
    }
    const { chosen, total } = found!
    const exact = (total * 20) / 21
    const cards = [
      { code: 'DISC-STY-EXACT', amount: exact },
      { code: 'DISC-STY-SHORT', amount: exact - 1 },
      { code: 'DISC-STY-NEXT', amount: 500 },
    ]
    for (const card of cards) {
      await issueCard(t.store.db, {
        orgId: demoId,
        userId: memberId,
        proCode: 'TRAVEL-DISCOUNT',
        cardCode: card.code,
        amountMinor: card.amount,
        currency: 'USD',
      })
    }
    const asOffered = (codes: string[]) =>
      codes.map((code) => ({ card_code: code, card_amount: cards.find((c) => c.code === code)!.amount, status: 'ACTIVE' as const }))
    // The checkout's auto-selection with the stays' factor: 1.1 would let the short card cover too.
    expect(covers(asOffered(['DISC-STY-EXACT']), 'STY', total)).toBe(true)
    expect(covers(asOffered(['DISC-STY-SHORT']), 'STY', total)).toBe(false)
    expect(covers(asOffered(['DISC-STY-SHORT']), 'HLT', total)).toBe(true)
    expect(autoSelectDiscountCards(asOffered(['DISC-STY-EXACT', 'DISC-STY-NEXT']), 'STY', total).map((c) => c.card_code)).toEqual([
      'DISC-STY-EXACT',
    ])
    const shortSelection = autoSelectDiscountCards(asOffered(['DISC-STY-SHORT', 'DISC-STY-NEXT']), 'STY', total).map((c) => c.card_code)
    expect(shortSelection).toEqual(['DISC-STY-SHORT', 'DISC-STY-NEXT'])

    // The server takes what the checkout chose: the exact card leaves total − card due; it goes back on cancelling.
    const quote = await quoted(t, chosen)
    const first = await booked(
      await book(
        member,
        stayBooking(chosen, quote, { email: 'cover@example.com', discountCards: ['DISC-STY-EXACT'], amountDueMinor: total - exact }),
      ),
    )
    expect(onlyItem(first).deductions).toEqual([
      { cardCode: 'DISC-STY-EXACT', kind: 'discount', name: 'Travel discount card', amountMinor: exact },
    ])
    expect((await walletCard(t, member, 'DISC-STY-EXACT')).status).toBe('REDEEMED')
    await booked(await postAs(t, DEMO, member, '/api/reservations/cancel', { confirmationNumber: first.confirmationNumber }))
    expect((await walletCard(t, member, 'DISC-STY-EXACT')).status).toBe('ACTIVE')

    const short = await booked(
      await book(
        member,
        stayBooking(chosen, quote, {
          email: 'cover@example.com',
          discountCards: shortSelection,
          amountDueMinor: Math.max(0, total - (exact - 1) - 500),
        }),
      ),
    )
    // Deductions list the discount cards by code; each took its value, the second only what was left.
    expect(onlyItem(short).deductions.map((d) => [d.cardCode, d.amountMinor])).toEqual([
      ['DISC-STY-NEXT', Math.min(500, total - (exact - 1))],
      ['DISC-STY-SHORT', exact - 1],
    ])
    expect(short.amountDueMinor).toBe(Math.max(0, total - (exact - 1) - 500))
  })
})

describe('a stay covered by one of several certificates', () => {
  it('names the certificate the checkout should apply: of those paying in full, the first to expire', async () => {
    const memberId = await userId(t, 'member@example.com')
    const search = {
      destination: 'cancun-mx',
      checkIn: day(140),
      checkOut: day(143),
      adults: 2,
      children: 0,
      currency: 'USD',
      pageSize: 50,
    }
    const before = await searched(t, search, member)
    const covered = before.results.filter((r) => r.coveredBy !== null).sort((a, b) => a.totalMinor - b.totalMinor)
    expect(covered.length).toBeGreaterThan(2)
    // A stay priced between the cheapest and the dearest covered one: the cards below are cut to its total.
    const middle = covered.find((r) => r.totalMinor > covered[0]!.totalMinor && r.totalMinor < covered.at(-1)!.totalMinor)!
    // Both expire before CERT-STY-0001 (2028-08-31), so each comes first in the wallet's order where it pays in full.
    const cards = [
      { code: 'CERT-STY-SHORT', amount: middle.totalMinor - 1, expiresAt: new Date('2027-01-31T23:59:59Z') },
      { code: 'CERT-STY-EXACT', amount: middle.totalMinor, expiresAt: new Date('2027-02-28T23:59:59Z') },
    ]
    for (const card of cards) {
      await issueCard(t.store.db, {
        orgId: demoId,
        userId: memberId,
        proCode: 'COMPLIMENTARY-STAY',
        cardCode: card.code,
        amountMinor: card.amount,
        currency: 'USD',
        expiresAt: card.expiresAt,
      })
    }
    const after = await searched(t, search, member)
    // The filter and the facet still measure against the most valuable certificate: the same stays are covered.
    expect(after.certificate?.cardCode).toBe('CERT-STY-0001')
    expect(after.facets.covered).toBe(before.facets.covered)
    for (const result of after.results) {
      const expected =
        result.totalMinor <= middle.totalMinor - 1
          ? 'CERT-STY-SHORT'
          : result.totalMinor === middle.totalMinor
            ? 'CERT-STY-EXACT'
            : result.totalMinor <= 60_000
              ? 'CERT-STY-0001'
              : null
      expect(result.coveredBy, `${result.id} at ${result.totalMinor}`).toBe(expected)
    }
    expect(after.results.find((r) => r.id === middle.id)!.coveredBy).toBe('CERT-STY-EXACT')
    expect(after.results.some((r) => r.coveredBy === 'CERT-STY-SHORT')).toBe(true)
    expect(after.results.some((r) => r.coveredBy === 'CERT-STY-0001')).toBe(true)
  })
})

describe('the cover of a certificate in another currency', () => {
  it('is worked out in the search as the answer values it: the stay at its value is covered, one minor unit less is not', async () => {
    const memberId = await userId(t, 'member@example.com')
    const search = {
      destination: 'cancun-mx',
      checkIn: day(160),
      checkOut: day(167),
      adults: 2,
      children: 0,
      currency: 'EUR',
      pageSize: 50,
    }
    const before = await searched(t, search, member)
    const rates = await currencyRates(t.store.db)
    const [usd, eur] = [rates.get('USD')!, rates.get('EUR')!]
    // The fewest USD cents whose value in EUR pays `total` (a cent is worth less than a euro cent, so one is worth exactly it).
    const fewest = (total: number) => {
      let cents = Math.floor((total * Number(usd.unitsPerUsd)) / Number(eur.unitsPerUsd)) - 5
      while (convertMinor(cents, usd, eur) < total) cents++
      return cents
    }
    // A stay dearer than anything the member's certificates pay now (so the new one is the best)
    // whose fewest cents are worth a little less than it exactly, and pay it only once rounded:
    // a cover that rounded otherwise than the answer's valuation would not pay it.
    const stay = before.results
      .filter((r) => r.totalMinor > before.certificate!.valueMinor)
      .sort((a, b) => a.totalMinor - b.totalMinor)
      .find((r) => BigInt(fewest(r.totalMinor)) * currencyFactor(eur) < BigInt(r.totalMinor) * currencyFactor(usd))!
    const amount = fewest(stay.totalMinor)
    expect(convertMinor(amount, usd, eur)).toBe(stay.totalMinor)
    await issueCard(t.store.db, {
      orgId: demoId,
      userId: memberId,
      proCode: 'COMPLIMENTARY-STAY',
      cardCode: 'CERT-STY-DOLLARS',
      amountMinor: amount,
      currency: 'USD',
      expiresAt: new Date('2029-12-31T23:59:59Z'),
    })
    const paying = (covered: boolean) => searched(t, { ...search, covered }, member)
    const exact = await paying(false)
    expect(exact.certificate).toMatchObject({ cardCode: 'CERT-STY-DOLLARS', valueMinor: stay.totalMinor })
    expect(exact.results.find((r) => r.id === stay.id)!.coveredBy).toBe('CERT-STY-DOLLARS')
    expect(exact.facets.covered).toBe(exact.results.filter((r) => r.totalMinor <= stay.totalMinor).length)
    expect((await paying(true)).results.map((r) => r.id)).toContain(stay.id)

    await t.store.db
      .update(walletCards)
      .set({ amountMinor: amount - 1 })
      .where(eq(walletCards.cardCode, 'CERT-STY-DOLLARS'))
    const short = await paying(false)
    expect(short.certificate!.valueMinor).toBe(stay.totalMinor - 1)
    expect(short.results.find((r) => r.id === stay.id)!.coveredBy).toBeNull()
    expect(short.facets.covered).toBe(short.results.filter((r) => r.totalMinor < stay.totalMinor).length)
    expect((await paying(true)).results.map((r) => r.id)).not.toContain(stay.id)
  })
})
