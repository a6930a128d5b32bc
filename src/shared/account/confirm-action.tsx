import { useEffect, useEffectEvent, type ReactNode } from 'react'
import { useMachine } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@ui/dialog'
import { Spinner } from '@ui/spinner'
import { confirmActionMachine, type ConfirmActionInput } from '@machines/confirm-action.machine'
import { inspect } from '@/shared/inspection'
import { actionFailureMessages } from '@/shared/account/form-messages'

/** Runs the confirm-action machine; `onDone` is the page's effect once the call answered (refresh a list, leave the page). */
export function useConfirmAction(input: ConfirmActionInput, onDone?: (result: unknown) => void) {
  const { i18n } = useLingui()
  const [state, send] = useMachine(confirmActionMachine, { input, inspect })
  const done = useEffectEvent((result: unknown) => onDone?.(result))
  const isDone = state.matches('done')
  useEffect(() => {
    if (isDone) done(state.context.result)
  }, [isDone, state.context.result])
  const failure = state.context.failure
  return {
    state,
    send,
    open: (target?: unknown) => send({ type: 'action.open', target }),
    running: state.matches('running'),
    failureText: failure ? i18n._(actionFailureMessages[failure]) : null,
  }
}

export type ConfirmAction = ReturnType<typeof useConfirmAction>

/**
 * The dialog of an action that asks first: what will happen, "Cancel" and the confirming button
 * (a spinner while it runs; the dialog cannot be dismissed then), and a failure with "Try again".
 */
export function ConfirmActionDialog({
  action,
  title,
  description,
  confirmLabel,
  busyLabel,
}: {
  action: ConfirmAction
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  busyLabel: string
}) {
  const { state, send, running, failureText } = action
  const open = state.matches('confirming') || state.matches('running') || state.matches('failed')
  const retryable = state.can({ type: 'action.retry' })
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !running && send({ type: 'action.dismiss' })}>
      <DialogContent aria-describedby="confirm-action-description">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogDescription id="confirm-action-description">{description}</DialogDescription>
        {failureText && (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {failureText}
          </p>
        )}
        <DialogFooter>
          <Button variant="secondary" disabled={running} onClick={() => send({ type: 'action.dismiss' })}>
            <Trans>Cancel</Trans>
          </Button>
          {state.matches('failed') ? (
            retryable && (
              <Button onClick={() => send({ type: 'action.retry' })}>
                <Trans>Try again</Trans>
              </Button>
            )
          ) : (
            <Button disabled={running} aria-busy={running} onClick={() => send({ type: 'action.confirm' })}>
              {running && <Spinner label={busyLabel} />}
              {confirmLabel}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
