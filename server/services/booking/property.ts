import type { z } from 'zod'
import type { PropertyDetails, PropertyWithOffers, propertyRequest } from '@contract/schemas/booking'
import { DomainError } from '../../errors'
import type { SupplierProperty } from '../../suppliers/supplier'
import type { Organisation } from '../organisation'
import { countryFacts, factsOf, ratesFor } from './currencies'
import { distanceKm } from './geo'
import { roomOffer } from './offer'
import { productOf, sellableProperty, type BookingDeps } from './quote'
import { checkRoomStay, utcToday } from './stay'

export type PropertyQuery = z.output<typeof propertyRequest>

async function details(deps: BookingDeps, property: SupplierProperty): Promise<PropertyDetails> {
  const [destination, countries] = await Promise.all([deps.supplier.destination(property.destinationId), countryFacts(deps.db)])
  const country = factsOf(countries, property.countryCode)
  const { currency: _currency, freeCancellationDays, rank: _rank, ...shown } = property
  return {
    ...shown,
    product: productOf(property.kind),
    countryName: country.name,
    // A destination the supplier no longer lists leaves the property at its own centre.
    distanceFromCentreKm: destination ? distanceKm(destination, property) : 0,
    distanceUnit: country.distanceUnit,
    cancellationPolicy: { freeUntilDaysBefore: freeCancellationDays },
  }
}

/**
 * POST /api/booking/property: the property, and with a stay every room type priced for it in
 * the requested currency (sold-out ones included, `bookable` false). A stay with only one of its
 * dates is a 400 BAD_STAY; an unknown property, or one of a kind the organisation does not sell,
 * a 404 NOT_FOUND.
 */
export async function propertyWithOffers(deps: BookingDeps, org: Organisation, query: PropertyQuery): Promise<PropertyWithOffers> {
  const rates = await ratesFor(deps.db, org, query.currency)
  const property = await sellableProperty(deps, org, query.id)
  if ((query.checkIn === undefined) !== (query.checkOut === undefined)) {
    throw new DomainError('BAD_STAY', 'A stay needs both its check-in and its check-out date')
  }
  if (query.checkIn === undefined || query.checkOut === undefined) {
    return { property: await details(deps, property), nights: null, offers: null }
  }
  const { checkIn, checkOut, rooms, adults, children } = query
  const stay = { checkIn, checkOut, rooms, adults, children }
  const nights = checkRoomStay(org, stay, property.kind, deps.now)
  const [shown, roomRates] = await Promise.all([details(deps, property), deps.supplier.rates(property.id, stay)])
  const today = utcToday(deps.now)
  const offers = roomRates.map((rate) => roomOffer(property, rate, stay, { from: rates.of(rate.currency), to: rates.target }, today))
  return { property: shown, nights, offers }
}
