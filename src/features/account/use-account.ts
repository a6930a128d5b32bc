import useSWR from 'swr'
import { getAccountDetails, getTravelProfile, listSessions, listTravellers } from '@/api/account'

/*
 * The data the account pages show (issue 17), each from its call through SWR: shown as soon as it
 * is there, asked again on `retry`, replaced with what a change answered by `replace`.
 */

function useLoaded<T>(key: string, load: () => Promise<T>) {
  const swr = useSWR<T>([key], load, { revalidateOnFocus: false })
  return {
    data: swr.data,
    failed: Boolean(swr.error),
    retry: () => void swr.mutate(),
    replace: (data: T) => void swr.mutate(data, { revalidate: false }),
    reload: () => swr.mutate(),
  }
}

export const useAccountDetails = () => useLoaded('profile/details', () => getAccountDetails())
export const useSessions = () => useLoaded('profile/sessions', () => listSessions())
export const useTravelProfile = () => useLoaded('profile/travelProfile', () => getTravelProfile())
export const useTravellers = () => useLoaded('travellers/list', () => listTravellers())
