import { Trans } from '@lingui/react/macro'
import type { ReservationItem } from '@contract/schemas/reservations'
import { compareDates, type IsoDate } from '@contract/calendar'
import { useIsoDateText } from '@/shared/booking/booking-format'

/**
 * The day the cancellation policy counts in: the UTC date, as the server does
 * (docs/decisions.md#cancellation), so the page offers what the server will accept.
 */
export function policyToday(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10)
}

/**
 * The item can be cancelled now: the server said so when it answered, and today (in UTC) is
 * still on or before the last free day (a page left open past midnight stops offering it).
 */
export function cancellableNow(item: ReservationItem): boolean {
  return item.cancellable && item.freeCancellationUntil !== null && compareDates(policyToday(), item.freeCancellationUntil) <= 0
}

/** The cancellation policy as it stands for one item. */
export function CancellationDeadline({ item }: { item: ReservationItem }) {
  const date = useIsoDateText()
  if (item.status === 'CANCELLED') {
    return (
      <p className="text-sm">
        {item.cancelledAt ? <Trans>Cancelled on {date(item.cancelledAt.slice(0, 10))}.</Trans> : <Trans>Cancelled.</Trans>}
      </p>
    )
  }
  if (item.freeCancellationUntil === null)
    return (
      <p className="text-sm">
        <Trans>Non-refundable: this booking cannot be cancelled.</Trans>
      </p>
    )
  const until = date(item.freeCancellationUntil)
  return (
    <p className="text-sm">
      {cancellableNow(item) ? <Trans>Free cancellation until {until}.</Trans> : <Trans>Free cancellation ended on {until}.</Trans>}
    </p>
  )
}
