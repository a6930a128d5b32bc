import { useState } from 'react'
import type { Reservation } from '@contract/schemas/reservations'
import { CancelledNotice, type Cancellation } from '@/features/reservations/cancelled-notice'
import type { CancelActions } from '@/features/reservations/item-brief'
import { ReservationDetails } from '@/features/reservations/reservation-details'

export type { Cancellation }

/**
 * One booking with its cancel actions, on a page of its own (the guest's /manage-booking): it
 * keeps the booking as the last cancellation answered it and says what was cancelled, taking the
 * focus there. `token` is what proves the guest may cancel ('' for a signed-in member);
 * `onCancelled` hears of each change. Give it a `key` of the confirmation number so another
 * booking starts afresh.
 */
export function ReservationView({
  reservation,
  token,
  onCancelled,
}: {
  reservation: Reservation
  token: string
  onCancelled?: (cancellation: Cancellation) => void
}) {
  const [cancellation, setCancellation] = useState<Cancellation | null>(null)
  const current = cancellation?.reservation ?? reservation
  const actions: CancelActions = {
    token,
    onCancelled: (c) => {
      setCancellation(c)
      onCancelled?.(c)
    },
  }
  return (
    <div className="flex flex-col gap-4">
      <CancelledNotice cancellation={cancellation} />
      <ReservationDetails reservation={current} actions={actions} />
    </div>
  )
}
