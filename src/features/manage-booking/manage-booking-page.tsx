import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { manageBookingMachine } from '@machines/manage-booking.machine'
import { FindBookingForm } from '@/features/manage-booking/find-booking-form'
import { FoundBooking } from '@/features/manage-booking/found-booking'
import { manageErrorLabels } from '@/features/manage-booking/manage-booking-labels'
import { readQueryParams } from '@/lib/query-params'
import { inspect } from '@/shared/inspection'

/**
 * /manage-booking?ref=TC-…: a guest (or anyone with the booking's number and email) finds a
 * booking, sees it and cancels it (docs/screens.md#manage-a-booking). The guest's mails link here
 * with the number filled in.
 */
export default function ManageBookingPage() {
  const { t, i18n } = useLingui()
  const ref = readQueryParams(useSearch()).ref ?? ''
  // The machine starts once, with the number the link carried.
  const [input] = useState(() => ({ reference: ref }))
  const [state, send] = useMachine(manageBookingMachine, { input, inspect })
  const { context } = state
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">
          <Trans>Manage your booking</Trans>
        </h1>
        <p className="text-sm text-ink-muted">
          <Trans>Enter the confirmation number from your email and the email address you booked with.</Trans>
        </p>
      </div>
      {(state.matches('editing') || state.matches('finding')) && (
        <FindBookingForm
          reference={context.reference}
          email={context.email}
          fieldErrors={context.fieldErrors}
          error={context.error}
          finding={state.matches('finding')}
          onChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      )}
      {state.matches('loading') && <Spinner label={t`Loading your booking`} centered className="py-8" />}
      {state.matches('loadFailed') && (
        <LoadFailed
          message={context.error && i18n._(manageErrorLabels[context.error])}
          onRetry={context.error === 'FAILED' ? () => send({ type: 'load.retry' }) : null}
          onLookUpAgain={() => send({ type: 'lookup.again' })}
        />
      )}
      {state.matches('found') && context.reservation && (
        <FoundBooking
          reservation={context.reservation}
          cancel={{
            step: state.matches({ found: 'confirming' })
              ? 'confirming'
              : state.matches({ found: 'cancelling' })
                ? 'cancelling'
                : state.matches({ found: 'cancelFailed' })
                  ? 'failed'
                  : 'none',
            error: state.matches({ found: 'cancelFailed' }) ? context.error : null,
            canRetry: state.can({ type: 'cancel.retry' }),
          }}
          onCancelOpen={() => send({ type: 'cancel.open' })}
          onCancelConfirm={() => send({ type: 'cancel.confirm' })}
          onCancelRetry={() => send({ type: 'cancel.retry' })}
          onCancelDismiss={() => send({ type: 'cancel.dismiss' })}
          onLookUpAgain={() => send({ type: 'lookup.again' })}
        />
      )}
    </section>
  )
}

/** The booking could not be loaded: why, and the ways on; the first of them takes the focus (the form it replaced had it). */
function LoadFailed({
  message,
  onRetry,
  onLookUpAgain,
}: {
  message: string | null
  onRetry: (() => void) | null
  onLookUpAgain: () => void
}) {
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => first.current?.focus(), [])
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        {onRetry && (
          <Button ref={first} onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button ref={onRetry ? undefined : first} variant="secondary" onClick={onLookUpAgain}>
          <Trans>Look it up again</Trans>
        </Button>
      </div>
    </div>
  )
}
