import { sql } from 'drizzle-orm'
import { addDays } from '@contract/calendar'
import { CAR_LIMITS, type CarOffer } from '@contract/schemas/cars'
import { carHolds, type carOffers } from '../../store/schema'

/* What a car offer shows wherever it appears (search, quote), and the cars of it already held. */

export type OfferRow = typeof carOffers.$inferSelect

/** Cars of the offer held over [from, to), in the caller's transaction or not. */
export const heldOver = (offerId: string, from: Date, to: Date) => sql<number>`(
  select count(*)::int from ${carHolds} h
  where h.offer_id = ${offerId} and h.status = 'HELD' and h.pick_up_at < ${to.toISOString()}::timestamptz and h.drop_off_at > ${from.toISOString()}::timestamptz)`

export const freeCancellationUntil = (pickUpAt: string) => addDays(pickUpAt.slice(0, 10), -CAR_LIMITS.freeCancellationDays)

export function factsOf(
  offer: Pick<
    OfferRow,
    'supplierName' | 'category' | 'acriss' | 'model' | 'seats' | 'doors' | 'bags' | 'transmission' | 'fuel' | 'mileageKmPerDay' | 'included'
  >,
) {
  return {
    supplierName: offer.supplierName,
    category: offer.category,
    acriss: offer.acriss,
    model: offer.model,
    seats: offer.seats,
    doors: offer.doors,
    bags: offer.bags,
    transmission: offer.transmission,
    fuel: offer.fuel,
    mileageKmPerDay: offer.mileageKmPerDay,
    included: offer.included as CarOffer['included'],
    image: imageOf(offer),
  }
}

/** The category's picture, drawn by our own image route (no remote images). */
export const imageOf = (offer: Pick<OfferRow, 'acriss' | 'model' | 'category'>) => ({
  url: `/api/cars/images/${offer.acriss.toLowerCase()}.svg`,
  alt: `${offer.model}, ${offer.category}`,
})
