import { and, eq, sql } from 'drizzle-orm'
import { FLIGHT_LIMITS, type FareRules, type FlightSelection } from '@contract/schemas/flights'
import { DomainError } from '../../errors'
import type { Tx } from '../../services/wallet/redeem'
import { flightFares, flightItineraries } from '../../store/schema'
import { rowsOf } from '../../store/rows'
import type { Db } from '../../store/store'
import { assertDates, heldOn } from './flight-search'
import { itineraryOn, referenceOf } from './reference'
import { MIN_STAY_MINUTES } from './rules'

/*
 * A flight selection as the store has it (quotes and bookings): its legs' itineraries and fares
 * with the seats left, checked against the clock and each other, and the trip's fare rules.
 */

type FareRow = typeof flightFares.$inferSelect

const rulesOf = (fare: FareRow): FareRules => ({
  family: fare.family,
  cabinBags: fare.cabinBags,
  checkedBags: fare.checkedBags,
  checkedKg: fare.checkedKg,
  changeFeeMinor: fare.changeFeeMinor,
  refundable: fare.refundable,
  seatChoice: fare.seatChoice,
})

/** The trip's rules: the strictest of its legs' (a return's legs share a family, so they agree in practice). */
export function tripRules(fares: FareRow[], convert: (minor: number) => number): FareRules {
  const rules = fares.map(rulesOf)
  const fees = rules.map((r) => r.changeFeeMinor)
  return {
    family: rules[0]!.family,
    cabinBags: Math.min(...rules.map((r) => r.cabinBags)),
    checkedBags: Math.min(...rules.map((r) => r.checkedBags)),
    checkedKg: Math.min(...rules.map((r) => r.checkedKg)),
    changeFeeMinor: fees.includes(null) ? null : convert(fees.reduce<number>((sum, fee) => sum + fee!, 0)),
    refundable: rules.every((r) => r.refundable),
    seatChoice: rules.every((r) => r.seatChoice),
  }
}

/** One leg of a selection as the store has it: the itinerary and its fare of the cabin and family, with the seats left on the day. */
async function legOf(db: Db | Tx, leg: { itineraryId: string; date: string }, cabin: string, family: string, lock: boolean) {
  const [itinerary] = await db.select().from(flightItineraries).where(eq(flightItineraries.id, leg.itineraryId))
  if (!itinerary) throw new DomainError('NOT_FOUND', `No flight itinerary ${leg.itineraryId}`)
  const query = db
    .select()
    .from(flightFares)
    .where(
      and(
        eq(flightFares.itineraryId, itinerary.id),
        eq(flightFares.cabin, cabin as FareRow['cabin']),
        eq(flightFares.family, family as FareRow['family']),
      ),
    )
  const [fare] = lock ? await query.for('update') : await query
  if (!fare) throw new DomainError('NOT_FOUND', `This flight has no ${cabin} ${family} fare`)
  const [held] = await rowsOf<{ held: number }>(db, sql`select ${heldOn(fare.id, leg.date)} as held`)
  return { itinerary, fare, date: leg.date, left: fare.seats - (held?.held ?? 0) }
}

/** The flights of a selection, checked: the return flies back the same way after the outbound lands, every flight still open for booking. */
export async function tripOf(db: Db | Tx, selection: FlightSelection, now: Date, lock: boolean) {
  const { outbound, inbound, cabin, family } = selection
  assertDates({ from: 'A', to: 'B', departDate: outbound.date, returnDate: inbound?.date ?? null }, now)
  // Locks in one order (by itinerary id), so two bookings of the same two flights queue rather than deadlock.
  const asked = [outbound, ...(inbound ? [inbound] : [])]
  const locked = new Map<typeof outbound, Awaited<ReturnType<typeof legOf>>>()
  for (const leg of [...asked].sort((a, b) => (a.itineraryId < b.itineraryId ? -1 : a.itineraryId > b.itineraryId ? 1 : 0))) {
    locked.set(leg, await legOf(db, leg, cabin, family, lock))
  }
  const legs = asked.map((leg) => locked.get(leg)!)
  const ref = await referenceOf(db, {
    airports: legs.flatMap((leg) => leg.itinerary.segments.flatMap((s) => [s.from, s.to])),
    airlines: legs.map((leg) => leg.itinerary.airlineCode),
  })
  const views = legs.map((leg) => itineraryOn(ref, leg.itinerary, leg.date))
  const [there, back] = views as [ReturnType<typeof itineraryOn>, ReturnType<typeof itineraryOn> | undefined]
  if (there.departsAt.getTime() < now.getTime() + FLIGHT_LIMITS.closesMinutesBefore * 60_000) {
    throw new DomainError('BAD_STAY', 'This flight leaves too soon to be booked.')
  }
  if (back) {
    if (back.from.iata !== there.to.iata || back.to.iata !== there.from.iata)
      throw new DomainError('BAD_INPUT', 'The return must fly back the same way.')
    if (back.departsAt.getTime() < there.arrivesAt.getTime() + MIN_STAY_MINUTES * 60_000) {
      throw new DomainError('BAD_STAY', 'The return flight leaves before the outbound one lands.')
    }
  }
  const countries = new Set(views.flatMap((v) => v.segments.flatMap((s) => [s.from.countryCode, s.to.countryCode])))
  return { legs, views, there, back, ref, international: countries.size > 1 }
}
