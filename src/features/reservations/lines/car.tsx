import { msg } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import type { LineView } from '@/features/reservations/lines/registry'

const row = 'grid grid-cols-[8rem_1fr] gap-2'

/** "2026-12-10T10:00" as the station's local time: the date and the time as written (no conversion). */
const local = (at: string) => `${at.slice(0, 10)} ${at.slice(11)}`

/** Car hire: the car and its company, where and when it is picked up and dropped off (local times), the days and the rate. */
export const carView: LineView<'car'> = {
  Rows: ({ details: d }) => (
    <>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Car</Trans>
        </dt>
        <dd>
          <span className="font-medium">
            <Trans>{d.model} or similar</Trans>
          </span>{' '}
          <span className="text-ink-muted">
            ({d.category}, {d.acriss}) · {d.supplierName}
          </span>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans context="car rental">Pick-up</Trans>
        </dt>
        <dd>
          {d.pickUp.name} · {local(d.pickUp.at)} <span className="text-ink-muted">({d.pickUp.timeZone})</span>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Drop-off</Trans>
        </dt>
        <dd>
          {d.dropOff.name} · {local(d.dropOff.at)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans context="car rental period">Rental</Trans>
        </dt>
        <dd>
          <Plural value={d.days} one="# day" other="# days" /> ·{' '}
          {d.rate === 'online' ? <Trans>paid online</Trans> : <Trans>pay at the counter</Trans>}
        </dd>
      </div>
    </>
  ),
  // My trips and the history: where and when, in the station's own time (the time zone named), and the days.
  Brief: ({ details: d }) => (
    <>
      {d.pickUp.iata ?? d.pickUp.name} {local(d.pickUp.at)} – {d.dropOff.iata ?? d.dropOff.name} {local(d.dropOff.at)}{' '}
      <span className="text-ink-muted">
        <Trans>(local time, {d.pickUp.timeZone})</Trans>
      </span>{' '}
      · <Plural value={d.days} one="# day" other="# days" />
    </>
  ),
  priceLabel: msg`Car hire`,
  payLater: msg`Pay at the rental counter when you pick up the car`,
  startTime: (d) => d.pickUp.at.slice(11, 16),
}
