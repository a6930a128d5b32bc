import type { ReactNode } from 'react'
import { LoadFailed } from '@/shared/booking/load-failed'

/** Grey blocks where a list will be, announced with `label` (a list's loading state, as on the wallet page). */
export function ListSkeleton({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <ul role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-20 animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
      ))}
    </ul>
  )
}

/** An empty list, said in words, with what to do about it. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted">{children}</div>
}

/**
 * A list's three states before its items: loading (no data yet), failed (no data, a retry), empty.
 * Renders `children` with the data otherwise.
 */
export function ListStates<T>({
  data,
  failed,
  retry,
  loadingLabel,
  failedText,
  empty,
  children,
}: {
  data: T[] | undefined
  failed: boolean
  retry: () => void
  loadingLabel: string
  failedText: ReactNode
  empty: ReactNode
  children: (items: T[]) => ReactNode
}) {
  if (!data && failed) return <LoadFailed onRetry={retry}>{failedText}</LoadFailed>
  if (!data) return <ListSkeleton label={loadingLabel} />
  if (data.length === 0) return <ListEmpty>{empty}</ListEmpty>
  return <>{children(data)}</>
}
