import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs'
import { userTypes } from '@contract/constants'
import { useSession } from '@/shared/session/use-session'
import { CancelledNotice, type Cancellation } from '@/features/reservations/cancelled-notice'
import { LoadFailed } from '@/shared/booking/load-failed'
import { Empty, Skeleton } from '@/features/reservations/load-states'
import { ReservationCard } from '@/features/reservations/reservation-card'
import { groupReservations, useToday, type ReservationGroups } from '@/features/reservations/reservation-dates'
import { groupLabels } from '@/features/reservations/reservation-labels'
import { reservationToken, useReservations } from '@/features/reservations/use-reservations'

type Group = keyof ReservationGroups
const groups: Group[] = ['upcoming', 'past', 'cancelled']

/**
 * /user/booking-history (scope own) and /agent/booking-history (scope agent): the bookings in
 * three tabs (upcoming, past, cancelled), each a card with its items, its details and, where the
 * policy allows, the cancel actions (the whole booking, or one item of several).
 */
export default function BookingHistoryPage({ scope }: { scope: 'own' | 'agent' }) {
  const session = useSession()
  const isAgent = session.status === 'signedIn' && session.userType === userTypes.agent
  const forbidden = scope === 'agent' && !isAgent
  const list = useReservations(forbidden ? null : scope)
  const [cancelled, setCancelled] = useState<Cancellation | null>(null)
  const today = useToday()
  const { t, i18n } = useLingui()
  if (forbidden) return <AgentsOnly />
  const split = list.data ? groupReservations(list.data, today) : null
  const actions = {
    token: reservationToken(),
    onCancelled: (c: Cancellation) => {
      list.replace(c.reservation)
      setCancelled(c)
    },
  }
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{scope === 'agent' ? <Trans>Client bookings</Trans> : <Trans>Booking history</Trans>}</h1>
        <p className="text-sm text-ink-muted">
          {scope === 'agent' ? (
            <Trans>The bookings you made for your clients.</Trans>
          ) : (
            <Trans>Your bookings: upcoming, past and cancelled.</Trans>
          )}
        </p>
      </div>
      <CancelledNotice cancellation={cancelled} />
      {list.failed && !list.data ? (
        <LoadFailed onRetry={list.retry}>
          <Trans>Your bookings could not be loaded.</Trans>
        </LoadFailed>
      ) : !split ? (
        <Skeleton label={t`Loading your bookings`} />
      ) : (
        <Tabs defaultValue="upcoming">
          <TabsList aria-label={t`Bookings`}>
            {groups.map((group) => (
              <TabsTrigger key={group} value={group}>
                {i18n._(groupLabels[group])} ({i18n.number(split[group].length)})
              </TabsTrigger>
            ))}
          </TabsList>
          {groups.map((group) => (
            <TabsContent key={group} value={group} aria-busy={list.refreshing}>
              {split[group].length === 0 ? (
                <EmptyGroup group={group} />
              ) : (
                <ul className="grid gap-3">
                  {split[group].map((r) => (
                    <ReservationCard key={r.confirmationNumber} reservation={r} forAgent={scope === 'agent'} actions={actions} />
                  ))}
                </ul>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  )
}

function EmptyGroup({ group }: { group: Group }) {
  if (group === 'upcoming')
    return (
      <Empty search>
        <Trans>No upcoming trips yet.</Trans>
      </Empty>
    )
  if (group === 'past')
    return (
      <Empty>
        <Trans>No past trips yet.</Trans>
      </Empty>
    )
  return (
    <Empty>
      <Trans>No cancelled bookings.</Trans>
    </Empty>
  )
}

function AgentsOnly() {
  return (
    <section className="flex flex-col gap-3 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>This page is for agents</Trans>
      </h1>
      <p>
        <Link href="/user/booking-history" className="font-medium text-brand-primary underline-offset-4 hover:underline">
          <Trans>See your own bookings</Trans>
        </Link>
      </p>
    </section>
  )
}
