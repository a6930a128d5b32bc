import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { CarSearchRequest, CarSearchResults, CarSelection } from '@contract/schemas/cars'
import type { ItemQuote } from '@contract/schemas/lines'
import { DomainError } from '../../errors'
import { ratesFor } from '../../services/booking/currencies'
import type { Organisation } from '../../services/organisation'
import { convertMinor } from '../../services/wallet/money'
import { carHolds, carOffers } from '../../store/schema'
import { rowsOf } from '../../store/rows'
import type { Db } from '../../store/store'
import { SoldOutError } from '../store/errors'
import type { LineSupplier } from '../supplier'
import { searchCars } from './car-search'
import { factsOf, freeCancellationUntil, heldOver, imageOf } from './offer'
import { rentalPrice } from './rental'
import { rentalOf, stationView } from './stations'

/** The code car bookings keep: this store-backed supplier. */
export const CAR_SUPPLIER_CODE = 'store-cars'

/**
 * Car hire from the store (issue 20): stations, fleets and holds in the store's car tables,
 * seeded by server/seed/cars.ts. The search is `car-search.ts`, the stations and a rental's checks
 * `stations.ts`, the pure rules `rental.ts`. Quotes price in the station's currency and convert once
 * per part into the asked one; a hold locks the offer's row, so two bookings of its last car queue
 * and one gets it.
 */
export function carLine(
  db: Db,
): LineSupplier<CarSelection, { org: Organisation; request: CarSearchRequest; now: Date }, CarSearchResults, never> {
  return {
    line: 'car',
    code: CAR_SUPPLIER_CODE,
    details: async () => null,

    search: (input) => searchCars(db, input),

    async quote(context, selection): Promise<ItemQuote> {
      const [offer] = await db.select().from(carOffers).where(eq(carOffers.id, selection.offerId))
      if (!offer) throw new DomainError('NOT_FOUND', `No car offer ${selection.offerId}`)
      const rental = await rentalOf(db, { ...selection, pickUpStationId: offer.stationId }, context.now)
      if (selection.driverAge < offer.minAge) {
        throw new DomainError('DRIVER_TOO_YOUNG', `The driver must be at least ${offer.minAge} to rent this car.`)
      }
      const price = rentalPrice(offer, { ...rental, driverAge: selection.driverAge, extras: selection.extras, rate: selection.rate })
      if (!price) throw new DomainError('NOT_FOUND', `This car is not offered at the ${selection.rate} rate`)
      const rates = await ratesFor(db, context.org, context.currency)
      const convert = (minor: number) => convertMinor(minor, rates.of(rental.pickUp.currency), rates.target)
      const [held] = await rowsOf<{ held: number }>(db, sql`select ${heldOver(offer.id, rental.from, rental.to)} as held`)
      const baseMinor = convert(price.rentalMinor) + convert(price.extrasMinor)
      const feesMinor = convert(price.oneWayFeeMinor) + convert(price.youngDriverFeeMinor)
      return {
        line: 'car',
        product: null,
        title: `${offer.model} or similar`,
        subtitle: `${offer.category} · ${offer.supplierName}`,
        image: imageOf(offer),
        startsOn: selection.pickUpAt.slice(0, 10),
        endsOn: selection.dropOffAt.slice(0, 10),
        travellers: { adults: 1, children: 0 },
        price: { currency: context.currency, baseMinor, taxesMinor: 0, feesMinor, totalMinor: baseMinor + feesMinor },
        freeCancellationUntil: freeCancellationUntil(selection.pickUpAt),
        details: {
          line: 'car',
          ...factsOf(offer),
          pickUp: { ...stationView(rental.pickUp), at: selection.pickUpAt },
          dropOff: { ...stationView(rental.dropOff), at: selection.dropOffAt },
          days: rental.days,
          driverAge: selection.driverAge,
          rate: selection.rate,
          extras: selection.extras,
          oneWayFeeMinor: convert(price.oneWayFeeMinor),
          youngDriverFeeMinor: convert(price.youngDriverFeeMinor),
          extrasMinor: convert(price.extrasMinor),
        },
        selection,
        certificateRequired: false,
        bookable: (held?.held ?? 0) < offer.fleet,
        // The online rate is paid by card now; the counter rate at pick-up.
        payNow: selection.rate === 'online',
      }
    },

    roomsOf: () => 0,

    async book(tx, { selection, now }) {
      // Outside a transaction the row lock would end with its statement, and two could take the last car.
      if (!(tx instanceof PgTransaction)) throw new TypeError('car holds must run inside the booking transaction')
      const [offer] = await tx.select().from(carOffers).where(eq(carOffers.id, selection.offerId)).for('update')
      if (!offer) throw new DomainError('NOT_FOUND', `No car offer ${selection.offerId}`)
      const rental = await rentalOf(tx, { ...selection, pickUpStationId: offer.stationId }, now)
      const [held] = await rowsOf<{ held: number }>(tx, sql`select ${heldOver(offer.id, rental.from, rental.to)} as held`)
      if ((held?.held ?? 0) >= offer.fleet) throw new SoldOutError(offer.id)
      const reference = `CR-${randomBytes(6).toString('hex').toUpperCase()}`
      await tx
        .insert(carHolds)
        .values({ reference, offerId: offer.id, pickUpAt: rental.from, dropOffAt: rental.to, status: 'HELD', createdAt: now })
      return { reference }
    },

    async cancel(tx, { reference, now }) {
      await tx
        .update(carHolds)
        .set({ status: 'CANCELLED', cancelledAt: now })
        .where(and(eq(carHolds.reference, reference), eq(carHolds.status, 'HELD')))
    },
  }
}
