import type { z } from 'zod'
import type { PropertySummary, SearchResults, searchRequest } from '@contract/schemas/booking'
import { DomainError } from '../../errors'
import type { SupplierMatch } from '../../suppliers/supplier'
import type { Organisation } from '../organisation'
import { countryFacts, factsOf, ratesFor, soldKinds, type Rates } from './currencies'
import { distanceKm } from './geo'
import { convertRate, freeCancellationUntil, nightlyAverage } from './offer'
import type { BookingDeps } from './quote'
import { applyFilters, facets, pageOf, sortRows, type Row } from './search-results'
import { checkStay, utcToday } from './stay'

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
  { property, cheapest }: SupplierMatch,
  context: { query: SearchQuery; nights: number; rates: Rates; centre: Centre; today: string; unitOf: (country: string) => string | null },
): PropertySummary {
  const { query, nights, rates, centre, today } = context
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
    distanceKm: distanceKm(centre, property),
    distanceUnit: context.unitOf(property.countryCode),
    image: property.images[0]!,
    amenities: property.amenities,
    // Sold out: no price to book; 0 keeps the shape, `available` says why.
    nightlyMinor: price ? nightlyAverage(price, query.rooms, nights) : 0,
    totalMinor: price?.totalMinor ?? 0,
    currency: rates.target.code,
    available: cheapest !== null,
    freeCancellation: cheapest !== null && freeCancellationUntil(property, cheapest.refundable, query.checkIn, today) !== null,
  }
}

/**
 * POST /api/booking/search: the supplier's matches of the kinds the organisation sells, priced in
 * the requested currency, filtered, counted into facets, sorted and paged (docs/api.md "Booking").
 * An organisation that does not sell the kind gets no results, not an error.
 */
export async function searchProperties(deps: BookingDeps, org: Organisation, query: SearchQuery): Promise<SearchResults> {
  const rates = await ratesFor(deps.db, org, query.currency)
  const { checkIn, checkOut, rooms, adults, children } = query
  const stay = { checkIn, checkOut, rooms, adults, children }
  const nights = checkStay(org, stay, query.kind, deps.now)
  const [centre, kinds, countries] = await Promise.all([centreOf(deps, query), soldKinds(deps.db, org), countryFacts(deps.db)])
  const where =
    query.destination !== undefined
      ? { destinationId: query.destination }
      : { latitude: query.latitude!, longitude: query.longitude!, radiusKm: query.radiusKm }
  const matches = kinds.has(query.kind) ? await deps.supplier.search({ kind: query.kind, where, stay }) : []

  const context = {
    query,
    nights,
    rates,
    centre,
    today: utcToday(deps.now),
    unitOf: (code: string) => factsOf(countries, code).distanceUnit,
  }
  const rows: Row[] = matches
    .filter((m) => m.property.kind === query.kind)
    .map((match) => ({ summary: summarise(match, context), rank: match.property.rank }))
  if (query.destination === undefined && rows.length > 0) {
    // A point has no name of its own: the nearest match's destination names the area.
    const nearest = rows.reduce((a, b) => (b.summary.distanceKm < a.summary.distanceKm ? b : a))
    centre.name = nearest.summary.destinationName
  }
  const filtered = sortRows(applyFilters(rows, query), query.sort)
  return {
    total: filtered.length,
    page: query.page,
    pageSize: query.pageSize,
    nights,
    currency: rates.target.code,
    centre,
    results: pageOf(filtered, query.page, query.pageSize),
    facets: facets(rows, query),
  }
}
