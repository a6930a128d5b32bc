import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { cn } from '@ui/cn'
import { buttonVariants } from '@ui/button'

type Props = {
  page: number
  pageCount: number
  /** The URL of a page of this search. */
  hrefOf: (page: number) => string
}

/** The page numbers around the current one, with the first and last; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]))
}

/** Server pages as links, so each page has its own URL and back/forward walk them. */
export function ResultsPagination({ page, pageCount, hrefOf }: Props) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  const link = (n: number, label: ReactNode, name: string, disabled = false) => {
    // Only a page number is "the current page"; Previous and Next are not, whatever page they lead to.
    const current = typeof label === 'number' && n === page
    return disabled ? (
      <span aria-disabled="true" className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'opacity-50')}>
        {label}
      </span>
    ) : (
      <Link
        href={hrefOf(n)}
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        className={cn(buttonVariants({ variant: current ? 'primary' : 'secondary', size: 'sm' }))}
      >
        {label}
      </Link>
    )
  }
  return (
    <nav aria-label={t`Pages of results`} className="flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{link(page - 1, <Trans>Previous</Trans>, t`Previous page`, page <= 1)}</li>
        {pageWindow(page, pageCount).map((n, i) => (
          <li key={n ?? `gap-${i}`}>{n === null ? <span aria-hidden="true">…</span> : link(n, n, t`Page ${n}`)}</li>
        ))}
        <li>{link(page + 1, <Trans>Next</Trans>, t`Next page`, page >= pageCount)}</li>
      </ul>
      <p className="text-sm text-ink-muted">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </p>
    </nav>
  )
}
