import { useId } from 'react'
import type { Reservation, ReservationItem } from '@contract/schemas/reservations'
import { CancellationDeadline } from '@/features/reservations/cancellation-deadline'
import { CancelItemAction, type CancelActions } from '@/features/reservations/item-brief'
import { ItemSummary } from '@/features/reservations/item-summary'
import { ItemPriceBreakdown } from '@/features/reservations/price-breakdown'
import { ItemStatus } from '@/features/reservations/reservation-status'
import { itemName } from '@contract/schemas/reservations'

/**
 * One item of a booking in full, for any line: image, title, subtitle, status, what was booked
 * (the line's rows, dates, travellers), its cancellation policy and its price with the wallet
 * cards it used. Beside other items it has its own "Cancel this item" while its policy allows.
 */
export function ReservationItemView({
  reservation: r,
  item,
  actions,
}: {
  reservation: Reservation
  item: ReservationItem
  actions?: CancelActions
}) {
  const headingId = useId()
  const nameId = useId()
  const alone = r.items.length === 1
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3">
      <img src={item.image.url} alt={item.image.alt} className="h-40 w-full rounded-lg object-cover" loading="lazy" />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {item.title}
          </h3>
          {item.subtitle && <p className="text-sm text-ink-muted">{item.subtitle}</p>}
        </div>
        <ItemStatus item={item} />
      </div>
      <ItemSummary item={item} />
      <CancellationDeadline item={item} />
      <ItemPriceBreakdown item={item} currency={r.currency} sums={alone ? 'booking' : 'item'} />
      {/* What "Cancel this item" cancels, by title and subtitle: two rooms at one hotel share a title. */}
      <span id={nameId} hidden>
        {itemName(item)}
      </span>
      {actions && !alone && <CancelItemAction reservation={r} item={item} actions={actions} describedBy={nameId} />}
    </article>
  )
}
