import { useEffect, useRef } from 'react'
import { Trans } from '@lingui/react/macro'
import type { LegacyReservation } from '@contract/schemas/reservations'

/**
 * Says a booking was just cancelled. It takes the focus: the card (and the dialog that had it)
 * has moved away, and keyboard users continue from here.
 */
export function CancelledNotice({ reservation: r }: { reservation: LegacyReservation | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (r) ref.current?.focus()
  }, [r])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="empty:hidden rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900 focus:outline-2 focus:outline-brand-primary"
    >
      {r && (
        <>
          <Trans>
            Your booking {r.confirmationNumber} at {r.property.name} is cancelled.
          </Trans>{' '}
          {r.deductions.length > 0 && <Trans>The wallet cards you used are back in your wallet.</Trans>}
        </>
      )}
    </div>
  )
}
