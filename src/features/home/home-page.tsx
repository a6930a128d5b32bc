import { lazy, Suspense } from 'react'
import { Trans } from '@lingui/react/macro'
import { useOrgConfig } from '@/features/organisation/use-org-config'
import { FeaturedDestinations } from '@/features/home/featured-destinations'
import { SearchFormSkeleton } from '@/features/search/search-form-skeleton'

// The form, its date pickers and the booking calls are their own chunk: the first script is at its budget.
const HomeSearch = lazy(() => import('@/features/search/home-search'))

/** The home page: a hero with the organisation's name, the search form and the featured destinations. */
export default function HomePage() {
  const orgState = useOrgConfig()
  const orgName = orgState.status === 'ready' ? orgState.org.orgName : null
  return (
    <div className="flex flex-col gap-8">
      <section className="rounded-xl bg-brand-primary px-4 py-10 text-brand-on-primary sm:px-8 sm:py-14">
        {orgName !== null ? (
          <h1 className="text-2xl font-bold sm:text-4xl">
            <Trans>Welcome to {orgName}</Trans>
          </h1>
        ) : (
          <div aria-hidden="true" className="h-9 w-2/3 animate-pulse rounded bg-white/30" />
        )}
        <p className="mt-2 max-w-prose text-base opacity-90 sm:text-lg">
          <Trans>Your next trip, at member prices.</Trans>
        </p>
      </section>
      <Suspense fallback={<SearchFormSkeleton />}>
        <HomeSearch />
      </Suspense>
      <FeaturedDestinations />
    </div>
  )
}
