import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearch } from 'wouter'
import type { Reservation } from '@contract/schemas/reservations'
import { userTypes } from '@contract/constants'
import { useSession } from '@/shared/session/use-session'
import { ConfirmationNumber } from '@/features/reservations/confirmation-number'
import { LoadFailed } from '@/shared/booking/load-failed'
import { Skeleton } from '@/features/reservations/load-states'
import { ReservationDetails } from '@/features/reservations/reservation-details'
import { useReservation } from '@/features/reservations/use-reservations'
import { AddTransfer } from '@/features/reservations/add-transfer'
import { usePageTitle } from '@/shared/page-title'

const linkClass = 'font-medium text-brand-primary underline-offset-4 hover:underline'

/** /manage-booking, with the number filled in when it is one. */
const manageBookingUrl = (confirmation: string | null) =>
  confirmation !== null && /^[A-Z0-9-]{6,20}$/.test(confirmation) ? `/manage-booking?ref=${confirmation}` : '/manage-booking'

/** /checkout-success?confirmation=TC-…: the booking just made, for a member or a guest (whose browser holds its token). */
export default function SuccessPage() {
  const { t } = useLingui()
  const confirmation = new URLSearchParams(useSearch()).get('confirmation')
  const booking = useReservation(confirmation)
  if (booking.notFound) {
    return (
      <section className="flex flex-col gap-3 py-8">
        <h1 className="text-2xl font-bold">
          <Trans>We could not find this booking</Trans>
        </h1>
        <p>
          <Trans>Check the confirmation number in your email. A booking made in another browser or account is not shown here.</Trans>
        </p>
        {/* Any booking is found there from any browser, by its number and the email it was booked with. */}
        <Link href={manageBookingUrl(confirmation)} className={linkClass}>
          <Trans>Find it with its confirmation number and email</Trans>
        </Link>
        <Link href="/home" className={linkClass}>
          <Trans>Back to home</Trans>
        </Link>
      </section>
    )
  }
  if (booking.failed && !booking.data) {
    return (
      <section className="py-8">
        <LoadFailed onRetry={booking.retry}>
          <Trans>Your booking could not be loaded.</Trans>
        </LoadFailed>
      </section>
    )
  }
  if (!booking.data) return <Skeleton label={t`Loading your booking`} count={3} />
  return <Confirmed reservation={booking.data} />
}

function Confirmed({ reservation: r }: { reservation: Reservation }) {
  const { t } = useLingui()
  const session = useSession()
  // The cancellation mail links here too: a cancelled booking says so, in the heading and the tab.
  const cancelled = r.status === 'CANCELLED'
  usePageTitle(cancelled ? t`Booking cancelled` : null)
  const signedIn = session.status === 'signedIn'
  // Until the session check answers, a member would briefly read the guest's advice.
  const guest = session.status === 'signedOut' && session.loaded === true
  const history = signedIn && session.userType === userTypes.agent ? '/agent/booking-history' : '/user/booking-history'
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-4">
      <div className={`flex flex-col gap-3 rounded-lg p-4 sm:p-6 ${cancelled ? 'bg-muted' : 'bg-emerald-50'}`}>
        <h1 className={`text-2xl font-bold ${cancelled ? 'text-ink' : 'text-emerald-900'}`}>
          {cancelled ? <Trans>This booking is cancelled</Trans> : <Trans>Your booking is confirmed</Trans>}
        </h1>
        <ConfirmationNumber value={r.confirmationNumber} />
        <p className="text-sm">
          {cancelled ? (
            <Trans>
              We sent the cancellation to <bdi>{r.guest.email}</bdi>.
            </Trans>
          ) : (
            <Trans>
              We sent a confirmation to <bdi>{r.guest.email}</bdi>.
            </Trans>
          )}
        </p>
        {guest && (
          <p className="text-sm font-medium">
            <Trans>Keep your confirmation number: you need it to find this booking again.</Trans>
          </p>
        )}
      </div>
      <h2 className="text-lg font-semibold">
        <Trans>What you booked</Trans>
      </h2>
      <ReservationDetails reservation={r} header={false} />
      <AddTransfer reservation={r} />
      <div className="flex flex-wrap gap-4">
        {signedIn && (
          <Link href={history} className={linkClass}>
            <Trans>View my bookings</Trans>
          </Link>
        )}
        <Link href="/home" className={linkClass}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </section>
  )
}
