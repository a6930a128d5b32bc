import { useId } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { SnapshotFrom } from 'xstate'
import { buttonVariants, Button } from '@ui/button'
import { cn } from '@ui/cn'
import { selectClasses } from '@ui/field'
import { RangeCalendar } from '@ui/range-calendar'
import { Spinner } from '@ui/spinner'
import { toIsoDate } from '@contract/calendar'
import { STAY_LIMITS } from '@contract/schemas/booking'
import type { ItemDetails } from '@contract/schemas/lines'
import type { stayUnitMachine, StayUnitEvent } from '@machines/stay-unit.machine'
import { awaitsCheckOut, calendarEnd, dayOffered } from '@machines/stay-unit.rules'
import { stayCheckoutUrl } from '@/lib/stay-params'
import { withCertificate } from '@/lib/certificate-param'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useIsoDateText, usePricedMoney } from '@/shared/booking/booking-format'
import { LoadFailed } from '@/shared/booking/load-failed'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { StayProblemMessage } from '@/features/stays/stay-problem'
import { CancellationTerms } from '@/shared/booking/cancellation-terms'

type Props = {
  state: SnapshotFrom<typeof stayUnitMachine>
  send: (event: StayUnitEvent) => void
  /** The certificate the results said covers the stay: the checkout link names it. */
  certificate: string | null
}

/**
 * Choosing the stay (issue 16): the availability calendar (booked nights struck through; while a
 * check-out is awaited, only the days up to the next booked night), the guests, the rule the
 * choice breaks, and once it breaks none the price with the way to the checkout.
 */
export function StayBookingPanel({ state, send, certificate }: Props) {
  const { t, i18n } = useLingui()
  const { weekStartsOn } = useCalendarSettings()
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short' })
  const { data, choice, problem, unitId } = state.context
  const unit = data!.unit
  const guestsId = useId()
  const locale = i18n.locale || 'en-US'
  const chosen = choice.checkIn !== null
  return (
    <section aria-labelledby="stay-choose" className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <h2 id="stay-choose" className="text-lg font-semibold">
        <Trans>Choose your dates</Trans>
      </h2>
      <p className="text-sm" aria-live="polite">
        {choice.checkIn === null ? (
          <Trans>Choose your check-in day on the calendar.</Trans>
        ) : awaitsCheckOut(choice) ? (
          <Trans>Check-in {date(choice.checkIn)}. Now choose your check-out day.</Trans>
        ) : (
          <Trans>
            Check-in {date(choice.checkIn)}, check-out {date(choice.checkOut!)}.
          </Trans>
        )}
      </p>
      <RangeCalendar
        id={`${unitId}-calendar`}
        checkIn={choice.checkIn}
        checkOut={choice.checkOut}
        onSelect={(day) => send({ type: 'day.select', date: day })}
        isOffered={(day) => dayOffered(data!, choice, state.context, day)}
        minDate={data!.calendar.from}
        maxDate={calendarEnd(data!)}
        weekStartsOn={weekStartsOn}
        locale={locale}
        today={toIsoDate(new Date())}
        labels={{
          previousMonth: t`Previous month`,
          nextMonth: t`Next month`,
          checkIn: t`check-in`,
          checkOut: t`check-out`,
          unavailable: t`not available`,
        }}
      />
      {chosen && (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => send({ type: 'dates.clear' })}>
          <Trans>Clear dates</Trans>
        </Button>
      )}
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Guests</Trans>
        </legend>
        <GuestSelect
          id={`${guestsId}-adults`}
          label={t`Adults`}
          value={choice.adults}
          min={1}
          max={16}
          onChange={(adults) => send({ type: 'guests.change', adults, children: choice.children })}
        />
        <GuestSelect
          id={`${guestsId}-children`}
          label={t`Children`}
          value={choice.children}
          min={0}
          max={STAY_LIMITS.maxChildren}
          onChange={(children) => send({ type: 'guests.change', adults: choice.adults, children })}
        />
      </fieldset>
      {problem && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <StayProblemMessage problem={problem} />
        </p>
      )}
      <StayPrice state={state} send={send} certificate={certificate} />
      <p className="text-xs text-ink-muted">
        <Plural value={unit.minNights} one="Minimum stay # night" other="Minimum stay # nights" />
        {unit.peakMinNights > unit.minNights && (
          <>
            {' · '}
            <Plural value={unit.peakMinNights} one="# night in high season" other="# nights in high season" />
          </>
        )}
      </p>
    </section>
  )
}

function GuestSelect({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string
  label: string
  value: number
  min: number
  max: number
  onChange: (n: number) => void
}) {
  const { i18n } = useLingui()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <select id={id} className={selectClasses} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {i18n.number(n)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The price of the chosen stay and "Reserve", or what keeps them: the quote loading or failed, the nights just taken. */
function StayPrice({ state, send, certificate }: Props) {
  const { t } = useLingui()
  const money = usePricedMoney()
  const pricesShown = usePriceDisplay()
  const { quote, choice, unitId, data } = state.context
  if (state.matches({ ready: 'quoting' }) || state.matches({ ready: 'reloading' }))
    return <Spinner label={t`Pricing your stay`} centered className="py-4" />
  if (state.matches({ ready: 'quoteFailed' }) || state.matches({ ready: 'reloadFailed' }))
    return (
      <LoadFailed onRetry={() => send({ type: state.matches({ ready: 'quoteFailed' }) ? 'quote.retry' : 'load.retry' })}>
        <Trans>The price of this stay could not be loaded.</Trans>
      </LoadFailed>
    )
  if (!state.matches({ ready: 'quoted' }) || !quote) {
    const unit = data!.unit
    return pricesShown ? (
      <p className="text-sm">
        <Trans>
          From <strong>{money(unit.fromNightlyMinor, unit.currency)}</strong> per night
        </Trans>
      </p>
    ) : null
  }
  if (!quote.bookable)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        <Trans>These nights have just been booked by someone else. Choose other dates.</Trans>
      </p>
    )
  const { price } = quote
  const details = quote.details as Extract<ItemDetails, { line: 'stay' }>
  const row = 'flex justify-between gap-3'
  return (
    <div className="flex flex-col gap-3">
      {pricesShown && (
        <dl aria-label={t`Price of your stay`} className="flex flex-col gap-1 text-sm">
          <div className={row}>
            <dt>
              <Trans>
                Rent for <Plural value={details.nights} one="# night" other="# nights" />
              </Trans>
            </dt>
            <dd>{money(price.baseMinor, price.currency)}</dd>
          </div>
          <div className={row}>
            <dt>
              <Trans>Cleaning fee</Trans>
            </dt>
            <dd>{money(price.feesMinor, price.currency)}</dd>
          </div>
          <div className={row}>
            <dt>
              <Trans>Taxes</Trans>
            </dt>
            <dd>{money(price.taxesMinor, price.currency)}</dd>
          </div>
          <div className={cn(row, 'border-t border-line pt-1 font-semibold')}>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{money(price.totalMinor, price.currency)}</dd>
          </div>
        </dl>
      )}
      <p className="text-xs text-ink-muted">
        <Trans>
          A refundable damage deposit of {money(details.depositMinor, price.currency)} is held by the host at check-in; it is not charged
          here.
        </Trans>
      </p>
      <CancellationTerms freeCancellationUntil={quote.freeCancellationUntil} className="text-sm" />
      <Link href={withCertificate(stayCheckoutUrl(unitId, choice), certificate)} className={cn(buttonVariants(), 'justify-center')}>
        <Trans>Reserve</Trans>
      </Link>
    </div>
  )
}
