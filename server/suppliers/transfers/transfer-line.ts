import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { TransferSearchRequest, TransferSearchResults, TransferSelection } from '@contract/schemas/transfers'
import type { ItemQuote } from '@contract/schemas/lines'
import { DomainError } from '../../errors'
import { ratesFor } from '../../services/booking/currencies'
import type { Organisation } from '../../services/organisation'
import { convertMinor } from '../../services/wallet/money'
import { transferHolds, transferOffers } from '../../store/schema'
import type { Db } from '../../store/store'
import { SoldOutError } from '../store/errors'
import type { LineSupplier } from '../supplier'
import { airportView, placeView } from './places'
import { meetingOf, unitsOf } from './ride'
import { factsOf, freeCancellationUntil, imageOf, pricedOffer } from './offer'
import { searchTransfers } from './transfer-search'

/** The code transfer bookings keep: this store-backed supplier. */
export const TRANSFER_SUPPLIER_CODE = 'store-transfers'

/**
 * Transfers from the store (issue 20): airports, points, offers and holds in the store's transfer
 * tables, seeded by server/seed/transfers.ts. The search is `transfer-search.ts`, the offers priced
 * for a ride `offer.ts`, the airports and places `places.ts`, the pure rules `ride.ts`. Quotes
 * price in the airport's currency and convert once into the asked one; a hold locks the offer's row, so two bookings of
 * its last vehicle (or seats) queue and one gets it.
 */
export function transferLine(
  db: Db,
): LineSupplier<TransferSelection, { org: Organisation; request: TransferSearchRequest; now: Date }, TransferSearchResults, never> {
  return {
    line: 'transfer',
    code: TRANSFER_SUPPLIER_CODE,
    details: async () => null,

    search: (input) => searchTransfers(db, input),

    async quote(context, selection): Promise<ItemQuote> {
      const { row, ride } = await pricedOffer(db, selection, context.now)
      const rates = await ratesFor(db, context.org, context.currency)
      const unitMinor = convertMinor(row.unitMinor, rates.of(ride.airport.currency), rates.target)
      const baseMinor = unitMinor * unitsOf(row.pricing, selection.passengers)
      const arrival = selection.direction === 'arrival'
      return {
        line: 'transfer',
        product: null,
        title: arrival
          ? `${ride.airport.name} (${ride.airport.iata}) → ${ride.place.name}`
          : `${ride.place.name} → ${ride.airport.name} (${ride.airport.iata})`,
        subtitle: `${row.model} · ${row.company}`,
        image: imageOf(row),
        startsOn: selection.at.slice(0, 10),
        endsOn: selection.at.slice(0, 10),
        travellers: { adults: selection.passengers, children: 0 },
        price: { currency: context.currency, baseMinor, taxesMinor: 0, feesMinor: 0, totalMinor: baseMinor },
        freeCancellationUntil: freeCancellationUntil(selection.at),
        details: {
          line: 'transfer',
          ...factsOf(row),
          airport: airportView(ride.airport),
          place: placeView(ride.place),
          direction: selection.direction,
          at: selection.at,
          passengers: selection.passengers,
          bags: selection.bags,
          flightNumber: selection.flightNumber,
          distanceKm: ride.km,
          durationMinutes: row.durationMinutes,
          meeting: meetingOf(row.vehicle, selection.direction),
          unitMinor,
        },
        selection,
        certificateRequired: false,
        bookable: row.available,
        payNow: row.pay === 'now',
      }
    },

    roomsOf: () => 0,

    async book(tx, { selection, now }) {
      // Outside a transaction the row lock would end with its statement, and two could take the last vehicle.
      if (!(tx instanceof PgTransaction)) throw new TypeError('transfer holds must run inside the booking transaction')
      if (selection.direction === 'arrival' && !selection.flightNumber) {
        throw new DomainError('FLIGHT_NUMBER_REQUIRED', 'An airport pick-up is booked with the arriving flight’s number.')
      }
      const [locked] = await tx
        .select({ id: transferOffers.id })
        .from(transferOffers)
        .where(eq(transferOffers.id, selection.offerId))
        .for('update')
      if (!locked) throw new DomainError('NOT_FOUND', `No transfer offer ${selection.offerId}`)
      const { row, ride } = await pricedOffer(tx, selection, now)
      if (!row.available) throw new SoldOutError(row.id)
      const reference = `TR-${randomBytes(6).toString('hex').toUpperCase()}`
      await tx.insert(transferHolds).values({
        reference,
        offerId: row.id,
        startsAt: ride.startsAt,
        endsAt: new Date(row.endsAt),
        units: unitsOf(row.pricing, selection.passengers),
        status: 'HELD',
        createdAt: now,
      })
      return { reference }
    },

    async cancel(tx, { reference, now }) {
      await tx
        .update(transferHolds)
        .set({ status: 'CANCELLED', cancelledAt: now })
        .where(and(eq(transferHolds.reference, reference), eq(transferHolds.status, 'HELD')))
    },
  }
}
