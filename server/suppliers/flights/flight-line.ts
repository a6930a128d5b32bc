import { randomInt } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import {
  FLIGHT_LIMITS,
  type FlightDetails,
  type FlightOffer,
  type FlightSearchRequest,
  type FlightSearchResults,
  type FlightSelection,
  type FlightTraveller,
  flightSearchRequest,
} from '@contract/schemas/flights'
import { addDays } from '@contract/calendar'
import type { ItemQuote } from '@contract/schemas/lines'
import type { z } from 'zod'
import { badInput, DomainError } from '../../errors'
import { ratesFor } from '../../services/booking/currencies'
import type { Organisation } from '../../services/organisation'
import { convertMinor } from '../../services/wallet/money'
import { FARE_CURRENCY } from '../../seed/data/flights'
import { countries, flightHolds } from '../../store/schema'
import type { Db } from '../../store/store'
import { SoldOutError } from '../store/errors'
import type { LineSupplier } from '../supplier'
import { assertDates, FLIGHT_PAGE_SIZE, searchPairs } from './flight-search'
import { tripOf, tripRules } from './flight-trip'
import { airportOf, imageOf, itineraryOn, plain, referenceOf } from './reference'
import { checkTravellers, legPrices, tripPrices, type LegPrices } from './rules'

/** The code flight bookings keep: this store-backed supplier. */
export const FLIGHT_SUPPLIER_CODE = 'store-flights'

type Search = z.output<typeof flightSearchRequest>

const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newPnr = () => Array.from({ length: 6 }, () => PNR_LETTERS[randomInt(PNR_LETTERS.length)]).join('')
const newEticket = (prefix: string) => `${prefix}-${String(randomInt(1e9)).padStart(9, '0')}${randomInt(10)}`

/**
 * Flights from the store (issue 20): airports, airlines, daily itineraries, fares and seat holds in
 * the store's flight tables, seeded by server/seed/flights.ts. The search runs in SQL (searchPairs);
 * quotes price each passenger type from the fares and convert once per part into the asked
 * currency; a booking locks the fares' rows, so two bookings of the last seats queue and one gets
 * them, checks the passengers against the age rules on the days they fly, and issues a booking
 * reference and an e-ticket per passenger; a cancellation gives the seats back.
 */
export function flightLine(
  db: Db,
): LineSupplier<FlightSelection, { org: Organisation; request: FlightSearchRequest; now: Date }, FlightSearchResults, never> {
  return {
    line: 'flight',
    code: FLIGHT_SUPPLIER_CODE,
    details: async () => null,

    async search({ org, request: asked, now }) {
      const request: Search = flightSearchRequest.parse(asked)
      assertDates(request, now)
      const rates = await ratesFor(db, org, request.currency)
      const convert = (minor: number) => convertMinor(minor, rates.of(FARE_CURRENCY), rates.target)
      const found = await searchPairs(db, request, now)
      // The airports asked and every airport and airline the page names (a stop's airport among them); an unknown airport is 404.
      const ref = await referenceOf(db, {
        airports: [request.from, request.to, ...found.itineraries.flatMap((i) => i.segments.flatMap((s) => [s.from, s.to]))],
        airlines: found.itineraries.map((i) => i.airlineCode),
      })
      const from = airportOf(ref, request.from)
      const to = airportOf(ref, request.to)
      const byId = new Map(found.itineraries.map((row) => [row.id, row]))
      const counts = {
        adults: request.passengers.adults,
        children: request.passengers.childAges.length,
        infants: request.passengers.infants,
      }
      const fareRows = found.fares
      const fareOf = (itineraryId: string, family: string) => fareRows.find((f) => f.itineraryId === itineraryId && f.family === family)!
      const facets: FlightSearchResults['facets'] = { airlines: [], stops: [] }
      for (const row of found.facets) facets[row.facet as keyof typeof facets].push({ value: row.value, count: row.count })
      const offers = found.pairs.map((pair): FlightOffer => {
        const fares = pair.fares.map((option) => {
          const legFares = [fareOf(pair.oid, option.family), ...(pair.rid ? [fareOf(pair.rid, option.family)] : [])]
          const prices = tripPrices(legFares.map(legPrices), counts, convert)
          return {
            family: option.family,
            perPassenger: prices.perPassenger,
            totalMinor: prices.totalMinor,
            seatsLeft: option.left,
            rules: tripRules(legFares, convert),
          }
        })
        const cheapest = fares[0]!
        return {
          offerId: pair.rid ? `${pair.oid}@${request.departDate}+${pair.rid}@${request.returnDate}` : `${pair.oid}@${request.departDate}`,
          outbound: plain(itineraryOn(ref, byId.get(pair.oid)!, request.departDate)),
          inbound: pair.rid ? plain(itineraryOn(ref, byId.get(pair.rid)!, request.returnDate!)) : null,
          fromFamily: cheapest.family,
          pricePerAdultMinor: cheapest.perPassenger.adultMinor,
          totalMinor: cheapest.totalMinor,
          fares,
        }
      })
      return {
        from,
        to,
        currency: request.currency,
        total: found.total,
        page: request.page,
        pageSize: FLIGHT_PAGE_SIZE,
        offers,
        facets,
      }
    },

    async quote(context, selection): Promise<ItemQuote> {
      const counts = selection.passengers
      if (counts.infants > counts.adults)
        throw new DomainError('PASSENGERS_MISMATCH', 'Each infant travels on an adult’s lap: no more infants than adults.')
      if (counts.adults + counts.children > FLIGHT_LIMITS.maxPassengers) {
        throw new DomainError('PASSENGERS_MISMATCH', `At most ${FLIGHT_LIMITS.maxPassengers} passengers with a seat.`)
      }
      const trip = await tripOf(db, selection, context.now, false)
      const days = trip.views.map((v) => v.date)
      const types = selection.travellers.length ? checkTravellers(selection.travellers, counts, days, trip.international) : null
      await assertNationalities(db, selection.travellers)
      const rates = await ratesFor(db, context.org, context.currency)
      const convert = (minor: number) => convertMinor(minor, rates.of(FARE_CURRENCY), rates.target)
      const legs: LegPrices[] = trip.legs.map((leg) => legPrices(leg.fare))
      const prices = tripPrices(legs, counts, convert)
      const rules = tripRules(
        trip.legs.map((leg) => leg.fare),
        convert,
      )
      const today = context.now.toISOString().slice(0, 10)
      const lastFree = addDays(trip.there.date, -1)
      const seated = counts.adults + counts.children
      const airline = trip.there.airline
      const details: FlightDetails = {
        line: 'flight',
        cabin: selection.cabin,
        family: selection.family,
        rules,
        outbound: plain(trip.there),
        inbound: trip.back ? plain(trip.back) : null,
        passengers: counts,
        perPassenger: prices.perPassenger,
        international: trip.international,
        bookingReference: null,
        tickets: selection.travellers.map((t, i) => ({
          name: `${t.lastName}/${t.firstName}`.toUpperCase(),
          type: types![i]!,
          eticket: null,
        })),
        image: imageOf(airline),
      }
      return {
        line: 'flight',
        product: null,
        title: `${trip.there.from.city} → ${trip.there.to.city}${trip.back ? ' and back' : ''}`,
        subtitle: `${airline.name} · ${selection.cabin} ${selection.family}`,
        image: imageOf(airline),
        startsOn: trip.there.date,
        endsOn: (trip.back ?? trip.there).arrives.local.slice(0, 10),
        travellers: { adults: counts.adults, children: counts.children + counts.infants },
        price: {
          currency: context.currency,
          baseMinor: prices.baseMinor,
          taxesMinor: prices.taxesMinor,
          feesMinor: 0,
          totalMinor: prices.totalMinor,
        },
        freeCancellationUntil: rules.refundable && lastFree >= today ? lastFree : null,
        details,
        selection,
        certificateRequired: false,
        bookable: trip.legs.every((leg) => leg.left >= seated),
        // Flights are paid by card when booked (issue 20).
        payNow: true,
      }
    },

    roomsOf: () => 0,

    async book(tx, { selection, now }) {
      // Outside a transaction the row locks would end with their statements, and two could take the last seat.
      if (!(tx instanceof PgTransaction)) throw new TypeError('flight holds must run inside the booking transaction')
      if (selection.travellers.length === 0) throw new DomainError('PASSENGERS_MISMATCH', 'Give every passenger’s name and date of birth.')
      const trip = await tripOf(tx, selection, now, true)
      const counts = selection.passengers
      const types = checkTravellers(
        selection.travellers,
        counts,
        trip.views.map((v) => v.date),
        trip.international,
      )
      await assertNationalities(tx, selection.travellers)
      const seated = counts.adults + counts.children
      for (const leg of trip.legs) if (leg.left < seated) throw new SoldOutError(leg.fare.id)
      const reference = newPnr()
      const prefix = trip.ref.airlines.get(trip.there.airline.code)!.ticketPrefix
      const tickets = selection.travellers.map((t, i) => ({
        name: `${t.lastName}/${t.firstName}`.toUpperCase(),
        type: types[i]!,
        eticket: newEticket(prefix),
      }))
      for (const leg of trip.legs) {
        await tx
          .insert(flightHolds)
          .values({ reference, fareId: leg.fare.id, travelDate: leg.date, seats: seated, tickets, status: 'HELD', createdAt: now })
      }
      return { reference, details: { bookingReference: reference, tickets } }
    },

    async cancel(tx, { reference, now }) {
      await tx
        .update(flightHolds)
        .set({ status: 'CANCELLED', cancelledAt: now })
        .where(and(eq(flightHolds.reference, reference), eq(flightHolds.status, 'HELD')))
    },
  }
}

/** Each nationality given is a country of the list, as a passport's in the travel profile: else a 400 naming the passenger. */
async function assertNationalities(db: Db, travellers: readonly FlightTraveller[]): Promise<void> {
  const given = [...new Set(travellers.flatMap((traveller) => (traveller.nationality === null ? [] : [traveller.nationality])))]
  if (given.length === 0) return
  const rows = await db.select({ code: countries.countryCode }).from(countries).where(inArray(countries.countryCode, given))
  const known = new Set(rows.map((row) => row.code))
  const index = travellers.findIndex((traveller) => traveller.nationality !== null && !known.has(traveller.nationality))
  if (index >= 0) throw badInput(`travellers.${index}.nationality: ${travellers[index]!.nationality} is not a country of the list`)
}
