import { useEffect, useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useMachine } from '@xstate/react'
import { Link, useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import type { FlightItinerary, FlightOffer, FlightSearchRequest } from '@contract/schemas/flights'
import { flightCheckoutUrl } from '@/lib/flight-params'
import {
  flightFormUrl,
  flightSearchUrl,
  passengerCountsOf,
  readFlightDetails,
  readFlightSearch,
  type FlightSearchParams,
} from '@/lib/flight-search-params'
import { flightDetailsMachine } from '@machines/flight-details.machine'
import { DeadEnd } from '@/shared/booking/dead-end'
import { LoadFailed } from '@/shared/booking/load-failed'
import { inspect } from '@/shared/inspection'
import { useSettings } from '@/shared/settings/settings-context'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { useIsoDateText, usePricedMoney } from '@/shared/booking/booking-format'
import { LocalClock, StopsText, TailFin, useDuration } from '@/features/flights/flight-way'
import { cabinLabels, familyLabels } from '@/features/flights/flight-labels'

/**
 * /flight-details?offer=…&from=…&to=…&depart=…[&return=…]&adults=…&outDep=…[&retDep=…]&airline=…:
 * one offer found again by one search (docs/decisions.md "Flight details from the search"): each
 * way's segments and layovers in local times, the fare families with baggage, rules and prices
 * per passenger type; choosing a family and "Continue" opens its checkout.
 */
export default function FlightDetailsPage() {
  const { t } = useLingui()
  const search = useSearch()
  const settings = useSettings()
  const params = new URLSearchParams(search)
  const found = readFlightDetails(params)
  const trip = readFlightSearch(params)
  if (!found || !trip) return <NotFound back="/flight" />
  if (settings.loading) return <Spinner label={t`Loading the flight`} centered className="mx-auto my-12" />
  return <Details offerId={found.offerId} request={{ ...found.request, currency: settings.currency.code }} trip={trip} />
}

function NotFound({ back }: { back: string }) {
  return (
    <DeadEnd alert title={<Trans>We could not find this flight</Trans>} back={{ href: back, label: <Trans>Back to the search</Trans> }}>
      <Trans>It may have sold out or no longer fly at this time. Search again to see the flights on offer.</Trans>
    </DeadEnd>
  )
}

function Way({ way, label }: { way: FlightItinerary; label: string }) {
  const { t } = useLingui()
  const duration = useDuration()
  const dateText = useIsoDateText({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <h2 id={headingId} className="text-lg font-medium">
        {label}: {way.from.city} → {way.to.city} · {dateText(way.date)}
      </h2>
      <p className="text-sm">
        {t`Total duration ${duration(way.durationMinutes)}`} · <StopsText way={way} />
      </p>
      <ol className="flex flex-col gap-3">
        {way.segments.map((segment, i) => {
          const layover = way.layovers[i]
          return (
            <li key={segment.flightNumber} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-start gap-3">
                <TailFin code={segment.airline.code} className="size-10" />
                <div className="flex flex-col gap-1 text-sm">
                  <p className="font-medium">
                    {segment.airline.name} · {segment.flightNumber} · {segment.aircraft}
                  </p>
                  <p>
                    <LocalClock time={segment.departs} /> {segment.from.name} ({segment.from.iata})
                  </p>
                  <p>
                    <LocalClock time={segment.arrives} /> {segment.to.name} ({segment.to.iata})
                  </p>
                  <p className="text-ink-muted">{t`Flight time ${duration(segment.durationMinutes)}`}</p>
                </div>
              </div>
              {layover && i < way.segments.length - 1 && (
                <div className="rounded-md border border-line p-2 text-sm">
                  <p>
                    <Trans>
                      Layover in {layover.airport.city} ({layover.airport.iata}): {duration(layover.minutes)}
                    </Trans>
                  </p>
                  {layover.airportChange && (
                    <p role="note" className="font-medium text-red-700">
                      <Trans>Airport change: you leave from another airport than you land at. Allow time to get there.</Trans>
                    </p>
                  )}
                </div>
              )}
            </li>
          )
        })}
      </ol>
      <p className="text-xs text-ink-muted">
        <Trans>All times are local to each airport.</Trans>
      </p>
    </section>
  )
}

function Details({
  offerId,
  request,
  trip,
}: {
  offerId: string
  request: FlightSearchRequest & { currency: string }
  trip: FlightSearchParams
}) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [state, send] = useMachine(
    flightDetailsMachine.provide({
      actions: {
        goToCheckout: ({ context }) => {
          const offer = context.offer!
          navigate(
            flightCheckoutUrl({
              outbound: { itineraryId: offer.outbound.itineraryId, date: offer.outbound.date },
              inbound: offer.inbound ? { itineraryId: offer.inbound.itineraryId, date: offer.inbound.date } : null,
              cabin: context.request.cabin ?? 'economy',
              family: context.family!,
              passengers: passengerCountsOf(trip.passengers),
            }),
          )
        },
      },
    }),
    { input: { offerId, request }, inspect },
  )
  const currency = request.currency
  useEffect(() => send({ type: 'currency.change', currency }), [currency, send])
  // The details link names the offer's airlines to find it: the results it came back to are not filtered by them.
  const back = flightSearchUrl({ ...trip, airlines: [] })
  const { offer, error } = state.context
  if (state.matches('notFound')) return <NotFound back={flightFormUrl(trip)} />
  if (state.matches('failed')) {
    return (
      <LoadFailed page onRetry={() => send({ type: 'load.retry' })}>
        {error === 'NETWORK' ? (
          <Trans>This flight could not be loaded: check your connection and try again.</Trans>
        ) : (
          <Trans>This flight could not be loaded. Please try again.</Trans>
        )}
      </LoadFailed>
    )
  }
  if (!offer) return <Spinner label={t`Loading the flight`} centered className="mx-auto my-12" />
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link href={back} className="self-start underline">
        <Trans>Back to the flights</Trans>
      </Link>
      <h1 className="text-2xl font-semibold">
        {offer.inbound ? (
          <Trans>
            {offer.outbound.from.city} to {offer.outbound.to.city} and back
          </Trans>
        ) : (
          <Trans>
            {offer.outbound.from.city} to {offer.outbound.to.city}
          </Trans>
        )}
      </h1>
      <div className={`flex flex-col gap-4 ${state.matches('loading') ? 'opacity-60' : ''}`}>
        <Way way={offer.outbound} label={t`Outbound`} />
        {offer.inbound && <Way way={offer.inbound} label={t`Return`} />}
        <Fares
          offer={offer}
          currency={state.context.priceCurrency!}
          trip={trip}
          busy={state.matches('loading')}
          chosen={state.context.family}
          onChoose={(family) => send({ type: 'family.choose', family })}
          canContinue={state.can({ type: 'booking.continue' })}
          onContinue={() => send({ type: 'booking.continue' })}
        />
      </div>
    </div>
  )
}

function Fares({
  offer,
  currency,
  trip,
  busy,
  chosen,
  onChoose,
  canContinue,
  onContinue,
}: {
  offer: FlightOffer
  currency: string
  trip: FlightSearchParams
  busy: boolean
  chosen: FlightOffer['fromFamily'] | null
  onChoose: (family: FlightOffer['fromFamily']) => void
  canContinue: boolean
  onContinue: () => void
}) {
  const { t, i18n } = useLingui()
  const money = usePricedMoney()
  const showPrice = usePriceDisplay()
  const name = useId()
  const { adults, childAges, infants } = trip.passengers
  const seated = adults + childAges.length
  return (
    <section aria-labelledby={`${name}-fares`} aria-busy={busy} className="flex flex-col gap-3">
      <h2 id={`${name}-fares`} className="text-lg font-medium">
        <Trans>Choose your fare ({i18n._(cabinLabels[trip.cabin])})</Trans>
      </h2>
      <fieldset className="grid gap-3 md:grid-cols-3">
        <legend className="sr-only">{t`Fare family`}</legend>
        {offer.fares.map((fare) => {
          const r = fare.rules
          const label = i18n._(familyLabels[fare.family])
          const cur = currency
          const soldOut = fare.seatsLeft < seated
          const fee = r.changeFeeMinor
          return (
            <div
              key={fare.family}
              className={`flex flex-col gap-2 rounded-lg border p-3 text-sm ${chosen === fare.family ? 'border-brand-primary ring-2 ring-brand-primary' : 'border-line'}`}
            >
              <label className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  value={fare.family}
                  checked={chosen === fare.family}
                  onChange={() => onChoose(fare.family)}
                  aria-describedby={`${name}-${fare.family}`}
                />
                <span className="text-base font-semibold">{label}</span>
              </label>
              <div id={`${name}-${fare.family}`} className="flex flex-col gap-2">
                <ul className="flex flex-col gap-1">
                  <li>{t`Cabin bags: ${r.cabinBags}`}</li>
                  <li>{r.checkedBags === 0 ? t`No checked bag` : t`Checked bags: ${r.checkedBags} × ${r.checkedKg} kg`}</li>
                  <li>
                    {fee === null ? t`Changes not allowed` : fee === 0 ? t`Free changes` : t`Changes for ${money(fee, cur)} per passenger`}
                  </li>
                  <li>{r.refundable ? t`Refundable until the day before the flight` : t`Not refundable`}</li>
                  <li>{r.seatChoice ? t`Seat choice included` : t`Seat assigned at check-in`}</li>
                  <li className={soldOut ? 'font-medium text-red-700' : 'text-ink-muted'}>
                    {soldOut
                      ? t`Not enough seats left for your party`
                      : t({ message: plural(fare.seatsLeft, { one: '# seat left', other: '# seats left' }) })}
                  </li>
                </ul>
                {showPrice && (
                  <dl className="grid grid-cols-[1fr_auto] gap-x-2 border-t border-line pt-2">
                    <dt>{t`Per adult`}</dt>
                    <dd className="text-end">{money(fare.perPassenger.adultMinor, cur)}</dd>
                    {childAges.length > 0 && (
                      <>
                        <dt>{t`Per child`}</dt>
                        <dd className="text-end">{money(fare.perPassenger.childMinor, cur)}</dd>
                      </>
                    )}
                    {infants > 0 && (
                      <>
                        <dt>{t`Per infant`}</dt>
                        <dd className="text-end">{money(fare.perPassenger.infantMinor, cur)}</dd>
                      </>
                    )}
                    <dt className="font-semibold">{t`Total`}</dt>
                    <dd className="text-end font-semibold">{money(fare.totalMinor, cur)}</dd>
                  </dl>
                )}
              </div>
            </div>
          )
        })}
      </fieldset>
      <Button className="self-end" disabled={!canContinue} onClick={onContinue}>
        <Trans>Continue</Trans>
      </Button>
    </section>
  )
}
