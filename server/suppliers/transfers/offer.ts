import { eq, sql } from 'drizzle-orm'
import { addDays } from '@contract/calendar'
import { TRANSFER_LIMITS, type TransferSelection } from '@contract/schemas/transfers'
import { DomainError } from '../../errors'
import type { Tx } from '../../services/wallet/redeem'
import { transferHolds, transferOffers } from '../../store/schema'
import { rowsOf } from '../../store/rows'
import type { Db } from '../../store/store'
import { rideOf } from './places'
import { assertFits } from './ride'

/* The offers priced for a ride (search and quote alike), and what an offer shows wherever it appears. */

export type OfferRow = typeof transferOffers.$inferSelect
/** An offer as the ride prices it: the row, and the ride's duration, price of one unit and total in the airport's currency. */
export type PricedRow = OfferRow & { durationMinutes: number; unitMinor: number; totalMinor: number; available: boolean; endsAt: string }

/**
 * The airport's offers for a ride, priced and checked for room, in one statement: the duration at
 * the offer's speed, the unit price (base plus the kilometres, rounded up to the offer's step), the
 * total (a unit per passenger on a shuttle, else one), and whether the capacity left over the
 * ride's window (its duration, and an arrival's waiting time) takes the party. `where` narrows the
 * offers (an id, the party's sizes); `availableOnly` keeps those with room (the search's).
 */
export function pricedRides(
  db: Db | Tx,
  ride: { airport: string; km: number; startsAt: Date; arrival: boolean; passengers: number },
  where: ReturnType<typeof sql>,
  { order = sql`rank`, availableOnly = false }: { order?: ReturnType<typeof sql>; availableOnly?: boolean } = {},
) {
  const { km, arrival, passengers } = ride
  const duration = sql`ceil(${km}::numeric * 60 / o.speed_kmh)::int`
  const unit = sql`(ceil((o.base_minor + o.per_km_minor * ${km})::numeric / o.step_minor) * o.step_minor)::int`
  const units = sql`(case when o.pricing = 'per-person' then ${passengers}::int else 1 end)`
  const starts = sql`${ride.startsAt.toISOString()}::timestamptz`
  const ends = sql`(${starts} + make_interval(mins => ${duration} + case when ${arrival} then o.waiting_minutes else 0 end))`
  return rowsOf<PricedRow>(
    db,
    sql`
    select r.*, r.capacity - r.held >= r.units as available from (
      select o.id, o.airport_iata as "airportIata", o.company, o.vehicle, o.model, o.max_passengers as "maxPassengers",
        o.max_bags as "maxBags", o.pricing, o.base_minor as "baseMinor", o.per_km_minor as "perKmMinor", o.step_minor as "stepMinor",
        o.speed_kmh as "speedKmh", o.waiting_minutes as "waitingMinutes", o.pay, o.capacity, o.rank,
        ${duration} as "durationMinutes", ${unit} as "unitMinor", ${unit} * ${units} as "totalMinor", ${units} as units,
        (select coalesce(sum(h.units), 0)::int from ${transferHolds} h where h.offer_id = o.id and h.status = 'HELD'
          and h.starts_at < ${ends} and h.ends_at > ${starts}) as held,
        ${ends} as "endsAt"
      from ${transferOffers} o where o.airport_iata = ${ride.airport} and ${where}) r
    where ${availableOnly ? sql`r.capacity - r.held >= r.units` : sql`true`}
    order by ${order}`,
  )
}

export const freeCancellationUntil = (at: string) => addDays(at.slice(0, 10), -TRANSFER_LIMITS.freeCancellationDays)

/** One offer priced for a selection: the ride's place in the offer's destination, the party within the vehicle's limits. */
export async function pricedOffer(db: Db | Tx, selection: TransferSelection, now: Date) {
  const [offer] = await db.select().from(transferOffers).where(eq(transferOffers.id, selection.offerId))
  if (!offer || offer.airportIata !== selection.airport)
    throw new DomainError('NOT_FOUND', `No transfer offer ${selection.offerId} at ${selection.airport}`)
  assertFits(offer, selection)
  const ride = await rideOf(db, { airport: offer.airportIata, placeId: selection.placeId, at: selection.at }, now)
  const [row] = await pricedRides(
    db,
    {
      airport: offer.airportIata,
      km: ride.km,
      startsAt: ride.startsAt,
      arrival: selection.direction === 'arrival',
      passengers: selection.passengers,
    },
    sql`o.id = ${offer.id}`,
  )
  if (!row) throw new DomainError('NOT_FOUND', `No transfer offer ${selection.offerId}`)
  return { row, ride }
}

export function factsOf(offer: OfferRow) {
  return {
    company: offer.company,
    vehicle: offer.vehicle,
    model: offer.model,
    maxPassengers: offer.maxPassengers,
    maxBags: offer.maxBags,
    pricing: offer.pricing,
    waitingMinutes: offer.waitingMinutes,
    payNow: offer.pay === 'now',
    image: imageOf(offer),
  }
}

/** The vehicle's picture, drawn by our own image route (no remote images). */
export const imageOf = (offer: Pick<OfferRow, 'vehicle' | 'model'>) => ({
  url: `/api/transfers/images/${offer.vehicle}.svg`,
  alt: offer.model,
})
