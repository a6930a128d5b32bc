import useSWR from 'swr'
import type { TravellerChoice } from '@machines/checkout.machine'
import type { TravelProfileFacts } from '@machines/checkout.prefill'

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
  // A flight's passenger takes the date of birth and the passport's country too (the number is never answered whole).
  return data?.map(({ id, title, firstName, lastName, dateOfBirth, passport }) => ({
    id,
    title,
    firstName,
    lastName,
    dateOfBirth,
    nationality: passport?.country ?? null,
  }))
}

/**
 * What a member's travel profile says of them for a flight's lead passenger (issue 20): date of
 * birth and the passport's country. Asked for a flight only; undefined while it loads, null for
 * anyone else or when it could not be loaded.
 */
export function useTravelProfileFacts(wanted: boolean): TravelProfileFacts | null | undefined {
  const { data, error } = useSWR(
    wanted ? ['profile/travelProfile'] : null,
    async () => (await import('@/api/account')).getTravelProfile(),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  )
  if (!wanted || error) return null
  return data && { dateOfBirth: data.dateOfBirth, nationality: data.passport?.country ?? null }
}
