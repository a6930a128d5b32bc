import { expect } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { addDays } from '@contract/calendar'
import { itemQuoteAnswer, type ItemQuote } from '@contract/schemas/lines'
import { staySearchAnswer, stayUnitAnswer, type StaySearchRequest, type StaySelection } from '@contract/schemas/stays'
import { stayUnits } from '@server/store/schema'
import { readSeasons, type StoredSeason } from '@server/suppliers/store/inventory-reads'
import { acceptsArrivalOn } from '@contract/stay-rules'
import { checkInDaysOf } from '@server/services/stays/stay-rules'
import { minNightsOn } from '@server/suppliers/stays/stay-pricing'
import { day } from './helpers/booking-api'
import type { TestApp } from './helpers/test-app'
import { DEMO, newKey, postAs } from './reservations-fixtures'

/*
 * Shared steps of the stays tests (tests/server/stays-*.test.ts): the seeded units as the store
 * holds them, an arrival a unit accepts, its search, unit, quote and booking calls.
 */

export type UnitRow = typeof stayUnits.$inferSelect

export const unitRows = (t: TestApp) => t.store.db.select().from(stayUnits).orderBy(asc(stayUnits.id))
export async function unitRow(t: TestApp, id: string): Promise<UnitRow> {
  const [row] = await t.store.db.select().from(stayUnits).where(eq(stayUnits.id, id))
  return row!
}

export async function seasonsOf(t: TestApp, destinationId: string): Promise<readonly StoredSeason[]> {
  return (await readSeasons(t.store.db, [destinationId])).get(destinationId) ?? []
}

/** The first day from `from` days after today that the unit takes as an arrival and whose minimum is `peak`'s (peak or not). */
export async function arrivalFor(
  t: TestApp,
  unit: UnitRow,
  options: { from: number; peak?: boolean },
): Promise<{ checkIn: string; minNights: number }> {
  const seasons = await seasonsOf(t, unit.destinationId)
  const facts = { checkInDays: checkInDaysOf(unit.checkInDays) }
  for (let offset = options.from; offset < options.from + 400; offset++) {
    const date = day(offset)
    const minNights = minNightsOn(unit, seasons, date)
    const peak = minNights === unit.peakMinNights && unit.peakMinNights !== unit.minNights
    if (acceptsArrivalOn(facts, date) && (options.peak === undefined || options.peak === peak)) return { checkIn: date, minNights }
  }
  throw new Error(`no arrival for ${unit.id}`)
}

export const selection = (
  unitId: string,
  checkIn: string,
  nights: number,
  guests: { adults?: number; children?: number } = {},
): StaySelection => ({
  line: 'stay',
  unitId,
  checkIn,
  checkOut: addDays(checkIn, nights),
  adults: guests.adults ?? 2,
  children: guests.children ?? 0,
})

export const quoteCall = (t: TestApp, chosen: StaySelection, currency = 'USD', host = DEMO) =>
  postAs(t, host, '', '/api/booking/quote', { selection: chosen, currency })

export async function quoted(t: TestApp, chosen: StaySelection, currency = 'USD', host = DEMO): Promise<ItemQuote> {
  const res = await quoteCall(t, chosen, currency, host)
  expect(res.status, await res.clone().text()).toBe(200)
  return itemQuoteAnswer.parse(await res.json()).data
}

export const searchCall = (t: TestApp, body: StaySearchRequest, cookie = '', host = DEMO) =>
  postAs(t, host, cookie, '/api/stays/search', body)

export async function searched(t: TestApp, body: StaySearchRequest, cookie = '', host = DEMO) {
  const res = await searchCall(t, body, cookie, host)
  expect(res.status, await res.clone().text()).toBe(200)
  return staySearchAnswer.parse(await res.json()).data
}

export async function unitCalendar(t: TestApp, id: string, from: string, months = 2, currency = 'USD') {
  const res = await postAs(t, DEMO, '', '/api/stays/unit', { id, currency, from, months })
  expect(res.status, await res.clone().text()).toBe(200)
  return stayUnitAnswer.parse(await res.json()).data
}

/** A booking body of one stay as the checkout sends it. */
export function stayBooking(
  chosen: StaySelection,
  quote: ItemQuote,
  options: { email: string; currency?: string; certificate?: string | null; discountCards?: string[]; amountDueMinor?: number },
) {
  return {
    idempotencyKey: newKey(),
    currency: options.currency ?? quote.price.currency,
    items: [
      { selection: chosen, wallet: { certificate: options.certificate ?? null, discountCards: options.discountCards ?? [], cash: null } },
    ],
    guest: { title: 'Ms', firstName: 'Maria', lastName: 'Member', email: options.email, phone: { isdCode: '+1', number: '5550100' } },
    specialRequests: '',
    expected: { totalMinor: quote.price.totalMinor, amountDueMinor: options.amountDueMinor ?? quote.price.totalMinor },
    acceptTerms: true,
  }
}
