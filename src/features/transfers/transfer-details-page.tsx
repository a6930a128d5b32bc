import { useEffect } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Link, useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import type { TransferSelection } from '@contract/schemas/transfers'
import type { ItemQuote } from '@contract/schemas/lines'
import {
  readTransferSearch,
  transferCheckoutUrl,
  transferFormUrl,
  transferSearchUrl,
  transferSelectionOf,
  type TransferSearchParams,
} from '@/lib/transfer-params'
import { transferDetailsMachine, type TransferDetailsErrorCode } from '@machines/transfer-details.machine'
import { DeadEnd } from '@/shared/booking/dead-end'
import { LoadFailed } from '@/shared/booking/load-failed'
import { inspect } from '@/shared/inspection'
import { useSettings } from '@/shared/settings/settings-context'
import { useIsoDateText, usePricedMoney } from '@/shared/booking/booking-format'
import { meetingLabels, vehicleLabels } from '@/shared/booking/transfer-labels'
import { TransferFacts } from '@/features/transfers/transfer-card'

type TransferQuoteDetails = Extract<ItemQuote['details'], { line: 'transfer' }>

/**
 * /transfer-details?offer=…&airport=…&place=…&direction=…&at=…&passengers=…&bags=…: one ride for
 * the party — the vehicle and what it takes, the route, the waiting time, how to meet the driver
 * and how it is paid — priced by the booking core, and on to the checkout. The URL holds the ride.
 */
export default function TransferDetailsPage() {
  const { t } = useLingui()
  const search = useSearch()
  const settings = useSettings()
  const params = new URLSearchParams(search)
  const selection = transferSelectionOf(params)
  const ride = readTransferSearch(params)
  if (!selection || !ride) return <NotFound />
  if (settings.loading) return <Spinner label={t`Pricing the transfer`} centered className="mx-auto my-12" />
  return <Details selection={selection} ride={ride} currency={settings.currency.code} />
}

function NotFound({ back = '/transfers' }: { back?: string }) {
  return (
    <DeadEnd title={<Trans>We could not find this transfer</Trans>} back={{ href: back, label: <Trans>Back to the transfers</Trans> }} />
  )
}

function Details({ selection, ride, currency }: { selection: TransferSelection; ride: TransferSearchParams; currency: string }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const money = usePricedMoney()
  const dateText = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const [state, send] = useMachine(
    transferDetailsMachine.provide({
      actions: { goToCheckout: ({ context }) => navigate(transferCheckoutUrl(ride, context.selection.offerId)) },
    }),
    { input: { selection, currency }, inspect },
  )
  useEffect(() => send({ type: 'currency.change', currency }), [currency, send])
  const back = transferSearchUrl(ride)
  const { quote, error } = state.context
  const refusals: Record<Exclude<TransferDetailsErrorCode, 'NETWORK' | 'UNAVAILABLE'>, string> = {
    PLACE_NOT_SERVED: t`This ride does not go to that place. Choose a hotel or place near the airport.`,
    TOO_MANY_PASSENGERS: t`This vehicle cannot take that many passengers. Choose a bigger vehicle.`,
    TOO_MANY_BAGS: t`This vehicle cannot take that many bags. Choose a bigger vehicle.`,
    BAD_STAY: t`This time cannot be booked. Choose a time later than now and within a year.`,
  }
  if (state.matches('notFound')) return <NotFound back={back} />
  if (state.matches('refused') && error && error !== 'NETWORK' && error !== 'UNAVAILABLE') {
    return (
      <DeadEnd
        alert
        title={<Trans>This transfer cannot be booked as asked</Trans>}
        back={{ href: transferFormUrl(ride), label: <Trans>Change the search</Trans> }}
      >
        {refusals[error]}
      </DeadEnd>
    )
  }
  if (state.matches('failed')) {
    return (
      <LoadFailed page onRetry={() => send({ type: 'load.retry' })}>
        {error === 'NETWORK' ? (
          <Trans>This transfer could not be priced: check your connection and try again.</Trans>
        ) : (
          <Trans>This transfer could not be priced. Please try again.</Trans>
        )}
      </LoadFailed>
    )
  }
  if (!quote) return <Spinner label={t`Pricing the transfer`} centered className="mx-auto my-12" />
  const d = quote.details as TransferQuoteDetails
  const loading = state.matches('loading')
  const unit = money(d.unitMinor, quote.price.currency)
  const airport = `${d.airport.name} (${d.airport.iata})`
  const [from, to] =
    d.direction === 'arrival' ? [airport, `${d.place.name}, ${d.place.address}`] : [`${d.place.name}, ${d.place.address}`, airport]
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link href={back} className="self-start underline">
        <Trans>Back to the transfers</Trans>
      </Link>
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-semibold">
            {i18n._(vehicleLabels[d.vehicle])}: {d.model}
          </h1>
          <p className="text-ink-muted">{d.company}</p>
          <img src={d.image.url} alt={d.image.alt} className="aspect-[16/10] w-full max-w-xl rounded-lg object-cover" />
          <TransferFacts ride={d} />
          <section aria-labelledby="transfer-route" className="flex flex-col gap-2 text-sm">
            <h2 id="transfer-route" className="text-lg font-medium">
              <Trans>Your ride</Trans>
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-medium">
                <Trans>From</Trans>
              </dt>
              <dd>{from}</dd>
              <dt className="font-medium">
                <Trans>To</Trans>
              </dt>
              <dd>{to}</dd>
              <dt className="font-medium">
                {d.direction === 'arrival' ? <Trans>Landing</Trans> : <Trans context="transfer">Pick-up</Trans>}
              </dt>
              <dd>
                {dateText(d.at.slice(0, 10))} {d.at.slice(11)} <span className="text-ink-muted">({d.airport.timeZone})</span>
              </dd>
              <dt className="font-medium">
                <Trans>Passengers</Trans>
              </dt>
              <dd>
                <Plural value={d.passengers} one="# passenger" other="# passengers" />, <Plural value={d.bags} one="# bag" other="# bags" />
              </dd>
            </dl>
          </section>
          <section aria-labelledby="transfer-meeting" className="flex flex-col gap-1 text-sm">
            <h2 id="transfer-meeting" className="text-lg font-medium">
              <Trans>Meeting your driver</Trans>
            </h2>
            <p>{i18n._(meetingLabels[d.meeting])}</p>
            {d.direction === 'arrival' && (
              <p>
                <Plural
                  value={d.waitingMinutes}
                  one="Waiting time: # minute after landing, included. The checkout asks for your flight number."
                  other="Waiting time: # minutes after landing, included. The checkout asks for your flight number."
                />
              </p>
            )}
          </section>
        </div>
        <aside
          aria-labelledby="transfer-price"
          aria-busy={loading}
          className={`flex flex-col gap-2 self-start rounded-lg border border-line p-4 ${loading ? 'opacity-60' : ''}`}
        >
          <h2 id="transfer-price" className="text-lg font-medium">
            <Trans>Price</Trans>
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
            <dt>{d.pricing === 'per-person' ? <Trans>{unit} per person</Trans> : <Trans>{unit} per vehicle</Trans>}</dt>
            <dd className="text-end">{money(quote.price.baseMinor, quote.price.currency)}</dd>
            <dt className="font-semibold">
              <Trans>Total</Trans>
            </dt>
            <dd className="text-end font-semibold">{money(quote.price.totalMinor, quote.price.currency)}</dd>
          </dl>
          <p className="text-sm">
            {quote.payNow ? <Trans>Pay now online, by card at the checkout.</Trans> : <Trans>Pay the driver at the end of the ride.</Trans>}
          </p>
          {!quote.bookable && (
            <p role="alert" className="text-sm font-medium text-red-700">
              <Trans>This ride is no longer free at this time.</Trans>
            </p>
          )}
          <Button disabled={!state.can({ type: 'booking.continue' })} onClick={() => send({ type: 'booking.continue' })}>
            <Trans>Continue to checkout</Trans>
          </Button>
        </aside>
      </div>
    </div>
  )
}
