import { Trans } from '@lingui/react/macro'
import type { ReservationItem } from '@contract/schemas/reservations'
import { ItemDates } from '@/shared/booking/item-dates'
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
