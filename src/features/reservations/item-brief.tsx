import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Reservation, ReservationItem } from '@contract/schemas/reservations'
import { useMoney } from '@/shared/settings/use-money'
import { ItemDates } from '@/shared/booking/item-dates'
import { CancelBooking } from '@/features/reservations/cancel-booking'
import { cancellableNow } from '@/features/reservations/cancellation-deadline'
import type { Cancellation } from '@/features/reservations/cancelled-notice'
import { TravellerCount } from '@/shared/booking/traveller-count'
import { LineBrief } from '@/features/reservations/lines/registry'
import { DeductionName } from '@/features/reservations/price-breakdown'
import { ItemStatus } from '@/features/reservations/reservation-status'
import { itemName } from '@contract/schemas/reservations'

/** Where an item's cancel action reports to, and the token it cancels with. */
export type CancelActions = { token: string; onCancelled: (cancellation: Cancellation) => void }

/** An item in a list, for any line: the line's phrase, the dates, what and for whom. */
export function ItemFacts({ item }: { item: ReservationItem }) {
  return (
    <>
      <p className="text-sm text-ink-muted">
        <LineBrief details={item.details} />
      </p>
      <p className="text-sm">
        <ItemDates item={item} short />
      </p>
      <p className="text-sm text-ink-muted">
        {item.subtitle && <>{item.subtitle} · </>}
        <TravellerCount travellers={item.travellers} />
      </p>
    </>
  )
}

/**
 * One item of a booking with several: its own heading, status, price, the wallet cards it used
 * and, while its policy allows, "Cancel this item".
 */
export function ItemRow({ reservation: r, item, actions }: { reservation: Reservation; item: ReservationItem; actions?: CancelActions }) {
  const headingId = useId()
  const nameId = useId()
  const money = useMoney()
  return (
    <li className="flex flex-col gap-1 rounded-md border border-line p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="font-medium">
          {item.title}
        </h4>
        <ItemStatus item={item} />
      </div>
      <ItemFacts item={item} />
      <p className="text-sm">
        <Trans>Price</Trans> <strong>{money(item.price.totalMinor, r.currency)}</strong>
      </p>
      {item.deductions.length > 0 && (
        <ul className="text-xs text-emerald-800">
          {item.deductions.map((d) => (
            <li key={d.cardCode}>
              <DeductionName deduction={d} /> −{money(d.amountMinor, r.currency)}
            </li>
          ))}
        </ul>
      )}
      {/* What "Cancel this item" cancels, by title and subtitle: two rooms at one hotel share a title. */}
      <span id={nameId} hidden>
        {itemName(item)}
      </span>
      {actions && <CancelItemAction reservation={r} item={item} actions={actions} describedBy={nameId} />}
    </li>
  )
}

/** "Cancel this item" while the item can still be cancelled (the server says so and today is not past its last free day). */
export function CancelItemAction({
  reservation,
  item,
  actions,
  describedBy,
}: {
  reservation: Reservation
  item: ReservationItem
  actions: CancelActions
  describedBy: string
}) {
  if (!cancellableNow(item)) return null
  return (
    <div>
      <CancelBooking
        reservation={reservation}
        item={item}
        token={actions.token}
        describedBy={describedBy}
        onCancelled={(changed) => actions.onCancelled({ reservation: changed, itemId: item.id })}
      />
    </div>
  )
}

/** A booking's items in a list card: the facts of its only item, or each item as a row of its own. */
export function ReservationItemsBrief({ reservation: r, actions }: { reservation: Reservation; actions?: CancelActions }) {
  const { t } = useLingui()
  const [only] = r.items
  if (r.items.length === 1 && only) return <ItemFacts item={only} />
  return (
    <ul aria-label={t`Items of booking ${r.confirmationNumber}`} className="grid gap-2">
      {r.items.map((item) => (
        <ItemRow key={item.id} reservation={r} item={item} actions={actions} />
      ))}
    </ul>
  )
}

/** "Cancel booking" for every item that can still be cancelled, while one can. */
export function CancelWhole({
  reservation: r,
  actions,
  describedBy,
}: {
  reservation: Reservation
  actions?: CancelActions
  describedBy?: string
}) {
  if (!actions || !r.items.some(cancellableNow)) return null
  return (
    <CancelBooking
      reservation={r}
      token={actions.token}
      describedBy={describedBy}
      onCancelled={(changed) => actions.onCancelled({ reservation: changed, itemId: null })}
    />
  )
}
