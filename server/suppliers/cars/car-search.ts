import { sql } from 'drizzle-orm'
import { CAR_LIMITS, type CarOffer, type CarSearchRequest, type CarSearchResults, carSearchRequest } from '@contract/schemas/cars'
import type { z } from 'zod'
import { ratesFor } from '../../services/booking/currencies'
import type { Organisation } from '../../services/organisation'
import { convertMinor } from '../../services/wallet/money'
import { carHolds, carOffers } from '../../store/schema'
import { rowsOf } from '../../store/rows'
import type { Db } from '../../store/store'
import { factsOf, freeCancellationUntil, type OfferRow } from './offer'
import { rentalPrice } from './rental'
import { rentalOf, stationView } from './stations'

export const CAR_PAGE_SIZE = 20

type Search = z.output<typeof carSearchRequest>

/**
 * One station's cars for a rental: the search filters, counts, orders and pages the offers in one
 * SQL statement (available cars only: the fleet less the holds overlapping the rental) with the
 * facets of every available car; prices in the station's currency, converted once per part.
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
  const fees = sql`(case when ${rental.oneWay} then o.one_way_fee_minor else 0 end + case when ${young} then ${days} * o.young_driver_day_minor else 0 end)`
  const cheapest = sql`(${days} * least(coalesce(o.online_day_minor, 2147483647), coalesce(o.counter_day_minor, 2147483647)) + ${fees})`
  // The station's cars a driver of this age may rent, less those held over the rental (car_offers_station_price, car_holds_offer_time).
  const available = sql`o.station_id = ${rental.pickUp.id} and o.min_age <= ${request.driverAge} and o.fleet > (
    select count(*) from ${carHolds} h where h.offer_id = o.id and h.status = 'HELD'
    and h.pick_up_at < ${rental.to.toISOString()}::timestamptz and h.drop_off_at > ${rental.from.toISOString()}::timestamptz)`
  const filters = [sql`true`]
  if (request.categories.length)
    filters.push(
      sql`a.category in (${sql.join(
        request.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    )
  if (request.suppliers.length)
    filters.push(
      sql`a."supplierName" in (${sql.join(
        request.suppliers.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    )
  if (request.transmission) filters.push(sql`a.transmission = ${request.transmission}`)
  // The price filter in the station's currency, converted once (docs/api.md "Cars": the one rounding).
  if (request.priceMaxMinor !== null) filters.push(sql`a.cheapest <= ${convertMinor(request.priceMaxMinor, to, from)}`)
  const order = {
    price: sql`a.cheapest, a.rank, a.id`,
    category: sql`a.category, a.cheapest, a.id`,
    supplier: sql`a."supplierName", a.cheapest, a.id`,
  }[request.sort]
  const offset = (request.page - 1) * CAR_PAGE_SIZE
  // One statement: the available cars once, then the page of those the filters keep, their count, and the facets of all.
  const [answer] = await rowsOf<{ total: number; offers: OfferRow[]; facets: { facet: string; value: string; count: number }[] }>(
    db,
    sql`
    with avail as materialized (
      select o.id, o.station_id as "stationId", o.supplier_name as "supplierName", o.category, o.acriss, o.model, o.seats, o.doors, o.bags,
        o.transmission, o.fuel, o.mileage_km_per_day as "mileageKmPerDay", o.included, o.online_day_minor as "onlineDayMinor",
        o.counter_day_minor as "counterDayMinor", o.one_way_fee_minor as "oneWayFeeMinor", o.young_driver_day_minor as "youngDriverDayMinor",
        o.min_age as "minAge", o.additional_driver_day_minor as "additionalDriverDayMinor", o.child_seat_day_minor as "childSeatDayMinor",
        o.full_cover_day_minor as "fullCoverDayMinor", o.fleet, o.rank, ${cheapest} as cheapest
      from ${carOffers} o where ${available}),
    matched as (select * from avail a where ${sql.join(filters, sql` and `)})
    select
      (select count(*)::int from matched) as total,
      (select coalesce(json_agg(p order by p.n), '[]'::json) from (
        select a.*, row_number() over (order by ${order}) as n from matched a order by ${order} limit ${CAR_PAGE_SIZE} offset ${offset}) p) as offers,
      (select coalesce(json_agg(f), '[]'::json) from (
        select 'categories' as facet, category as value, count(*)::int as count from avail group by category
        union all select 'suppliers', "supplierName", count(*)::int from avail group by "supplierName"
        union all select 'transmissions', transmission, count(*)::int from avail group by transmission
        order by 1, 2) f) as facets`,
  )
  const page = answer?.offers ?? []
  const facets = { categories: [], suppliers: [], transmissions: [] } as CarSearchResults['facets']
  for (const row of answer?.facets ?? []) facets[row.facet as keyof typeof facets].push({ value: row.value, count: row.count })
  const noExtras = { additionalDriver: false, childSeats: 0, fullCover: false }
  const priced = (offer: OfferRow, rate: 'online' | 'counter') => {
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
    total: answer?.total ?? 0,
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
