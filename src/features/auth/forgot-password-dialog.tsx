import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Button } from '@ui/button'
import { Field } from '@ui/field'
import { Spinner } from '@ui/spinner'
import { forgotPasswordMachine } from '@machines/forgot-password.machine'
import { StaticDialog } from '@/features/auth/static-dialog'
import { authErrorText } from '@/features/auth/auth-messages'
import { Form } from '@ui/form'
import { inspect } from '@/shared/inspection'

/** Forgot password: an email in, the same confirmation whatever the account. */
export default function ForgotPasswordDialog({ email, onOpenChange }: { email: string; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui()
  const [state, send] = useMachine(forgotPasswordMachine, { input: { email }, inspect })
  const error = state.context.error
  const message = error && authErrorText({ code: error }, i18n)
  return (
    <StaticDialog title={<Trans>Forgot password</Trans>} onOpenChange={onOpenChange}>
      {state.matches('sent') ? (
        <p role="status" className="text-sm">
          <Trans>If an account exists for this email, we have sent it a link to choose a new password.</Trans>
        </p>
      ) : (
        <Form onSubmit={() => send({ type: 'form.submit' })}>
          <p className="text-sm text-ink-muted">
            <Trans>Enter your email address and we will send you a link to choose a new password.</Trans>
          </p>
          <Field
            label={t`Email`}
            type="email"
            autoComplete="email"
            value={state.context.email}
            error={message}
            onChange={(e) => send({ type: 'field.change', value: e.target.value })}
          />
          <Button type="submit" disabled={!state.can({ type: 'form.submit' })}>
            {state.matches('sending') && <Spinner label={t`Sending`} />}
            <Trans>Send the link</Trans>
          </Button>
        </Form>
      )}
    </StaticDialog>
  )
}
