import {
  type TransferOffer,
  type TransferSearchRequest,
  type TransferSearchResults,
  transferSearchRequest,
} from '@contract/schemas/transfers'
import type { z } from 'zod'
import { ratesFor } from '../../services/booking/currencies'
import type { Organisation } from '../../services/organisation'
import { convertMinor } from '../../services/wallet/money'
import type { Db } from '../../store/store'
import { airportView, placeView, rideOf } from './places'
import { meetingOf, unitsOf } from './ride'
import { factsOf, freeCancellationUntil, pricedRides } from './offer'

type Search = z.output<typeof transferSearchRequest>

/**
 * An airport's rides for a party: the offers that take the party, priced, checked for room and
 * ordered in the store (`pricedRides`, the function transfer_rides); the vehicle facet counts every offer with room, the
 * vehicle filter then keeps the asked kinds. Prices in the airport's currency, converted once.
 */
export async function searchTransfers(
  db: Db,
  { org, request: asked, now }: { org: Organisation; request: TransferSearchRequest; now: Date },
): Promise<TransferSearchResults> {
  const request: Search = transferSearchRequest.parse(asked)
  const ride = await rideOf(db, request, now)
  const rates = await ratesFor(db, org, request.currency)
  const from = rates.of(ride.airport.currency)
  const to = rates.target
  const rows = await pricedRides(
    db,
    {
      airport: ride.airport.iata,
      km: ride.km,
      startsAt: ride.startsAt,
      arrival: request.direction === 'arrival',
      passengers: request.passengers,
      bags: request.bags,
    },
    { sort: request.sort, availableOnly: true },
  )
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(row.vehicle, (counts.get(row.vehicle) ?? 0) + 1)
  const kept = request.vehicles.length ? rows.filter((row) => request.vehicles.includes(row.vehicle)) : rows
  return {
    airport: airportView(ride.airport),
    place: placeView(ride.place),
    direction: request.direction,
    distanceKm: ride.km,
    currency: request.currency,
    total: kept.length,
    facets: {
      vehicles: (['shared', 'private', 'minivan'] as const)
        .filter((v) => counts.has(v))
        .map((value) => ({ value, count: counts.get(value)! })),
    },
    offers: kept.map(
      (row): TransferOffer => ({
        offerId: row.id,
        ...factsOf(row),
        unitMinor: convertMinor(row.unitMinor, from, to),
        totalMinor: convertMinor(row.unitMinor, from, to) * unitsOf(row.pricing, request.passengers),
        durationMinutes: row.durationMinutes,
        meeting: meetingOf(row.vehicle, request.direction),
        freeCancellationUntil: freeCancellationUntil(request.at),
      }),
    ),
  }
}
