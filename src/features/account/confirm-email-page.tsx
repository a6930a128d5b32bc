import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { useConfirmAction } from '@/shared/account/confirm-action'

/**
 * /confirm-email?key=… (issue 17): the link mailed to a new address makes it the account's. No
 * session needed (the key is the proof; its `key` parameter skips the session check on load).
 */
export default function ConfirmEmailPage() {
  const { t } = useLingui()
  const key = new URLSearchParams(useSearch()).get('key') ?? ''
  const action = useConfirmAction({ kind: 'confirmEmail', target: key, autoStart: true })
  const { state, send } = action
  return (
    <section className="flex flex-col items-start gap-3 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Confirm your new email address</Trans>
      </h1>
      {state.matches('running') && <Spinner label={t`Confirming your email address`} />}
      {state.matches('done') && (
        <>
          <p role="status">
            <Trans>
              Your email address is now <strong>{String(state.context.result)}</strong>. Sign in with it from now on.
            </Trans>
          </p>
          <Link href="/home" className="font-medium text-brand-primary underline">
            <Trans>Go to the home page</Trans>
          </Link>
        </>
      )}
      {state.matches('failed') && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {action.failureText}
          {state.can({ type: 'action.retry' }) && (
            <Button variant="secondary" size="sm" onClick={() => send({ type: 'action.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      )}
    </section>
  )
}
