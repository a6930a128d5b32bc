import { useState, type ReactNode } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@ui/dialog'

/**
 * On a phone the filters do not fit beside the results: a button above them ("Filters", with how
 * many are on) opens them in a full-screen dialog. Radix keeps focus inside while it is open,
 * Escape closes it, and focus returns to the button. Each change applies at once, as beside the
 * results, so "Show results" only closes it.
 */
export function FiltersSheet({ active, total, children }: { active: number; total: number | null; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="md:hidden">
          {active === 0 ? <Trans>Filters</Trans> : <Plural value={active} one="Filters (# filter on)" other="Filters (# filters on)" />}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader stacked>
          <DialogTitle>
            <Trans>Filters</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>The results change as you choose.</Trans>
          </DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter className="sticky bottom-0 bg-surface py-2">
          <DialogClose asChild>
            <Button>
              {total === null ? <Trans>Show results</Trans> : <Plural value={total} one="Show # result" other="Show # results" />}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
