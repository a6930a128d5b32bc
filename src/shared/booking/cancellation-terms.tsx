import { Trans } from '@lingui/react/macro'
import type { IsoDate } from '@contract/calendar'
import { useIsoDateText } from '@/shared/booking/booking-format'

/**
 * The terms an offer is booked on, for its dates, before it is booked: "Free cancellation until
 * …", or non-refundable when the policy gives none or its window has already closed (a rental
 * free until 5 days before arrival, arriving in 4). The server's quote decides (freeCancellationUntil).
 */
export function CancellationTerms({ freeCancellationUntil, className }: { freeCancellationUntil: IsoDate | null; className?: string }) {
  const date = useIsoDateText()
  const until = freeCancellationUntil && date(freeCancellationUntil)
  return (
    <p className={className}>
      {until ? <Trans>Free cancellation until {until}.</Trans> : <Trans>Non-refundable: this booking cannot be cancelled.</Trans>}
    </p>
  )
}
