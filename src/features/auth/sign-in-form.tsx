import { Trans, useLingui } from '@lingui/react/macro'
import type { SnapshotFrom, EventFrom } from 'xstate'
import { Button } from '@ui/button'
import { Checkbox } from '@ui/checkbox'
import { Field } from '@ui/field'
import { PasswordInput } from '@ui/password-input'
import { Spinner } from '@ui/spinner'
import type { signInMachine } from '@machines/sign-in.machine'
import { PASSWORD_MAX_LENGTH } from '@contract/constants'
import type { OrgConfig } from '@contract/schemas/organisation'
import { StaticDialog } from '@/features/auth/static-dialog'
import { authErrorText } from '@/features/auth/auth-messages'
import { SocialButtons } from '@/features/auth/social/social-buttons'
import { Form } from '@ui/form'

type Props = {
  state: SnapshotFrom<typeof signInMachine>
  send: (event: EventFrom<typeof signInMachine>) => void
  onOpenChange: (open: boolean) => void
  onForgotPassword: () => void
  onSignUp: () => void
  /** The email was just confirmed: say so above the form. */
  confirmed?: boolean
  /** The account's sign-in limits were just lifted: say so above the form. */
  unlocked?: boolean
  /** The organisation's social providers (the optional buttons (docs/screens.md#sign-in-dialog)); none renders nothing. */
  providers?: OrgConfig['socialProviders']
}

/** For an unconfirmed account: a way to have the confirmation email sent again, and what came of it. */
function ResendConfirmation({ state, send }: Pick<Props, 'state' | 'send'>) {
  const { t, i18n } = useLingui()
  const { resent } = state.context
  if (resent) {
    return (
      <p role="status" className="text-sm">
        {resent.ok ? (
          <Trans>A confirmation link is on its way: we send at most one a minute. Please check your inbox and your spam folder.</Trans>
        ) : (
          authErrorText({ code: 'RESEND_FAILED' }, i18n)
        )}
      </p>
    )
  }
  if (!state.can({ type: 'verification.resend' }) && !state.matches('resending')) return null
  return (
    <Button variant="secondary" onClick={() => send({ type: 'verification.resend' })} disabled={state.matches('resending')}>
      {state.matches('resending') && <Spinner label={t`Sending`} />}
      <Trans>Send the confirmation email again</Trans>
    </Button>
  )
}

/** The sign-in form: renders the machine's state and sends its events, nothing else. */
export function SignInForm({
  state,
  send,
  onOpenChange,
  onForgotPassword,
  onSignUp,
  confirmed = false,
  unlocked = false,
  providers = [],
}: Props) {
  const { t, i18n } = useLingui()
  const { email, password, remember, error } = state.context
  const loading = state.matches('loading')
  const message = error && authErrorText(error, i18n)
  const fieldError = (code: string) => (error?.code === code ? message : undefined)
  const serverError = error && error.code !== 'EMAIL_REQUIRED' && error.code !== 'PASSWORD_REQUIRED' ? message : null
  return (
    <StaticDialog title={<Trans>Sign in</Trans>} onOpenChange={onOpenChange}>
      <Form onSubmit={() => send({ type: 'form.submit' })}>
        {confirmed && (
          <p role="status" className="rounded-md bg-emerald-50 p-2 text-sm text-emerald-900">
            <Trans>Your email address is confirmed. You can now sign in.</Trans>
          </p>
        )}
        {unlocked && (
          <p role="status" className="rounded-md bg-emerald-50 p-2 text-sm text-emerald-900">
            <Trans>Your account is unlocked. You can now sign in.</Trans>
          </p>
        )}
        <Field
          label={t`Email`}
          type="email"
          autoComplete="email"
          value={email}
          error={fieldError('EMAIL_REQUIRED')}
          onChange={(e) => send({ type: 'field.change', field: 'email', value: e.target.value })}
        />
        <Field
          label={t`Password`}
          error={fieldError('PASSWORD_REQUIRED')}
          render={(props) => (
            <PasswordInput
              {...props}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(e) => send({ type: 'field.change', field: 'password', value: e.target.value })}
              showLabel={t`Show password`}
              hideLabel={t`Hide password`}
            />
          )}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox
            label={<Trans>Remember password</Trans>}
            checked={remember}
            onChange={(e) => send({ type: 'remember.toggle', checked: e.target.checked })}
          />
          <Button variant="link" size="inline" onClick={onForgotPassword}>
            <Trans>Forgot password?</Trans>
          </Button>
        </div>
        {serverError && (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm font-medium text-red-700">
            {serverError}
          </p>
        )}
        <ResendConfirmation state={state} send={send} />
        <Button type="submit" disabled={!state.can({ type: 'form.submit' })} aria-busy={loading}>
          {loading && <Spinner label={t`Signing in`} />}
          <Trans>Sign in</Trans>
        </Button>
        <SocialButtons providers={providers} mode="signIn" onToken={(provider, token) => send({ type: 'social.token', provider, token })} />
        <p className="text-center text-sm">
          <Trans>No account yet?</Trans>{' '}
          <Button variant="link" size="inline" onClick={onSignUp}>
            <Trans>Sign up</Trans>
          </Button>
        </p>
      </Form>
    </StaticDialog>
  )
}
