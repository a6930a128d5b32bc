import useSWR from 'swr'
import type { OrgConfig } from '@contract/schemas/organisation'
import { useApi } from '@/features/api/api-context'

export type OrgConfigState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; org: OrgConfig }

/** The organisation this site runs for, fetched once and cached. */
export function useOrgConfig(): OrgConfigState {
  const api = useApi()
  const { data, error } = useSWR('general/getOrgConfig', () => api.getOrgConfig())
  if (data) return { status: 'ready', org: data }
  return error ? { status: 'failed' } : { status: 'loading' }
}
