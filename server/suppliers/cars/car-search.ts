import { sql } from 'drizzle-orm'
import { CAR_LIMITS, type CarOffer, type CarSearchRequest, type CarSearchResults, carSearchRequest } from '@contract/schemas/cars'
import type { z } from 'zod'
import { ratesFor } from '../../services/booking/currencies'
import type { Organisation } from '../../services/organisation'
import { convertMinor } from '../../services/wallet/money'
import { rowsOf, textArrayLiteral } from '../../store/rows'
import type { Db } from '../../store/store'
import { factsOf, freeCancellationUntil, type OfferRow } from './offer'
import { rentalPrice } from './rental'
import { rentalOf, stationView } from './stations'

export const CAR_PAGE_SIZE = 20

type Search = z.output<typeof carSearchRequest>

/** What car_search_page answers: the page's offers (the columns the answer shows and prices), the count the filters keep, the facets. */
type Answer = {
  total: number
  offers: SearchRow[]
  facets: { facet: keyof CarSearchResults['facets']; value: string; count: number }[]
}
type SearchRow = Omit<OfferRow, 'stationId' | 'minAge' | 'fleet'>

/**
 * One station's cars for a rental: one call of the store function car_search_page (migration
 * 0026), which filters, counts, orders and pages the offers (available cars only: the fleet less
 * the holds overlapping the rental) with the facets of every available car, in the station's
 * currency. A function's statement is planned once per session; Drizzle's are planned every call
 * (docs/decisions.md "Car and transfer searches in store functions"). Prices are converted here,
 * once per part.
 */
export async function searchCars(
  db: Db,
  { org, request: asked, now }: { org: Organisation; request: CarSearchRequest; now: Date },
): Promise<CarSearchResults> {
  const request: Search = carSearchRequest.parse(asked)
  const rental = await rentalOf(db, { ...request, dropOffStationId: request.dropOffStationId ?? request.pickUpStationId }, now)
  const rates = await ratesFor(db, org, request.currency)
  const from = rates.of(rental.pickUp.currency)
  const to = rates.target
  const days = rental.days
  const young = request.driverAge < CAR_LIMITS.youngDriverUnder
  // The price filter in the station's currency, converted once (docs/api.md "Cars": the one rounding).
  const priceMax = request.priceMaxMinor === null ? null : convertMinor(request.priceMaxMinor, to, from)
  const offset = (request.page - 1) * CAR_PAGE_SIZE
  const [{ page: result }] = (await rowsOf<{ page: Answer }>(
    db,
    sql`select car_search_page(
      ${rental.pickUp.id}, ${request.driverAge}::int, ${rental.from.toISOString()}::timestamptz, ${rental.to.toISOString()}::timestamptz,
      ${days}::int, ${rental.oneWay}::boolean, ${young}::boolean,
      ${textArrayLiteral(request.categories)}::text[], ${textArrayLiteral(request.suppliers)}::text[], ${request.transmission ?? null}::text,
      ${priceMax}::int8, ${request.sort}::text, ${offset}::int, ${CAR_PAGE_SIZE}::int) as page`,
  )) as [{ page: Answer }]
  const page = result.offers
  const facets = { categories: [], suppliers: [], transmissions: [] } as CarSearchResults['facets']
  for (const row of result.facets) facets[row.facet].push({ value: row.value, count: row.count })
  const noExtras = { additionalDriver: false, childSeats: 0, fullCover: false }
  const priced = (offer: SearchRow, rate: 'online' | 'counter') => {
    const price = rentalPrice(offer, { days, driverAge: request.driverAge, oneWay: rental.oneWay, extras: noExtras, rate })
    if (!price) return null
    const totalMinor =
      convertMinor(price.rentalMinor, from, to) +
      convertMinor(price.oneWayFeeMinor, from, to) +
      convertMinor(price.youngDriverFeeMinor, from, to)
    return { totalMinor, perDayMinor: Math.round(totalMinor / days) }
  }
  return {
    pickUp: stationView(rental.pickUp),
    dropOff: stationView(rental.dropOff),
    days,
    currency: request.currency,
    total: result.total,
    page: request.page,
    pageSize: CAR_PAGE_SIZE,
    facets,
    offers: page.map(
      (offer): CarOffer => ({
        offerId: offer.id,
        ...factsOf(offer),
        online: priced(offer, 'online'),
        counter: priced(offer, 'counter'),
        oneWayFeeMinor: rental.oneWay ? convertMinor(offer.oneWayFeeMinor, from, to) : 0,
        youngDriverFeeMinor: young ? convertMinor(days * offer.youngDriverDayMinor, from, to) : 0,
        freeCancellationUntil: freeCancellationUntil(request.pickUpAt),
      }),
    ),
  }
}
