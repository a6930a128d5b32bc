import { useEffect, useRef } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Reservation } from '@contract/schemas/reservations'
import { itemName } from '@contract/schemas/reservations'

/** A cancellation just made: the booking as it now stands, and the item cancelled (null: the whole booking). */
export type Cancellation = { reservation: Reservation; itemId: number | null }

/**
 * Says what was just cancelled. It takes the focus: the button (and the dialog that had it) has
 * gone, the card may have moved to another tab, and keyboard users continue from here.
 */
export function CancelledNotice({ cancellation }: { cancellation: Cancellation | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (cancellation) ref.current?.focus()
  }, [cancellation])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="empty:hidden rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900 focus:outline-2 focus:outline-brand-primary"
    >
      {cancellation && <What {...cancellation} />}
    </div>
  )
}

function What({ reservation: r, itemId }: Cancellation) {
  const item = itemId === null ? null : r.items.find((i) => i.id === itemId)
  const cancelled = item ? [item] : r.items.filter((i) => i.status === 'CANCELLED')
  const cards = cancelled.some((i) => i.deductions.length > 0)
  return (
    <>
      {item ? (
        <Trans>
          {itemName(item)} is cancelled from your booking {r.confirmationNumber}.
        </Trans>
      ) : r.status === 'CONFIRMED' ? (
        <Trans>Your booking {r.confirmationNumber} is cancelled, except the items that could no longer be cancelled.</Trans>
      ) : r.items.length === 1 ? (
        <Trans>
          Your booking {r.confirmationNumber} at {r.items[0]!.title} is cancelled.
        </Trans>
      ) : (
        <Trans>Your booking {r.confirmationNumber} is cancelled.</Trans>
      )}{' '}
      {cards && <Trans>The wallet cards you used are back in your wallet.</Trans>}
    </>
  )
}
