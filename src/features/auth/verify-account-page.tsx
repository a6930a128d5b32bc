import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { verifyAccountMachine } from '@machines/verify-account.machine'
import { readQueryParams } from '@/lib/query-params'
import { useDialogs } from '@/shared/dialogs'
import { authErrorText } from '@/features/auth/auth-messages'
import { inspect } from '@/shared/inspection'

/** /verify-account?key=…: confirms the email, then opens the sign-in dialog with it filled in. */
export default function VerifyAccountPage() {
  const { t, i18n } = useLingui()
  const { openSignInWith } = useDialogs()
  const [, navigate] = useLocation()
  const key = readQueryParams(useSearch()).key ?? ''
  const [machine] = useState(() =>
    verifyAccountMachine.provide({
      actions: {
        // Signing in reloads the page, and /verify-account skips the session check (docs/rules.md#session-check): sign in over /home.
        openSignIn: (_, email) => {
          navigate('/home', { replace: true })
          openSignInWith({ email, confirmed: true })
        },
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { key }, inspect })
  const error = state.context.error
  const message = error && authErrorText({ code: error }, i18n)
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Confirm your email address</Trans>
      </h1>
      {state.matches('verifying') && <Spinner label={t`Confirming your email address`} />}
      {state.matches('verified') && (
        <p role="status">
          <Trans>Your email address is confirmed. You can now sign in.</Trans>
        </p>
      )}
      {(state.matches('refused') || state.matches('resending')) && (
        <div className="flex flex-col gap-3">
          <p role="alert" className="font-medium text-red-700">
            {message}
          </p>
          {state.can({ type: 'link.resend' }) || state.matches('resending') ? (
            <Button className="self-start" disabled={!state.can({ type: 'link.resend' })} onClick={() => send({ type: 'link.resend' })}>
              {state.matches('resending') && <Spinner label={t`Sending`} />}
              <Trans>Send me a new link</Trans>
            </Button>
          ) : null}
        </div>
      )}
      {state.matches('resent') && (
        <p role="status">
          <Trans>If this email still needs confirming, we have sent it a new confirmation link.</Trans>
        </p>
      )}
    </section>
  )
}
