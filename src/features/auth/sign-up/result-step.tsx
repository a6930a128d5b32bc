import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { sanitiseEmail } from '@contract/schemas/auth'
import type { StepProps } from '@/features/auth/sign-up/sign-up-view'

/** Step 4 (docs/rules.md#errors): the confirmation-email message (email path) or a welcome (social path). */
export function ResultStep({ state, send, orgName, onClose }: StepProps & { orgName: string; onClose: () => void }) {
  if (state.matches('emailSent')) {
    const email = sanitiseEmail(state.context.details.email)
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          <Trans>AN EMAIL CONFIRMATION HAS BEEN SENT TO YOUR ACCOUNT. PLEASE ACCEPT TO CONTINUE YOUR REGISTRATION PROCESS.</Trans>
        </p>
        <p className="text-sm text-ink-muted">
          <Trans>
            We sent the link to <bdi>{email}</bdi>. It is valid for 48 hours; if it does not arrive, check your spam folder or ask for a new
            one when you log in.
          </Trans>
        </p>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    )
  }
  const name = state.context.details.firstName
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
        <Trans>
          Welcome to {orgName}, {name}! Your account is ready and you are signed in.
        </Trans>
      </p>
      <Button disabled={!state.can({ type: 'dialog.finish' })} onClick={() => send({ type: 'dialog.finish' })}>
        <Trans>Start exploring</Trans>
      </Button>
    </div>
  )
}
