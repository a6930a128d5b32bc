import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { FeaturedDestinations } from '@/features/home/featured-destinations'

/**
 * The home page: a hero with the organisation's name, the search form and the featured destinations.
 * The search form is another feature's: the app hands it in (src/app/shell/home-route.tsx).
 */
export default function HomePage({ search }: { search: ReactNode }) {
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
      {search}
      <FeaturedDestinations />
    </div>
  )
}
