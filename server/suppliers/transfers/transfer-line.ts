import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import {
  TRANSFER_LIMITS,
  type TransferAirport,
  type TransferOffer,
  type TransferPlace,
  type TransferSearchRequest,
  type TransferSearchResults,
  type TransferSelection,
  transferSearchRequest,
} from '@contract/schemas/transfers'
import { addDays } from '@contract/calendar'
import type { ItemQuote } from '@contract/schemas/lines'
import type { z } from 'zod'
import { DomainError } from '../../errors'
import { BOOKING_READ_TTL_MS, ratesFor } from '../../services/booking/currencies'
import type { Organisation } from '../../services/organisation'
import { cachedOutsideTransaction } from '../../services/read-cache'
import { convertMinor } from '../../services/wallet/money'
import type { Tx } from '../../services/wallet/redeem'
import { destinations, properties, transferAirports, transferHolds, transferOffers, transferPoints } from '../../store/schema'
import { rowsOf } from '../../store/rows'
import type { Db } from '../../store/store'
import { SoldOutError } from '../store/errors'
import type { LineSupplier } from '../supplier'
import { localToUtc } from '../../services/zoned'
import { assertBookableTime, assertFits, meetingOf, roadKm, unitsOf } from './ride'

/** The code transfer bookings keep: this store-backed supplier. */
export const TRANSFER_SUPPLIER_CODE = 'store-transfers'
/** Hotels the search form lists per airport (by the supplier's rank); a hotel asked for by id is always among them. */
export const TRANSFER_FORM_HOTELS = 60

type AirportRow = typeof transferAirports.$inferSelect & { destinationName: string }
type OfferRow = typeof transferOffers.$inferSelect
type Located = TransferPlace & { destinationId: string; latitude: number; longitude: number }
/** An offer as the ride prices it: the row, and the ride's duration, price of one unit and total in the airport's currency. */
type PricedRow = OfferRow & { durationMinutes: number; unitMinor: number; totalMinor: number; available: boolean; endsAt: string }

const airportView = (a: AirportRow) => ({ iata: a.iata, name: a.name, destinationName: a.destinationName, timeZone: a.timeZone })
const placeView = (p: Located): TransferPlace => ({ id: p.id, kind: p.kind, name: p.name, address: p.address })

/** An airport: every search and quote reads one, and airports change only with the seed (from memory for a few seconds). */
async function readAirport(db: Db | Tx, iata: string): Promise<AirportRow> {
  const load = async () => {
    const [row] = await db
      .select({ airport: transferAirports, destinationName: destinations.name })
      .from(transferAirports)
      .innerJoin(destinations, eq(destinations.id, transferAirports.destinationId))
      .where(eq(transferAirports.iata, iata))
    return row ? { ...row.airport, destinationName: row.destinationName } : null
  }
  const airport = await cachedOutsideTransaction(db, `transfers:airport:${iata}`, load, BOOKING_READ_TTL_MS)
  if (!airport) throw new DomainError('NOT_FOUND', `No transfers from airport ${iata}`)
  return airport
}

/** The hotel or point a place id names; 404 when there is none. */
async function readPlace(db: Db | Tx, placeId: string): Promise<Located> {
  const [kind, id] = placeId.split(':') as ['hotel' | 'point', string]
  const [row] =
    kind === 'hotel'
      ? await db
          .select({
            name: properties.name,
            address: properties.address,
            destinationId: properties.destinationId,
            latitude: properties.latitude,
            longitude: properties.longitude,
          })
          .from(properties)
          .where(eq(properties.id, id))
      : await db
          .select({
            name: transferPoints.name,
            address: transferPoints.address,
            destinationId: transferPoints.destinationId,
            latitude: transferPoints.latitude,
            longitude: transferPoints.longitude,
          })
          .from(transferPoints)
          .where(eq(transferPoints.id, id))
  if (!row) throw new DomainError('NOT_FOUND', `No hotel or point ${placeId}`)
  return { id: placeId, kind, ...row }
}

/** The ride as asked: the airport, the place in its destination, the UTC start, the road distance. */
async function rideOf(db: Db | Tx, asked: { airport: string; placeId: string; at: string }, now: Date) {
  const airport = await readAirport(db, asked.airport)
  const place = await readPlace(db, asked.placeId)
  if (place.destinationId !== airport.destinationId) {
    throw new DomainError('PLACE_NOT_SERVED', `Transfers from ${airport.name} go within ${airport.destinationName} only.`)
  }
  const startsAt = localToUtc(asked.at, airport.timeZone)
  assertBookableTime(startsAt, now)
  return { airport, place, startsAt, km: roadKm(airport, place) }
}

/**
 * The airport's offers for a ride, priced and checked for room, in one statement: the duration at
 * the offer's speed, the unit price (base plus the kilometres, rounded up to the offer's step), the
 * total (a unit per passenger on a shuttle, else one), and whether the capacity left over the
 * ride's window (its duration, and an arrival's waiting time) takes the party. `where` narrows the
 * offers (an id, the party's sizes); `availableOnly` keeps those with room (the search's).
 */
function pricedRides(
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

const freeCancellationUntil = (at: string) => addDays(at.slice(0, 10), -TRANSFER_LIMITS.freeCancellationDays)

type Search = z.output<typeof transferSearchRequest>

/**
 * Transfers from the store (issue 20): airports, points, offers and holds in the store's transfer
 * tables, seeded by server/seed/transfers.ts. The search prices, checks room for and orders an
 * airport's offers that take the party in one SQL statement; quotes price in the airport's
 * currency and convert once into the asked one; a hold locks the offer's row, so two bookings of
 * its last vehicle (or seats) queue and one gets it.
 */
export function transferLine(
  db: Db,
): LineSupplier<TransferSelection, { org: Organisation; request: TransferSearchRequest; now: Date }, TransferSearchResults, never> {
  return {
    line: 'transfer',
    code: TRANSFER_SUPPLIER_CODE,
    details: async () => null,

    async search({ org, request: asked, now }) {
      const request: Search = transferSearchRequest.parse(asked)
      const ride = await rideOf(db, request, now)
      const rates = await ratesFor(db, org, request.currency)
      const from = rates.of(ride.airport.currency)
      const to = rates.target
      const fits = sql`o.max_passengers >= ${request.passengers} and o.max_bags >= ${request.bags}`
      const order = request.sort === 'duration' ? sql`"durationMinutes", "totalMinor", rank` : sql`"totalMinor", rank`
      const rows = await pricedRides(
        db,
        {
          airport: ride.airport.iata,
          km: ride.km,
          startsAt: ride.startsAt,
          arrival: request.direction === 'arrival',
          passengers: request.passengers,
        },
        fits,
        { order, availableOnly: true },
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
    },

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

/** One offer priced for a selection: the ride's place in the offer's destination, the party within the vehicle's limits. */
async function pricedOffer(db: Db | Tx, selection: TransferSelection, now: Date) {
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

/** Every airport with its destination's points and hotels (the first by rank, and `placeId`'s hotel wherever it ranks), for the search form. */
export async function transferAirportList(db: Db, placeId: string | null): Promise<TransferAirport[]> {
  const airports = await db
    .select({ airport: transferAirports, destinationName: destinations.name })
    .from(transferAirports)
    .innerJoin(destinations, eq(destinations.id, transferAirports.destinationId))
    .orderBy(asc(destinations.name))
  const destinationIds = airports.map((a) => a.airport.destinationId)
  const points = await db
    .select()
    .from(transferPoints)
    .where(inArray(transferPoints.destinationId, destinationIds))
    .orderBy(asc(transferPoints.id))
  const asked = placeId?.startsWith('hotel:') ? placeId.slice(6) : null
  const hotels = await rowsOf<{ id: string; name: string; address: string; destinationId: string }>(
    db,
    sql`select id, name, address, "destinationId" from (
      select p.id, p.name, p.address, p.destination_id as "destinationId",
        row_number() over (partition by p.destination_id order by p.rank, p.id) as n
      from ${properties} p) h
    where h.n <= ${TRANSFER_FORM_HOTELS} or h.id = ${asked}
    order by h.name`,
  )
  return airports.map(({ airport, destinationName }) => ({
    ...airportView({ ...airport, destinationName }),
    places: [
      ...points
        .filter((p) => p.destinationId === airport.destinationId)
        .map((p) => ({ id: `point:${p.id}`, kind: 'point' as const, name: p.name, address: p.address })),
      ...hotels
        .filter((h) => h.destinationId === airport.destinationId)
        .map((h) => ({ id: `hotel:${h.id}`, kind: 'hotel' as const, name: h.name, address: h.address })),
    ],
  }))
}

function factsOf(offer: OfferRow) {
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
const imageOf = (offer: Pick<OfferRow, 'vehicle' | 'model'>) => ({ url: `/api/transfers/images/${offer.vehicle}.svg`, alt: offer.model })
