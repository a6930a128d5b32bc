import { useEffect } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { Spinner } from '@ui/spinner'
import type { ActivitySearchRequest } from '@contract/schemas/activities'
import { clampDate, compareDates } from '@contract/calendar'
import {
  ACTIVITY_SORTS,
  activityResultsUrl,
  readActivitySearch,
  type ActivitySearchParams,
  type ActivitySortCode,
} from '@/lib/activity-params'
import { activityResultsMachine } from '@machines/activity-results.machine'
import { inspect } from '@/shared/inspection'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useSettings } from '@/shared/settings/settings-context'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { ResultsFrame } from '@/shared/booking/results-frame'
import { ActivityCard } from '@/features/activities/activity-card'
import { ActivityFilters } from '@/features/activities/activity-filters'

/** How many filters are on (the phone's Filters button says it): each chosen category, duration and time of day, and each price bound. */
function activeFilters(p: ActivitySearchParams): number {
  return p.categories.length + p.durations.length + p.times.length + (p.priceMin === null ? 0 : 1) + (p.priceMax === null ? 0 : 1)
}

/** The request of a search as the URL and the selected currency say it; one builder, so equal searches serialise alike. */
export function requestOf(s: ActivitySearchParams & { destination: string; date: string }, currency: string): ActivitySearchRequest {
  return {
    destination: s.destination,
    dateFrom: s.date,
    ...(s.dateTo ? { dateTo: s.dateTo } : {}),
    adults: s.adults,
    children: s.children,
    currency,
    ...(s.categories.length ? { categories: s.categories } : {}),
    ...(s.durations.length ? { durations: s.durations } : {}),
    ...(s.times.length ? { timesOfDay: s.times } : {}),
    ...(s.priceMin !== null ? { priceMin: s.priceMin } : {}),
    ...(s.priceMax !== null ? { priceMax: s.priceMax } : {}),
    sort: s.sort,
    page: s.page,
    pageSize: 10,
  }
}

/**
 * /activities/search-details?destination=…&date=…: a destination's activities for the days and
 * participants, with filters, sort and pages; the URL holds the whole search (lib/activity-params).
 * A link without a day, or with days outside the booking window, is settled (the first day clamped
 * into the window, a range cut at its last day) and written back, replacing the entry, so the URL
 * always names the days shown, as the hotel results do.
 */
export default function ActivityResultsPage() {
  const { t } = useLingui()
  const search = useSearch()
  const [, navigate] = useLocation()
  const calendarKnown = useOrgConfig().status !== 'loading'
  const { minDate, maxDate } = useCalendarSettings()
  const settings = useSettings()
  const params = readActivitySearch(search)
  const date = clampDate(params.date ?? minDate, minDate, maxDate)
  const until = params.dateTo && clampDate(params.dateTo, null, maxDate)
  const dateTo = until && compareDates(until, date) > 0 ? until : null
  const settledUrl =
    params.destination !== null && (params.date !== date || params.dateTo !== dateTo)
      ? activityResultsUrl({ ...params, date, dateTo })
      : null
  useEffect(() => {
    if (calendarKnown && settledUrl) navigate(settledUrl, { replace: true })
  }, [calendarKnown, settledUrl, navigate])
  if (!params.destination) return <NoDestination />
  if (settings.loading || !calendarKnown) return <Spinner label={t`Searching activities`} centered className="mx-auto my-12" />
  return <Results params={{ ...params, destination: params.destination, date, dateTo }} currency={settings.currency.code} />
}

function NoDestination() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Choose a destination</Trans>
      </h1>
      <p>
        <a href="/activities" className="underline">
          <Trans>Search activities</Trans>
        </a>
      </p>
    </div>
  )
}

function Results({ params, currency }: { params: ActivitySearchParams & { destination: string; date: string }; currency: string }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const showPrice = usePriceDisplay()
  const dateText = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short' })
  const request = requestOf(params, currency)
  const [state, send] = useMachine(activityResultsMachine, { input: { request }, inspect })
  const key = JSON.stringify(request)
  useEffect(() => send({ type: 'search.change', request: JSON.parse(key) }), [key, send])
  const go = (change: Partial<ActivitySearchParams>) => navigate(activityResultsUrl({ ...params, page: 1, ...change }))
  const results = state.context.results
  const sortLabels: Record<ActivitySortCode, string> = {
    recommended: t`Recommended`,
    'price-asc': t`Price: lowest first`,
    'price-desc': t`Price: highest first`,
    rating: t`Best rated`,
    duration: t`Shortest first`,
  }
  const pages = results ? Math.max(1, Math.ceil(results.total / results.pageSize)) : 1
  const tickets = { adult: params.adults, child: params.children, senior: 0, family: 0 }
  const error = state.context.error
  // The heading does not change when the results arrive, and the line under it only gains the
  // destination's name, so nothing below moves (a longer heading wrapped on a phone).
  return (
    <ResultsFrame
      title={<Trans>Activities</Trans>}
      summary={
        <p className="text-ink-muted">
          {results && `${results.destination.name} · `}
          {dateText(params.date)}
          {params.dateTo && params.dateTo !== params.date ? ` – ${dateText(params.dateTo)}` : ''}
        </p>
      }
      filters={
        results && (
          <ActivityFilters params={params} facets={results.facets} currency={results.currency} onChange={go} showPrice={showPrice} />
        )
      }
      activeFilters={activeFilters(params)}
      count={results && <Plural value={results.total} one="# activity" other="# activities" />}
      total={results?.total ?? null}
      sort={{ value: params.sort, options: ACTIVITY_SORTS, labels: sortLabels, onChange: (sort) => go({ sort }) }}
      busy={state.matches('loading')}
      failure={
        state.matches('failed')
          ? {
              network: error === 'NETWORK',
              onRetry: () => send({ type: 'search.retry' }),
              refusal:
                error === 'UNKNOWN_DESTINATION' ? (
                  <>
                    <p>
                      <Trans>We do not know this destination.</Trans>
                    </p>
                    <a href="/activities" className="underline">
                      <Trans>Choose a destination</Trans>
                    </a>
                  </>
                ) : null,
            }
          : null
      }
      searchingLabel={t`Searching activities`}
      empty={<Trans>No activity matches. Try other filters or dates.</Trans>}
      items={
        results?.results.map((activity) => (
          <ActivityCard key={activity.id} activity={activity} date={params.date} tickets={tickets} showPrice={showPrice} />
        )) ?? null
      }
      paging={{ page: params.page, count: pages, go: (page) => go({ page }) }}
    />
  )
}
