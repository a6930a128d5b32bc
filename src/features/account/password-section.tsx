import { Trans, useLingui } from '@lingui/react/macro'
import { Field } from '@ui/field'
import { Form } from '@ui/form'
import { PasswordInput } from '@ui/password-input'
import { PASSWORD_MAX_LENGTH } from '@contract/constants'
import { AccountSection } from '@/shared/account/account-nav'
import { FormFailure, SavedNote, SubmitButton } from '@/shared/account/form-parts'
import { useRecordForm } from '@/shared/account/use-record-form'

const idOf = (field: string) => `password-${field}`

/** A new password from /user-details: the current one first; every other session ends, this one stays. */
export function PasswordSection({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: () => void }) {
  const { t } = useLingui()
  const form = useRecordForm(
    { kind: 'password', values: { currentPassword: '', password: '', confirmPassword: '' } },
    { idOf, onSaved: onChanged },
  )
  const signedOut = form.saved ? Number(form.state.context.result) : 0
  const field = (name: string, label: string, autoComplete: string) => (
    <Field
      label={label}
      id={idOf(name)}
      error={form.error(name)}
      render={(props) => (
        <PasswordInput
          {...props}
          autoComplete={autoComplete}
          maxLength={name === 'currentPassword' ? undefined : PASSWORD_MAX_LENGTH}
          value={form.text(name)}
          onChange={(e) => form.change(name)(e.target.value)}
          showLabel={t`Show password`}
          hideLabel={t`Hide password`}
        />
      )}
    />
  )
  return (
    <AccountSection id="account-password" title={<Trans>Password</Trans>}>
      {hasPassword ? (
        <Form onSubmit={form.submit} aria-busy={form.busy} className="max-w-xl">
          {field('currentPassword', t`Current password`, 'current-password')}
          {field('password', t`New password`, 'new-password')}
          {field('confirmPassword', t`Confirm the new password`, 'new-password')}
          <p className="text-sm text-ink-muted">
            <Trans>8 to 13 characters, with a lowercase letter, an uppercase letter, a digit and a special character.</Trans>
          </p>
          <FormFailure form={form} />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton form={form} busyLabel={t`Changing your password`}>
              <Trans>Change password</Trans>
            </SubmitButton>
            <SavedNote form={form}>
              {signedOut === 0 ? (
                <Trans>Your password is changed.</Trans>
              ) : (
                <Trans>Your password is changed, and we signed you out on your other devices ({signedOut}).</Trans>
              )}
            </SavedNote>
          </div>
        </Form>
      ) : (
        <p className="text-sm text-ink-muted">
          <Trans>
            You sign in through another service, so your account has no password here. To set one, use "Forgot password?" in the sign-in
            dialog.
          </Trans>
        </p>
      )}
    </AccountSection>
  )
}
