import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Link, useLocation, useSearch } from 'wouter'
import { Spinner } from '@ui/spinner'
import { ssoMachine } from '@machines/sso.machine'
import { useSessionActor } from '@/shared/session/use-session'
import { authErrorText } from '@/features/auth/auth-messages'
import { inspect } from '@/shared/inspection'

/** /login/sso?token=…: a valid token opens a session and lands on /home; else a clear error. */
export default function SsoPage() {
  const { t, i18n } = useLingui()
  const session = useSessionActor()
  const [, navigate] = useLocation()
  const token = new URLSearchParams(useSearch()).get('token')?.trim() || null
  const [machine] = useState(() =>
    ssoMachine.provide({
      actions: {
        signedIn: (_, user) => {
          session.send({ type: 'session.save', profile: user })
          navigate('/home', { replace: true })
        },
      },
    }),
  )
  const [state] = useMachine(machine, { input: { token }, inspect })
  const error = state.context.error
  const message = error && authErrorText({ code: error }, i18n)
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Signing you in</Trans>
      </h1>
      {state.matches('signingIn') && <Spinner label={t`Signing in`} />}
      {state.matches('failed') && (
        <>
          <p role="alert" className="font-medium text-red-700">
            {message}
          </p>
          <Link href="/" className="text-brand-primary underline underline-offset-4">
            <Trans>Go to the home page</Trans>
          </Link>
        </>
      )}
    </section>
  )
}
