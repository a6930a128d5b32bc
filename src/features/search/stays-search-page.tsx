import { Trans, useLingui } from '@lingui/react/macro'
import type { StayEntry } from '@/lib/stay-params'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import StaySearchForm from '@/features/search/stay-search-form'
import { searchFormBoxClasses } from '@/features/search/search-form-size'
import { SearchFormSkeleton } from '@/features/search/search-form-skeleton'
import { sellsStays } from '@/features/search/stay-entries'

/**
 * /stays, /condo and /holidaystays (issue 16): a hero and the rentals' search form, its unit
 * types preset by the way in, or a note when the organisation sells no rentals.
 */
export default function StaysSearchPage({ entry }: { entry: StayEntry }) {
  const { t } = useLingui()
  const org = useOrgConfig()
  const offered = org.status !== 'ready' || sellsStays(org.org)
  const heading = { stays: t`Complimentary stays`, condo: t`Condos`, holidaystays: t`Vacation rentals` }[entry]
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl bg-brand-primary px-4 py-10 text-brand-on-primary sm:px-8">
        <h1 className="text-2xl font-bold sm:text-4xl">{heading}</h1>
        <p className="mt-2 max-w-prose opacity-90">
          {entry === 'stays' ? (
            <Trans>A whole home for your trip. Members see at once the stays their certificate pays in full.</Trans>
          ) : entry === 'condo' ? (
            <Trans>Condos with a kitchen and room to spare, by the night.</Trans>
          ) : (
            <Trans>Villas and holiday homes for families and friends, with the whole place to yourselves.</Trans>
          )}
        </p>
      </section>
      {org.status === 'loading' ? (
        <SearchFormSkeleton />
      ) : !offered && org.status === 'ready' ? (
        <p role="status" className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
          <Trans>{org.org.orgName} does not offer rentals.</Trans>
        </p>
      ) : (
        <div className={searchFormBoxClasses}>
          <StaySearchForm entry={entry} />
        </div>
      )}
    </div>
  )
}
