import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { LineView, LineDetails } from '@/features/reservations/lines/registry'

const row = 'grid grid-cols-[8rem_1fr] gap-2'

/** "2026-12-10T10:00" as the airport's local time, as written (no conversion), with "+1" for a later day. */
const local = (at: { local: string; dayOffset: number }) =>
  `${at.local.slice(0, 10)} ${at.local.slice(11)}${at.dayOffset > 0 ? ` +${at.dayOffset}` : ''}`

type Itinerary = NonNullable<LineDetails<'flight'>['inbound']>

/** One way: each segment's flight number, airports and local times. */
function Way({ itinerary }: { itinerary: Itinerary }) {
  return (
    <ul>
      {itinerary.segments.map((segment) => (
        <li key={segment.flightNumber}>
          {segment.flightNumber} · {segment.from.iata} {local(segment.departs)} → {segment.to.iata} {local(segment.arrives)}
        </li>
      ))}
    </ul>
  )
}

/**
 * Flights (issue 20), minimal until the flight pages come: each way's segments in each airport's
 * local time, the booking reference and each passenger's e-ticket.
 */
export const flightView: LineView<'flight'> = {
  Rows: ({ details: d }) => (
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
      {d.bookingReference ? (
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Booking reference</Trans>
          </dt>
          <dd className="font-medium">{d.bookingReference}</dd>
        </div>
      ) : null}
      {d.tickets.some((ticket) => ticket.eticket) ? (
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>E-tickets</Trans>
          </dt>
          <dd>
            <ul>
              {d.tickets.map((ticket) => (
                <li key={ticket.eticket ?? ticket.name}>
                  {ticket.name} · {ticket.eticket}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </>
  ),
  Brief: ({ details: d }) => (
    <>
      {d.outbound.from.iata} {local(d.outbound.departs)} → {d.outbound.to.iata} {local(d.outbound.arrives)}
      {d.inbound ? ` · ${d.inbound.from.iata} ${local(d.inbound.departs)} → ${d.inbound.to.iata} ${local(d.inbound.arrives)}` : ''}{' '}
      <span className="text-ink-muted">
        <Trans>(local times)</Trans>
      </span>
    </>
  ),
  priceLabel: msg`Flights`,
}
