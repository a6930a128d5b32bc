import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import type { OrgConfig } from '@contract/schemas/organisation'
import { SocialButtons } from '@/features/auth/social/social-buttons'
import { signUpErrorText } from '@/features/auth/sign-up/sign-up-messages'
import type { StepProps } from '@/features/auth/sign-up/sign-up-view'

/** Step 1 (docs/screens.md#sign-up-dialog): the organisation's social buttons and "sign up with email". */
export function OptionsStep({ state, send, providers }: StepProps & { providers: OrgConfig['socialProviders'] }) {
  const { t, i18n } = useLingui()
  const { error, invitationError } = state.context
  const checking = state.matches('checkingSocial')
  return (
    <div className="flex flex-col gap-4">
      {invitationError && (
        <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {signUpErrorText({ code: invitationError }, i18n)}
        </p>
      )}
      <p className="text-sm text-ink-muted">
        <Trans>Join to book hotels, resorts, cruises and more at member prices.</Trans>
      </p>
      <SocialButtons providers={providers} mode="signUp" onToken={(provider, token) => send({ type: 'social.token', provider, token })} />
      {checking && <Spinner label={t`Checking your account`} />}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm font-medium text-red-700">
          {signUpErrorText(error, i18n)}
        </p>
      )}
      <Button disabled={!state.can({ type: 'email.choose' })} onClick={() => send({ type: 'email.choose' })}>
        <Trans>Sign up with email</Trans>
      </Button>
    </div>
  )
}
