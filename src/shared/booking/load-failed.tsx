import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'

/**
 * A booking page's failed call: what went wrong, announced, with a way to ask again. `page` when it
 * stands for the whole page (a details page that could not load), within the page's reading width.
 */
export function LoadFailed({ children, onRetry, page = false }: { children: ReactNode; onRetry: () => void; page?: boolean }) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800 ${page ? 'mx-auto my-8 w-full max-w-3xl' : ''}`}
    >
      {children}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
