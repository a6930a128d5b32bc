import { Trans } from '@lingui/react/macro'
import type { Reservation, ReservationItem } from '@contract/schemas/reservations'
import { cn } from '@ui/cn'
import { useToday } from '@/features/reservations/reservation-dates'

type Shown = 'cancelled' | 'partly' | 'completed' | 'confirmed'

function Badge({ shown }: { shown: Shown }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        shown === 'cancelled'
          ? 'bg-red-100 text-red-800'
          : shown === 'partly'
            ? 'bg-amber-100 text-amber-900'
            : shown === 'completed'
              ? 'bg-slate-100 text-slate-700'
              : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {shown === 'cancelled' ? (
        <Trans context="booking status">Cancelled</Trans>
      ) : shown === 'partly' ? (
        <Trans>Partly cancelled</Trans>
      ) : shown === 'completed' ? (
        <Trans>Completed</Trans>
      ) : (
        <Trans>Confirmed</Trans>
      )}
    </span>
  )
}

/** The booking's status: cancelled (every item), partly cancelled, completed (it has ended) or confirmed. */
export function ReservationStatus({ reservation: r }: { reservation: Reservation }) {
  const today = useToday()
  const shown: Shown =
    r.status === 'CANCELLED'
      ? 'cancelled'
      : r.endsOn < today
        ? 'completed'
        : r.items.some((i) => i.status === 'CANCELLED')
          ? 'partly'
          : 'confirmed'
  return <Badge shown={shown} />
}

/** One item's status: cancelled, completed or confirmed. */
export function ItemStatus({ item }: { item: ReservationItem }) {
  const today = useToday()
  return <Badge shown={item.status === 'CANCELLED' ? 'cancelled' : item.endsOn < today ? 'completed' : 'confirmed'} />
}
