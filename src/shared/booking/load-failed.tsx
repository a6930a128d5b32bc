import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'

/** A booking page's failed call: what went wrong, announced, with a way to ask again. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
      {children}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
