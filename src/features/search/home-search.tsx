import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSearch } from 'wouter'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs'
import { cn } from '@ui/cn'
import type { Kind } from '@/lib/booking-params'
import { readQueryParams } from '@/lib/query-params'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import SearchForm from '@/features/search/search-form'
import { kindsSold } from '@/features/search/kinds'
import type { Place } from '@/features/search/search-form-rules'
import { searchFormBoxClasses } from '@/features/search/search-form-size'
import { SearchFormSkeleton } from '@/features/search/search-form-skeleton'

/**
 * The home page's search (its own chunk, loaded with React.lazy): a tab per kind the organisation
 * sells, or the one form when it sells one. A link with latitude/longitude (docs/screens.md#query-parameters) starts it
 * "near me".
 */
export default function HomeSearch() {
  const { t } = useLingui()
  const org = useOrgConfig()
  const query = readQueryParams(useSearch())
  const [near] = useState<Place | null>(() =>
    query.latitude !== null && query.longitude !== null ? { type: 'near', latitude: query.latitude, longitude: query.longitude } : null,
  )
  // The calendar's earliest check-in comes with the organisation: the form waits for it.
  if (org.status === 'loading') return <SearchFormSkeleton />
  const kinds: Kind[] = org.status === 'ready' ? kindsSold(org.org) : ['hotel']
  if (kinds.length === 0) return null
  const label = { hotel: t`Hotels`, resort: t`Resorts` }
  return (
    <section aria-label={t`Search`} className={cn(searchFormBoxClasses)}>
      {kinds.length === 1 ? (
        <SearchForm key={kinds[0]} kind={kinds[0]!} initialPlace={near} />
      ) : (
        <Tabs defaultValue={kinds[0]}>
          <TabsList aria-label={t`What to search`}>
            {kinds.map((kind) => (
              <TabsTrigger key={kind} value={kind}>
                {label[kind]}
              </TabsTrigger>
            ))}
          </TabsList>
          {kinds.map((kind) => (
            <TabsContent key={kind} value={kind}>
              <SearchForm kind={kind} initialPlace={near} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  )
}
