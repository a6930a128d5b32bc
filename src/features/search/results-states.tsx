import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Button } from '@ui/button'
import type { Kind } from '@/lib/booking-params'
import type { SearchErrorCode } from '@machines/results-search'

/** The list's place while the first answer loads. */
export function ResultsSkeleton() {
  const { t } = useLingui()
  return (
    <ul role="status" aria-label={t`Loading results`} className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-48 rounded-lg bg-muted motion-safe:animate-pulse" />
      ))}
    </ul>
  )
}

/**
 * A results URL naming a destination the server does not know (a mistyped or old link): nothing
 * matches, so instead of a retry it offers to choose another destination for the same stay.
 */
export function UnknownDestination({ kind, chooseHref }: { kind: Kind; chooseHref: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line p-8 text-center">
      <p role="status" className="font-medium">
        {kind === 'resort' ? (
          <Trans>No resorts match this search: we do not know this destination.</Trans>
        ) : (
          <Trans>No hotels match this search: we do not know this destination.</Trans>
        )}
      </p>
      <Link href={chooseHref} className="font-medium text-brand-primary underline">
        <Trans>Choose a destination</Trans>
      </Link>
    </div>
  )
}

/** A failed search, worded by its code, with a retry. */
export function SearchFailed({ code, onRetry }: { code: SearchErrorCode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
      {code === 'NETWORK' ? (
        <Trans>The search could not reach us. Check your connection and try again.</Trans>
      ) : (
        <Trans>The search did not work this time.</Trans>
      )}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}

/** No result: with filters, a way to clear them; without, a hint to change the stay. */
export function NoResults({
  kind,
  filtered,
  centreName,
  onClearFilters,
}: {
  kind: Kind
  filtered: boolean
  centreName: string
  onClearFilters: () => void
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line p-8 text-center">
      {filtered ? (
        <>
          <p className="font-medium">
            {kind === 'resort' ? <Trans>No resorts match these filters</Trans> : <Trans>No hotels match these filters</Trans>}
          </p>
          <Button variant="secondary" onClick={onClearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        </>
      ) : (
        <p className="font-medium">
          {kind === 'resort' ? (
            <Trans>No resorts are available near {centreName} for these dates. Try other dates or another destination.</Trans>
          ) : (
            <Trans>No hotels are available near {centreName} for these dates. Try other dates or another destination.</Trans>
          )}
        </p>
      )}
    </div>
  )
}
