import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LineView, LineDetails } from '@/features/reservations/lines/registry'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { Baggage, cabinLabels, Duration, familyLabels, LocalClock, RefundRule, WayLine } from '@/shared/booking/flight-format'

const row = 'grid grid-cols-[8rem_1fr] gap-2'

type Itinerary = NonNullable<LineDetails<'flight'>['inbound']>

/** One way: its date, then each segment's flight number, airports and local times ("+1"), and each layover's length. */
function Way({ itinerary }: { itinerary: Itinerary }) {
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <div className="flex flex-col gap-1">
      <p className="font-medium">{date(itinerary.date)}</p>
      <ol className="flex flex-col gap-1">
        {itinerary.segments.map((segment, i) => {
          const layover = itinerary.layovers[i]
          return (
            <li key={segment.flightNumber}>
              <span className="font-medium">{segment.flightNumber}</span> · {segment.from.iata} <LocalClock at={segment.departs} /> →{' '}
              {segment.to.iata} <LocalClock at={segment.arrives} />{' '}
              <span className="text-ink-muted">
                (<Duration minutes={segment.durationMinutes} />, {segment.aircraft})
              </span>
              {layover && (
                <p className="text-ink-muted">
                  <Trans>
                    Change in {layover.airport.city} ({layover.airport.iata}): <Duration minutes={layover.minutes} />
                  </Trans>
                  {layover.airportChange && (
                    <>
                      {' '}
                      <Trans>with a change of airport</Trans>
                    </>
                  )}
                </p>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

function Rows({ details: d }: { details: LineDetails<'flight'> }) {
  const { i18n } = useLingui()
  return (
    <>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Outbound</Trans>
        </dt>
        <dd>
          <Way itinerary={d.outbound} />
        </dd>
      </div>
      {d.inbound ? (
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Return</Trans>
          </dt>
          <dd>
            <Way itinerary={d.inbound} />
          </dd>
        </div>
      ) : null}
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans context="flight schedule">Times</Trans>
        </dt>
        <dd>
          <Trans>Local at each airport</Trans>
        </dd>
      </div>
      {d.bookingReference ? (
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Booking reference</Trans>
          </dt>
          <dd className="font-medium">{d.bookingReference}</dd>
        </div>
      ) : null}
      {d.tickets.length > 0 ? (
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Passengers and e-tickets</Trans>
          </dt>
          <dd>
            <ul>
              {d.tickets.map((ticket, i) => (
                <li key={ticket.eticket ?? `${ticket.name}-${i}`}>
                  {ticket.name}
                  {ticket.eticket ? (
                    <>
                      {' · '}
                      <Trans>e-ticket {ticket.eticket}</Trans>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Fare</Trans>
        </dt>
        <dd>
          {i18n._(cabinLabels[d.cabin])} · {i18n._(familyLabels[d.family])}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Baggage</Trans>
        </dt>
        <dd>
          <Baggage rules={d.rules} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Fare rules</Trans>
        </dt>
        <dd>
          <RefundRule rules={d.rules} />
        </dd>
      </div>
    </>
  )
}

/**
 * Flights (issue 20) on the confirmation and in my trips: each way's segments in each airport's
 * local time with "+1", the layovers, the booking reference, each passenger's e-ticket, the fare's
 * baggage and refund rule. Cancellation follows the item's `freeCancellationUntil` (a flex fare
 * until the day before the first flight; others say "cannot be cancelled" and offer no button).
 */
export const flightView: LineView<'flight'> = {
  Rows: ({ details }) => <Rows details={details} />,
  Brief: ({ details: d }) => (
    <>
      <WayLine itinerary={d.outbound} />
      {d.inbound ? (
        <>
          {' · '}
          <WayLine itinerary={d.inbound} />
        </>
      ) : null}{' '}
      <span className="text-ink-muted">
        <Trans>(local times)</Trans>
      </span>
    </>
  ),
  priceLabel: msg`Flights`,
  payLater: null,
  startTime: (d) => d.outbound.departs.local.slice(11, 16),
}
