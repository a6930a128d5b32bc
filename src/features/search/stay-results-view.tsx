import { nightsBetween } from '@contract/calendar'
import { useEffect, useMemo, useRef } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { Button } from '@ui/button'
import { STAY_SORTS, stayDetailsUrl, staySearchUrl, type StaySearchParams } from '@/lib/stay-params'
import { withCertificate } from '@/lib/certificate-param'
import { useDialogs } from '@/shared/dialogs'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { useSettings } from '@/shared/settings/settings-context'
import { FiltersSheet } from '@/shared/booking/filters-sheet'
import { ResultsPagination } from '@/features/search/results-pagination'
import { ResultsSkeleton, SearchFailed } from '@/features/search/results-states'
import { SortSelect } from '@/features/search/sort-select'
import { StayCard } from '@/features/search/stay-card'
import { StayFilters } from '@/features/search/stay-filters'
import { StaySearchSummary } from '@/features/search/stay-search-summary'
import {
  activeStayFilterCount,
  toStaySearchRequest,
  withoutStayFilters,
  type CompleteStaySearch,
} from '@/features/search/stay-search-request'
import { useStayResults } from '@/features/search/use-stay-results'

/**
 * The rentals of a complete search (issue 16). Every change (filters, sort, page) is a new URL,
 * so back and forward walk them; the URL and the selected currency make the request the stays
 * results machine runs.
 */
export function StayResultsView({ search }: { search: CompleteStaySearch }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const { currency } = useSettings()
  const { openSignIn } = useDialogs()
  const pricesShown = usePriceDisplay()
  const request = useMemo(() => toStaySearchRequest(search, currency.code), [search, currency.code])
  const [state, send] = useStayResults(request)
  const { results, error } = state.context
  const unknownDestination = state.matches('failed') && error === 'UNKNOWN_DESTINATION'
  const go = (next: StaySearchParams) => navigate(staySearchUrl(next))
  const { checkIn, checkOut, adults, children } = search
  const choice = useMemo(() => ({ checkIn, checkOut, adults, children }), [checkIn, checkOut, adults, children])
  const listTop = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(search.page)
  useEffect(() => {
    if (search.page === shownPage.current) return
    shownPage.current = search.page
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
    listTop.current?.focus({ preventScroll: true })
  }, [search.page])

  // Until the answer names the destination the line shows none (its id is not for reading).
  const place = { type: 'destination' as const, id: search.destination, label: results?.destination.name ?? '' }
  const pageCount = results ? Math.max(1, Math.ceil(results.total / results.pageSize)) : 1
  const filters = results && <StayFilters search={search} results={results} onChange={go} />
  return (
    <div className="flex flex-col gap-6">
      <StaySearchSummary search={search} place={place} nights={nightsBetween(search.checkIn, search.checkOut)} />
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <div className="hidden md:order-1 md:block">{filters}</div>
        <section aria-labelledby="results-heading" aria-busy={state.matches('loading')} className="order-1 flex flex-col gap-4 md:order-2">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
            <h2 id="results-heading" ref={listTop} tabIndex={-1} className="scroll-mt-4 text-lg font-semibold focus:outline-none">
              {results === null ? <Trans>Results</Trans> : <Plural value={results.total} one="# stay found" other="# stays found" />}
            </h2>
            <div className="flex flex-wrap items-end gap-3">
              {/* Nothing to sort for a destination we do not know. */}
              {!unknownDestination && (
                <SortSelect value={search.sort} options={STAY_SORTS} onChange={(sort) => go({ ...search, sort, page: 1 })} />
              )}
              {/* After the sort, so its arrival with the results moves nothing already drawn. */}
              {results && (
                <FiltersSheet active={activeStayFilterCount(search)} total={results.total}>
                  {filters}
                </FiltersSheet>
              )}
            </div>
          </div>
          {unknownDestination ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line p-8 text-center">
              <p role="status" className="font-medium">
                <Trans>No stays match this search: we do not know this destination.</Trans>
              </p>
              <Link href="/stays" className="font-medium text-brand-primary underline">
                <Trans>Choose a destination</Trans>
              </Link>
            </div>
          ) : state.matches('failed') && error === 'SIGN_IN_REQUIRED' ? (
            <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
              <Trans>Sign in to see the stays your certificate covers.</Trans>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={openSignIn}>
                  <Trans>Sign in</Trans>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => go({ ...search, covered: false, page: 1 })}>
                  <Trans>Show every stay</Trans>
                </Button>
              </div>
            </div>
          ) : state.matches('failed') && error ? (
            <SearchFailed code={error === 'NETWORK' ? 'NETWORK' : 'SEARCH_FAILED'} onRetry={() => send({ type: 'search.retry' })} />
          ) : results === null ? (
            <ResultsSkeleton />
          ) : results.total === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line p-8 text-center">
              {activeStayFilterCount(search) > 0 ? (
                <>
                  <p className="font-medium">
                    <Trans>No stays match these filters</Trans>
                  </p>
                  <Button variant="secondary" onClick={() => go(withoutStayFilters(search))}>
                    <Trans>Clear filters</Trans>
                  </Button>
                </>
              ) : (
                <p className="font-medium">
                  <Trans>No stays in {results.destination.name} are free for these dates and guests. Try other dates.</Trans>
                </p>
              )}
            </div>
          ) : results.results.length === 0 ? (
            <p>
              <Trans>This page is past the last one.</Trans>{' '}
              <Link href={staySearchUrl({ ...search, page: 1 })}>
                <Trans>Go to the first page</Trans>
              </Link>
            </p>
          ) : (
            <>
              <p className="text-sm text-ink-muted">
                {pricesShown ? (
                  <Trans>
                    Prices in {results.currency}, the currency you pay in: the rent per night, and the total for your stay with cleaning and
                    taxes.
                  </Trans>
                ) : (
                  <Trans>Prices are not shown for your membership.</Trans>
                )}
              </p>
              <ul aria-label={t`Results`} className={state.matches('loading') ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}>
                {results.results.map((stay) => (
                  <StayCard
                    key={stay.id}
                    stay={stay}
                    href={withCertificate(stayDetailsUrl(stay.id, choice), stay.coveredBy)}
                    pricesShown={pricesShown}
                    nights={results.nights}
                  />
                ))}
              </ul>
              <ResultsPagination page={results.page} pageCount={pageCount} hrefOf={(page) => staySearchUrl({ ...search, page })} />
            </>
          )}
          {results !== null && results.restricted > 0 && (
            <p className="text-sm text-ink-muted">
              <Plural
                value={results.restricted}
                one="# more stay is free on these dates but needs a longer stay or another arrival day."
                other="# more stays are free on these dates but need a longer stay or another arrival day."
              />
            </p>
          )}
        </section>
      </div>
    </div>
  )
}
