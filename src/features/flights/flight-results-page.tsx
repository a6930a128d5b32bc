import { useEffect } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Link, useLocation, useSearch } from 'wouter'
import { Spinner } from '@ui/spinner'
import type { FlightSearchRequest } from '@contract/schemas/flights'
import { flightFormUrl, flightSearchUrl, readFlightSearch, type FlightSearchParams } from '@/lib/flight-search-params'
import { flightResultsMachine } from '@machines/flight-results.machine'
import { inspect } from '@/shared/inspection'
import { useSettings } from '@/shared/settings/settings-context'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { ResultsFrame } from '@/shared/booking/results-frame'
import { FlightCard } from '@/features/flights/flight-card'
import { FlightFilters } from '@/features/flights/flight-filters'
import { cabinLabels } from '@/features/flights/flight-labels'
import { CountList } from '@/shared/count-list'

type Sort = FlightSearchParams['sort']
const SORTS: Sort[] = ['price', 'duration', 'departure']

/** How many filters are on (the phone's Filters button says it). */
const activeFilters = (p: FlightSearchParams) =>
  (p.stops !== 'any' ? 1 : 0) +
  p.airlines.length +
  [p.outboundDeparts, p.outboundArrives, p.returnDeparts, p.returnArrives].filter((w) => w !== null).length

/** The request of a search as the URL and the selected currency say it; one builder, so equal searches serialise alike. */
export function requestOf(s: FlightSearchParams, currency: string): FlightSearchRequest {
  return {
    from: s.from,
    to: s.to,
    departDate: s.departDate,
    returnDate: s.returnDate,
    passengers: { adults: s.passengers.adults, childAges: s.passengers.childAges, infants: s.passengers.infants },
    cabin: s.cabin,
    currency,
    stops: s.stops,
    outboundDeparts: s.outboundDeparts,
    outboundArrives: s.outboundArrives,
    returnDeparts: s.returnDeparts,
    returnArrives: s.returnArrives,
    airlines: s.airlines,
    sort: s.sort,
    page: s.page,
  }
}

/**
 * /flight/search-details?from=…&to=…&depart=…[&return=…]&adults=…: the day's offers for the party,
 * with stops, airlines and time-window filters, sort and pages; the URL holds the whole search
 * (lib/flight-search-params). Each offer links to its details.
 */
export default function FlightResultsPage() {
  const { t } = useLingui()
  const search = useSearch()
  const settings = useSettings()
  const params = readFlightSearch(new URLSearchParams(search))
  if (!params) return <NoSearch query={search} />
  if (settings.loading) return <Spinner label={t`Searching flights`} centered className="mx-auto my-12" />
  return <Results params={params} currency={settings.currency.code} />
}

/**
 * A results link that names no search we can run (an airport, a date or the passengers missing or
 * impossible): it says so, and the form opens with what the link did name (readFlightPrefill).
 */
function NoSearch({ query }: { query: string }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3">
      <h1 className="text-2xl font-semibold">
        <Trans>Choose your flight</Trans>
      </h1>
      <p role="status">
        <Trans>
          This link does not name a flight search we can run: an airport, a date or the passengers are missing or impossible (such as a
          return before the departure, or more infants than adults).
        </Trans>
      </p>
      <p>
        <Link href={query ? `/flight?${query}` : '/flight'} className="underline">
          <Trans>Search flights</Trans>
        </Link>
      </p>
    </div>
  )
}

/** "LIS → BCN · Fri, Dec 11 – Fri, Dec 18 · 2 adults, 1 child · Economy". */
function SearchSummary({ params }: { params: FlightSearchParams }) {
  const { i18n } = useLingui()
  const dateText = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short' })
  const { adults, childAges, infants } = params.passengers
  const children = childAges.length
  return (
    <p className="text-ink-muted">
      {params.from} {params.returnDate ? '⇄' : '→'} {params.to} · {dateText(params.departDate)}
      {params.returnDate && ` – ${dateText(params.returnDate)}`} ·{' '}
      <CountList
        items={[
          <Plural key="adults" value={adults} one="# adult" other="# adults" />,
          children > 0 && <Plural key="children" value={children} one="# child" other="# children" />,
          infants > 0 && <Plural key="infants" value={infants} one="# infant" other="# infants" />,
        ]}
      />{' '}
      · {i18n._(cabinLabels[params.cabin])}
    </p>
  )
}

function Results({ params, currency }: { params: FlightSearchParams; currency: string }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const showPrice = usePriceDisplay()
  const request = requestOf(params, currency)
  const [state, send] = useMachine(flightResultsMachine, { input: { request }, inspect })
  const key = JSON.stringify(request)
  useEffect(() => send({ type: 'search.change', request: JSON.parse(key) }), [key, send])
  const go = (change: Partial<FlightSearchParams>) => navigate(flightSearchUrl({ ...params, page: 1, ...change }))
  const results = state.context.results
  const sortLabels: Record<Sort, string> = {
    price: t`Price: lowest first`,
    duration: t`Duration: shortest first`,
    departure: t`Departure: earliest first`,
  }
  const page = params.page
  const pages = results ? Math.max(1, Math.ceil(results.total / results.pageSize)) : 1
  const filters = results && <FlightFilters params={params} results={results} onChange={go} />
  const error = state.context.error
  return (
    <ResultsFrame
      title={
        results ? (
          <Trans>
            Flights from {results.from.city} to {results.to.city}
          </Trans>
        ) : (
          <Trans>Flights</Trans>
        )
      }
      summary={
        <>
          <SearchSummary params={params} />
          <p>
            <Link href={flightFormUrl(params)} className="text-sm underline">
              <Trans>Change search</Trans>
            </Link>
          </p>
        </>
      }
      filters={filters || null}
      activeFilters={activeFilters(params)}
      count={results && <Plural value={results.total} one="# flight" other="# flights" />}
      total={results?.total ?? null}
      sort={{ value: request.sort ?? 'price', options: SORTS, labels: sortLabels, onChange: (sort) => go({ sort }) }}
      busy={state.matches('loading')}
      failure={
        state.matches('failed')
          ? {
              network: error === 'NETWORK',
              onRetry: () => send({ type: 'search.retry' }),
              refusal:
                error === 'TRIP_REFUSED' ? (
                  <>
                    <p>
                      <Trans>We cannot search this trip: check the airports and the dates.</Trans>
                    </p>
                    <Link href={flightFormUrl(params)} className="underline">
                      <Trans>Change search</Trans>
                    </Link>
                  </>
                ) : null,
            }
          : null
      }
      searchingLabel={t`Searching flights`}
      empty={<Trans>No flight matches. Try other filters, dates or airports.</Trans>}
      items={
        results?.offers.map((offer) => (
          <FlightCard key={offer.offerId} offer={offer} search={params} currency={results.currency} showPrice={showPrice} />
        )) ?? null
      }
      paging={{ page, count: pages, go: (n) => go({ page: n }) }}
    />
  )
}
