import { useEffect, useMemo } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { completeStay, readSearch, searchUrl, type Kind } from '@/lib/booking-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import SearchForm from '@/features/search/search-form'
import { ResultsSkeleton } from '@/features/search/results-states'
import { ResultsView } from '@/features/search/results-view'
import { searchFormBoxClasses } from '@/features/search/search-form-size'
import type { CompleteSearch } from '@/features/search/search-request'

/**
 * /search-detail and /resorts/search-details: the whole search comes from the URL. Missing dates,
 * and dates outside the booking window, are filled in from the organisation's calendar, fewer
 * adults than rooms raised to the rooms, and written back (replacing the entry), so the URL always
 * names the stay shown; without a destination, the form asks for one.
 */
export default function ResultsPage({ kind }: { kind: Kind }) {
  const query = useSearch()
  const [, navigate] = useLocation()
  const org = useOrgConfig()
  const calendar = useCalendarSettings()
  const [search, incomplete] = useMemo(() => {
    const read = readSearch(query)
    const complete = { ...read, ...completeStay(read, kind, calendar) }
    // readSearch already gave each room an adult: the link's own count tells whether it did.
    const raised = String(complete.adults) !== (new URLSearchParams(query).get('adults') ?? String(complete.adults))
    return [complete, raised || read.checkIn !== complete.checkIn || read.checkOut !== complete.checkOut] as const
  }, [query, kind, calendar])
  const calendarKnown = org.status !== 'loading'
  const url = searchUrl(kind, search)
  useEffect(() => {
    if (calendarKnown && incomplete && search.where !== null) navigate(url, { replace: true })
  }, [calendarKnown, incomplete, search.where, navigate, url])

  if (!calendarKnown) return <ResultsSkeleton />
  if (search.where === null)
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{kind === 'resort' ? <Trans>Search resorts</Trans> : <Trans>Search hotels</Trans>}</h1>
        <p role="status">
          <Trans>Choose where to go to see what is available.</Trans>
        </p>
        <div className={searchFormBoxClasses}>
          <SearchForm kind={kind} initialStay={search} />
        </div>
      </section>
    )
  return <ResultsView kind={kind} search={search as CompleteSearch} />
}
