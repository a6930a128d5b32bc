import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { StaySearchResults, staySearchRequest } from '@contract/schemas/stays'
import { DomainError } from '../../errors'
import { readDestination } from '../../suppliers/store/inventory-reads'
import type { StayLineSupplier } from '../../suppliers/stays/stay-line'
import type { Db } from '../../store/store'
import { currencyRates, ratesFor } from '../booking/currencies'
import { freeCancellationUntil } from '../booking/offer'
import { checkStay, utcToday } from '../booking/stay'
import type { Organisation } from '../organisation'
import { offersCertificates, stayCoverOf, valueStayCertificates, type StayCertificateRow } from './certificate'
import { sellsStays } from './sold'

export type StaySearchQuery = z.output<typeof staySearchRequest>
/** The store, the clock and the `stay` line's supplier (server/suppliers/registry.ts). */
export type StaysDeps = { db: Db; now: Date; stays: StayLineSupplier }

/**
 * A signed-in member's part in a stays search (http/session.ts sessionRows): their session
 * secret's hash (what the store finds their certificates by) and their certificates as read with
 * the session, null once it turns out not to be live on this site.
 */
export type StaySearchMember = { secretHash: string; rows: Promise<readonly StayCertificateRow[] | null> }

const notSignedIn = () => new DomainError('NOT_SIGNED_IN', 'Sign in to see the stays your certificate covers')

/**
 * POST /api/stays/search (docs/api.md "Stays"): a page of the destination's rentals free for the
 * stay, priced in the requested currency, filtered and sorted in the store. A signed-in member's
 * stay certificates mark the stays one pays in full, naming the one the checkout should apply, and
 * `covered` keeps only those (401 NOT_SIGNED_IN for a visitor). The search goes to the store at the
 * same time as the member's session and certificates, with what the best certificate pays worked
 * out in its own statement (certificate.ts stayCoverOf); what it found against a session that is
 * not live is dropped, and the answer is a visitor's. An organisation that sells no rentals gets no
 * results, not an error.
 */
export async function searchStays(
  deps: StaysDeps,
  org: Organisation,
  member: StaySearchMember | null,
  query: StaySearchQuery,
): Promise<StaySearchResults> {
  // Awaited below on every path that gets that far; an error before then must not leave it unhandled.
  member?.rows.catch(() => undefined)
  if (query.covered && member === null) throw notSignedIn()
  const rates = await ratesFor(deps.db, org, query.currency)
  const { checkIn, checkOut } = query
  const nights = checkStay(org, { checkIn, checkOut }, 'hotel', deps.now)
  const destination = await readDestination(deps.db, query.destination)
  if (!destination) throw new DomainError('NOT_FOUND', `No destination ${query.destination}`)
  const sold = await sellsStays(deps.db, org)
  const { id, name, countryCode } = destination.answer
  const answer = {
    page: query.page,
    pageSize: query.pageSize,
    nights,
    currency: rates.target.code,
    destination: { id, name, countryCode },
  }
  const valued = async () => {
    const rows = member ? await member.rows : null
    if (rows === null && query.covered) throw notSignedIn()
    return rows === null ? null : valueStayCertificates(rows, rates)
  }
  if (!sold) {
    const certificate = (await valued())?.best ?? null
    const facets = { price: null, types: [], bedrooms: [], amenities: [], covered: certificate ? 0 : null }
    return { ...answer, certificate, total: 0, results: [], facets, restricted: 0 }
  }
  const cover =
    member && offersCertificates(org)
      ? stayCoverOf({
          org,
          secretHash: member.secretHash,
          now: deps.now,
          rates: [...(await currencyRates(deps.db)).values()],
          target: rates.target,
        })
      : null
  const [found, certificates] = await Promise.all([
    deps.stays.search({
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
      cover: query.covered
        ? { amountMinor: cover ? sql`coalesce(${cover}, -1)` : -1, only: true }
        : cover
          ? { amountMinor: cover, only: false }
          : null,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    }),
    valued(),
  ])
  const certificate = certificates?.best ?? null
  const today = utcToday(deps.now)
  return {
    ...answer,
    certificate,
    total: found.total,
    results: found.rows.map(({ freeCancellationDays, covered, ...row }) => ({
      ...row,
      coveredBy: covered && certificates ? certificates.coveringFor(row.totalMinor) : null,
      currency: rates.target.code,
      freeCancellation: freeCancellationUntil({ freeCancellationDays }, true, checkIn, today) !== null,
    })),
    // Counted against a session that is not live: not this visitor's.
    facets: { ...found.facets, covered: certificates ? found.facets.covered : null },
    restricted: found.restricted,
  }
}
