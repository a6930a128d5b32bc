import type { z } from 'zod'
import type { Destination, destinationsRequest } from '@contract/schemas/booking'
import type { Organisation } from '../organisation'
import { countryFacts, factsOf, soldKinds } from './currencies'
import type { BookingDeps } from './quote'

export type DestinationsQuery = z.output<typeof destinationsRequest>

/**
 * POST /api/booking/destinations: the supplier's destinations matching `query`, limited to the
 * kinds the organisation sells: counts of an unsold kind are 0, and a destination with nothing the
 * organisation sells is left out.
 */
export async function findDestinations(
  deps: Omit<BookingDeps, 'now'>,
  org: Organisation,
  query: DestinationsQuery,
): Promise<Destination[]> {
  const [kinds, countries] = await Promise.all([soldKinds(deps.db, org), countryFacts(deps.db)])
  const asked = query.kind === undefined ? [...kinds] : [query.kind].filter((k) => kinds.has(k))
  if (asked.length === 0) return []
  // Only one kind sold: ask for it, so the supplier's limit is spent on destinations we can show.
  const kind = query.kind ?? (asked.length === 1 ? asked[0] : undefined)
  const found = await deps.supplier.destinations(query.query, kind, query.limit)
  return found
    .map((d) => ({
      id: d.id,
      name: d.name,
      countryCode: d.countryCode,
      countryName: factsOf(countries, d.countryCode).name,
      latitude: d.latitude,
      longitude: d.longitude,
      hotelCount: kinds.has('hotel') ? d.hotelCount : 0,
      resortCount: kinds.has('resort') ? d.resortCount : 0,
    }))
    .filter((d) => (kind === 'resort' ? d.resortCount : kind === 'hotel' ? d.hotelCount : d.hotelCount + d.resortCount) > 0)
}
