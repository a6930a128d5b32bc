import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@ui/dialog'
import { Spinner } from '@ui/spinner'
import { reservationCancelMachine } from '@machines/reservation-cancel.machine'
import type { Reservation, ReservationItem } from '@contract/schemas/reservations'
import { cancelErrorLabels, itemCancelErrorLabels } from '@/features/reservations/reservation-labels'
import { itemName } from '@contract/schemas/reservations'
import { CancelScope } from '@/features/reservations/cancel-scope'
import { inspect } from '@/shared/inspection'

export type CancelBookingProps = {
  reservation: Reservation
  /** The item to cancel; without it, every item that can still be cancelled. */
  item?: ReservationItem
  /** The guest's token (myReservationToken or the manage-booking lookup); '' for a member. */
  token: string
  /** The element that names what the button belongs to, for screen readers. */
  describedBy?: string
  /** Hears of the booking as it stands after the cancellation. */
  onCancelled: (changed: Reservation) => void
}

/**
 * "Cancel booking" (or "Cancel this item") and its confirmation dialog, run by the
 * reservation-cancel machine. The dialog names what will be cancelled and the wallet cards that
 * come back; the page hears of the changed booking through `onCancelled` and says so.
 */
export function CancelBooking({ reservation: r, item, token, describedBy, onCancelled }: CancelBookingProps) {
  const { t, i18n } = useLingui()
  // The machine is made once; the page's latest callback is the one it reports to.
  const report = useRef(onCancelled)
  useEffect(() => {
    report.current = onCancelled
  })
  // The action reads the ref when the machine reports a cancellation, never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    reservationCancelMachine.provide({
      actions: { reportCancelled: (_, cancelled) => report.current(cancelled) },
    }),
  )
  const input = { confirmationNumber: r.confirmationNumber, token, itemId: item?.id ?? null }
  const [state, send] = useMachine(machine, { input, inspect })
  const open = state.matches('confirming') || state.matches('cancelling') || state.matches('failed')
  const error = state.context.error
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={describedBy}
        onClick={() => send({ type: 'cancel.open' })}
        disabled={!state.can({ type: 'cancel.open' })}
      >
        {item ? <Trans>Cancel this item</Trans> : <Trans>Cancel booking</Trans>}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && send({ type: 'cancel.dismiss' })}>
        <DialogContent aria-busy={state.matches('cancelling')}>
          <DialogTitle>
            {item ? (
              <Trans>Cancel {itemName(item)} from your booking?</Trans>
            ) : r.items.length === 1 ? (
              <Trans>Cancel your booking at {r.items[0]!.title}?</Trans>
            ) : (
              <Trans>Cancel booking {r.confirmationNumber}?</Trans>
            )}
          </DialogTitle>
          <DialogDescription asChild>
            <div className="mt-2 flex flex-col gap-2">
              <p>
                <Trans>Confirmation number {r.confirmationNumber}. This cannot be undone.</Trans>
              </p>
              <CancelScope reservation={r} item={item} />
            </div>
          </DialogDescription>
          {error && (
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {i18n._((item ? itemCancelErrorLabels : cancelErrorLabels)[error])}
            </p>
          )}
          <DialogFooter className="items-center">
            {state.matches('cancelling') && <Spinner label={item ? t`Cancelling this item` : t`Cancelling your booking`} />}
            <Button variant="secondary" onClick={() => send({ type: 'cancel.dismiss' })} disabled={!state.can({ type: 'cancel.dismiss' })}>
              {error ? <Trans>Close</Trans> : <Trans>Keep booking</Trans>}
            </Button>
            {state.can({ type: 'cancel.retry' }) ? (
              <Button onClick={() => send({ type: 'cancel.retry' })}>
                <Trans>Try again</Trans>
              </Button>
            ) : (
              !error && (
                <Button onClick={() => send({ type: 'cancel.confirm' })} disabled={!state.can({ type: 'cancel.confirm' })}>
                  {item ? <Trans>Yes, cancel this item</Trans> : <Trans>Yes, cancel booking</Trans>}
                </Button>
              )
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
