import { useEffect } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Link, useLocation, useSearch } from 'wouter'
import { Checkbox } from '@ui/checkbox'
import { Spinner } from '@ui/spinner'
import type { TransferSearchRequest, TransferVehicle } from '@contract/schemas/transfers'
import { readTransferSearch, transferFormUrl, transferSearchUrl, type TransferSearchParams } from '@/lib/transfer-params'
import { transferResultsMachine } from '@machines/transfer-results.machine'
import { inspect } from '@/shared/inspection'
import { ResultsFrame } from '@/shared/booking/results-frame'
import { useSettings } from '@/shared/settings/settings-context'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { vehicleLabels } from '@/shared/booking/transfer-labels'
import { TransferCard } from '@/features/transfers/transfer-card'

type Sort = NonNullable<TransferSearchParams['sort']>
const SORTS: Sort[] = ['price', 'duration']

/** The request of a search as the URL and the selected currency say it; one builder, so equal searches serialise alike. */
export function requestOf(s: TransferSearchParams, currency: string): TransferSearchRequest {
  return {
    airport: s.airport,
    placeId: s.placeId,
    direction: s.direction ?? 'arrival',
    at: s.at,
    passengers: s.passengers,
    bags: s.bags,
    currency,
    vehicles: s.vehicles ?? [],
    sort: s.sort ?? 'price',
  }
}

/**
 * /transfers/search-details?airport=…&place=…&direction=…&at=…&passengers=…&bags=…: the airport's
 * rides that take the party, by vehicle kind and order; the URL holds the whole search
 * (lib/transfer-params). Each ride links to its details.
 */
export default function TransferResultsPage() {
  const { t } = useLingui()
  const search = useSearch()
  const settings = useSettings()
  const params = readTransferSearch(new URLSearchParams(search))
  if (!params) return <NoSearch />
  if (settings.loading) return <Spinner label={t`Searching transfers`} centered className="mx-auto my-12" />
  return <Results params={params} currency={settings.currency.code} />
}

function NoSearch() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Choose your ride</Trans>
      </h1>
      <p>
        <Link href="/transfers" className="underline">
          <Trans>Search transfers</Trans>
        </Link>
      </p>
    </div>
  )
}

function Results({ params, currency }: { params: TransferSearchParams; currency: string }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const showPrice = usePriceDisplay()
  const dateText = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short' })
  const request = requestOf(params, currency)
  const [state, send] = useMachine(transferResultsMachine, { input: { request }, inspect })
  const key = JSON.stringify(request)
  useEffect(() => send({ type: 'search.change', request: JSON.parse(key) }), [key, send])
  const go = (change: Partial<TransferSearchParams>) => navigate(transferSearchUrl({ ...params, ...change }))
  const results = state.context.results
  const sortLabels: Record<Sort, string> = { price: t`Price: lowest first`, duration: t`Ride: shortest first` }
  const vehicles = request.vehicles ?? []
  const toggle = (vehicle: TransferVehicle, on: boolean) =>
    go({ vehicles: on ? [...vehicles, vehicle] : vehicles.filter((v) => v !== vehicle) })
  const when = `${dateText(params.at.slice(0, 10))} ${params.at.slice(11)}`
  const error = state.context.error
  const filters = results && (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">
        <Trans>Vehicle</Trans>
      </legend>
      {results.facets.vehicles.map(({ value, count }) => (
        <Checkbox
          key={value}
          checked={vehicles.includes(value)}
          onChange={(e) => toggle(value, e.target.checked)}
          label={`${i18n._(vehicleLabels[value])} (${i18n.number(count)})`}
        />
      ))}
    </fieldset>
  )
  return (
    <ResultsFrame
      title={<Trans>Airport transfers</Trans>}
      summary={
        <>
          <p className="text-ink-muted">
            {results &&
              (results.direction === 'arrival'
                ? `${results.airport.name} (${results.airport.iata}) → ${results.place.name} · `
                : `${results.place.name} → ${results.airport.name} (${results.airport.iata}) · `)}
            {when} · <Plural value={params.passengers} one="# passenger" other="# passengers" />,{' '}
            <Plural value={params.bags} one="# bag" other="# bags" />
            {results && (
              <>
                {' '}
                · <Trans>{results.distanceKm} km</Trans>
              </>
            )}
          </p>
          <p>
            <Link href={transferFormUrl(params)} className="text-sm underline">
              <Trans>Change the search</Trans>
            </Link>
          </p>
        </>
      }
      filters={filters || null}
      activeFilters={vehicles.length}
      count={results && <Plural value={results.total} one="# ride" other="# rides" />}
      total={results?.total ?? null}
      sort={{ value: request.sort ?? 'price', options: SORTS, labels: sortLabels, onChange: (sort) => go({ sort }) }}
      busy={state.matches('loading')}
      failure={
        state.matches('failed')
          ? {
              network: error === 'NETWORK',
              onRetry: () => send({ type: 'search.retry' }),
              refusal:
                error === 'RIDE_REFUSED' ? (
                  <>
                    <p>
                      <Trans>We cannot offer a transfer for this search: check the airport, the place and the time.</Trans>
                    </p>
                    <Link href={transferFormUrl(params)} className="underline">
                      <Trans>Change the search</Trans>
                    </Link>
                  </>
                ) : null,
            }
          : null
      }
      searchingLabel={t`Searching transfers`}
      empty={<Trans>No ride takes this party. Try fewer bags, another vehicle or another time.</Trans>}
      items={
        results?.offers.map((offer) => (
          <TransferCard key={offer.offerId} offer={offer} search={params} currency={results.currency} showPrice={showPrice} />
        )) ?? null
      }
    />
  )
}
