import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'

/** Grey blocks where the bookings will be, announced with `label`. */
export function Skeleton({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <ul role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-40 animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
      ))}
    </ul>
  )
}

/** An empty list, with a way to find a stay when `search` is set. */
export function Empty({ children, search = false }: { children: ReactNode; search?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted">
      <p>{children}</p>
      {search && (
        <Link href="/home" className="font-medium text-brand-primary underline-offset-4 hover:underline">
          <Trans>Search for a stay</Trans>
        </Link>
      )}
    </div>
  )
}
