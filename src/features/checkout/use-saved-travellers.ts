import useSWR from 'swr'
import type { TravellerChoice } from '@machines/checkout.machine'

/**
 * A member's saved travellers for "Who's travelling?" (issue 17), loaded before the checkout
 * starts: undefined while they load, [] for anyone else or when they could not be loaded (the
 * member then types the names, as before).
 */
export function useSavedTravellers(member: boolean): TravellerChoice[] | undefined {
  const { data, error } = useSWR(
    member ? ['travellers/list'] : null,
    // Loaded on use: the account calls and their schemas are not the checkout's own.
    async () => (await import('@/api/account')).listTravellers(),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  )
  if (!member || error) return []
  return data?.map(({ id, title, firstName, lastName }) => ({ id, title, firstName, lastName }))
}
