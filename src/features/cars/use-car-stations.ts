import useSWR from 'swr'
import type { CarStation } from '@contract/schemas/cars'
import { getCarStations } from '@/api/cars'

/** Every rental station (POST /api/cars/stations), for the car search form; undefined while loading, null when it failed. */
export function useCarStations(): CarStation[] | null | undefined {
  const { data, error } = useSWR(['cars/stations'], () => getCarStations())
  return error ? null : data
}
