import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { unlockAccountMachine } from '@machines/unlock-account.machine'
import { readQueryParams } from '@/lib/query-params'
import { useDialogs } from '@/shared/dialogs'
import { authErrorText } from '@/features/auth/auth-messages'
import { inspect } from '@/shared/inspection'

/**
 * /unlock-account?key=…: lifts the account's sign-in limits, then opens the sign-in dialog with
 * the email filled in and a note saying so. A refused link says why and offers the ways on.
 */
export default function UnlockAccountPage() {
  const { t, i18n } = useLingui()
  const { openSignIn, openSignInWith, openForgotPassword } = useDialogs()
  const [, navigate] = useLocation()
  const key = readQueryParams(useSearch()).key ?? ''
  const [machine] = useState(() =>
    unlockAccountMachine.provide({
      actions: {
        // As on /verify-account: signing in reloads the page, so it happens over /home.
        openSignIn: (_, email) => {
          navigate('/home', { replace: true })
          openSignInWith({ email, unlocked: true })
        },
      },
    }),
  )
  const [state] = useMachine(machine, { input: { key }, inspect })
  const error = state.context.error
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Unlock your account</Trans>
      </h1>
      {state.matches('unlocking') && <Spinner label={t`Unlocking your account`} />}
      {state.matches('unlocked') && (
        <p role="status">
          <Trans>Your account is unlocked. You can now sign in.</Trans>
        </p>
      )}
      {state.matches('refused') && (
        <div className="flex flex-col gap-3">
          <p role="alert" className="font-medium text-red-700">
            {error && authErrorText({ code: error }, i18n)}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={openSignIn}>
              <Trans>Sign in</Trans>
            </Button>
            <Button variant="secondary" onClick={() => openForgotPassword()}>
              <Trans>Choose a new password</Trans>
            </Button>
          </div>
        </div>
      )}
    </section>
  )
}
