import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { LineView } from '@/features/reservations/lines/registry'
import { unitTypeLabel } from '@/lib/stay-labels'

const row = 'grid grid-cols-[8rem_1fr] gap-2'

/** The unit's kind, in the visitor's language. */
function UnitType({ type }: { type: string }) {
  const { i18n } = useLingui()
  return <>{unitTypeLabel(i18n, type)}</>
}

/** Rentals (issue 16): the unit with its kind, rooms and address, the arrival and departure times, the nights. */
export const stayView: LineView<'stay'> = {
  Rows: ({ details: d }) => (
    <>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans context="vacation rental">Rental</Trans>
        </dt>
        <dd>
          <span className="font-medium">{d.unit.name}</span>{' '}
          <span className="text-ink-muted">
            (<UnitType type={d.unit.type} />, <Plural value={d.unit.bedrooms} one="# bedroom" other="# bedrooms" />)
          </span>
          <span className="block text-ink-muted">
            {d.unit.destinationName} · {d.unit.address}
          </span>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Arrival</Trans>
        </dt>
        <dd>
          <Trans>
            From {d.checkInTime}; leave by {d.checkOutTime}
          </Trans>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Nights</Trans>
        </dt>
        <dd>
          <Plural value={d.nights} one="# night" other="# nights" />
        </dd>
      </div>
    </>
  ),
  Brief: ({ details: d }) => (
    <>
      {d.unit.destinationName} · <UnitType type={d.unit.type} /> · <Plural value={d.nights} one="# night" other="# nights" />
    </>
  ),
  priceLabel: msg`Rent`,
  payLater: msg`Pay the host at check-in`,
  startTime: () => null,
}
