import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { FlightItinerary } from '@contract/schemas/flights'

type LocalTime = FlightItinerary['departs']

/** "2 h 35 min" (whole hours without minutes: "3 h"). */
export function useDuration(): (minutes: number) => string {
  const { t } = useLingui()
  return (minutes) => {
    const h = Math.floor(minutes / 60)
    const m = minutes % 60
    return h === 0 ? t`${m} min` : m === 0 ? t`${h} h` : t`${h} h ${m} min`
  }
}

/** A local time as "HH:MM", with "+1" (or more) when it falls on a later day than the way's date. */
export function LocalClock({ time }: { time: LocalTime }) {
  const { i18n } = useLingui()
  const days = time.dayOffset
  return (
    <span>
      <time dateTime={time.local}>{time.local.slice(11, 16)}</time>
      {days > 0 && (
        // "+1" reads left to right in any page: in a right-to-left one the sign would follow the digit.
        <sup dir="ltr" className="ms-0.5 text-xs font-semibold">
          +{i18n.number(days)}
          <span className="sr-only">
            {' '}
            <Plural value={days} one="day later" other="days later" />
          </span>
        </sup>
      )}
    </span>
  )
}

/** "Direct" or "1 stop via MAD". */
export function StopsText({ way }: { way: Pick<FlightItinerary, 'stops' | 'layovers'> }) {
  if (way.stops === 0) return <Trans>Direct</Trans>
  const via = way.layovers.map((l) => l.airport.iata).join(', ')
  const stops = way.stops
  return stops === 1 ? (
    <Trans>1 stop via {via}</Trans>
  ) : (
    <Trans>
      {stops} stops via {via}
    </Trans>
  )
}

/** An airline's tail fin, drawn by our server. */
export function TailFin({ code, className = 'size-8' }: { code: string; className?: string }) {
  return <img src={`/api/flights/images/${code}.svg`} alt="" className={className} />
}

/** One way of an offer in a line: airline with its tail fin, departure and arrival in local time, duration and stops. */
export function FlightWay({ way, label }: { way: FlightItinerary; label: string }) {
  const duration = useDuration()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <p className="w-full text-xs font-medium text-ink-muted uppercase">{label}</p>
      <div className="flex min-w-40 items-center gap-2">
        <TailFin code={way.airline.code} />
        <span className="text-sm">{way.airline.name}</span>
      </div>
      <p className="flex items-center gap-2 text-lg font-semibold">
        <LocalClock time={way.departs} /> <span className="text-sm font-normal">{way.from.iata}</span>
        {/* The row runs from departure to arrival in the page's direction, and so does the arrow. */}
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          →
        </span>
        <LocalClock time={way.arrives} /> <span className="text-sm font-normal">{way.to.iata}</span>
      </p>
      <p className="text-sm">
        {duration(way.durationMinutes)} · <StopsText way={way} />
      </p>
    </div>
  )
}
