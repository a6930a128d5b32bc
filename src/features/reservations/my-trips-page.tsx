import { useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { CancelledNotice, type Cancellation } from '@/features/reservations/cancelled-notice'
import { LoadFailed } from '@/shared/booking/load-failed'
import { Empty, Skeleton } from '@/features/reservations/load-states'
import { groupReservations, useToday } from '@/features/reservations/reservation-dates'
import { TripItem } from '@/features/reservations/trip-item'
import { reservationToken, useReservations } from '@/features/reservations/use-reservations'

/** /user/my-trips: the member's itinerary: the next trip with its countdown, the rest by date, past trips folded away. */
export default function MyTripsPage() {
  const { t } = useLingui()
  const list = useReservations('own')
  const today = useToday()
  const [cancelled, setCancelled] = useState<Cancellation | null>(null)
  const actions = {
    token: reservationToken(),
    onCancelled: (c: Cancellation) => {
      list.replace(c.reservation)
      setCancelled(c)
    },
  }
  const trips = list.data ? groupReservations(list.data, today) : null
  const [next, ...later] = trips?.upcoming ?? []
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>My trips</Trans>
        </h1>
        <p className="text-sm text-ink-muted">
          <Trans>Where you are going next, and where you have been.</Trans>
        </p>
      </div>
      <CancelledNotice cancellation={cancelled} />
      {list.failed && !list.data ? (
        <LoadFailed onRetry={list.retry}>
          <Trans>Your trips could not be loaded.</Trans>
        </LoadFailed>
      ) : !trips ? (
        <Skeleton label={t`Loading your trips`} />
      ) : (
        <>
          {next ? (
            <TripItem reservation={next} featured actions={actions} />
          ) : (
            <Empty search>
              <Trans>No upcoming trips yet.</Trans>
            </Empty>
          )}
          {later.length > 0 && (
            <section aria-labelledby="later-trips" className="flex flex-col gap-3">
              <h2 id="later-trips" className="text-lg font-semibold">
                <Trans>Later trips</Trans>
              </h2>
              <ul className="grid gap-3">
                {later.map((r) => (
                  <li key={r.confirmationNumber}>
                    <TripItem reservation={r} actions={actions} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {trips.past.length > 0 && (
            <details className="rounded-lg border border-line p-4">
              <summary className="cursor-pointer font-semibold">
                <Plural value={trips.past.length} one="# past trip" other="# past trips" />
              </summary>
              <ul className="mt-3 grid gap-3">
                {trips.past.map((r) => (
                  <li key={r.confirmationNumber}>
                    <TripItem reservation={r} actions={actions} />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  )
}
