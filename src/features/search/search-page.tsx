import { Trans, useLingui } from '@lingui/react/macro'
import type { Kind } from '@/lib/booking-params'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import SearchForm from '@/features/search/search-form'
import { sellsKind } from '@/features/search/kinds'
import { searchFormBoxClasses } from '@/features/search/search-form-size'
import { SearchFormSkeleton } from '@/features/search/search-form-skeleton'

/** /hotel and /resorts: a hero and the search form for the kind, or a note when the organisation does not sell it. */
export default function SearchPage({ kind }: { kind: Kind }) {
  const { t } = useLingui()
  const org = useOrgConfig()
  const offered = org.status !== 'ready' || sellsKind(org.org, kind)
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl bg-brand-primary px-4 py-10 text-brand-on-primary sm:px-8">
        <h1 className="text-2xl font-bold sm:text-4xl">{kind === 'resort' ? t`Resorts` : t`Hotels`}</h1>
        <p className="mt-2 max-w-prose opacity-90">
          {kind === 'resort' ? (
            <Trans>Whole weeks at resorts, at member prices.</Trans>
          ) : (
            <Trans>Hotels for a night or a month, at member prices.</Trans>
          )}
        </p>
      </section>
      {org.status === 'loading' ? (
        <SearchFormSkeleton />
      ) : !offered && org.status === 'ready' ? (
        <p role="status" className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
          {kind === 'resort' ? (
            <Trans>{org.org.orgName} does not offer resorts.</Trans>
          ) : (
            <Trans>{org.org.orgName} does not offer hotels.</Trans>
          )}
        </p>
      ) : (
        <div className={searchFormBoxClasses}>
          <SearchForm kind={kind} />
        </div>
      )}
    </div>
  )
}
