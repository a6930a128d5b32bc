import { useEffect, useId } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Link, useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { inputClasses } from '@ui/field'
import type { CarSearchRequest } from '@contract/schemas/cars'
import { carSearchUrl, readCarSearch, type CarSearchParams } from '@/lib/car-params'
import { carResultsMachine } from '@machines/car-results.machine'
import { inspect } from '@/shared/inspection'
import { useSettings } from '@/shared/settings/settings-context'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { FiltersSheet } from '@/shared/booking/filters-sheet'
import { CarCard } from '@/features/cars/car-card'
import { CarFilters } from '@/features/cars/car-filters'

type Sort = NonNullable<CarSearchParams['sort']>
const SORTS: Sort[] = ['price', 'category', 'supplier']

/** How many filters are on (the phone's Filters button says it). */
const activeFilters = (p: CarSearchParams) =>
  (p.categories?.length ?? 0) + (p.suppliers?.length ?? 0) + (p.transmission ? 1 : 0) + (p.priceMaxMinor ? 1 : 0)

/** The request of a search as the URL and the selected currency say it; one builder, so equal searches serialise alike. */
export function requestOf(s: CarSearchParams, currency: string): CarSearchRequest {
  return {
    pickUpStationId: s.pickUpStationId,
    dropOffStationId: s.dropOffStationId ?? null,
    pickUpAt: s.pickUpAt,
    dropOffAt: s.dropOffAt,
    driverAge: s.driverAge,
    currency,
    categories: s.categories ?? [],
    transmission: s.transmission ?? null,
    suppliers: s.suppliers ?? [],
    priceMaxMinor: s.priceMaxMinor ?? null,
    sort: s.sort ?? 'price',
    page: s.page ?? 1,
  }
}

/**
 * /cars/search-details?from=…&pickUp=…&dropOff=…&age=…: a station's cars for the rental, with
 * category, transmission, company and price filters, sort and pages; the URL holds the whole
 * search (lib/car-params). Each car links to its details at each rate it is offered at.
 */
export default function CarResultsPage() {
  const search = useSearch()
  const settings = useSettings()
  const params = readCarSearch(new URLSearchParams(search))
  if (!params) return <NoSearch />
  if (settings.loading) return <Spinner label="" centered className="mx-auto my-12" />
  return <Results params={params} currency={settings.currency.code} />
}

function NoSearch() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Choose where and when</Trans>
      </h1>
      <p>
        <Link href="/cars" className="underline">
          <Trans>Search cars</Trans>
        </Link>
      </p>
    </div>
  )
}

function Results({ params, currency }: { params: CarSearchParams; currency: string }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const showPrice = usePriceDisplay()
  const dateText = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short' })
  const request = requestOf(params, currency)
  const [state, send] = useMachine(carResultsMachine, { input: { request }, inspect })
  const key = JSON.stringify(request)
  useEffect(() => send({ type: 'search.change', request: JSON.parse(key) }), [key, send])
  const go = (change: Partial<CarSearchParams>) => navigate(carSearchUrl({ ...params, page: 1, ...change }))
  const results = state.context.results
  const sortId = useId()
  const sortLabels: Record<Sort, string> = { price: t`Price: lowest first`, category: t`Category`, supplier: t`Rental company` }
  const page = request.page ?? 1
  const pages = results ? Math.max(1, Math.ceil(results.total / results.pageSize)) : 1
  const totals = results?.offers.map((o) => Math.min(o.online?.totalMinor ?? Infinity, o.counter?.totalMinor ?? Infinity)) ?? []
  const cheapest = totals.length ? { min: Math.min(...totals), max: Math.max(...totals) } : null
  const when = (at: string) => `${dateText(at.slice(0, 10))} ${at.slice(11)}`
  const filters = results && (
    <CarFilters
      params={params}
      facets={results.facets}
      currency={results.currency}
      cheapest={cheapest}
      onChange={go}
      showPrice={showPrice}
    />
  )
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">
          <Trans>Car hire</Trans>
        </h1>
        <p className="text-ink-muted">
          {when(params.pickUpAt)} – {when(params.dropOffAt)}
          {results && (
            <>
              {' '}
              · {results.pickUp.name}
              {results.dropOff.id !== results.pickUp.id && ` → ${results.dropOff.name}`} ·{' '}
              <Plural value={results.days} one="# day" other="# days" />
            </>
          )}
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <div className="hidden md:block">{filters}</div>
        <section aria-labelledby="car-results" aria-busy={state.matches('loading')} className="flex flex-col gap-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
            <h2 id="car-results" className="text-lg font-medium" aria-live="polite">
              {results ? (
                <Plural value={results.total} one="# car" other="# cars" />
              ) : (
                <span className="sr-only">
                  <Trans>Results</Trans>
                </span>
              )}
            </h2>
            <div className="flex flex-col gap-1">
              <label htmlFor={sortId} className="text-sm font-medium">
                <Trans>Sort by</Trans>
              </label>
              <select id={sortId} className={inputClasses} value={request.sort} onChange={(e) => go({ sort: e.target.value as Sort })}>
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabels[sort]}
                  </option>
                ))}
              </select>
            </div>
            {results && (
              <FiltersSheet active={activeFilters(params)} total={results.total}>
                {filters}
              </FiltersSheet>
            )}
          </div>
          {state.matches('failed') ? (
            state.context.error === 'RENTAL_REFUSED' ? (
              <div role="alert" className="flex flex-col items-start gap-2">
                <p>
                  <Trans>We cannot rent a car for this search: check the stations' opening hours, the dates and the drop-off.</Trans>
                </p>
                <Link href="/cars" className="underline">
                  <Trans>Change the search</Trans>
                </Link>
              </div>
            ) : (
              <div role="alert" className="flex flex-col items-start gap-2">
                <p>
                  {state.context.error === 'NETWORK' ? (
                    <Trans>The search could not reach us. Check your connection and try again.</Trans>
                  ) : (
                    <Trans>The search did not work. Please try again.</Trans>
                  )}
                </p>
                <Button onClick={() => send({ type: 'search.retry' })}>
                  <Trans>Try again</Trans>
                </Button>
              </div>
            )
          ) : !results ? (
            <Spinner label={t`Searching cars`} centered className="my-8" />
          ) : results.offers.length === 0 ? (
            <p>
              <Trans>No car matches. Try other filters, times or a different age.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Results`} className={`flex flex-col gap-3 ${state.matches('loading') ? 'opacity-60' : ''}`}>
              {results.offers.map((offer) => (
                <CarCard key={offer.offerId} offer={offer} search={params} currency={results.currency} showPrice={showPrice} />
              ))}
            </ul>
          )}
          {results && pages > 1 && (
            <nav aria-label={t`Pages`} className="flex items-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                <Trans>Previous page</Trans>
              </Button>
              <span>
                <Trans>
                  Page {page} of {pages}
                </Trans>
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                <Trans>Next page</Trans>
              </Button>
            </nav>
          )}
        </section>
      </div>
    </div>
  )
}
