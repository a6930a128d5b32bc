import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { StaticDialog } from '@/features/auth/static-dialog'

/** The sign-up dialog's slot: signing up arrives with its own issue, and says so meanwhile. */
export default function SignUpDialog({ onOpenChange, onSignIn }: { onOpenChange: (open: boolean) => void; onSignIn: () => void }) {
  return (
    <StaticDialog title={<Trans>Sign up</Trans>} onOpenChange={onOpenChange}>
      <p className="text-sm text-ink-muted">
        <Trans>Sign-up is coming soon. If you already have an account, you can log in.</Trans>
      </p>
      <Button variant="link" className="mt-4 self-start px-0" onClick={onSignIn}>
        <Trans>Log in instead</Trans>
      </Button>
    </StaticDialog>
  )
}
