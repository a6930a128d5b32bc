import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@ui/dialog'
import { Spinner } from '@ui/spinner'
import type { ManageErrorCode } from '@machines/manage-booking.machine'
import { paymentsOf, type Reservation, type ReservationItem } from '@contract/schemas/reservations'
import { useIsoDateText, usePricedMoney } from '@/shared/booking/booking-format'
import { manageErrorLabels } from '@/features/manage-booking/manage-booking-labels'
import { refundedMinor } from '@/shared/booking/refunded'
import { ItemDates } from '@/shared/booking/item-dates'
import { TravellerCount } from '@/shared/booking/traveller-count'

type CancelStep = 'none' | 'confirming' | 'cancelling' | 'failed'
type Props = {
  reservation: Reservation
  cancel: { step: CancelStep; error: ManageErrorCode | null; canRetry: boolean }
  onCancelOpen: () => void
  onCancelConfirm: () => void
  onCancelRetry: () => void
  onCancelDismiss: () => void
  onLookUpAgain: () => void
}

function ItemLine({ item }: { item: ReservationItem }) {
  const date = useIsoDateText()
  const money = usePricedMoney()
  const until = item.freeCancellationUntil ? date(item.freeCancellationUntil) : null
  return (
    <li className="flex flex-col gap-1 border-t border-line pt-3">
      <p className="font-semibold">{item.title}</p>
      {item.subtitle && <p className="text-sm">{item.subtitle}</p>}
      <p className="text-sm">
        <ItemDates item={item} short /> · <TravellerCount travellers={item.travellers} />
      </p>
      <p className="text-sm">
        <Trans>Total</Trans> {money(item.price.totalMinor, item.price.currency)}
        {item.status === 'CANCELLED' && (
          <span className="ms-2 font-medium text-red-800">
            <Trans context="booking status">Cancelled</Trans>
          </span>
        )}
      </p>
      {item.status !== 'CANCELLED' && (
        <p className="text-sm text-ink-muted">{until ? <Trans>Free cancellation until {until}</Trans> : <Trans>Non-refundable</Trans>}</p>
      )}
    </li>
  )
}

/** The booking found: its items, the amount due, its status, and "Cancel booking" with its confirmation dialog. */
export function FoundBooking({
  reservation: r,
  cancel,
  onCancelOpen,
  onCancelConfirm,
  onCancelRetry,
  onCancelDismiss,
  onLookUpAgain,
}: Props) {
  const { t, i18n } = useLingui()
  const money = usePricedMoney()
  const heading = useRef<HTMLHeadingElement>(null)
  // Found (or just cancelled): the heading takes focus, so a screen reader starts at the booking.
  useEffect(() => heading.current?.focus(), [r.status])
  const open = cancel.step !== 'none'
  const cancelled = r.status === 'CANCELLED'
  const refunded = refundedMinor(r.items)
  const { paidMinor, dueMinor } = paymentsOf(r.items)
  const number = r.confirmationNumber
  const email = r.guest.email
  const name = `${r.guest.firstName} ${r.guest.lastName}`
  return (
    <section className="flex flex-col gap-4" aria-labelledby="found-booking-title">
      <h2 id="found-booking-title" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        <Trans>Booking {number}</Trans>
      </h2>
      {cancelled ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
          <Trans>
            This booking is cancelled. A confirmation is on its way to <bdi>{email}</bdi>.
          </Trans>
        </p>
      ) : (
        <p className="text-sm">
          <Trans>Confirmed, booked for {name}.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {r.items.map((item) => (
          <ItemLine key={item.id} item={item} />
        ))}
      </ul>
      {cancelled && refunded > 0 && (
        <p className="border-t border-line pt-3">
          <Trans>Refunded to your card</Trans> {money(refunded, r.currency)}
        </p>
      )}
      {!cancelled && paidMinor > 0 && (
        <p className="border-t border-line pt-3">
          <Trans>Paid by card</Trans> {money(paidMinor, r.currency)}
        </p>
      )}
      {/* A cancelled booking owes nothing; its wallet cards are back. What the card paid is no longer due. */}
      <p className="border-t border-line pt-3 font-semibold">
        <Trans>Amount due</Trans> {money(cancelled ? 0 : dueMinor, r.currency)}
      </p>
      <div className="flex flex-wrap gap-3">
        {r.cancellable && (
          <Button variant="secondary" onClick={onCancelOpen}>
            <Trans>Cancel booking</Trans>
          </Button>
        )}
        <Button variant="link" onClick={onLookUpAgain}>
          <Trans>Find another booking</Trans>
        </Button>
      </div>
      <Dialog open={open} onOpenChange={(next) => !next && cancel.step !== 'cancelling' && onCancelDismiss()}>
        <DialogContent aria-busy={cancel.step === 'cancelling'}>
          <DialogTitle>
            <Trans>Cancel booking {number}?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Everything in this booking that can still be cancelled free of charge is cancelled. This cannot be undone.</Trans>
          </DialogDescription>
          {cancel.error && (
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {i18n._(manageErrorLabels[cancel.error])}
            </p>
          )}
          <DialogFooter className="items-center">
            {cancel.step === 'cancelling' && <Spinner label={t`Cancelling your booking`} />}
            <Button variant="secondary" onClick={onCancelDismiss} disabled={cancel.step === 'cancelling'}>
              {cancel.error ? <Trans>Close</Trans> : <Trans>Keep booking</Trans>}
            </Button>
            {cancel.canRetry ? (
              <Button onClick={onCancelRetry}>
                <Trans>Try again</Trans>
              </Button>
            ) : (
              !cancel.error && (
                <Button onClick={onCancelConfirm} disabled={cancel.step === 'cancelling'}>
                  <Trans>Yes, cancel booking</Trans>
                </Button>
              )
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  )
}
