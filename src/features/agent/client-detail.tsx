import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { Button } from '@ui/button'
import { AccountLayout, AccountSection } from '@/shared/account/account-nav'
import { ListEmpty, ListSkeleton } from '@/shared/account/list-states'
import { LoadFailed } from '@/shared/booking/load-failed'
import { startBookingFor } from '@/shared/booking/booking-for-client'
import { useClient } from '@/features/agent/use-agent'
import { useDay } from '@/features/agent/agent-format'
import { usePricedMoney } from '@/shared/booking/booking-format'

/** One client's page: their details and the bookings the agent made for them (newest first). */
export function ClientDetail({ id }: { id: number }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const detail = useClient(id)
  const priced = usePricedMoney()
  const day = useDay()
  const data = detail.data
  return (
    <AccountLayout title={data ? `${data.client.firstName} ${data.client.lastName}` : <Trans>Client</Trans>}>
      <Link href="/agent/client-list" className="self-start text-sm font-medium text-brand-primary underline">
        <Trans>All clients</Trans>
      </Link>
      {!data && detail.status === 404 ? (
        <ListEmpty>
          <Trans>This client is not in your list.</Trans>
        </ListEmpty>
      ) : !data && detail.failed ? (
        <LoadFailed onRetry={detail.retry}>
          <Trans>This client could not be loaded.</Trans>
        </LoadFailed>
      ) : !data ? (
        <ListSkeleton label={t`Loading the client`} />
      ) : (
        <>
          <AccountSection id="client-contact" title={<Trans>Contact</Trans>}>
            <p className="text-sm">
              {data.client.email} · {data.client.phone.isdCode} {data.client.phone.number}
            </p>
            {data.client.notes && <p className="whitespace-pre-line text-sm">{data.client.notes}</p>}
            <Button
              className="self-start"
              onClick={() => {
                startBookingFor(data.client)
                navigate('/hotel')
              }}
            >
              <Trans>Book for this client</Trans>
            </Button>
          </AccountSection>
          <AccountSection id="client-bookings" title={<Trans>Bookings for this client</Trans>}>
            {data.bookings.length === 0 ? (
              <ListEmpty>
                <Trans>You have not booked anything for this client yet.</Trans>
              </ListEmpty>
            ) : (
              <ul className="flex flex-col divide-y divide-line" aria-label={t`Bookings for this client`}>
                {data.bookings.map((b) => (
                  <li key={b.confirmationNumber} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                    <div>
                      <p className="font-medium">{b.items.map((item) => item.title).join(', ')}</p>
                      <p className="text-sm text-ink-muted">
                        <span className="font-mono">{b.confirmationNumber}</span> · {day(b.startsOn)} – {day(b.endsOn)} ·{' '}
                        {b.status === 'CANCELLED' ? <Trans context="booking status">Cancelled</Trans> : <Trans>Confirmed</Trans>}
                      </p>
                    </div>
                    <p className="font-semibold">{priced(b.totalMinor, b.currency)}</p>
                  </li>
                ))}
              </ul>
            )}
          </AccountSection>
        </>
      )}
    </AccountLayout>
  )
}
