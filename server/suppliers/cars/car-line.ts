import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import {
  CAR_LIMITS,
  type CarOffer,
  type CarSearchRequest,
  type CarSearchResults,
  type CarSelection,
  type CarStation,
  carSearchRequest,
} from '@contract/schemas/cars'
import { addDays } from '@contract/calendar'
import type { ItemQuote } from '@contract/schemas/lines'
import type { z } from 'zod'
import { DomainError } from '../../errors'
import { BOOKING_READ_TTL_MS, ratesFor } from '../../services/booking/currencies'
import type { Organisation } from '../../services/organisation'
import { cachedOutsideTransaction } from '../../services/read-cache'
import { convertMinor } from '../../services/wallet/money'
import type { Tx } from '../../services/wallet/redeem'
import { carHolds, carOffers, carStations, destinations } from '../../store/schema'
import { rowsOf } from '../../store/rows'
import type { Db } from '../../store/store'
import { SoldOutError } from '../store/errors'
import type { LineSupplier } from '../supplier'
import { localToUtc } from '../../services/zoned'
import { assertOpen, clock, rentalDays, rentalPrice } from './rental'

/** The code car bookings keep: this store-backed supplier. */
export const CAR_SUPPLIER_CODE = 'store-cars'
export const CAR_PAGE_SIZE = 20

type StationRow = typeof carStations.$inferSelect & { destinationName: string }
type OfferRow = typeof carOffers.$inferSelect

const stationView = (s: StationRow): CarStation => ({
  id: s.id,
  name: s.name,
  kind: s.kind,
  iata: s.iata,
  address: s.address,
  destinationName: s.destinationName,
  opens: clock(s.opensMinute),
  closes: clock(s.closesMinute),
  timeZone: s.timeZone,
})

/** A station: every search and quote reads one or two, and stations change only with the seed (from memory for a few seconds). */
async function readStation(db: Db | Tx, id: string): Promise<StationRow> {
  const load = async () => {
    const [row] = await db
      .select({ station: carStations, destinationName: destinations.name })
      .from(carStations)
      .innerJoin(destinations, eq(destinations.id, carStations.destinationId))
      .where(eq(carStations.id, id))
    return row ? { ...row.station, destinationName: row.destinationName } : null
  }
  const station = await cachedOutsideTransaction(db, `cars:station:${id}`, load, BOOKING_READ_TTL_MS)
  if (!station) throw new DomainError('NOT_FOUND', `No car rental station ${id}`)
  return station
}

/** The rental as the stations allow it: both stations, open at the asked times, one destination; its UTC instants and days. */
async function rentalOf(
  db: Db | Tx,
  request: { pickUpStationId: string; dropOffStationId: string; pickUpAt: string; dropOffAt: string },
  now: Date,
) {
  const pickUp = await readStation(db, request.pickUpStationId)
  const dropOff = request.dropOffStationId === pickUp.id ? pickUp : await readStation(db, request.dropOffStationId)
  if (dropOff.destinationId !== pickUp.destinationId) {
    throw new DomainError('ONE_WAY_NOT_OFFERED', `A car from ${pickUp.name} can be dropped off in ${pickUp.destinationName} only.`)
  }
  assertOpen(pickUp, request.pickUpAt, 'pick-up')
  assertOpen(dropOff, request.dropOffAt, 'drop-off')
  const from = localToUtc(request.pickUpAt, pickUp.timeZone)
  const to = localToUtc(request.dropOffAt, dropOff.timeZone)
  return { pickUp, dropOff, from, to, days: rentalDays(from, to, now), oneWay: dropOff.id !== pickUp.id }
}

/** Cars of the offer held over [from, to), in the caller's transaction or not. */
const heldOver = (offerId: string, from: Date, to: Date) => sql<number>`(
  select count(*)::int from ${carHolds} h
  where h.offer_id = ${offerId} and h.status = 'HELD' and h.pick_up_at < ${to.toISOString()}::timestamptz and h.drop_off_at > ${from.toISOString()}::timestamptz)`

const freeCancellationUntil = (pickUpAt: string) => addDays(pickUpAt.slice(0, 10), -CAR_LIMITS.freeCancellationDays)

type Search = z.output<typeof carSearchRequest>

/**
 * Car hire from the store (issue 20): stations, fleets and holds in the store's car tables,
 * seeded by server/seed/cars.ts. The search filters, counts, orders and pages one station's offers
 * in one SQL statement (available cars only: the fleet less the holds overlapping the rental), its
 * facets in a second; quotes price in the station's currency and convert once per part into the
 * asked one; a hold locks the offer's row, so two bookings of its last car queue and one gets it.
 */
export function carLine(
  db: Db,
): LineSupplier<CarSelection, { org: Organisation; request: CarSearchRequest; now: Date }, CarSearchResults, never> {
  return {
    line: 'car',
    code: CAR_SUPPLIER_CODE,
    details: async () => null,

    async search({ org, request: asked, now }) {
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
    },

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

/** Every station, for the search form: by destination, the airport first. */
export async function carStationList(db: Db): Promise<CarStation[]> {
  const rows = await db
    .select({ station: carStations, destinationName: destinations.name })
    .from(carStations)
    .innerJoin(destinations, eq(destinations.id, carStations.destinationId))
    .orderBy(destinations.name, carStations.kind, carStations.name)
  return rows.map((row) => stationView({ ...row.station, destinationName: row.destinationName }))
}

function factsOf(offer: OfferRow) {
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
const imageOf = (offer: Pick<OfferRow, 'acriss' | 'model' | 'category'>) => ({
  url: `/api/cars/images/${offer.acriss.toLowerCase()}.svg`,
  alt: `${offer.model}, ${offer.category}`,
})
