import { useEffect, useMemo } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { completeStayDates, readStaySearch, staySearchUrl } from '@/lib/stay-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { ResultsSkeleton } from '@/features/search/results-states'
import { searchFormBoxClasses } from '@/features/search/search-form-size'
import StaySearchForm from '@/features/search/stay-search-form'
import { entryOf } from '@/features/search/stay-search-summary'
import { sellsStays } from '@/features/search/stay-entries'
import { StayResultsView } from '@/features/search/stay-results-view'
import type { CompleteStaySearch } from '@/features/search/stay-search-request'

/**
 * /stays/search-details (issue 16): the whole search comes from the URL. Missing or past dates
 * are filled in from the organisation's calendar and written back (replacing the entry), so the
 * URL always names the stay shown; without a destination, the form asks for one.
 */
export default function StayResultsPage() {
  const query = useSearch()
  const [, navigate] = useLocation()
  const org = useOrgConfig()
  const calendar = useCalendarSettings()
  const [search, incomplete] = useMemo(() => {
    const read = readStaySearch(query)
    const complete = completeStayDates(read, calendar)
    return [complete, read.checkIn !== complete.checkIn || read.checkOut !== complete.checkOut] as const
  }, [query, calendar])
  const calendarKnown = org.status !== 'loading'
  const url = staySearchUrl(search)
  useEffect(() => {
    if (calendarKnown && incomplete && search.destination !== null) navigate(url, { replace: true })
  }, [calendarKnown, incomplete, search.destination, navigate, url])

  if (!calendarKnown) return <ResultsSkeleton />
  // An organisation that sells no rentals says so, rather than "nothing free on these dates" (other dates would not help).
  if (org.status === 'ready' && !sellsStays(org.org))
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">
          <Trans>Search stays</Trans>
        </h1>
        <p role="status" className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
          <Trans>{org.org.orgName} does not offer rentals.</Trans>
        </p>
      </section>
    )
  if (search.destination === null)
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">
          <Trans>Search stays</Trans>
        </h1>
        <p role="status">
          <Trans>Choose where to go to see what is available.</Trans>
        </p>
        <div className={searchFormBoxClasses}>
          <StaySearchForm entry={entryOf(search)} initial={search} />
        </div>
      </section>
    )
  return <StayResultsView search={search as CompleteStaySearch} />
}
