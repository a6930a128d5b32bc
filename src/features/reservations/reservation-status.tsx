import { Trans } from '@lingui/react/macro'
import type { LegacyReservation } from '@contract/schemas/reservations'
import { cn } from '@ui/cn'
import { useToday } from '@/features/reservations/reservation-dates'

/** The booking's status as a badge: confirmed, completed (the stay is over) or cancelled. */
export function ReservationStatus({ reservation }: { reservation: LegacyReservation }) {
  const past = reservation.checkOut < useToday()
  const cancelled = reservation.status === 'CANCELLED'
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        cancelled ? 'bg-red-100 text-red-800' : past ? 'bg-slate-100 text-slate-700' : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {cancelled ? <Trans>Cancelled</Trans> : past ? <Trans>Completed</Trans> : <Trans>Confirmed</Trans>}
    </span>
  )
}
