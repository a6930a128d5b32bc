import { useLingui } from '@lingui/react/macro'
import { searchFormBoxClasses } from '@/features/search/search-form-size'

/** The search form's place while its chunk or the organisation's calendar loads: the same box, so nothing moves. */
export function SearchFormSkeleton() {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading the search form`} className={searchFormBoxClasses}>
      <div aria-hidden="true" className="flex flex-col gap-4 motion-safe:animate-pulse">
        <div className="h-8 w-48 rounded bg-muted" />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-16 rounded bg-muted" />
          ))}
        </div>
        <div className="h-16 rounded bg-muted" />
      </div>
    </div>
  )
}
