import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@ui/dialog'
import { Spinner } from '@ui/spinner'
import { reservationCancelMachine } from '@machines/reservation-cancel.machine'
import type { LegacyReservation } from '@contract/schemas/reservations'
import { cancelErrorLabels } from '@/features/reservations/reservation-labels'
import { CancellationDeadline } from '@/features/reservations/cancellation-deadline'
import { reservationToken } from '@/features/reservations/use-reservations'
import { inspect } from '@/shared/inspection'

/**
 * "Cancel booking" and its confirmation dialog, run by the reservation-cancel machine. The page
 * hears of the cancelled booking through `onCancelled` (it moves the card and says so).
 */
export function CancelBooking({
  reservation: r,
  onCancelled,
}: {
  reservation: LegacyReservation
  onCancelled: (cancelled: LegacyReservation) => void
}) {
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
  const [state, send] = useMachine(machine, { input: { confirmationNumber: r.confirmationNumber, token: reservationToken() }, inspect })
  const open = state.matches('confirming') || state.matches('cancelling') || state.matches('failed')
  const error = state.context.error
  const usesWallet = r.deductions.length > 0
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => send({ type: 'cancel.open' })} disabled={!state.can({ type: 'cancel.open' })}>
        <Trans>Cancel booking</Trans>
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && send({ type: 'cancel.dismiss' })}>
        <DialogContent aria-busy={state.matches('cancelling')}>
          <DialogTitle>
            <Trans>Cancel your booking at {r.property.name}?</Trans>
          </DialogTitle>
          <DialogDescription asChild>
            <div className="mt-2 flex flex-col gap-2">
              <p>
                <Trans>Confirmation number {r.confirmationNumber}. This cannot be undone.</Trans>
              </p>
              <CancellationDeadline reservation={r} />
              {usesWallet && (
                <p>
                  <Trans>The wallet cards used for this booking return to your wallet.</Trans>
                </p>
              )}
            </div>
          </DialogDescription>
          {error && (
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {i18n._(cancelErrorLabels[error])}
            </p>
          )}
          <DialogFooter className="items-center">
            {state.matches('cancelling') && <Spinner label={t`Cancelling your booking`} />}
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
                  <Trans>Yes, cancel booking</Trans>
                </Button>
              )
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
