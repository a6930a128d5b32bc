import useSWR from 'swr'
import type { OrgConfig } from '@contract/schemas/organisation'
import { getOrgConfig } from '@/api/organisation'

export type OrgConfigState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; org: OrgConfig }

/** The organisation this site runs for, fetched once and cached. */
export function useOrgConfig(): OrgConfigState {
  const { data, error } = useSWR('general/getOrgConfig', () => getOrgConfig())
  if (data) return { status: 'ready', org: data }
  return error ? { status: 'failed' } : { status: 'loading' }
}
