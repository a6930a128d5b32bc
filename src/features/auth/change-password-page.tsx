import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Field } from '@ui/field'
import { PasswordInput } from '@ui/password-input'
import { Spinner } from '@ui/spinner'
import { changePasswordMachine } from '@machines/change-password.machine'
import { PASSWORD_MAX_LENGTH } from '@contract/constants'
import { readQueryParams } from '@/lib/query-params'
import { useSessionActor } from '@/shared/session/use-session'
import { useDialogs } from '@/shared/dialogs'
import { authErrorText } from '@/features/auth/auth-messages'
import { Form } from '@ui/form'
import { inspect } from '@/shared/inspection'

/** /change-password?key=…: a new password from the mailed link; success signs in and goes home. */
export default function ChangePasswordPage() {
  const { t, i18n } = useLingui()
  const session = useSessionActor()
  const { openForgotPassword } = useDialogs()
  const [, navigate] = useLocation()
  const key = readQueryParams(useSearch()).key ?? ''
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actions: {
        signedIn: (_, user) => {
          session.send({ type: 'session.save', profile: user })
          navigate('/home')
        },
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { key }, inspect })
  const { password, confirmPassword, error } = state.context
  const message = error && authErrorText({ code: error }, i18n)
  const toggle = { showLabel: t`Show password`, hideLabel: t`Hide password` }
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Choose a new password</Trans>
      </h1>
      {state.matches('keyRefused') ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="font-medium text-red-700">
            {message}
          </p>
          <Button className="self-start" onClick={() => openForgotPassword()}>
            <Trans>Send me a new link</Trans>
          </Button>
        </div>
      ) : (
        <Form onSubmit={() => send({ type: 'form.submit' })}>
          <p className="text-sm text-ink-muted">
            <Trans>8 to 13 characters, with a lowercase letter, an uppercase letter, a digit and a special character.</Trans>
          </p>
          <Field
            label={t`New password`}
            error={error === 'PASSWORD_RULES' ? message : undefined}
            render={(props) => (
              <PasswordInput
                {...props}
                {...toggle}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                value={password}
                onChange={(e) => send({ type: 'field.change', field: 'password', value: e.target.value })}
              />
            )}
          />
          <Field
            label={t`Confirm password`}
            error={error && error !== 'PASSWORD_RULES' ? message : undefined}
            render={(props) => (
              <PasswordInput
                {...props}
                showLabel={t`Show confirmation`}
                hideLabel={t`Hide confirmation`}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                value={confirmPassword}
                onChange={(e) => send({ type: 'field.change', field: 'confirmPassword', value: e.target.value })}
              />
            )}
          />
          <Button type="submit" disabled={!state.can({ type: 'form.submit' })}>
            {state.matches('saving') && <Spinner label={t`Saving`} />}
            <Trans>Change password</Trans>
          </Button>
        </Form>
      )}
    </section>
  )
}
