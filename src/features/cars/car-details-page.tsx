import { useEffect, useId } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Link, useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Checkbox } from '@ui/checkbox'
import { selectClasses } from '@ui/field'
import { Spinner } from '@ui/spinner'
import type { CarSelection } from '@contract/schemas/cars'
import type { ItemQuote } from '@contract/schemas/lines'
import {
  carCheckoutUrl,
  carDetailsUrl,
  carFormUrl,
  carSearchUrl,
  carSelectionOf,
  readCarSearch,
  type CarSearchParams,
} from '@/lib/car-params'
import { carDetailsMachine, MAX_CHILD_SEATS, type CarDetailsErrorCode } from '@machines/car-details.machine'
import { DeadEnd } from '@/shared/booking/dead-end'
import { LoadFailed } from '@/shared/booking/load-failed'
import { inspect } from '@/shared/inspection'
import { useSettings } from '@/shared/settings/settings-context'
import { useIsoDateText, usePricedMoney } from '@/shared/booking/booking-format'
import { CarFacts } from '@/features/cars/car-card'
import { hoursOf, includedLabels } from '@/features/cars/car-labels'

type CarQuoteDetails = Extract<ItemQuote['details'], { line: 'car' }>

/**
 * /car-details?offer=…&rate=…&from=…&to=…&pickUp=…&dropOff=…&age=…: one car at one rate for the
 * rental — what is included, the stations with their hours, the extras (an additional driver,
 * child seats, full cover) priced by the booking core, and on to the checkout. The URL holds the
 * car, the rental and the extras.
 */
export default function CarDetailsPage() {
  const { t } = useLingui()
  const search = useSearch()
  const settings = useSettings()
  const params = new URLSearchParams(search)
  const selection = carSelectionOf(params)
  const rental = readCarSearch(params)
  if (!selection || !rental) return <NotFound />
  if (settings.loading) return <Spinner label={t`Pricing the car`} centered className="mx-auto my-12" />
  return <Details selection={selection} rental={rental} currency={settings.currency.code} />
}

function NotFound({ back = '/cars' }: { back?: string }) {
  return <DeadEnd title={<Trans>We could not find this car</Trans>} back={{ href: back, label: <Trans>Back to the cars</Trans> }} />
}

function Details({ selection, rental, currency }: { selection: CarSelection; rental: CarSearchParams; currency: string }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const money = usePricedMoney()
  const dateText = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const seatsId = useId()
  const [state, send] = useMachine(
    carDetailsMachine.provide({
      actions: {
        choiceChanged: ({ context }) =>
          navigate(carDetailsUrl(rental, context.selection.offerId, context.selection.rate, context.selection.extras), { replace: true }),
        goToCheckout: ({ context }) =>
          navigate(carCheckoutUrl(rental, context.selection.offerId, context.selection.rate, context.selection.extras)),
      },
    }),
    { input: { selection, currency }, inspect },
  )
  useEffect(() => send({ type: 'currency.change', currency }), [currency, send])
  const back = carSearchUrl(rental)
  const { quote, error } = state.context
  const extras = state.context.selection.extras
  const refusals: Record<Exclude<CarDetailsErrorCode, 'NETWORK' | 'UNAVAILABLE'>, string> = {
    STATION_CLOSED: t`A station is closed at the time you chose. Choose a time within its opening hours.`,
    ONE_WAY_NOT_OFFERED: t`This car cannot be dropped off at that station.`,
    DRIVER_TOO_YOUNG: t`The driver is too young to rent this car. Choose another car.`,
    BAD_STAY: t`These dates cannot be booked. Choose a pick-up later than now and within a year, and a rental of at most 30 days.`,
  }
  if (state.matches('notFound')) return <NotFound back={back} />
  if (state.matches('refused') && error && error !== 'NETWORK' && error !== 'UNAVAILABLE') {
    return (
      <DeadEnd
        alert
        title={<Trans>This car cannot be rented as asked</Trans>}
        back={{ href: carFormUrl(rental), label: <Trans>Change the search</Trans> }}
      >
        {refusals[error]}
      </DeadEnd>
    )
  }
  if (state.matches('failed')) {
    return (
      <LoadFailed page onRetry={() => send({ type: 'load.retry' })}>
        {error === 'NETWORK' ? (
          <Trans>This car could not be priced: check your connection and try again.</Trans>
        ) : (
          <Trans>This car could not be priced. Please try again.</Trans>
        )}
      </LoadFailed>
    )
  }
  if (!quote) return <Spinner label={t`Pricing the car`} centered className="mx-auto my-12" />
  const d = quote.details as CarQuoteDetails
  const when = (at: string) => `${dateText(at.slice(0, 10))} ${at.slice(11)}`
  const loading = state.matches('loading')
  const change = (next: Partial<typeof extras>) => send({ type: 'extras.change', extras: { ...extras, ...next } })
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link href={back} className="self-start underline">
        <Trans>Back to the cars</Trans>
      </Link>
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-semibold">{quote.title}</h1>
          <p className="text-ink-muted">
            {d.category} ({d.acriss}) · {d.supplierName}
          </p>
          <img src={d.image.url} alt={d.image.alt} className="aspect-[16/10] w-full max-w-xl rounded-lg object-cover" />
          <CarFacts car={d} />
          <section aria-labelledby="car-included" className="flex flex-col gap-1">
            <h2 id="car-included" className="text-lg font-medium">
              <Trans>Included</Trans>
            </h2>
            <ul className="list-disc ps-5 text-sm">
              {d.included.map((item) => (
                <li key={item}>{i18n._(includedLabels[item])}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="car-stations" className="flex flex-col gap-2 text-sm">
            <h2 id="car-stations" className="text-lg font-medium">
              <Trans>Pick-up and drop-off</Trans>
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-medium">
                <Trans context="car rental">Pick-up</Trans>
              </dt>
              <dd>
                {d.pickUp.name}, {when(d.pickUp.at)} · {d.pickUp.address} · {i18n._(hoursOf(d.pickUp))}
              </dd>
              <dt className="font-medium">
                <Trans>Drop-off</Trans>
              </dt>
              <dd>
                {d.dropOff.name}, {when(d.dropOff.at)} · {d.dropOff.address} · {i18n._(hoursOf(d.dropOff))}
              </dd>
            </dl>
          </section>
          <fieldset className="flex flex-col gap-2 rounded-lg border border-line p-4">
            <legend className="px-1 text-lg font-medium">
              <Trans>Extras</Trans>
            </legend>
            <Checkbox
              checked={extras.additionalDriver}
              disabled={loading}
              onChange={(e) => change({ additionalDriver: e.target.checked })}
              label={t`Additional driver`}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={seatsId} className="text-sm font-medium">
                <Trans>Child seats</Trans>
              </label>
              <select
                id={seatsId}
                className={selectClasses}
                value={extras.childSeats}
                disabled={loading}
                onChange={(e) => change({ childSeats: Number(e.target.value) })}
              >
                {Array.from({ length: MAX_CHILD_SEATS + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {i18n.number(n)}
                  </option>
                ))}
              </select>
            </div>
            <Checkbox
              checked={extras.fullCover}
              disabled={loading}
              onChange={(e) => change({ fullCover: e.target.checked })}
              label={t`Full cover (no excess)`}
            />
          </fieldset>
        </div>
        <aside
          aria-labelledby="car-price"
          aria-busy={loading}
          className={`flex flex-col gap-2 self-start rounded-lg border border-line p-4 ${loading ? 'opacity-60' : ''}`}
        >
          <h2 id="car-price" className="text-lg font-medium">
            <Trans>Price</Trans>
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
            <dt>
              <Plural value={d.days} one="Rental and extras, # day" other="Rental and extras, # days" />
            </dt>
            <dd className="text-end">{money(quote.price.baseMinor, quote.price.currency)}</dd>
            {d.oneWayFeeMinor > 0 && (
              <>
                <dt>
                  <Trans>One-way fee</Trans>
                </dt>
                <dd className="text-end">{money(d.oneWayFeeMinor, quote.price.currency)}</dd>
              </>
            )}
            {d.youngDriverFeeMinor > 0 && (
              <>
                <dt>
                  <Trans>Young driver fee</Trans>
                </dt>
                <dd className="text-end">{money(d.youngDriverFeeMinor, quote.price.currency)}</dd>
              </>
            )}
            <dt className="font-semibold">
              <Trans>Total</Trans>
            </dt>
            <dd className="text-end font-semibold">{money(quote.price.totalMinor, quote.price.currency)}</dd>
          </dl>
          <p className="text-sm">
            {d.rate === 'online' ? (
              <Trans>Pay now online, by card at the checkout.</Trans>
            ) : (
              <Trans>Pay at the counter when you pick up the car.</Trans>
            )}
          </p>
          {!quote.bookable && (
            <p role="alert" className="text-sm font-medium text-red-700">
              <Trans>This car is no longer free for these dates.</Trans>
            </p>
          )}
          <Button disabled={loading || !quote.bookable} onClick={() => send({ type: 'booking.continue' })}>
            <Trans>Continue to checkout</Trans>
          </Button>
        </aside>
      </div>
    </div>
  )
}
