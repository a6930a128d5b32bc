import { Trans } from '@lingui/react/macro'
import type { ReservationItem } from '@contract/schemas/reservations'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { TravellerCount } from '@/shared/booking/traveller-count'
import { LineRows } from '@/features/reservations/lines/registry'

const row = 'grid grid-cols-[8rem_1fr] gap-2'

/** What was booked, for any line: the line's own rows (a stay: property, room, nights), then the dates and the travellers. */
export function ItemSummary({ item }: { item: ReservationItem }) {
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <LineRows details={item.details} reference={item.supplierReference} cancelled={item.status === 'CANCELLED'} />
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Dates</Trans>
        </dt>
        <dd>
          <ItemDates item={item} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Travellers</Trans>
        </dt>
        <dd>
          <TravellerCount travellers={item.travellers} />
        </dd>
      </div>
    </dl>
  )
}

/** "Wed, Jun 10, 2026 to Fri, Jun 12, 2026", or one date for an item of a single day. */
export function ItemDates({ item, short = false }: { item: Pick<ReservationItem, 'startsOn' | 'endsOn'>; short?: boolean }) {
  const date = useIsoDateText(short ? { dateStyle: 'medium' } : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  if (item.startsOn === item.endsOn) return <>{date(item.startsOn)}</>
  return (
    <Trans>
      {date(item.startsOn)} to {date(item.endsOn)}
    </Trans>
  )
}
