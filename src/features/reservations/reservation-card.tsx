import { useId } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import type { LegacyReservation } from '@contract/schemas/reservations'
import { useMoney } from '@/shared/settings/use-money'
import { CancelBooking } from '@/features/reservations/cancel-booking'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { ReservationDetailsDialog } from '@/features/reservations/reservation-details'
import { ReservationStatus } from '@/features/reservations/reservation-status'
import { GuestCount } from '@/features/reservations/stay-summary'

export type CardProps = {
  reservation: LegacyReservation
  /** The agent's view: the client comes first. */
  forAgent?: boolean
  onCancelled: (cancelled: LegacyReservation) => void
}

/** One booking in a list: where, when, who, the total and the actions the policy allows. */
export function ReservationCard({ reservation: r, forAgent = false, onCancelled }: CardProps) {
  const headingId = useId()
  const money = useMoney()
  const date = useIsoDateText()
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 overflow-hidden rounded-lg border border-line shadow-sm sm:flex-row"
      >
        <img src={r.property.image.url} alt={r.property.image.alt} className="h-40 w-full object-cover sm:h-auto sm:w-48" loading="lazy" />
        <div className="flex flex-1 flex-col gap-2 p-4 sm:ps-0">
          {forAgent && (
            <p className="text-base font-semibold">
              <Trans>
                Client: {r.guest.firstName} {r.guest.lastName}
              </Trans>{' '}
              <span className="block text-sm font-normal text-ink-muted">{r.guest.email}</span>
            </p>
          )}
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 id={headingId} className="font-semibold">
                {r.property.name}
              </h3>
              <p className="text-sm text-ink-muted">{r.property.destinationName}</p>
            </div>
            <ReservationStatus reservation={r} />
          </div>
          <p className="text-sm">
            <Trans>
              {date(r.checkIn)} – {date(r.checkOut)}
            </Trans>{' '}
            · <Plural value={r.nights} one="# night" other="# nights" />
          </p>
          <p className="text-sm text-ink-muted">
            {r.roomName} · <GuestCount reservation={r} />
          </p>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <p className="text-sm">
              <Trans>Total</Trans> <strong className="text-lg">{money(r.totalMinor, r.currency)}</strong>{' '}
              <span className="text-xs text-ink-muted">
                <Trans>charged in {r.currency}</Trans>
              </span>
            </p>
            <p className="text-xs text-ink-muted">
              <Trans>Confirmation</Trans> <span className="font-mono">{r.confirmationNumber}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ReservationDetailsDialog reservation={r} describedBy={headingId} />
            {r.cancellable && <CancelBooking reservation={r} onCancelled={onCancelled} />}
          </div>
        </div>
      </article>
    </li>
  )
}
