import type { z } from 'zod'
import type { PropertySummary, SearchResults, searchRequest } from '@contract/schemas/booking'
import { DomainError } from '../../errors'
import type { SupplierSearchRow } from '../../suppliers/supplier'
import type { Organisation } from '../organisation'
import { countryFacts, factsOf, ratesFor, soldKinds, type Rates } from './currencies'
import { noFacets } from './facets'
import { convertRate, freeCancellationUntil } from './offer'
import type { BookingDeps } from './quote'
import { checkRoomStay, utcToday } from './stay'

export type SearchQuery = z.output<typeof searchRequest>
type Centre = SearchResults['centre']

/** Where distances are measured from: the destination's centre, or the searched point. */
async function centreOf(deps: BookingDeps, query: SearchQuery): Promise<Centre> {
  if (query.destination === undefined) return { name: '', latitude: query.latitude!, longitude: query.longitude! }
  const destination = await deps.supplier.destination(query.destination)
  if (!destination) throw new DomainError('NOT_FOUND', `No destination ${query.destination}`)
  return { name: destination.name, latitude: destination.latitude, longitude: destination.longitude }
}

function summarise(
  { property, cheapest, nightlyMinor, distanceKm }: SupplierSearchRow,
  context: { query: SearchQuery; rates: Rates; today: string; unitOf: (country: string) => string | null },
): PropertySummary {
  const { query, rates, today } = context
  const price = cheapest && convertRate(cheapest, query.rooms, rates.of(cheapest.currency), rates.target)
  return {
    id: property.id,
    kind: property.kind,
    name: property.name,
    stars: property.stars,
    rating: property.rating,
    reviewCount: property.reviewCount,
    destinationId: property.destinationId,
    destinationName: property.destinationName,
    countryCode: property.countryCode,
    address: property.address,
    distanceKm,
    distanceUnit: context.unitOf(property.countryCode),
    image: property.images[0]!,
    amenities: property.amenities,
    // Sold out: no price to book; 0 keeps the shape, `available` says why.
    nightlyMinor: price ? (nightlyMinor ?? 0) : 0,
    totalMinor: price?.totalMinor ?? 0,
    currency: rates.target.code,
    available: cheapest !== null,
    freeCancellation: cheapest !== null && freeCancellationUntil(property, cheapest.refundable, query.checkIn, today) !== null,
  }
}

/**
 * POST /api/booking/search: a page of the supplier's properties of the kind the organisation
 * sells, priced in the requested currency, filtered, counted into facets and sorted by the
 * supplier in its store (docs/api.md "Booking"). An organisation that does not sell the kind gets
 * no results, not an error.
 */
export async function searchProperties(deps: BookingDeps, org: Organisation, query: SearchQuery): Promise<SearchResults> {
  const rates = await ratesFor(deps.db, org, query.currency)
  const { checkIn, checkOut, rooms, adults, children } = query
  const stay = { checkIn, checkOut, rooms, adults, children }
  const nights = checkRoomStay(org, stay, query.kind, deps.now)
  const [centre, kinds, countries] = await Promise.all([centreOf(deps, query), soldKinds(deps.db, org), countryFacts(deps.db)])
  const answer = { page: query.page, pageSize: query.pageSize, nights, currency: rates.target.code, centre }
  if (!kinds.has(query.kind)) return { ...answer, total: 0, results: [], facets: noFacets() }

  const found = await deps.supplier.search({
    kind: query.kind,
    where:
      query.destination !== undefined
        ? { destinationId: query.destination }
        : { latitude: query.latitude!, longitude: query.longitude!, radiusKm: query.radiusKm },
    stay,
    pricing: rates,
    filters: { priceMin: query.priceMin, priceMax: query.priceMax, stars: query.stars, amenities: query.amenities },
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  })
  // A point has no name of its own: the nearest match's destination names the area.
  if (query.destination === undefined) centre.name = found.nearestDestinationName ?? ''
  const context = { query, rates, today: utcToday(deps.now), unitOf: (code: string) => factsOf(countries, code).distanceUnit }
  return { ...answer, total: found.total, results: found.rows.map((row) => summarise(row, context)), facets: found.facets }
}
