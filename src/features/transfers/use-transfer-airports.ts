import useSWR from 'swr'
import type { TransferAirport } from '@contract/schemas/transfers'
import { getTransferAirports } from '@/api/transfers'

/** Every airport with its places (POST /api/transfers/airports), `placeId`'s hotel among them; undefined while loading, null when it failed. */
export function useTransferAirports(placeId: string | null): TransferAirport[] | null | undefined {
  const { data, error } = useSWR(['transfers/airports', placeId], () => getTransferAirports(placeId))
  return error ? null : data
}
