import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { LineView } from '@/features/reservations/lines/registry'
import { meetingLabels, vehicleLabels } from '@/shared/booking/transfer-labels'

const row = 'grid grid-cols-[8rem_1fr] gap-2'

/** "2026-12-10T10:00" as the airport's local time: the date and the time as written (no conversion). */
const local = (at: string) => `${at.slice(0, 10)} ${at.slice(11)}`

function Vehicle({ vehicle, model, company }: { vehicle: keyof typeof vehicleLabels; model: string; company: string }) {
  const { i18n } = useLingui()
  const kind = i18n._(vehicleLabels[vehicle])
  return (
    <Trans comment="{kind}: shared shuttle, private car or minivan; {model}: the vehicle's model; {company}: the transfer company">
      <span className="font-medium">{kind}</span>{' '}
      <span className="text-ink-muted">
        · {model} · {company}
      </span>
    </Trans>
  )
}

function Meeting({ meeting }: { meeting: keyof typeof meetingLabels }) {
  const { i18n } = useLingui()
  return <>{i18n._(meetingLabels[meeting])}</>
}

/** Transfers: the vehicle, from where to where, when in local time (the flight for an arrival), the party and how to meet the ride. */
export const transferView: LineView<'transfer'> = {
  Rows: ({ details: d }) => {
    const airport = `${d.airport.name} (${d.airport.iata})`
    const [from, to] = d.direction === 'arrival' ? [airport, d.place.name] : [d.place.name, airport]
    const { flightNumber: flight, passengers, bags } = d
    return (
      <>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Transfer</Trans>
          </dt>
          <dd>
            <Vehicle vehicle={d.vehicle} model={d.model} company={d.company} />
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>From</Trans>
          </dt>
          <dd>
            {d.flightNumber ? (
              <Trans comment="{from}: the airport, its code in brackets; {flight}: the flight number">
                {from} · flight {flight}
              </Trans>
            ) : (
              from
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>To</Trans>
          </dt>
          <dd>{to}</dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            {d.direction === 'arrival' ? <Trans>Landing</Trans> : <Trans context="transfer">Pick-up</Trans>}
          </dt>
          <dd>
            {local(d.at)} <span className="text-ink-muted">({d.airport.timeZone})</span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Passengers</Trans>
          </dt>
          <dd>
            {d.payNow ? (
              <Trans>
                <Plural value={passengers} one="# passenger" other="# passengers" />, <Plural value={bags} one="# bag" other="# bags" /> ·
                paid online
              </Trans>
            ) : (
              <Trans>
                <Plural value={passengers} one="# passenger" other="# passengers" />, <Plural value={bags} one="# bag" other="# bags" /> ·
                pay the driver
              </Trans>
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Meeting</Trans>
          </dt>
          <dd>
            <Meeting meeting={d.meeting} />
          </dd>
        </div>
      </>
    )
  },
  // My trips and the history: which way and when, in the airport's own time (the time zone named).
  Brief: ({ details: d }) => (
    <>
      {d.direction === 'arrival' ? `${d.airport.iata} → ${d.place.name}` : `${d.place.name} → ${d.airport.iata}`} {local(d.at)}{' '}
      <span className="text-ink-muted">
        <Trans>(local time, {d.airport.timeZone})</Trans>
      </span>
    </>
  ),
  priceLabel: msg`Transfer`,
  payLater: msg`Pay the driver at the end of the ride`,
  startTime: (d) => d.at.slice(11, 16),
}
