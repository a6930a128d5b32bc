import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogClose, DialogContent, DialogHeader, DialogTitle } from '@ui/dialog'

const keep = (event: Event) => event.preventDefault()

/**
 * A dialog with a static backdrop (docs/screens.md#sign-in-dialog): neither Escape nor a click outside closes it; its
 * labelled "Close" button does.
 */
export function StaticDialog({
  title,
  onOpenChange,
  children,
}: {
  title: ReactNode
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent onEscapeKeyDown={keep} onPointerDownOutside={keep} onInteractOutside={keep} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogClose asChild>
            <Button variant="ghost" size="sm">
              <Trans>Close</Trans>
            </Button>
          </DialogClose>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
