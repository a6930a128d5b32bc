import useSWR from 'swr'
import { getAgentProfile, getClient, getQuote, listClients, listQuotes } from '@/api/agent'

/* The agent pages' data (issue 17), each from its call through SWR, as the account pages'. */

function useLoaded<T>(key: unknown[] | null, load: () => Promise<T>) {
  const swr = useSWR<T>(key, load, { revalidateOnFocus: false, keepPreviousData: true })
  return {
    data: swr.data,
    failed: Boolean(swr.error),
    status: (swr.error as { status?: number } | undefined)?.status ?? null,
    retry: () => void swr.mutate(),
    replace: (data: T) => void swr.mutate(data, { revalidate: false }),
    reload: () => swr.mutate(),
  }
}

export const useAgentProfile = () => useLoaded(['agent/profile'], () => getAgentProfile())
export const useClients = (query: string) => useLoaded(['agent/clients', query], () => listClients(query))
export const useClient = (id: number | null) => useLoaded(id === null ? null : ['agent/clients/detail', id], () => getClient(id!))
export const useQuotes = () => useLoaded(['agent/quotes'], () => listQuotes())
export const useQuote = (id: number | null) => useLoaded(id === null ? null : ['agent/quotes/detail', id], () => getQuote(id!))
