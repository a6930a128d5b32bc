import { Trans, useLingui } from '@lingui/react/macro'
import { Field } from '@ui/field'
import { Form } from '@ui/form'
import { PasswordInput } from '@ui/password-input'
import type { AccountDetails } from '@contract/schemas/account'
import { AccountSection } from '@/shared/account/account-nav'
import { FormFailure, SubmitButton } from '@/shared/account/form-parts'
import { useRecordForm } from '@/shared/account/use-record-form'

const idOf = (field: string) => `email-${field}`

/**
 * The email address of /user-details: the current one, a change waiting for its link, and the form
 * that asks for one (the new address and the password). Nothing changes until the link in the new
 * address's mailbox is opened; the old address is told then.
 */
export function EmailSection({ details, onAsked }: { details: AccountDetails; onAsked: () => void }) {
  const { t } = useLingui()
  const form = useRecordForm(
    { kind: 'email', values: { email: '', password: '', currentEmail: details.email } },
    { idOf, onSaved: onAsked },
  )
  const asked = form.saved ? (form.state.context.result as string) : details.pendingEmail
  return (
    <AccountSection id="account-email" title={<Trans>Email address</Trans>}>
      <p className="text-sm">
        <Trans>
          You sign in with <strong>{details.email}</strong>.
        </Trans>
      </p>
      {asked && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>
            We sent a link to <strong>{asked}</strong>. Your address changes once you open it (within 24 hours).
          </Trans>
        </p>
      )}
      <Form onSubmit={form.submit} aria-busy={form.busy} className="max-w-xl">
        <Field
          label={t`New email address`}
          id={idOf('email')}
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={form.text('email')}
          error={form.error('email')}
          onChange={(e) => form.change('email')(e.target.value)}
        />
        {details.hasPassword ? (
          <Field
            label={t`Your password`}
            id={idOf('password')}
            error={form.error('password')}
            render={(props) => (
              <PasswordInput
                {...props}
                autoComplete="current-password"
                value={form.text('password')}
                onChange={(e) => form.change('password')(e.target.value)}
                showLabel={t`Show password`}
                hideLabel={t`Hide password`}
              />
            )}
          />
        ) : (
          <Field
            label={t`Your current email address, to confirm`}
            id={idOf('password')}
            value={form.text('password')}
            error={form.error('password')}
            onChange={(e) => form.change('password')(e.target.value)}
          />
        )}
        <FormFailure form={form} />
        <SubmitButton form={form} busyLabel={t`Sending the link`}>
          <Trans>Send the confirmation link</Trans>
        </SubmitButton>
      </Form>
    </AccountSection>
  )
}
