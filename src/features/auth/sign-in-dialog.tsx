import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@ui/dialog'

/**
 * The sign-in dialog's slot. Signing in arrives with the accounts issue; until then the dialog
 * says so plainly instead of showing a form that cannot work.
 */
/** Mounted while open; closing calls onOpenChange(false). */
export default function SignInDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Sign in</Trans>
          </DialogTitle>
        </DialogHeader>
        <DialogDescription>
          <Trans>Signing in is not available yet. It will be soon; until then you can browse the site as a guest.</Trans>
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button>
              <Trans>Close</Trans>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
