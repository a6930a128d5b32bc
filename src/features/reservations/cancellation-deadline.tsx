import { Trans } from '@lingui/react/macro'
import type { LegacyReservation } from '@contract/schemas/reservations'
import { useIsoDateText } from '@/shared/booking/booking-format'

/** The cancellation policy as it stands for this booking. */
export function CancellationDeadline({ reservation: r }: { reservation: LegacyReservation }) {
  const date = useIsoDateText()
  if (r.status === 'CANCELLED') {
    return (
      <p className="text-sm">
        {r.cancelledAt ? <Trans>Cancelled on {date(r.cancelledAt.slice(0, 10))}.</Trans> : <Trans>Cancelled.</Trans>}
      </p>
    )
  }
  if (r.freeCancellationUntil === null)
    return (
      <p className="text-sm">
        <Trans>Non-refundable: this booking cannot be cancelled.</Trans>
      </p>
    )
  const until = date(r.freeCancellationUntil)
  return (
    <p className="text-sm">
      {r.cancellable ? <Trans>Free cancellation until {until}.</Trans> : <Trans>Free cancellation ended on {until}.</Trans>}
    </p>
  )
}
