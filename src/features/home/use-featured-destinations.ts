import useSWR from 'swr'
import type { FeaturedDestination } from '@contract/schemas/lookups'
import { getFeaturedDestinations } from '@/api/lookups'

/** The home page's featured destinations; a failed call is an empty list (docs/rules.md#lookups). */
export function useFeaturedDestinations(): FeaturedDestination[] | undefined {
  return useSWR('general/getFeaturedDestinations', () => getFeaturedDestinations()).data
}
