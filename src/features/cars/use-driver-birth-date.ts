import useSWR from 'swr'
import { userTypes } from '@contract/constants'
import { useSession } from '@/shared/session/use-session'

/**
 * The signed-in member's date of birth from their travel profile (issue 17), for the car
 * search's driver's age; null for anyone else, while it loads, or when the profile has none or
 * could not be loaded (the age then starts at 30). An agent books for clients: not their own age.
 */
export function useDriverBirthDate(): string | null {
  const session = useSession()
  const member = session.status === 'signedIn' && session.userType !== userTypes.agent
  const { data } = useSWR(
    member ? ['profile/travelProfile'] : null,
    // Loaded on use: the account calls and their schemas are not the car pages' own.
    async () => (await import('@/api/account')).getTravelProfile(),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  )
  return member ? (data?.dateOfBirth ?? null) : null
}

/** Whole years of someone born on `birth` on the day `on` (both yyyy-mm-dd). */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4))
  return on.slice(5) < birth.slice(5) ? years - 1 : years
}
