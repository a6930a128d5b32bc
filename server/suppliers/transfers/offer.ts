import { eq, sql } from 'drizzle-orm'
import { addDays } from '@contract/calendar'
import { TRANSFER_LIMITS, type TransferSelection, type transferSort } from '@contract/schemas/transfers'
import type { z } from 'zod'
import { DomainError } from '../../errors'
import type { Tx } from '../../services/wallet/redeem'
import { transferOffers } from '../../store/schema'
import { rowsOf } from '../../store/rows'
import type { Db } from '../../store/store'
import { rideOf } from './places'
import { assertFits } from './ride'

/* The offers priced for a ride (search and quote alike), and what an offer shows wherever it appears. */

export type OfferRow = typeof transferOffers.$inferSelect
/**
 * An offer as the ride prices it: the row, and the ride's duration, price of one unit and total in
 * the airport's currency, whether it has room, and when the ride ends (an ISO 8601 instant).
 */
export type PricedRow = OfferRow & { durationMinutes: number; unitMinor: number; totalMinor: number; available: boolean; endsAt: string }

/**
 * The airport's offers for a ride, priced and checked for room, in one call of the store function
 * transfer_rides (migration 0026; its statement is planned once per session, docs/decisions.md
 * "Car and transfer searches in store functions"): the offers whose vehicle takes the party (its
 * passengers and bags), or only `offerId` of them; the duration at the offer's speed, the unit price
 * (base plus the kilometres, rounded up to the offer's step), the total (a unit per passenger on a
 * shuttle, else one), and whether the capacity left over the ride's window (its duration, and an
 * arrival's waiting time) takes the party. `availableOnly` keeps those with room (the search's);
 * `sort` orders them (by total or by duration, then rank; else by rank).
 */
export async function pricedRides(
  db: Db | Tx,
  ride: { airport: string; km: number; startsAt: Date; arrival: boolean; passengers: number; bags: number },
  {
    offerId = null,
    sort = 'rank',
    availableOnly = false,
  }: { offerId?: string | null; sort?: z.output<typeof transferSort> | 'rank'; availableOnly?: boolean } = {},
): Promise<PricedRow[]> {
  const [{ rides }] = (await rowsOf<{ rides: PricedRow[] }>(
    db,
    sql`select transfer_rides(
      ${ride.airport}, ${ride.km}::int, ${ride.startsAt.toISOString()}::timestamptz, ${ride.arrival}::boolean,
      ${ride.passengers}::int, ${ride.bags}::int, ${offerId}::text, ${availableOnly}::boolean, ${sort}::text) as rides`,
  )) as [{ rides: PricedRow[] }]
  return rides
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
      bags: selection.bags,
    },
    { offerId: offer.id },
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
