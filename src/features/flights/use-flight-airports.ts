import useSWR from 'swr'
import type { Airport } from '@contract/schemas/flights'
import { getFlightAirports } from '@/api/flights'

/** Every airport of the schedule (POST /api/flights/airports); undefined while loading, null when it failed. */
export function useFlightAirports(): Airport[] | null | undefined {
  const { data, error } = useSWR('flights/airports', () => getFlightAirports())
  return error ? null : data
}
