import { nightsBetween } from '@contract/calendar'
import { useEffect, useMemo, useRef } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { detailsUrl, searchUrl, SORTS, type Kind, type SearchParams } from '@/lib/booking-params'
import { useSettings } from '@/shared/settings/settings-context'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { ResultCard } from '@/features/search/result-card'
import { ResultsFilters } from '@/features/search/results-filters'
import { ResultsPagination } from '@/features/search/results-pagination'
import { NoResults, ResultsSkeleton, SearchFailed, UnknownDestination } from '@/features/search/results-states'
import { SortSelect } from '@/features/search/sort-select'
import { SearchSummary } from '@/features/search/search-summary'
import { FiltersSheet } from '@/shared/booking/filters-sheet'
import { activeFilterCount, hasFilters, toSearchRequest, withoutFilters, type CompleteSearch } from '@/features/search/search-request'
import { useSearchResults } from '@/features/search/use-search-results'

/**
 * The results of a complete search (issue 7). Every change (sort, filters, page) is a new URL, so
 * back and forward walk them and a copied URL shows the same view; the URL and the selected
 * currency make the request the results machine runs.
 */
export function ResultsView({ kind, search }: { kind: Kind; search: CompleteSearch }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const { currency } = useSettings()
  const pricesShown = usePriceDisplay()
  const request = useMemo(() => toSearchRequest(kind, search, currency.code), [kind, search, currency.code])
  const [state, send] = useSearchResults(request)
  const { results, error } = state.context
  const unknownDestination = state.matches('failed') && error === 'UNKNOWN_DESTINATION'
  const go = (next: SearchParams) => navigate(searchUrl(kind, next))
  const { checkIn, checkOut, rooms, adults, children } = search
  const stay = useMemo(() => ({ checkIn, checkOut, rooms, adults, children }), [checkIn, checkOut, rooms, adults, children])
  const listTop = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(search.page)
  useEffect(() => {
    if (search.page === shownPage.current) return
    shownPage.current = search.page
    // A new page starts at the top of the list, where the focus goes too.
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
    listTop.current?.focus({ preventScroll: true })
  }, [search.page])

  // Until the answer names the destination the heading shows none (its id is not for reading).
  const place =
    'destination' in search.where
      ? { type: 'destination' as const, id: search.where.destination, label: results?.centre.name ?? '' }
      : { type: 'near' as const, ...search.where }
  const pageCount = results ? Math.max(1, Math.ceil(results.total / results.pageSize)) : 1
  return (
    <div className="flex flex-col gap-6">
      <SearchSummary kind={kind} search={search} place={place} nights={nightsBetween(checkIn, checkOut)} />
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        {/* Beside the results from md up; on a phone they open from the button above the results. */}
        <div className="hidden md:order-1 md:block">
          {results && <ResultsFilters search={search} facets={results.facets} currency={results.currency} onChange={go} />}
        </div>
        <section aria-labelledby="results-heading" aria-busy={state.matches('loading')} className="order-1 flex flex-col gap-4 md:order-2">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
            <h2 id="results-heading" ref={listTop} tabIndex={-1} className="scroll-mt-4 text-lg font-semibold focus:outline-none">
              {results === null ? (
                <Trans>Results</Trans>
              ) : kind === 'resort' ? (
                <Plural value={results.total} one="# resort found" other="# resorts found" />
              ) : (
                <Plural value={results.total} one="# hotel found" other="# hotels found" />
              )}
            </h2>
            <div className="flex flex-wrap items-end gap-3">
              {/* Nothing to sort for a destination we do not know. */}
              {!unknownDestination && (
                <SortSelect value={search.sort} options={SORTS} onChange={(sort) => go({ ...search, sort, page: 1 })} />
              )}
              {/* After the sort, so its arrival with the results moves nothing already drawn. */}
              {results && (
                <FiltersSheet active={activeFilterCount(search)} total={results.total}>
                  <ResultsFilters search={search} facets={results.facets} currency={results.currency} onChange={go} />
                </FiltersSheet>
              )}
            </div>
          </div>
          {unknownDestination ? (
            <UnknownDestination kind={kind} chooseHref={searchUrl(kind, { ...withoutFilters(search), where: null, page: 1 })} />
          ) : state.matches('failed') && error ? (
            <SearchFailed code={error} onRetry={() => send({ type: 'search.retry' })} />
          ) : results === null ? (
            <ResultsSkeleton />
          ) : results.total === 0 ? (
            <NoResults
              kind={kind}
              filtered={hasFilters(search)}
              centreName={results.centre.name}
              onClearFilters={() => go(withoutFilters(search))}
            />
          ) : results.results.length === 0 ? (
            <p>
              <Trans>This page is past the last one.</Trans>{' '}
              <Link href={searchUrl(kind, { ...search, page: 1 })}>
                <Trans>Go to the first page</Trans>
              </Link>
            </p>
          ) : (
            <>
              <p className="text-sm text-ink-muted">
                {pricesShown ? (
                  <Trans>
                    Prices in {results.currency}, the currency you pay in: per night for one room, and the total for your stay with taxes
                    and fees.
                  </Trans>
                ) : (
                  // docs/rules.md#price-display: guests always see prices, so only a signed-in member's organisation hides them.
                  <Trans>Prices are not shown for your membership.</Trans>
                )}
              </p>
              <ul aria-label={t`Results`} className={state.matches('loading') ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}>
                {results.results.map((result) => (
                  <ResultCard
                    key={result.id}
                    result={result}
                    href={detailsUrl(result.id, stay)}
                    pricesShown={pricesShown}
                    nights={results.nights}
                    measuredFrom={'destination' in search.where ? 'centre' : 'point'}
                  />
                ))}
              </ul>
              <ResultsPagination page={results.page} pageCount={pageCount} hrefOf={(page) => searchUrl(kind, { ...search, page })} />
            </>
          )}
        </section>
      </div>
    </div>
  )
}
