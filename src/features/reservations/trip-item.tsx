import { useId } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import type { Reservation } from '@contract/schemas/reservations'
import { cn } from '@ui/cn'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { CancelWhole, ReservationItemsBrief, type CancelActions } from '@/features/reservations/item-brief'
import { daysBetween, useToday } from '@/features/reservations/reservation-dates'
import { ReservationDetailsDialog } from '@/features/reservations/reservation-details'

/** "In 12 days", "Tomorrow", "Today", or "Happening now" once the booking has begun. */
export function Countdown({ reservation: r }: { reservation: Reservation }) {
  const days = daysBetween(useToday(), r.startsOn)
  if (days < 0) return <Trans>Happening now</Trans>
  if (days === 0) return <Trans>Today</Trans>
  if (days === 1) return <Trans>Tomorrow</Trans>
  return <Plural value={days} one="In # day" other="In # days" />
}

/** One trip of the itinerary, whatever its lines; the next one is `featured`: larger, with its countdown. */
export function TripItem({
  reservation: r,
  featured = false,
  actions,
}: {
  reservation: Reservation
  featured?: boolean
  actions: CancelActions
}) {
  const headingId = useId()
  const today = useToday()
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'long' })
  const Heading = featured ? 'h2' : 'h3'
  const first = r.items[0]!
  return (
    <article
      aria-labelledby={headingId}
      className={cn('flex flex-col overflow-hidden rounded-lg border border-line shadow-sm', featured ? 'md:flex-row' : 'sm:flex-row')}
    >
      <img
        src={first.image.url}
        alt={first.image.alt}
        className={cn('w-full object-cover', featured ? 'h-56 md:h-auto md:w-1/2' : 'h-32 sm:h-auto sm:w-40')}
        loading="lazy"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {featured && (
          <p className="text-sm font-semibold tracking-wide text-brand-primary uppercase">
            <Trans>Your next trip</Trans> · <Countdown reservation={r} />
          </p>
        )}
        <Heading id={headingId} className={cn('font-semibold', featured ? 'text-2xl' : 'text-base')}>
          {first.title}
        </Heading>
        {r.items.length > 1 && (
          <p className="text-sm">
            <Trans>
              {date(r.startsOn)} to {date(r.endsOn)}
            </Trans>
          </p>
        )}
        <ReservationItemsBrief reservation={r} actions={actions} />
        {!featured && r.status === 'CONFIRMED' && r.endsOn >= today && (
          <p className="text-sm text-ink-muted">
            <Countdown reservation={r} />
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <ReservationDetailsDialog reservation={r} describedBy={headingId} />
          <CancelWhole reservation={r} actions={actions} describedBy={headingId} />
        </div>
      </div>
    </article>
  )
}
