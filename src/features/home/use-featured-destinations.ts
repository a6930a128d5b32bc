import useSWR from 'swr'
import type { FeaturedDestination } from '@contract/schemas/lookups'
import { useApi } from '@/features/api/api-context'

/** The home page's featured destinations; a failed call is an empty list (SPEC §8). */
export function useFeaturedDestinations(): FeaturedDestination[] | undefined {
  const api = useApi()
  return useSWR('general/getFeaturedDestinations', () => api.getFeaturedDestinations()).data
}
