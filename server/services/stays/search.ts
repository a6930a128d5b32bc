import type { z } from 'zod'
import type { StaySearchResults, staySearchRequest } from '@contract/schemas/stays'
import { DomainError } from '../../errors'
import { readDestination } from '../../suppliers/store/inventory-reads'
import type { StayLineSupplier } from '../../suppliers/stays/stay-line'
import type { Db } from '../../store/store'
import { ratesFor } from '../booking/currencies'
import { freeCancellationUntil } from '../booking/offer'
import { checkStay, utcToday } from '../booking/stay'
import type { Organisation } from '../organisation'
import { valueStayCertificates, type StayCertificateRow } from './certificate'
import { sellsStays } from './sold'

export type StaySearchQuery = z.output<typeof staySearchRequest>
/** The store, the clock and the `stay` line's supplier (server/suppliers/registry.ts). */
export type StaysDeps = { db: Db; now: Date; stays: StayLineSupplier }

/**
 * POST /api/stays/search (docs/api.md "Stays"): a page of the destination's rentals free for the
 * stay, priced in the requested currency, filtered and sorted in the store. A signed-in member's
 * stay certificates (read with their session: certificate.ts readStayCertificates) mark the stays one pays in full, naming the one the checkout should apply, and `covered` keeps only those (401
 * NOT_SIGNED_IN for a visitor). An organisation that sells no rentals gets no results, not an error.
 */
export async function searchStays(
  deps: StaysDeps,
  org: Organisation,
  member: { certificates: readonly StayCertificateRow[] } | null,
  query: StaySearchQuery,
): Promise<StaySearchResults> {
  if (query.covered && member === null) throw new DomainError('NOT_SIGNED_IN', 'Sign in to see the stays your certificate covers')
  const rates = await ratesFor(deps.db, org, query.currency)
  const { checkIn, checkOut } = query
  const nights = checkStay(org, { checkIn, checkOut }, 'hotel', deps.now)
  const destination = await readDestination(deps.db, query.destination)
  if (!destination) throw new DomainError('NOT_FOUND', `No destination ${query.destination}`)
  const sold = await sellsStays(deps.db, org)
  const certificates = member ? valueStayCertificates(member.certificates, rates) : null
  const certificate = certificates?.best ?? null
  const { id, name, countryCode } = destination.answer
  const answer = {
    page: query.page,
    pageSize: query.pageSize,
    nights,
    currency: rates.target.code,
    destination: { id, name, countryCode },
    certificate,
  }
  if (!sold) {
    const facets = { price: null, types: [], bedrooms: [], amenities: [], covered: certificate ? 0 : null }
    return { ...answer, total: 0, results: [], facets, restricted: 0 }
  }
  const found = await deps.stays.search({
    destinationId: id,
    seasons: destination.seasons,
    stay: { checkIn, checkOut, guests: query.adults + query.children },
    pricing: rates,
    filters: {
      types: query.types,
      bedrooms: query.bedrooms,
      priceMin: query.priceMin,
      priceMax: query.priceMax,
      amenities: query.amenities,
    },
    // Without a certificate nothing is covered: the filter keeps nothing (no stay costs less than nothing).
    cover: certificate
      ? { amountMinor: certificate.valueMinor, only: query.covered }
      : query.covered
        ? { amountMinor: -1, only: true }
        : null,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  })
  const today = utcToday(deps.now)
  return {
    ...answer,
    total: found.total,
    results: found.rows.map(({ freeCancellationDays, covered, ...row }) => ({
      ...row,
      coveredBy: covered ? (certificates?.coveringFor(row.totalMinor) ?? null) : null,
      currency: rates.target.code,
      freeCancellation: freeCancellationUntil({ freeCancellationDays }, true, checkIn, today) !== null,
    })),
    facets: found.facets,
    restricted: found.restricted,
  }
}
