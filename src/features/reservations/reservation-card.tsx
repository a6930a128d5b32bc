import { useId } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Reservation } from '@contract/schemas/reservations'
import { useMoney } from '@/shared/settings/use-money'
import { CancelWhole, ReservationItemsBrief, type CancelActions } from '@/features/reservations/item-brief'
import { ReservationDetailsDialog } from '@/features/reservations/reservation-details'
import { ReservationStatus } from '@/features/reservations/reservation-status'

export type CardProps = {
  reservation: Reservation
  /** The agent's view: the client comes first. */
  forAgent?: boolean
  actions: CancelActions
}

/** One booking in a list: what, when, who, the total and the actions the policy allows, for any product line. */
export function ReservationCard({ reservation: r, forAgent = false, actions }: CardProps) {
  const headingId = useId()
  const money = useMoney()
  const first = r.items[0]!
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 overflow-hidden rounded-lg border border-line shadow-sm sm:flex-row"
      >
        <img src={first.image.url} alt={first.image.alt} className="h-40 w-full object-cover sm:h-auto sm:w-48" loading="lazy" />
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
            <h3 id={headingId} className="min-w-0 font-semibold">
              {first.title}
            </h3>
            <ReservationStatus reservation={r} />
          </div>
          <ReservationItemsBrief reservation={r} actions={actions} />
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
            <CancelWhole reservation={r} actions={actions} describedBy={headingId} />
          </div>
        </div>
      </article>
    </li>
  )
}
