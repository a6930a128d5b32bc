import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Field } from '@ui/field'
import { Form } from '@ui/form'
import { PasswordInput } from '@ui/password-input'
import { Spinner } from '@ui/spinner'
import { PASSWORD_MAX_LENGTH } from '@contract/constants'
import { errorField, signUpErrorText } from '@/features/auth/sign-up/sign-up-messages'
import { isBusy, type StepProps } from '@/features/auth/sign-up/sign-up-view'

const policyLink = 'font-medium text-brand-primary underline underline-offset-2'

/** Step 3 (docs/screens.md#sign-up-dialog, email path): password, confirmation, terms, and the back arrow. */
export function PasswordStep({ state, send }: StepProps) {
  const { t, i18n } = useLingui()
  const { password, confirmPassword, termsAccepted, error } = state.context
  const busy = isBusy(state)
  const message = error && signUpErrorText(error, i18n)
  const fieldError = (field: string) => (error && errorField[error.code] === field ? message : undefined)
  const formError = error && !errorField[error.code] ? message : null
  return (
    <Form onSubmit={() => send({ type: 'form.submit' })} aria-busy={busy}>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        disabled={!state.can({ type: 'step.back' })}
        onClick={() => send({ type: 'step.back' })}
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>
        <Trans>Back to your details</Trans>
      </Button>
      <Field
        label={t`Password`}
        error={fieldError('password')}
        render={(props) => (
          <PasswordInput
            {...props}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(e) => send({ type: 'field.change', field: 'password', value: e.target.value })}
            showLabel={t`Show password`}
            hideLabel={t`Hide password`}
          />
        )}
      />
      <p className="-mt-2 text-xs text-ink-muted">
        <Trans>8 to 13 characters, with a lowercase letter, an uppercase letter, a digit and a special character.</Trans>
      </p>
      <Field
        label={t`Confirm password`}
        error={fieldError('confirmPassword')}
        render={(props) => (
          <PasswordInput
            {...props}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={confirmPassword}
            onChange={(e) => send({ type: 'field.change', field: 'confirmPassword', value: e.target.value })}
            showLabel={t`Show password confirmation`}
            hideLabel={t`Hide password confirmation`}
          />
        )}
      />
      <div className="flex flex-col gap-1">
        <label className="inline-flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-primary"
            checked={termsAccepted}
            aria-invalid={fieldError('terms') ? true : undefined}
            aria-describedby={fieldError('terms') ? 'sign-up-terms-error' : undefined}
            onChange={(e) => send({ type: 'terms.toggle', checked: e.target.checked })}
          />
          <span>
            <Trans>
              I accept the{' '}
              <a href="/privacy-policy" target="_blank" rel="noopener" className={policyLink}>
                privacy policy
              </a>{' '}
              and the{' '}
              <a href="/terms-of-use" target="_blank" rel="noopener" className={policyLink}>
                terms of use
              </a>
            </Trans>
          </span>
        </label>
        {fieldError('terms') && (
          <p id="sign-up-terms-error" role="alert" className="text-sm text-red-700">
            {fieldError('terms')}
          </p>
        )}
      </div>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={!state.can({ type: 'form.submit' })} aria-busy={busy}>
        {busy && <Spinner label={t`Creating your account`} />}
        <Trans>Sign up</Trans>
      </Button>
    </Form>
  )
}
