import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ItemQuote } from '@contract/schemas/lines'
import type { FlightItinerary } from '@contract/schemas/flights'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { Baggage, cabinLabels, Duration, familyLabels, LocalClock, RefundRule, Stops } from '@/shared/booking/flight-format'
import { CountList } from '@/shared/count-list'

type FlightQuoteDetails = Extract<ItemQuote['details'], { line: 'flight' }>

/** One way: its date, airline and flight numbers, from/to with local times ("+1"), duration and stops. */
function Way({ title, itinerary }: { title: string; itinerary: FlightItinerary }) {
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold">
        {title} · {date(itinerary.date)}
      </h3>
      <p>
        {itinerary.airline.name} · {itinerary.segments.map((s) => s.flightNumber).join(', ')}
      </p>
      <p>
        <span className="font-medium">
          <LocalClock at={itinerary.departs} />
        </span>{' '}
        {itinerary.from.city} ({itinerary.from.iata}) →{' '}
        <span className="font-medium">
          <LocalClock at={itinerary.arrives} />
        </span>{' '}
        {itinerary.to.city} ({itinerary.to.iata})
      </p>
      <p className="text-ink-muted">
        <Duration minutes={itinerary.durationMinutes} /> · <Stops stops={itinerary.stops} />
        {itinerary.layovers.map((l) => ` · ${l.airport.iata}`).join('')}
      </p>
    </div>
  )
}

/** The trip being booked: each way in local times, the cabin and fare family with its baggage and refund rule, who flies. */
export function FlightSummary({ quote }: { quote: ItemQuote }) {
  const { t, i18n } = useLingui()
  const d = quote.details as FlightQuoteDetails
  const { adults, children, infants } = d.passengers
  return (
    <section aria-labelledby="checkout-summary" className="overflow-hidden rounded-lg border border-line">
      <div className="flex flex-col gap-3 p-4 text-sm">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {d.outbound.from.city} → {d.outbound.to.city}
        </h2>
        <Way title={t`Outbound`} itinerary={d.outbound} />
        {d.inbound && <Way title={t`Return`} itinerary={d.inbound} />}
        <p className="text-ink-muted">
          <Trans>Times are local at each airport.</Trans>
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">
            <Trans>Fare</Trans>
          </dt>
          <dd>
            {i18n._(cabinLabels[d.cabin])} · {i18n._(familyLabels[d.family])}
          </dd>
          <dt className="font-medium">
            <Trans>Baggage</Trans>
          </dt>
          <dd>
            <Baggage rules={d.rules} />
          </dd>
          <dt className="font-medium">
            <Trans>Cancellation</Trans>
          </dt>
          <dd>
            <RefundRule rules={d.rules} currency={quote.price.currency} />
          </dd>
          <dt className="font-medium">
            <Trans>Passengers</Trans>
          </dt>
          <dd>
            <CountList
              items={[
                <Plural key="adults" value={adults} one="# adult" other="# adults" />,
                children > 0 && <Plural key="children" value={children} one="# child" other="# children" />,
                infants > 0 && <Plural key="infants" value={infants} one="# infant on a lap" other="# infants on a lap" />,
              ]}
            />
          </dd>
        </dl>
      </div>
    </section>
  )
}
