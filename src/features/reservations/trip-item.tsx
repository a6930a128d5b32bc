import { useId } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import type { LegacyReservation } from '@contract/schemas/reservations'
import { cn } from '@ui/cn'
import { CancelBooking } from '@/features/reservations/cancel-booking'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { daysBetween, useToday } from '@/features/reservations/reservation-dates'
import { ReservationDetailsDialog } from '@/features/reservations/reservation-details'

/** "In 12 days", "Tomorrow", "Today", or "Happening now" once checked in. */
export function Countdown({ reservation: r }: { reservation: LegacyReservation }) {
  const days = daysBetween(useToday(), r.checkIn)
  if (days < 0) return <Trans>Happening now</Trans>
  if (days === 0) return <Trans>Today</Trans>
  if (days === 1) return <Trans>Tomorrow</Trans>
  return <Plural value={days} one="In # day" other="In # days" />
}

/** One trip of the itinerary; the next one is `featured`: larger, with its countdown. */
export function TripItem({
  reservation: r,
  featured = false,
  onCancelled,
}: {
  reservation: LegacyReservation
  featured?: boolean
  onCancelled: (r: LegacyReservation) => void
}) {
  const headingId = useId()
  const today = useToday()
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'long' })
  const Heading = featured ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={headingId}
      className={cn('flex flex-col overflow-hidden rounded-lg border border-line shadow-sm', featured ? 'md:flex-row' : 'sm:flex-row')}
    >
      <img
        src={r.property.image.url}
        alt={r.property.image.alt}
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
          {r.property.name}
        </Heading>
        <p className="text-sm text-ink-muted">
          {r.property.destinationName} · {r.property.address}
        </p>
        <p className="text-sm">
          <Trans>
            {date(r.checkIn)} to {date(r.checkOut)}
          </Trans>{' '}
          · <Plural value={r.nights} one="# night" other="# nights" />
        </p>
        {!featured && r.status === 'CONFIRMED' && r.checkOut >= today && (
          <p className="text-sm text-ink-muted">
            <Countdown reservation={r} />
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <ReservationDetailsDialog reservation={r} describedBy={headingId} />
          {r.cancellable && <CancelBooking reservation={r} onCancelled={onCancelled} />}
        </div>
      </div>
    </article>
  )
}
