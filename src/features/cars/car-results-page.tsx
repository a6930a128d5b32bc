import { useEffect } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Link, useLocation, useSearch } from 'wouter'
import { Spinner } from '@ui/spinner'
import type { CarSearchRequest } from '@contract/schemas/cars'
import { carFormUrl, carSearchUrl, readCarSearch, type CarSearchParams } from '@/lib/car-params'
import { carResultsMachine } from '@machines/car-results.machine'
import { inspect } from '@/shared/inspection'
import { useSettings } from '@/shared/settings/settings-context'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { ResultsFrame } from '@/shared/booking/results-frame'
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
  const { t } = useLingui()
  const search = useSearch()
  const settings = useSettings()
  const params = readCarSearch(new URLSearchParams(search))
  if (!params) return <NoSearch />
  if (settings.loading) return <Spinner label={t`Searching cars`} centered className="mx-auto my-12" />
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
  const error = state.context.error
  const refused = state.matches('failed') && error === 'RENTAL_REFUSED'
  return (
    <ResultsFrame
      title={<Trans>Car hire</Trans>}
      summary={
        <>
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
          {/* A refused rental says why, with this same link under it. */}
          {!refused && (
            <p>
              <Link href={carFormUrl(params)} className="text-sm underline">
                <Trans>Change the search</Trans>
              </Link>
            </p>
          )}
        </>
      }
      filters={filters || null}
      activeFilters={activeFilters(params)}
      count={results && <Plural value={results.total} one="# car" other="# cars" />}
      total={results?.total ?? null}
      sort={{ value: request.sort ?? 'price', options: SORTS, labels: sortLabels, onChange: (sort) => go({ sort }) }}
      busy={state.matches('loading')}
      failure={
        state.matches('failed')
          ? {
              network: error === 'NETWORK',
              onRetry: () => send({ type: 'search.retry' }),
              refusal: refused ? (
                <>
                  <p>
                    <Trans>We cannot rent a car for this search: check the stations' opening hours, the dates and the drop-off.</Trans>
                  </p>
                  <Link href={carFormUrl(params)} className="underline">
                    <Trans>Change the search</Trans>
                  </Link>
                </>
              ) : null,
            }
          : null
      }
      searchingLabel={t`Searching cars`}
      empty={<Trans>No car matches. Try other filters, times or a different age.</Trans>}
      items={
        results?.offers.map((offer) => (
          <CarCard key={offer.offerId} offer={offer} search={params} currency={results.currency} showPrice={showPrice} />
        )) ?? null
      }
      paging={{ page, count: pages, go: (n) => go({ page: n }) }}
    />
  )
}
